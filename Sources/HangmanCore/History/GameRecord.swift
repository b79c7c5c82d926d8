/// One finished game, as the history keeps it.
public struct GameRecord: Codable, Equatable, Sendable, Identifiable {
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
    /// The evil host's level; nil for a good game, and for evil games recorded before levels
    /// were (those rank with Classic: nothing shows they were harder).
    public var evilLevel: EvilLevel?
    /// The day of a scored daily game (stored as its date, `YYYY-MM-DD`); nil for every other game.
    public var daily: UTCDay?

    public init(id: String, word: String, won: Bool, missesMade: Int, missesAllowed: Int,
                wordLength: Int, mode: GameMode, endedAt: Int64, evilLevel: EvilLevel? = nil, daily: UTCDay? = nil) {
        self.id = id
        self.word = word
        self.won = won
        self.missesMade = missesMade
        self.missesAllowed = missesAllowed
        self.wordLength = wordLength
        self.mode = mode
        self.endedAt = endedAt
        self.evilLevel = mode == .evil ? evilLevel : nil
        self.daily = daily
    }

    /// The high-score page this game ranks on.
    public var board: Board { Board(mode: mode, evilLevel: evilLevel, isDaily: daily != nil) }

    /// Why this cannot be the record of a real game, or nil when it can: every field read from a
    /// file is checked, so a damaged or hand-made record never reaches the screen or the ranking.
    public var problem: String? {
        if !FieldCheck.isID(id) { return tr("a record has a malformed id") }
        if !Settings.missesRange.contains(missesAllowed) || !(0...missesAllowed).contains(missesMade) {
            return tr("a record has impossible misses")
        }
        if won && missesMade >= missesAllowed { return tr("a won record used up every miss") }
        if !(1...WordList.maximumLength).contains(wordLength) || !FieldCheck.isWord(word, length: wordLength) {
            return tr("a record has a malformed word")
        }
        if !(CivilCalendar.earliestSeconds...CivilCalendar.latestSeconds).contains(endedAt) { return tr("a record has an impossible date") }
        if let daily, !DailyGame.couldBe(self, of: daily) { return tr("a record has an impossible daily game") }
        return nil
    }

    enum CodingKeys: String, CodingKey { case id, word, won, missesMade, missesAllowed, wordLength, mode, endedAt, level, daily }

    /// Decodes a record and checks it: a record that cannot be a real game makes the file damaged.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), word: try c.decode(String.self, forKey: .word),
                  won: try c.decode(Bool.self, forKey: .won), missesMade: try c.decode(Int.self, forKey: .missesMade),
                  missesAllowed: try c.decode(Int.self, forKey: .missesAllowed), wordLength: try c.decode(Int.self, forKey: .wordLength),
                  mode: try c.decode(GameMode.self, forKey: .mode), endedAt: try c.decode(Int64.self, forKey: .endedAt),
                  evilLevel: try c.decodeIfPresent(EvilLevel.self, forKey: .level),
                  daily: try c.decodeIfPresent(String.self, forKey: .daily).map { text in
                      guard let day = UTCDay(date: text) else {
                          throw DecodingError.dataCorruptedError(forKey: .daily, in: c, debugDescription: tr("a record has an impossible daily game"))
                      }
                      return day
                  })
        if let problem {
            throw DecodingError.dataCorruptedError(forKey: .missesMade, in: c, debugDescription: problem)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(word, forKey: .word)
        try c.encode(won, forKey: .won)
        try c.encode(missesMade, forKey: .missesMade)
        try c.encode(missesAllowed, forKey: .missesAllowed)
        try c.encode(wordLength, forKey: .wordLength)
        try c.encode(mode, forKey: .mode)
        try c.encode(endedAt, forKey: .endedAt)
        try c.encodeIfPresent(evilLevel, forKey: .level)
        try c.encodeIfPresent(daily?.date, forKey: .daily)
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
