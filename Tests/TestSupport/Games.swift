import HangmanCore

/// Games as the tests make them, by their knobs: the deal is made from them.
extension EvilGameplay {
    public init(words bucket: WordBucket, missesAllowed: Int, host: Host = .classic, strategy: (any HostRule)? = nil,
                wordList: WordListID = .full, seed: UInt64 = 1, daily: UTCDay? = nil, poolShare: Double? = nil,
                theme: Theme.Rule? = nil, level: Level = .custom) {
        let deal = Deal(list: wordList, length: bucket.length, misses: missesAllowed, host: host, level: level, seed: seed,
                        share: poolShare, theme: theme, origin: daily.map { .daily($0) } ?? .new)
        self.init(deal: deal, words: bucket, rule: strategy)
    }
}

extension GoodGameplay {
    public init(secret: String, missesAllowed: Int, wordList: WordListID = .full, seed: UInt64 = 0) {
        self.init(secret: secret, deal: Deal(list: wordList, length: LetterCode.codes(secret).count, misses: missesAllowed,
                                             host: nil, seed: seed))
    }

    public init(words bucket: WordBucket, seed: UInt64, missesAllowed: Int, wordList: WordListID = .full) {
        self.init(deal: Deal(list: wordList, length: bucket.length, misses: missesAllowed, host: nil, seed: seed), words: bucket)
    }
}

extension DailyGame {
    /// The day's scored game from `list`.
    public static func newGame(for day: UTCDay, list: WordList) -> any Gameplay {
        deal(for: day, list: list, scored: true).game(from: list)!
    }
}

/// The tests' names for a saved game and a finished one: the game and its record carry its deal.
public typealias GameSnapshot = SavedGame
public typealias FinishedGame = GameRecord

extension Gameplay {
    /// The game as it would be saved (the tests compare and restore these).
    public func snapshot() -> SavedGame { SavedGame(self, id: "test") }
}

extension SavedGame {
    /// A save described by its knobs, as a hand-made file would hold it.
    public init(mode: GameMode, host: Host?, wordList: WordListID, length: Int, missesAllowed: Int, guesses: String,
                word: String?, seed: UInt64, pattern: String, daily: UTCDay? = nil, poolShare: Double? = nil,
                theme: Theme.Rule? = nil, level: Level = .custom) {
        let deal = Deal(list: wordList, length: length, misses: missesAllowed, host: mode == .evil ? host ?? .classic : nil,
                        level: level, seed: seed, share: poolShare, theme: theme, origin: daily.map { .daily($0) } ?? .new)
        self.init(id: "test", deal: deal, guesses: guesses, pattern: pattern, word: word)
    }

    /// `game` saved under `id`.
    public init(id: String, game: SavedGame) {
        self = game
        self.id = id
    }
}

extension GameRecord {
    /// The record of `game`, which has ended.
    public init(game: any Gameplay, id: String) { self.init(ended: game, id: id) }

    /// The record as written at `endedAt`.
    public func record(endedAt: Int64) -> GameRecord { stamped(endedAt) }
}

/// How the tests deal games: through the deal, as the app does.
public enum GameFactory {
    public static func newGame(settings: Settings, list: WordList, id: WordListID, habits: PlayerHabits? = nil,
                               using generator: inout SeededGenerator) -> (game: any Gameplay, note: String?) {
        let (deal, note) = Deal.new(settings, list: list, id: id, using: &generator)
        return (deal.game(from: list, habits: habits)!, note)
    }

    public static func words(of list: WordList, length: Int, share: Double?, theme: Theme.Rule? = nil, seed: UInt64) -> WordBucket {
        Deal.sample(of: list.words(ofLength: length), share: share, theme: theme, seed: seed)
    }

    public static func words(of all: WordBucket, share: Double?, theme: Theme.Rule? = nil, seed: UInt64) -> WordBucket {
        Deal.sample(of: all, share: share, theme: theme, seed: seed)
    }
}

extension GameRecord {
    /// The same record, begun (written ahead) or not.
    public func beginning(_ begun: Bool) -> GameRecord {
        var copy = self
        copy.begun = begun
        return copy
    }
}
