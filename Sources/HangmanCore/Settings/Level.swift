/// How hard a game is, named for players: each level but Custom is a preset of host, list, word
/// lengths and misses, measured against people the host never models (`make bench`, the
/// held-out panel) into the band its `about` states. Custom keeps every knob as set.
public enum Level: String, Codable, CaseIterable, Sendable {
    case easy, normal, hard, fiendish, nemesis, custom

    /// A level's game: the host, the list, the lengths a game is drawn from, the misses.
    public struct Preset: Equatable, Sendable {
        public let host: Host
        public let wordList: WordListID
        public let lengths: ClosedRange<Int>
        public let missesAllowed: Int
        /// The share of the length's words a game is dealt from, drawn by its seed.
        public let share: Double
        /// Whether the words are first narrowed to those holding two letters the seed draws
        /// (`Theme`): games then end in other corners of the list.
        public let themed: Bool

        public init(
            host: Host, wordList: WordListID, lengths: ClosedRange<Int>, missesAllowed: Int, share: Double = 0.5,
            themed: Bool = false
        ) {
            self.host = host
            self.wordList = wordList
            self.lengths = lengths
            self.missesAllowed = missesAllowed
            self.share = share
            self.themed = themed
        }
    }

    public var title: String {
        switch self {
        case .easy: return tr("Easy")
        case .normal: return tr("Normal")
        case .hard: return tr("Hard")
        case .fiendish: return tr("Fiendish")
        case .nemesis: return tr("Nemesis")
        case .custom: return tr("Custom")
        }
    }

    /// The preset in English; nil for Custom.
    public var preset: Preset? { preset(in: .english) }

    /// The preset as `language` plays it: the English one on the language's everyday words, with
    /// the lengths and misses that put that language's games in the level's band, where those
    /// differ (`tuning`; measured on the held-out panel: docs/languages.md).
    public func preset(in language: Language) -> Preset? {
        guard let p = englishPreset else { return nil }
        let list = WordListID.everyday(in: language)
        guard let t = Self.tuning[language]?[self] else {
            return Preset(
                host: p.host, wordList: list, lengths: p.lengths, missesAllowed: p.missesAllowed, share: p.share,
                themed: p.themed)
        }
        return Preset(
            host: p.host, wordList: list, lengths: t.lengths, missesAllowed: t.misses, share: t.share ?? p.share,
            themed: p.themed)
    }

    /// The share of the words a level's evil game is dealt from, and its theme, in `language`
    /// (none for Custom: every word of the length).
    public func sample(in language: Language) -> (share: Double?, theme: Theme.Rule?) {
        guard let p = preset(in: language) else { return (nil, nil) }
        return (p.share, p.themed ? .bothLetters : nil)
    }

    /// A level's knobs in a language whose games the English ones put outside the level's band.
    struct Knobs {
        let lengths: ClosedRange<Int>, misses: Int
        var share: Double? = nil
    }

    /// Lengths and misses per language where the English ones miss the level's band there.
    static let tuning: [Language: [Level: Knobs]] = [
        // Chosen on everyday words (1.3; docs/languages.md has the table and the command): people
        // know them, so every language's levels allow fewer misses than on its dictionary before.
        .dutch: [
            .easy: Knobs(lengths: 8...8, misses: 6), .normal: Knobs(lengths: 8...8, misses: 5, share: 0.5),
            .hard: Knobs(lengths: 7...7, misses: 5, share: 0.25),
            .fiendish: Knobs(lengths: 5...6, misses: 6),
            .nemesis: Knobs(lengths: 8...8, misses: 6),
        ],
        .german: [
            .easy: Knobs(lengths: 8...8, misses: 6), .normal: Knobs(lengths: 8...8, misses: 5, share: 0.35),
            .hard: Knobs(lengths: 6...6, misses: 7),
            .fiendish: Knobs(lengths: 5...6, misses: 8),
            .nemesis: Knobs(lengths: 8...8, misses: 7),
        ],
        .french: [
            .easy: Knobs(lengths: 7...7, misses: 6),
            .normal: Knobs(lengths: 6...6, misses: 6),
            .hard: Knobs(lengths: 6...6, misses: 6, share: 0.5),
            .fiendish: Knobs(lengths: 5...6, misses: 6),
            .nemesis: Knobs(lengths: 10...10, misses: 4),
        ],
        .spanish: [
            .easy: Knobs(lengths: 7...7, misses: 6), .normal: Knobs(lengths: 6...6, misses: 6),
            .hard: Knobs(lengths: 6...6, misses: 6, share: 0.8), .fiendish: Knobs(lengths: 5...6, misses: 5),
            .nemesis: Knobs(lengths: 10...10, misses: 4),
        ],
    ]

    private var englishPreset: Preset? {
        switch self {
        // On everyday words (1.3), themed and dealt from a fifth to two fifths of the length's
        // words, so that games differ (docs/levels.md has the measurements and the command).
        case .easy:
            return Preset(host: .classic, wordList: .common, lengths: 8...8, missesAllowed: 6, share: 0.2, themed: true)
        case .normal:
            return Preset(
                host: .classic, wordList: .common, lengths: 8...8, missesAllowed: 5, share: 0.25, themed: true)
        case .hard:
            return Preset(
                host: .cunning, wordList: .common, lengths: 7...7, missesAllowed: 6, share: 0.6, themed: true)
        // Unthemed and dealt from most of the words: the larger pool is where the Cunning host
        // reaches the strong guesser (docs/levels.md).
        case .fiendish: return Preset(host: .cunning, wordList: .common, lengths: 5...6, missesAllowed: 6, share: 0.8)
        // The Nemesis host (1.5) where a player has room to win and so a habit to lose by: every
        // word of the length, the misses that let people win about half against Cunning
        // (docs/nemesis.md has the runs and the command).
        case .nemesis: return Preset(host: .nemesis, wordList: .common, lengths: 8...8, missesAllowed: 7, share: 1)
        case .custom: return nil
        }
    }

    /// The share of games people win, as measured on the held-out panel (`make bench`), naming who.
    public var band: String {
        switch self {
        case .easy: return tr("players win most games")
        case .normal: return tr("players win about half")
        case .hard: return tr("players win about a quarter")
        case .fiendish: return tr("even experts win few")
        case .nemesis: return tr("players win fewer as it learns them")
        case .custom: return tr("your own settings")
        }
    }

    /// What the level is, most telling first, as parts of a line: "players win about half", "8 letters",
    /// "9 misses", "Classic host", "common words" (Custom: one part).
    public var about: [String] { about(in: .english) }

    /// The same for a game in `language`.
    public func about(in language: Language) -> [String] {
        guard let p = preset(in: language) else { return [tr("every setting below, as you set it")] }
        let lengths =
            p.lengths.count == 1
            ? trn("%d letter", "%d letters", p.lengths.lowerBound)
            : tr("%d-%d letters", p.lengths.lowerBound, p.lengths.upperBound)
        return [
            band, lengths, trn("%d miss", "%d misses", p.missesAllowed), tr("%s host", p.host.title),
            p.wordList.shortName,
        ]
    }

    /// Whether settings are this level's knobs (two levels may share them: Hard and Fiendish at
    /// 7 letters; settings that name one of them stay that one).
    public func matches(_ s: Settings) -> Bool {
        guard let p = preset(in: s.wordList.language) else { return false }
        return s.mode == .evil && s.host == p.host && s.wordList == p.wordList && s.missesAllowed == p.missesAllowed
            && p.lengths.contains(s.wordLength)
    }
}
