/// How hard a game is, named for players: each level but Custom is a preset of host, list, word
/// lengths and misses, measured against people the host never models (`make bench`, the
/// held-out panel) into the band its `about` states. Custom keeps every knob as set.
public enum Difficulty: String, Codable, CaseIterable, Sendable {
    case easy, normal, hard, fiendish, custom

    /// A level's game: the host, the list, the lengths a game is drawn from, the misses.
    public struct Preset: Equatable, Sendable {
        public let evilLevel: EvilLevel
        public let wordList: WordListID
        public let lengths: ClosedRange<Int>
        public let missesAllowed: Int
        /// The share of the length's words a game is dealt from, drawn by its seed.
        public let share: Double
        /// Whether the words are first narrowed to those holding one of two letters the seed
        /// draws (`Theme`): games then end in other corners of the list.
        public let themed: Bool
        /// Misses this level allowed in earlier versions: settings saved then still read as the level.
        public let earlierMisses: [Int]

        public init(evilLevel: EvilLevel, wordList: WordListID, lengths: ClosedRange<Int>, missesAllowed: Int,
                    share: Double = 0.5, themed: Bool = false, earlierMisses: [Int] = []) {
            self.evilLevel = evilLevel
            self.wordList = wordList
            self.lengths = lengths
            self.missesAllowed = missesAllowed
            self.share = share
            self.themed = themed
            self.earlierMisses = earlierMisses
        }

        /// Whether a game from `list` is this preset's: its list, the language's everyday words.
        public func fits(_ list: WordListID) -> Bool { list == wordList }
    }


    public var title: String {
        switch self {
        case .easy: return tr("Easy")
        case .normal: return tr("Normal")
        case .hard: return tr("Hard")
        case .fiendish: return tr("Fiendish")
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
            return Preset(evilLevel: p.evilLevel, wordList: list, lengths: p.lengths, missesAllowed: p.missesAllowed, share: p.share,
                          themed: p.themed, earlierMisses: p.earlierMisses)
        }
        return Preset(evilLevel: p.evilLevel, wordList: list, lengths: t.lengths, missesAllowed: t.misses, share: p.share,
                      themed: p.themed, earlierMisses: t.earlier)
    }

    /// The list the level dealt from before every level dealt everyday words (1.2): English
    /// Fiendish the Full dictionary, every level of another language its dictionary.
    public func listBefore12(in language: Language) -> WordListID? {
        if self == .custom { return nil }
        if language != .english { return .dictionary(language) }
        return self == .fiendish ? .full : nil
    }

    /// Lengths and misses per language where the English ones miss the level's band there, and
    /// the misses the level allowed in that language before (settings that name the level with
    /// them follow it; a game of then is still the level's).
    static let tuning: [Language: [Difficulty: (lengths: ClosedRange<Int>, misses: Int, earlier: [Int])]] = [
        // Chosen on everyday words (1.3; docs/languages.md has the table and the command): people
        // know them, so every language's levels allow fewer misses than on its dictionary before.
        .dutch: [.easy: (8...8, 6, [8]), .normal: (8...8, 5, [6]), .hard: (8...8, 5, [6]), .fiendish: (5...6, 8, [9])],
        .german: [.easy: (8...8, 6, [9]), .normal: (8...8, 5, [7]), .hard: (7...7, 6, [7]), .fiendish: (5...6, 8, [9])],
        .french: [.easy: (7...7, 6, [8, 7]), .normal: (6...6, 7, [6]), .hard: (6...6, 6, []), .fiendish: (5...6, 7, [9])],
        .spanish: [.easy: (7...7, 6, [9]), .normal: (6...6, 6, [8]), .hard: (6...6, 6, [9]), .fiendish: (5...6, 6, [9])],
    ]

    private var englishPreset: Preset? {
        switch self {
        // On everyday words (1.3), themed and dealt from a fifth to two fifths of the length's
        // words, so that games differ (docs/levels.md has the measurements and the command).
        case .easy: return Preset(evilLevel: .classic, wordList: .common, lengths: 8...8, missesAllowed: 7, share: 0.2, themed: true, earlierMisses: [11, 10, 9])
        case .normal: return Preset(evilLevel: .classic, wordList: .common, lengths: 8...8, missesAllowed: 6, share: 0.3, themed: true, earlierMisses: [9, 8, 7])
        case .hard: return Preset(evilLevel: .fiendish, wordList: .common, lengths: 8...8, missesAllowed: 6, share: 0.4, themed: true,
                                  earlierMisses: [9, 8, 7])
        case .fiendish: return Preset(evilLevel: .fiendish, wordList: .common, lengths: 5...7, missesAllowed: 8, earlierMisses: [9])
        case .custom: return nil
        }
    }

    /// The share of games people win, as measured on the held-out panel (`make bench`).
    public var band: String {
        switch self {
        case .easy: return tr("most games won")
        case .normal: return tr("about half won")
        case .hard: return tr("about a quarter won")
        case .fiendish: return tr("few won")
        case .custom: return tr("your own settings")
        }
    }

    /// What the level is, most telling first, as parts of a line: "about half won", "8 letters",
    /// "9 misses", "Classic host", "common words" (Custom: one part).
    public var about: [String] { about(in: .english) }

    /// The same for a game in `language`.
    public func about(in language: Language) -> [String] {
        guard let p = preset(in: language) else { return [tr("every setting below, as you set it")] }
        let lengths = p.lengths.count == 1 ? trn("%d letter", "%d letters", p.lengths.lowerBound)
            : tr("%d-%d letters", p.lengths.lowerBound, p.lengths.upperBound)
        return [band, lengths, trn("%d miss", "%d misses", p.missesAllowed), tr("%s host", p.evilLevel.title),
                p.wordList.shortName]
    }

    /// The level `game` was dealt at: a game dealt from a sample is a level's (the preset its
    /// host, list, misses and length match); any other is Custom.
    public static func of(_ game: any Gameplay) -> Difficulty {
        guard game.poolShare != nil, game.mode == .evil else { return .custom }
        return allCases.first { d in
            guard let p = d.preset(in: game.language) else { return false }
            return game.evilLevel == p.evilLevel && p.fits(game.wordList)
                && (game.missesAllowed == p.missesAllowed || p.earlierMisses.contains(game.missesAllowed))
                && p.lengths.contains(game.wordLength)
        } ?? .custom
    }

    /// The level of a game recorded before levels were, where its knobs say it: the one English
    /// level whose host, misses (now or earlier) and lengths they match; nil ("earlier") where
    /// none does, or more than one (Easy's 9 misses were Normal's before).
    public static func inferred(host: EvilLevel, length: Int, misses: Int) -> Difficulty? {
        let matching = allCases.filter { d in
            guard let p = d.preset else { return false }
            return p.evilLevel == host && p.lengths.contains(length) && (p.missesAllowed == misses || p.earlierMisses.contains(misses))
        }
        return matching.count == 1 ? matching[0] : nil
    }

    /// The level whose preset these settings are (an evil game of its host, list and misses, at
    /// one of its lengths); Custom otherwise. Maps settings saved before levels onto them.
    public static func matching(_ s: Settings) -> Difficulty {
        allCases.first { d in
            guard let p = d.preset(in: s.wordList.language) else { return false }
            return s.mode == .evil && s.evilLevel == p.evilLevel && p.fits(s.wordList) && s.missesAllowed == p.missesAllowed
                && p.lengths.contains(s.wordLength)
        } ?? .custom
    }
}
