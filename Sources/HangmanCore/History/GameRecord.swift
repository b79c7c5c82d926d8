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
    public var level: EvilLevel?
    /// The day (`YYYY-MM-DD`) of a scored daily game; nil for every other game.
    public var daily: String?

    public init(id: String, word: String, won: Bool, missesMade: Int, missesAllowed: Int,
                wordLength: Int, mode: GameMode, endedAt: Int64, level: EvilLevel? = nil, daily: String? = nil) {
        self.id = id
        self.word = word
        self.won = won
        self.missesMade = missesMade
        self.missesAllowed = missesAllowed
        self.wordLength = wordLength
        self.mode = mode
        self.endedAt = endedAt
        self.level = mode == .evil ? level : nil
        self.daily = daily
    }

    /// The high-score page this game ranks on.
    public var board: Board {
        if daily != nil { return .daily }
        switch (mode, level) {
        case (.good, _): return .good
        case (.evil, .fiendish?): return .fiendish
        case (.evil, _): return .classic
        }
    }

    /// The latest moment a record may carry: the end of year 9999.
    public static let latestTime: Int64 = 253_402_300_799

    /// Why this cannot be the record of a real game, or nil when it can: every field read from a
    /// file is checked, so a damaged or hand-made record never reaches the screen or the ranking.
    public var problem: String? {
        if id.isEmpty || id.utf8.count > 100 || !id.utf8.allSatisfy(Self.isIDByte) { return "a record has a malformed id" }
        if !Settings.missesRange.contains(missesAllowed) || !(0...missesAllowed).contains(missesMade) {
            return "a record has impossible misses"
        }
        if won && missesMade >= missesAllowed { return "a won record used up every miss" }
        if !(1...WordList.maximumLength).contains(wordLength) || word.utf8.count != wordLength
            || !word.utf8.allSatisfy({ (97...122).contains($0) || $0 == 32 }) || !word.utf8.contains(where: { $0 != 32 }) {
            return "a record has a malformed word"
        }
        if !(0...Self.latestTime).contains(endedAt) { return "a record has an impossible date" }
        if let daily {
            // A daily is the day's game (Fiendish, 10 misses, a length the day can have), and it
            // ends on its day or later (it resumes), never before: a date to come cannot be one.
            guard let day = DailyGame(date: daily), mode == .evil, level == .fiendish, missesAllowed == DailyGame.missesAllowed,
                  DailyGame.lengths.contains(wordLength), day.day <= DailyGame(utcSeconds: endedAt).day
            else { return "a record has an impossible daily game" }
        }
        return nil
    }

    static func isIDByte(_ b: UInt8) -> Bool {
        (48...57).contains(b) || (65...90).contains(b) || (97...122).contains(b) || b == 45 || b == 46 || b == 95
    }

    enum CodingKeys: String, CodingKey { case id, word, won, missesMade, missesAllowed, wordLength, mode, endedAt, level, daily }

    /// Decodes a record and checks it: a record that cannot be a real game makes the file damaged.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), word: try c.decode(String.self, forKey: .word),
                  won: try c.decode(Bool.self, forKey: .won), missesMade: try c.decode(Int.self, forKey: .missesMade),
                  missesAllowed: try c.decode(Int.self, forKey: .missesAllowed), wordLength: try c.decode(Int.self, forKey: .wordLength),
                  mode: try c.decode(GameMode.self, forKey: .mode), endedAt: try c.decode(Int64.self, forKey: .endedAt),
                  level: try c.decodeIfPresent(EvilLevel.self, forKey: .level), daily: try c.decodeIfPresent(String.self, forKey: .daily))
        if let problem {
            throw DecodingError.dataCorruptedError(forKey: .missesMade, in: c, debugDescription: problem)
        }
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
