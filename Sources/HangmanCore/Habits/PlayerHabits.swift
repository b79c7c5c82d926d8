/// What the Nemesis host knows about its player: how they guess in each language, learnt from
/// their own finished games (`LetterHabit`), and whether they let it learn. Kept in the player's
/// data folder (`habits.plist`) and nowhere else; it never reads another account's games.
public struct PlayerHabits: Codable, Equatable, Sendable {
    /// The format this version writes; a file of a later one is left alone (`NewerFormatError`).
    public static let currentVersion = 1
    /// What a game learnt counts for at the next game: 0.9, so ten games make a habit known (and
    /// about fifteen give it its full say), and twenty games after a player changes how they
    /// play, the old habit counts for an eighth.
    public static let memory = 0.9
    /// Recent-weighted games a habit must rest on before the host counts on it at full weight.
    public static let fullWeight = 8.0
    /// Games that still count for something (memory^100 is a 40,000th): all a history need teach.
    public static let gamesRemembered = 100

    public var version = PlayerHabits.currentVersion
    /// Whether games are learnt from (and the host may use what was learnt).
    public var learning = true
    /// Each language's habit (only those played since the last time the player made it forget).
    public private(set) var languages: [Language: LetterHabit] = [:]

    public init(learning: Bool = true) { self.learning = learning }

    /// Learns `game` (when learning): its guesses in order, in its language. Games before guesses
    /// were recorded teach nothing.
    public mutating func learn(from game: GameRecord) {
        guard learning, !game.begun, !game.guesses.isEmpty else { return }
        let language = game.language
        languages[language, default: LetterHabit()].learn(game.guesses, in: language, memory: Self.memory)
    }

    /// The habit in `language`, if any game of it was learnt.
    public func habit(in language: Language) -> LetterHabit? { languages[language].flatMap { $0.games > 0 ? $0 : nil } }

    /// Everything learnt, forgotten; `learning` as chosen.
    public func forgetting(andLearning learning: Bool) -> PlayerHabits { PlayerHabits(learning: learning) }

    /// The player as the Nemesis host plays them out in `language`: their order of letters, and how
    /// much it counts for (by the games it rests on). Nil when learning is off or nothing is known.
    public func player(in language: Language) -> LearnedPlayer? {
        guard learning, let habit = habit(in: language) else { return nil }
        return LearnedPlayer(
            order: habit.order(in: language), confidence: min(1, habit.weight / Self.fullWeight),
            hunchRate: min(0.5, max(0.05, 1 - (habit.orderShare ?? 0.75))))
    }

    private enum CodingKeys: String, CodingKey { case version, learning, languages }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > Self.currentVersion { throw NewerFormatError(version: version) }
        learning = try c.decodeIfPresent(Bool.self, forKey: .learning) ?? true
        let stored = try c.decodeIfPresent([String: LetterHabit].self, forKey: .languages) ?? [:]
        languages = Dictionary(
            uniqueKeysWithValues: stored.compactMap { key, habit in Language(rawValue: key).map { ($0, habit) } })
        guard languages.values.allSatisfy(\.isWellFormed) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [CodingKeys.languages], debugDescription: "counts out of range"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(learning, forKey: .learning)
        try c.encode(Dictionary(uniqueKeysWithValues: languages.map { ($0.rawValue, $1) }), forKey: .languages)
    }
}

/// The player the Nemesis host adds to the people it plays out: their learnt order of letters,
/// and how sure the host is of it (0–1, by the games it rests on).
public struct LearnedPlayer: Equatable, Sendable {
    public let order: [UInt8]
    public let confidence: Double
    /// The share of their guesses that leave their order.
    public let hunchRate: Double
    public init(order: [UInt8], confidence: Double, hunchRate: Double = 0.25) {
        self.order = order
        self.confidence = confidence
        self.hunchRate = hunchRate
    }
}
