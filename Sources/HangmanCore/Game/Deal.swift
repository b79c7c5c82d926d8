/// What a game is: everything it was dealt from. Made once, when a game is dealt, and carried whole by its save,
/// record, challenge code and the machine's board: nothing works it out again from a game's knobs.
public struct Deal: Hashable, Sendable {
    public enum Origin: Hashable, Sendable {
        /// A new game of the player's settings: a level, or Custom.
        case new
        /// The scored daily of a day (once a day for everyone).
        case daily(UTCDay)
        /// A day's daily played again, for practice: it never counts as the day's.
        case practice(UTCDay)
        /// A friend's game, dealt from its challenge code.
        case challenge
    }

    public var list: WordListID
    public var length: Int
    public var misses: Int
    /// The evil host; nil for a Good game (traditional: one word, chosen at the start).
    public var host: Host?
    /// The level it was dealt at (Custom: the player's own knobs; the daily's is Custom too).
    public var level: Level
    /// Every random choice of the game: the words drawn, the host's variety, a Good game's word.
    public var seed: UInt64
    /// The share of the length's words it is dealt from (a level's sample); nil for all of them.
    public var share: Double?
    /// The theme those words were first narrowed to (`Theme`), if any.
    public var theme: Theme.Rule?
    public var origin: Origin

    public init(
        list: WordListID, length: Int, misses: Int, host: Host?, level: Level = .custom, seed: UInt64,
        share: Double? = nil, theme: Theme.Rule? = nil, origin: Origin = .new
    ) {
        self.list = list
        self.length = length
        self.misses = misses
        self.host = host
        self.level = level
        self.seed = seed
        self.share = share
        self.theme = theme
        self.origin = origin
    }

    public var mode: GameMode { host == nil ? .good : .evil }
    public var language: Language { list.language }

    /// The day of a daily, scored or practised.
    public var day: UTCDay? {
        switch origin {
        case .daily(let day), .practice(let day): return day
        case .new, .challenge: return nil
        }
    }

    public var scoredDay: UTCDay? { origin.scoredDay }

    public var isChallenge: Bool { origin == .challenge }

    // MARK: Dealing

    /// A new game of `settings` from `list` (`id`): a level deals a length of its own (drawn),
    /// its share of the words and its theme; Custom the length set (moved to the nearest one
    /// with words, which `note` then says). Draws from `generator`: the length, then the seed.
    public static func new(
        _ settings: Settings, list: WordList, id: WordListID,
        using generator: inout SeededGenerator
    ) -> (deal: Deal, note: String?) {
        var (length, note) = settings.playableLength(in: list)
        let preset = settings.level.preset(in: list.language)
        if let lengths = preset?.lengths {
            let drawn = lengths.lowerBound + Int(generator.next() % UInt64(lengths.count))
            if list.count(ofLength: drawn) > 0 { (length, note) = (drawn, nil) }
        }
        let host = settings.mode == .evil ? settings.host : nil
        var deal = Deal(
            list: id, length: length, misses: settings.missesAllowed, host: host, level: settings.level,
            seed: generator.next())
        if host != nil { (deal.share, deal.theme) = settings.level.sample(in: list.language) }
        return (deal, note)
    }

    /// The words the game is dealt from: the day's sample of a daily, a level's sample, or every
    /// word of the length; nil where the list has none of the length.
    public func words(from list: WordList) -> WordBucket? {
        guard list.count(ofLength: length) > 0 else { return nil }
        if let day { return DailyGame.words(for: day, list: list) }
        return Self.sample(of: list.words(ofLength: length), share: host == nil ? nil : share, theme: theme, seed: seed)
    }

    /// The words of `all` a deal keeps: the sample of `share` its seed draws (of a theme's words
    /// where it has one, and the theme has enough), or all of them (where the sample is empty too).
    public static func sample(of all: WordBucket, share: Double?, theme: Theme.Rule?, seed: UInt64) -> WordBucket {
        guard let share else { return all }
        guard share < 1 else { return apart(all, seed: seed) }
        let from = theme.flatMap { Theme.words(of: all, rule: $0, seed: seed ^ 0x5448_454D) } ?? all
        let sample = from.sample(keeping: share, seed: seed ^ 0x4C45_5645_4C53)
        return sample.count > 0 ? apart(sample, seed: seed) : all
    }

