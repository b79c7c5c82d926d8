/// One finished game, as the history keeps it.
public struct GameRecord: Equatable, Sendable, Identifiable {
    /// Unique across instances (instance and a counter), so a game is never recorded twice.
    public var id: String
    public var deal: Deal
    public var word: String
    /// The word as its list spells it, where that is not its letters (túmido for tumido).
    public var spelling: String?
    public var won: Bool
    public var missesMade: Int
    /// Every letter guessed, in order (lower case); empty for a game recorded before guesses were.
    public var guesses: [Character]
    /// Seconds since 1970 UTC (the player's time zone is the screen's business); stamped as the record is written.
    public var endedAt: Int64
    /// The day's daily begun, not ended: written ahead at its first guess, so the day's one try is spent whatever
    /// happens after (a full disk, a crash). Its end replaces it under the same id; never ended, it counts as lost.
    public var begun = false
    /// Dealt this run, by a run whose games count (never a resumed game: its player had its save to copy). Not
    /// written: it decides only whether the game goes to the machine's board at its end.
    public var countsOnTheBoard = true

    public init(
        id: String, deal: Deal, word: String, won: Bool, missesMade: Int, guesses: [Character] = [],
        endedAt: Int64 = 0, spelling: String? = nil
    ) {
        self.id = id
        self.deal = deal
        self.word = word
        self.spelling = spelling
        self.won = won
        self.missesMade = missesMade
        self.guesses = guesses
        self.endedAt = endedAt
    }

    public init(ended game: any Gameplay, id: String) {
        precondition(game.isOver)
        self.init(game, id: id, word: game.word ?? "", won: game.status == .won)
    }

    /// The day's daily about to take its first guess: written ahead, as a loss with `word` (one
    /// the game can still end on), so that the day's one try is spent whatever comes after.
    public init(beginning game: any Gameplay, word: String, id: String) {
        self.init(game, id: id, word: word, won: false)
        begun = true
    }

    /// A game left before its end that must still count (after a miss, or the day's one daily
    /// try): a loss, with `word`, one that fits every answer given.
    public init(forfeited game: any Gameplay, word: String, id: String) {
        self.init(game, id: id, word: word, won: false)
    }

    private init(_ game: any Gameplay, id: String, word: String, won: Bool) {
        let spelled = game.spelling(of: word)
        self.init(
            id: id, deal: game.deal, word: word, won: won, missesMade: game.missesMade, guesses: game.guessedLetters,
            spelling: spelled == word ? nil : spelled)
    }

    /// Held to the years 0001-9999, so every record's date reads back.
    public func stamped(_ endedAt: Int64) -> GameRecord {
        var copy = self
        copy.endedAt = CivilCalendar.clamped(endedAt)
        return copy
    }

    public var wordLength: Int { deal.length }
    public var missesAllowed: Int { deal.misses }
    public var mode: GameMode { deal.mode }
    public var host: Host? { deal.host }
    public var level: Level { deal.level }
    /// The day of a scored daily game; nil for every other game.
    public var daily: UTCDay? { deal.scoredDay }
    /// The list it was dealt from, as a record names it (a `--words` file by its name alone).
    public var list: RecordedList { RecordedList(deal.list) }
    public var language: Language { deal.language }
    /// The challenge code it was dealt from, where it was: such a game ranks on its level's page,
    /// marked, and never reaches the machine board.
    public var challenge: String? { deal.isChallenge ? deal.code : nil }

    public var page: ScorePage { ScorePage(deal, isPhrase: word.contains(" ")) }

    /// The settings it ranks among on a Custom, Good or Phrases page.
    public var kind: RecordKind { RecordKind(host: host, list: list, length: wordLength, misses: missesAllowed) }

    public var spelledWord: String { spelling ?? word }

    /// One mark a guess, in order: true where the letter is in the word (the word fits every
    /// answer, so this is what the host said). Empty for a record without its guesses.
    public var hits: [Bool] { guesses.map { word.contains($0) } }

    /// Why this cannot be the record of a real game, or nil when it can: every field read from a
    /// file is checked, so a damaged or hand-made record never reaches the screen or the ranking.
    public var problem: String? {
        if !FieldCheck.isID(id) { return tr("a record has a malformed id") }
        if deal.problem != nil { return tr("a record has impossible misses") }
        if !(0...missesAllowed).contains(missesMade) { return tr("a record has impossible misses") }
        if won && missesMade >= missesAllowed { return tr("a won record used up every miss") }
        if !FieldCheck.isWord(word, length: wordLength)
            || spelling.map({ $0.count != word.count || language.foldedWord($0) != word }) == true
        {
            return tr("a record has a malformed word")
        }
        if !(CivilCalendar.earliestSeconds...CivilCalendar.latestSeconds).contains(endedAt) {
            return tr("a record has an impossible date")
        }
        if let daily, !DailyGame.couldBe(self, of: daily) { return tr("a record has an impossible daily game") }
        if begun && (daily == nil || won) { return tr("a record has an impossible daily game") }
        if !guesses.isEmpty, let problem = guessesProblem { return problem }
        if deal.isChallenge && challenge == nil { return tr("a record's challenge is not its game's") }
        return nil
    }

    /// The guesses must be a game that ends as the record says: letters of its language, each
    /// once, the misses among them as many as it made, and every letter of a won word guessed.
    private var guessesProblem: String? {
        let alphabet = language.mask
        var seen: UInt32 = 0
        var missed = 0
        for guess in guesses {
            guard let code = LetterCode.code(of: guess), LetterCode.isLetter(code),
                alphabet & LetterCode.bit(code) != 0,
                seen & LetterCode.bit(code) == 0
            else { return tr("a record's guesses do not fit its game") }
            seen |= LetterCode.bit(code)
            if !word.contains(guess) { missed += 1 }
        }
        let wordLetters = LetterCode.codes(word).reduce(UInt32(0)) { $1 == 32 ? $0 : $0 | LetterCode.bit($1) }
        guard missed == missesMade, !won || wordLetters & seen == wordLetters else {
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
