/// One finished game, as the history keeps it: what game it was (its level, host, list and so
/// language, length and misses allowed), how it went (the guesses in order, the misses made, the
/// word at the end) and when it ended.
public struct GameRecord: Equatable, Sendable, Identifiable {
    /// Unique across instances (instance and a counter), so a game is never recorded twice.
    public var id: String
    public var word: String
    public var won: Bool
    public var missesMade: Int
    public var missesAllowed: Int
    public var wordLength: Int
    public var mode: GameMode
    /// When the game ended, in seconds since 1970-01-01 00:00 UTC (shown in the player's own time
    /// zone, which is the screen's business, not the record's).
    public var endedAt: Int64
    /// The evil host; nil for a good game, and for evil games recorded before hosts were.
    public var host: Host?
    /// The day of a scored daily game (stored as its date, `YYYY-MM-DD`); nil for every other game.
    public var daily: UTCDay?
    /// The level the game was dealt at (Custom for a game of the player's own settings, a good
    /// game or a daily); nil for a game recorded before levels were, whose knobs match no level
    /// alone ("earlier").
    public var level: Level?
    /// The list it was dealt from; nil for a game recorded before lists were.
    public var list: RecordedList?
    /// Every letter guessed, in order (lower case); empty for a game recorded before guesses were.
    public var guesses: [Character]
    /// The day's daily begun, not (yet) ended: written ahead at its first guess, so the day's one
    /// try is spent whatever happens after (a full disk, a crash, another language's list gone).
    /// Its end, recorded later with the same id, takes its place; a begun daily never ended counts
    /// as lost.
    public var begun: Bool = false
    /// The word as its list spells it, where that is not its letters (túmido for tumido).
    public var spelling: String?
    /// The challenge code it was dealt from (`--challenge`, or typed on the front side), if any:
    /// such a game ranks on its level's page, marked, and never reaches the machine board.
    public var challenge: String?
    /// The game was dealt this run, or resumed from a save whose answers its host gives
    /// (`GameSnapshot.answeredByItsHost`). Not written: it decides whether the game's line goes to
    /// the machine's board, at its end, and nothing after.
    public var answeredByItsHost = true

    public init(id: String, word: String, won: Bool, missesMade: Int, missesAllowed: Int, wordLength: Int, mode: GameMode,
                endedAt: Int64, host: Host? = nil, daily: UTCDay? = nil, level: Level? = nil,
                list: RecordedList? = nil, guesses: [Character] = [], spelling: String? = nil, challenge: String? = nil) {
        self.id = id
        self.challenge = challenge
        self.word = word
        self.spelling = spelling
        self.won = won
        self.missesMade = missesMade
        self.missesAllowed = missesAllowed
        self.wordLength = wordLength
        self.mode = mode
        self.endedAt = endedAt
        self.host = mode == .evil ? host : nil
        self.daily = daily
        self.level = level
        self.list = list
        self.guesses = guesses
    }

    /// The same record, its game's answers its host's or not.
    public func answered(byItsHost: Bool) -> GameRecord {
        var copy = self
        copy.answeredByItsHost = byItsHost
        return copy
    }

    /// The same record, begun (written ahead) or not.
    public func beginning(_ begun: Bool) -> GameRecord {
        var copy = self
        copy.begun = begun
        return copy
    }

    /// The high-score page this game ranks on.
    public var page: ScorePage {
        ScorePage(mode: mode, level: level, isDaily: daily != nil, isPhrase: word.contains(" "))
    }

    /// The settings it ranks among on a Custom, Good or Phrases page.
    public var kind: RecordKind { RecordKind(host: host, list: list, length: wordLength, misses: missesAllowed) }

    /// The language it was played in; nil when the record does not say (before lists were recorded).
    public var language: Language? { list?.language }

    /// The word as the player is shown it: as its list spells it.
    public var spelledWord: String { spelling ?? word }

    /// One mark a guess, in order: true where the letter is in the word (the word fits every
    /// answer, so this is what the host said). Empty for a record without its guesses.
    public var hits: [Bool] { guesses.map { word.contains($0) } }

    /// Why this cannot be the record of a real game, or nil when it can: every field read from a
    /// file is checked, so a damaged or hand-made record never reaches the screen or the ranking.
    public var problem: String? {
        if !FieldCheck.isID(id) { return tr("a record has a malformed id") }
        if !Settings.missesRange.contains(missesAllowed) || !(0...missesAllowed).contains(missesMade) {
            return tr("a record has impossible misses")
        }
        if won && missesMade >= missesAllowed { return tr("a won record used up every miss") }
        if !(1...WordList.maximumLength).contains(wordLength) || !FieldCheck.isWord(word, length: wordLength)
            || spelling.map({ $0.count != word.count || (language ?? .english).foldedWord($0) != word }) == true {
            return tr("a record has a malformed word")
        }
        if !(CivilCalendar.earliestSeconds...CivilCalendar.latestSeconds).contains(endedAt) { return tr("a record has an impossible date") }
        if let daily, !DailyGame.couldBe(self, of: daily) { return tr("a record has an impossible daily game") }
        if begun && (daily == nil || won) { return tr("a record has an impossible daily game") }
        if !guesses.isEmpty, let problem = guessesProblem { return problem }
        if let challenge, !challengeFits(challenge) { return tr("a record's challenge is not its game's") }
        return nil
    }

    /// Whether `code` is a challenge that deals this record's game: its list, length, misses,
    /// mode and level (never a daily).
    private func challengeFits(_ code: String) -> Bool {
        guard let c = try? Challenge(code: code), daily == nil, case .shipped(let id)? = list else { return false }
        return c.code == code && c.list == id && c.length == wordLength && c.missesAllowed == missesAllowed && c.mode == mode
            && (mode == .good || c.host == host) && c.level == (level ?? .custom)
    }

    /// The guesses must be a game that ends as the record says: letters of its language, each
    /// once, the misses among them as many as it made, and every letter of a won word guessed.
    private var guessesProblem: String? {
        let alphabet = Set((language ?? .english).alphabet)
        let missed = guesses.filter { !word.contains($0) }.count
        let wordLetters = Set(word.filter { $0 != " " })
        guard guesses.count <= alphabet.count, Set(guesses).count == guesses.count, guesses.allSatisfy(alphabet.contains),
              missed == missesMade, !won || wordLetters.isSubset(of: Set(guesses)) else {
            return tr("a record's guesses do not fit its game")
        }
        return nil
    }

    /// The ranking of high scores: fewest misses first; then the longer word; then the earlier
    /// end (the first to set a score keeps its place); then the id, so the order is total.
    public static func ranksAbove(_ a: GameRecord, _ b: GameRecord) -> Bool {
        if a.missesMade != b.missesMade { return a.missesMade < b.missesMade }
        if a.wordLength != b.wordLength { return a.wordLength > b.wordLength }
        if a.endedAt != b.endedAt { return a.endedAt < b.endedAt }
        return a.id < b.id
    }
}
