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
        /// Whether the words are first narrowed to those holding one of two letters the seed
        /// draws (`Theme`): games then end in other corners of the list.
        public let themed: Bool
        /// Misses this level allowed in earlier versions: settings saved then still read as the level.
        public let earlierMisses: [Int]
        /// Lengths this level dealt in earlier versions: a game of then is still the level's.
        public let earlierLengths: [Int]

        public init(host: Host, wordList: WordListID, lengths: ClosedRange<Int>, missesAllowed: Int,
                    share: Double = 0.5, themed: Bool = false, earlierMisses: [Int] = [], earlierLengths: [Int] = []) {
            self.earlierLengths = earlierLengths
            self.host = host
            self.wordList = wordList
            self.lengths = lengths
            self.missesAllowed = missesAllowed
            self.share = share
            self.themed = themed
            self.earlierMisses = earlierMisses
        }

        /// Whether a game from `list` is this preset's: its list, the language's everyday words.
        public func fits(_ list: WordListID) -> Bool { list == wordList }

        /// Whether a game of `length` letters and `misses` misses is this level's, now or as an
        /// earlier version dealt it.
        public func fits(length: Int, misses: Int) -> Bool {
            (lengths.contains(length) || earlierLengths.contains(length)) && (misses == missesAllowed || earlierMisses.contains(misses))
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
            return Preset(host: p.host, wordList: list, lengths: p.lengths, missesAllowed: p.missesAllowed, share: p.share,
                          themed: p.themed, earlierMisses: p.earlierMisses, earlierLengths: p.earlierLengths)
        }
        return Preset(host: p.host, wordList: list, lengths: t.lengths, missesAllowed: t.misses, share: t.share ?? p.share,
                      themed: p.themed, earlierMisses: t.earlierMisses, earlierLengths: t.earlierLengths)
    }

    /// A level's knobs in a language whose games the English ones put outside the level's band:
    /// its lengths and misses (and share, where the English one does not do), and what the
    /// level dealt there before (settings and games of then are still the level's).
    struct Knobs {
        let lengths: ClosedRange<Int>, misses: Int
        var share: Double? = nil
        var earlierMisses: [Int] = [], earlierLengths: [Int] = []
    }

    /// The list the level dealt from before every level dealt everyday words (1.2): English
    /// Fiendish the Full dictionary, every level of another language its dictionary.
    public func listBefore12(in language: Language) -> WordListID? {
        if self == .custom || self == .nemesis { return nil }
        if language != .english { return .dictionary(language) }
        return self == .fiendish ? .full : nil
    }

    /// Lengths and misses per language where the English ones miss the level's band there, and
    /// what the level dealt there before: 1.2's knobs, on the language's dictionary (settings
    /// that name the level with them follow it; a game of then is still the level's).
    static let tuning: [Language: [Level: Knobs]] = [
        // Chosen on everyday words (1.3; docs/languages.md has the table and the command): people
        // know them, so every language's levels allow fewer misses than on its dictionary before.
        .dutch: [.easy: Knobs(lengths: 8...8, misses: 6, earlierMisses: [8]), .normal: Knobs(lengths: 8...8, misses: 5, earlierMisses: [6]),
                 .hard: Knobs(lengths: 7...7, misses: 5, share: 0.25, earlierMisses: [6], earlierLengths: [8]),
                 .fiendish: Knobs(lengths: 5...6, misses: 6, earlierMisses: [9, 8], earlierLengths: [7]),
                 .nemesis: Knobs(lengths: 8...8, misses: 8)],
        .german: [.easy: Knobs(lengths: 8...8, misses: 6, earlierMisses: [11, 10, 9]), .normal: Knobs(lengths: 8...8, misses: 5, earlierMisses: [9, 8, 7]),
                  .hard: Knobs(lengths: 6...6, misses: 7, earlierMisses: [9, 8], earlierLengths: [8]),
                  .fiendish: Knobs(lengths: 5...6, misses: 8, earlierMisses: [9], earlierLengths: [7]),
                  .nemesis: Knobs(lengths: 8...8, misses: 8)],
        .french: [.easy: Knobs(lengths: 7...7, misses: 7, earlierMisses: [8], earlierLengths: [8]),
                  .normal: Knobs(lengths: 6...6, misses: 7, earlierMisses: [6], earlierLengths: [8]),
                  .hard: Knobs(lengths: 6...6, misses: 6, earlierLengths: [8]),
                  .fiendish: Knobs(lengths: 5...6, misses: 6, earlierMisses: [9], earlierLengths: [7]),
                  .nemesis: Knobs(lengths: 10...10, misses: 5)],
        .spanish: [.easy: Knobs(lengths: 7...7, misses: 6, earlierMisses: [9]), .normal: Knobs(lengths: 6...6, misses: 6, earlierMisses: [8]),
                   .hard: Knobs(lengths: 6...6, misses: 6, earlierMisses: [9]), .fiendish: Knobs(lengths: 5...6, misses: 5, earlierMisses: [9]),
                   .nemesis: Knobs(lengths: 10...10, misses: 5)],
    ]

    private var englishPreset: Preset? {
        switch self {
        // On everyday words (1.3), themed and dealt from a fifth to two fifths of the length's
        // words, so that games differ (docs/levels.md has the measurements and the command).
        case .easy: return Preset(host: .classic, wordList: .common, lengths: 8...8, missesAllowed: 7, share: 0.2, themed: true, earlierMisses: [11, 10, 9])
        case .normal: return Preset(host: .classic, wordList: .common, lengths: 8...8, missesAllowed: 6, share: 0.25, themed: true, earlierMisses: [9, 8, 7])
        case .hard: return Preset(host: .cunning, wordList: .common, lengths: 7...7, missesAllowed: 7, share: 0.35, themed: true,
                                  earlierMisses: [9, 8, 6], earlierLengths: [8])
        // Unthemed and dealt from most of the words: the larger pool is where the Cunning host
        // reaches the strong guesser (docs/levels.md).
        case .fiendish: return Preset(host: .cunning, wordList: .common, lengths: 5...7, missesAllowed: 7, share: 0.8, earlierMisses: [9, 8])
        // The Nemesis host (1.5) where a player has room to win and so a habit to lose by: every
        // word of the length, the misses that let people win about half against Cunning
        // (docs/nemesis.md has the runs and the command).
        case .nemesis: return Preset(host: .nemesis, wordList: .common, lengths: 8...8, missesAllowed: 9, share: 1)
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
        case .nemesis: return tr("fewer won as it learns you")
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
        return [band, lengths, trn("%d miss", "%d misses", p.missesAllowed), tr("%s host", p.host.title),
                p.wordList.shortName]
    }

    /// The level `game` was dealt at: a game dealt from a sample is a level's (the preset its
    /// host, list, misses and length match); any other is Custom.
    public static func of(_ game: any Gameplay) -> Level {
        guard game.poolShare != nil, game.mode == .evil else { return .custom }
        let fitting = allCases.filter { d in
            guard let p = d.preset(in: game.language) else { return false }
            // A game of 1.2 dealt the level's list of then (a dictionary): still the level's, resumed.
            let list = p.fits(game.wordList) || d.listBefore12(in: game.language) == game.wordList
            return game.host == p.host && list && p.fits(length: game.wordLength, misses: game.missesAllowed)
        }
        // Two levels may deal the same length and misses (Hard and Fiendish, 7 letters, 7 misses):
        // the one whose share and theme it was dealt with; a game of an earlier version's share, the first.
        return fitting.first { d in d.preset(in: game.language).map { $0.share == game.poolShare && $0.themed == (game.theme != nil) } ?? false }
            ?? fitting.first ?? .custom
    }

    /// The level of a game recorded before levels were, where its knobs say it: the one English
    /// level whose host, misses (now or earlier) and lengths they match; nil ("earlier") where
    /// none does, or more than one (Easy's 9 misses were Normal's before).
    public static func inferred(host: Host, length: Int, misses: Int) -> Level? {
        let matching = allCases.filter { d in
            guard let p = d.preset else { return false }
            return p.host == host && p.fits(length: length, misses: misses)
        }
        return matching.count == 1 ? matching[0] : nil
    }

    /// The level whose preset these settings are (an evil game of its host, list and misses, at
    /// one of its lengths); Custom otherwise. Maps settings saved before levels onto them.
    public static func matching(_ s: Settings) -> Level {
        allCases.first { $0.matches(s) } ?? .custom
    }

    /// Whether settings are this level's knobs (two levels may share them: Hard and Fiendish at
    /// 7 letters; settings that name one of them stay that one).
    public func matches(_ s: Settings) -> Bool {
        guard let p = preset(in: s.wordList.language) else { return false }
        return s.mode == .evil && s.host == p.host && p.fits(s.wordList) && s.missesAllowed == p.missesAllowed
            && p.lengths.contains(s.wordLength)
    }
}
