/// A game that has just ended, as its record will read once the clock has stamped it: the app
/// knows the game, the runner knows the time.
public struct FinishedGame: Equatable, Sendable {
    public let id: String
    public let word: String
    /// The word as its list spells it, where that is not its letters (`GameRecord.spelling`).
    public let spelling: String?
    public let won: Bool
    public let missesMade: Int
    public let missesAllowed: Int
    public let wordLength: Int
    public let mode: GameMode
    public let host: Host?
    /// The day of a scored daily game.
    public let daily: UTCDay?
    /// The level it was dealt at (Custom for the player's own settings, a good game or a daily).
    public let level: Level
    public let list: RecordedList
    /// Every letter guessed, in order.
    public let guesses: [Character]
    /// A daily begun, written ahead of its first guess (`GameRecord.begun`).
    public private(set) var begun = false
    /// The challenge code the game was dealt from, if any (`GameRecord.challenge`).
    public var challenge: String?
    /// `GameRecord.answeredByItsHost`.
    public var answeredByItsHost = true

    public init(game: any Gameplay, id: String, daily: UTCDay? = nil) {
        precondition(game.isOver)
        self.init(game, id: id, word: game.word ?? "", won: game.status == .won, daily: daily)
    }

    /// The day's daily about to take its first guess: written ahead, as a loss with `word` (one
    /// the game can still end on), so that the day's one try is spent whatever comes after.
    public init(beginning game: any Gameplay, word: String, id: String, daily: UTCDay) {
        self.init(game, id: id, word: word, won: false, daily: daily)
        begun = true
    }

    /// A game left before its end that must still count (the day's one daily try): a loss, with
    /// `word`, one that fits every answer given.
    public init(forfeited game: any Gameplay, word: String, id: String, daily: UTCDay?) {
        self.init(game, id: id, word: word, won: false, daily: daily)
    }

    private init(_ game: any Gameplay, id: String, word: String, won: Bool, daily: UTCDay?) {
        self.id = id
        self.word = word
        let spelled = game.spelling(of: word)
        spelling = spelled == word ? nil : spelled
        self.won = won
        missesMade = game.missesMade
        missesAllowed = game.missesAllowed
        wordLength = game.wordLength
        mode = game.mode
        host = game.host
        self.daily = daily
        level = daily == nil && game.dailyDay == nil ? Level.of(game) : .custom
        list = RecordedList(game.wordList)
        guesses = game.guessedLetters
    }

    /// The word as the player is shown it: as its list spells it.
    public var spelledWord: String { spelling ?? word }

    /// The high-score page it ranks on.
    public var page: ScorePage { ScorePage(mode: mode, level: level, isDaily: daily != nil, isPhrase: word.contains(" ")) }

    /// The record of this game, ended at `endedAt` (seconds since 1970 UTC).
    /// (A clock beyond the years 0001-9999 is held to them: every record's date reads back.)
    public func record(endedAt: Int64) -> GameRecord {
        GameRecord(id: id, word: word, won: won, missesMade: missesMade, missesAllowed: missesAllowed,
                   wordLength: wordLength, mode: mode, endedAt: CivilCalendar.clamped(endedAt), host: host, daily: daily,
                   level: level, list: list, guesses: guesses, spelling: spelling, challenge: challenge)
            .beginning(begun).answered(byItsHost: answeredByItsHost)
    }
}
