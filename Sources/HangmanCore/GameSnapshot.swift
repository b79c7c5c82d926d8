/// Why a saved game could not be restored.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    case doesNotFit(String)
    public var description: String {
        switch self { case .doesNotFit(let why): return why }
    }
}

/// A game in progress, as saved to disk: enough to restore it exactly.
public struct GameSnapshot: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var version: Int = GameSnapshot.currentVersion
    public var mode: GameMode
    /// The evil host's level (evil mode only).
    public var evilLevel: EvilLevel?
    /// The list the game draws from: a `WordListChoice` raw value or a custom file's path.
    public var wordList: String
    public var length: Int
    public var missesAllowed: Int
    /// Letters tried, in order, lower case.
    public var guesses: String
    /// The committed word (good mode only).
    public var word: String?
    /// Seeds the host's random choices (evil mode).
    public var seed: UInt64
    /// The placeholders after the last guess, `_` for hidden: checked after a restore.
    public var pattern: String

    public init(mode: GameMode, evilLevel: EvilLevel?, wordList: String, length: Int, missesAllowed: Int,
                guesses: String, word: String?, seed: UInt64, pattern: String) {
        self.mode = mode
        self.evilLevel = evilLevel
        self.wordList = wordList
        self.length = length
        self.missesAllowed = missesAllowed
        self.guesses = guesses
        self.word = word
        self.seed = seed
        self.pattern = pattern
    }

    /// Rebuilds the game from `list` (the list it was played with).
    public func restore(using list: WordList) throws(SnapshotError) -> any Gameplay {
        guard version <= Self.currentVersion else { throw .doesNotFit("the saved game is from a newer version") }
        guard Settings.missesRange.contains(missesAllowed), length >= 1 else { throw .doesNotFit("the saved game has invalid settings") }
        switch mode {
        case .good: return try GoodGameplay(restoring: self)
        case .evil: return try EvilGameplay(restoring: self, words: list.words(ofLength: length))
        }
    }
}

/// Starts new games from settings.
public enum GameFactory {
    /// A new game for `settings` drawn from `list`. The length is moved to the nearest one that
    /// has words when needed; `note` then says so.
    public static func newGame(settings: Settings, list: WordList, listID: String,
                               using generator: inout SeededGenerator) -> (game: any Gameplay, note: String?) {
        let (length, note) = settings.playableLength(in: list)
        let bucket = list.words(ofLength: length)
        switch settings.mode {
        case .good:
            return (GoodGameplay(words: bucket, missesAllowed: settings.missesAllowed, listID: listID, using: &generator), note)
        case .evil:
            return (EvilGameplay(words: bucket, missesAllowed: settings.missesAllowed, level: settings.evilLevel,
                                 listID: listID, seed: generator.next()), note)
        }
    }
}