    /// The most of a dealt sample one ending may hold (docs/levels.md: games that differ).
    public static let endingShare = 0.01

    /// `words` with no ending over `endingShare` of them, the extras drawn by `seed`: every deal of a level or a day.
    static func apart(_ words: WordBucket, seed: UInt64) -> WordBucket {
        words.cappingEndings(at: endingShare, seed: seed ^ 0x454E_4453)
    }

    /// The game this deal is, from `list` (the list it names, as loaded): the one way a game is made. `habits`: what
    /// the Nemesis host learnt of the player (no other host reads them). Nil where the list has no word of the length.
    public func game(from list: WordList, habits: PlayerHabits? = nil) -> (any Gameplay)? {
        guard let bucket = words(from: list) else { return nil }
        guard let host else { return GoodGameplay(deal: self, words: bucket) }
        return EvilGameplay(deal: self, words: bucket, rule: host.rule(knowing: habits, in: language))
    }

    /// Why this cannot be a deal this version makes, or nil: every field read from a file (a save,
    /// a code) is checked before anything is built from it.
    public var problem: String? {
        guard (1...WordList.maximumLength).contains(length), Settings.missesRange.contains(misses) else {
            return tr("the saved game has impossible settings")
        }
        if case .file(let path) = list, path.utf8.count > 4096 || path.utf8.contains(0) {
            return tr("the saved word list is not a path")
        }
        if let share, !(share > 0 && share <= 1) { return tr("the saved game's share of the list is not a share") }
        if host == nil && (day != nil || level != .custom) { return tr("the saved game has impossible settings") }
        return nil
    }
}

extension Deal: Codable {
    enum CodingKeys: String, CodingKey { case list, length, misses, host, level, seed, share, theme, origin }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let origin = try c.decode(String.self, forKey: .origin)
        guard let read = Origin(stored: origin) else {
            throw DecodingError.dataCorruptedError(
                forKey: .origin, in: c, debugDescription: tr("the saved game's daily day is not a date"))
        }
        self.init(
            list: try c.decode(WordListID.self, forKey: .list), length: try c.decode(Int.self, forKey: .length),
            misses: try c.decode(Int.self, forKey: .misses), host: try c.decodeIfPresent(Host.self, forKey: .host),
            level: try c.decode(Level.self, forKey: .level), seed: try c.decode(UInt64.self, forKey: .seed),
            share: try c.decodeIfPresent(Double.self, forKey: .share),
            theme: try c.decodeIfPresent(Theme.Rule.self, forKey: .theme), origin: read)
        if let problem { throw DecodingError.dataCorruptedError(forKey: .length, in: c, debugDescription: problem) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(list, forKey: .list)
        try c.encode(length, forKey: .length)
        try c.encode(misses, forKey: .misses)
        try c.encodeIfPresent(host, forKey: .host)
        try c.encode(level, forKey: .level)
        try c.encode(seed, forKey: .seed)
        try c.encodeIfPresent(share, forKey: .share)
        try c.encodeIfPresent(theme, forKey: .theme)
        try c.encode(origin.stored, forKey: .origin)
    }
}

extension Deal.Origin {
    /// The day whose one scored try it is.
    public var scoredDay: UTCDay? { if case .daily(let day) = self { return day } else { return nil } }

    /// As a save and the history write it: `new`, `daily:2026-11-28`, `practice:2026-11-27`, `challenge`.
    public var stored: String {
        switch self {
        case .new: return "new"
        case .daily(let day): return "daily:" + day.date
        case .practice(let day): return "practice:" + day.date
        case .challenge: return "challenge"
        }
    }

    public init?(stored text: String) {
        switch text {
        case "new": self = .new
        case "challenge": self = .challenge
        default:
            let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let day = UTCDay(date: parts[1]) else { return nil }
            switch parts[0] {
            case "daily": self = .daily(day)
            case "practice": self = .practice(day)
            default: return nil
            }
        }
    }
}
