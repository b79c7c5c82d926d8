/// The player's choices for the next game. Out-of-range values are clamped, never rejected.
public struct Settings: Codable, Equatable, Sendable {
    public static let missesRange = 1...26
    /// The knobs of the line protocol and of a file missing a key: 8 letters, 10 misses, the
    /// Fiendish host, the full dictionary (Custom).
    public static let defaults = Settings()
    /// The first start of all: Normal.
    public static let firstLaunch: Settings = {
        var s = Settings.defaults.choosing(.normal)
        s.customKnobs = nil  // the defaults are no one's Custom game: Custom starts from Normal's knobs
        return s
    }()

    public var wordLength: Int
    public var missesAllowed: Int { didSet { missesAllowed = Self.clampMisses(missesAllowed) } }
    public var mode: GameMode
    public var host: Host
    /// One of the shipped lists (a `--words` list is for one run only, never a setting).
    public var wordList: WordListID
    /// The results window slides up and guesses flash (off: every frame is still).
    public var animations: Bool
    /// An evil game says beside the gallows how many words still fit (off: the player counts).
    public var showsWordsLeft = true
    /// The level; any preset but Custom sets the knobs above (and deals its own lengths).
    public var level: Level
    /// The English list played before another language was chosen: back in English, a Custom
    /// game plays it again (nil: none chosen yet, the common words).
    public var englishList: WordListID?
    /// The Custom game's knobs while a level is chosen (nil: none kept).
    public var customKnobs: CustomKnobs?

    public init(
        wordLength: Int = 8, missesAllowed: Int = 10, mode: GameMode = .evil,
        host: Host = .cunning, wordList: WordListID = .full, animations: Bool = true,
        level: Level = .custom
    ) {
        self.wordLength = max(1, min(wordLength, WordList.maximumLength))
        self.missesAllowed = Self.clampMisses(missesAllowed)
        self.mode = mode
        self.host = host
        self.wordList = wordList.isShipped ? wordList : .full
        self.animations = animations
        self.level = level
    }

    /// These settings at `level`: its preset's knobs (the length its shortest), or the
    /// knobs as they are for Custom.
    public func choosing(_ level: Level) -> Settings {
        var s = self
        // Leaving Custom for a level keeps its knobs; coming back gives them back.
        if self.level == .custom, level != .custom { s.customKnobs = CustomKnobs(self) }
        if self.level != .custom, level == .custom, let knobs = customKnobs { s = knobs.applied(to: s) }
        s.level = level
        if let p = level.preset(in: wordList.language) {
            s.mode = .evil
            s.host = p.host
            // A level keeps the language played: its list is that language's everyday words.
            s.wordList = p.wordList
            s.missesAllowed = p.missesAllowed
            if !p.lengths.contains(s.wordLength) { s.wordLength = p.lengths.lowerBound }
        }
        return s
    }

    /// These settings with words of `language`: a level's list there (its everyday words); for
    /// Custom, the same kind of list (a dictionary for a dictionary, else the everyday words), or
    /// back in English the English list played before.
    public func speaking(_ language: Language) -> Settings {
        guard language != wordList.language else { return self }
        var s = self
        if wordList.language == .english { s.englishList = wordList }
        if language == .english {
            s.wordList = level.preset?.wordList ?? englishList ?? .common
        } else {
            s.wordList = wordList.isDictionary ? .dictionary(language) : .everyday(language)
        }
        // A level follows the language: its lengths and misses there.
        return level == .custom ? s : s.choosing(level)
    }

    static func clampMisses(_ n: Int) -> Int { min(max(n, missesRange.lowerBound), missesRange.upperBound) }

    /// The length a new game will use with `list`: clamped to [1, n], then moved to the nearest
    /// length that has words. `note` says why when it differs from the saved one.
    public func playableLength(in list: WordList) -> (length: Int, note: String?) {
        let clamped = min(max(wordLength, 1), max(list.longestLength, 1))
        let playable = list.nearestLengthWithWords(to: clamped)
        if playable == wordLength { return (playable, nil) }
        let name = PrintableText.name(list.name)
        if clamped != wordLength {
            return (
                playable,
                trn(
                    "%s has no words longer than %d letter: playing %d",
                    "%s has no words longer than %d letters: playing %d",
                    list.longestLength, name, list.longestLength, playable)
            )
        }
        return (playable, tr("%s has no %d-letter words: playing %d", name, wordLength, playable))
    }

    /// The file format written. 2 names the mode (`mode`: evil or good) where 1 had a flag
    /// (`evil`: true or false); a file from a newer version is refused (and kept aside by the store).
    /// The level (`level`) came later within 2: earlier versions ignore the key, and files
    /// without it map onto the level they match.
    public static let currentVersion = 2

    // Decoding tolerates missing keys (older files) and clamps every value.
    enum CodingKeys: String, CodingKey {
        case version, wordLength, missesAllowed, mode, wordList, animations, englishList, customKnobs
        case showsWordsLeft = "wordsLeft"
        case host = "evilLevel"
        case level = "difficulty"
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.currentVersion, forKey: .version)
        try c.encode(wordLength, forKey: .wordLength)
        try c.encode(missesAllowed, forKey: .missesAllowed)
        try c.encode(mode, forKey: .mode)
        try c.encode(host, forKey: .host)
        try c.encode(wordList, forKey: .wordList)
        try c.encode(animations, forKey: .animations)
        try c.encode(showsWordsLeft, forKey: .showsWordsLeft)
        try c.encode(level, forKey: .level)
        try c.encodeIfPresent(englishList, forKey: .englishList)
        try c.encodeIfPresent(customKnobs, forKey: .customKnobs)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let version = try c.decodeIfPresent(Int.self, forKey: .version), version > Self.currentVersion {
            throw NewerFormatError(version: version)
        }
        let d = Settings.defaults
        self.init(
            wordLength: try c.decodeIfPresent(Int.self, forKey: .wordLength) ?? d.wordLength,
            missesAllowed: try c.decodeIfPresent(Int.self, forKey: .missesAllowed) ?? d.missesAllowed,
            mode: try c.decodeIfPresent(GameMode.self, forKey: .mode) ?? d.mode,
            // A host or a list this version does not know (a later version's, a language not
            // here yet) is the default's: the rest of the file still holds.
            host: (try? c.decodeIfPresent(Host.self, forKey: .host)) ?? d.host,
            wordList: (try? c.decodeIfPresent(WordListID.self, forKey: .wordList)) ?? d.wordList,
            animations: try c.decodeIfPresent(Bool.self, forKey: .animations) ?? d.animations)
        showsWordsLeft = (try? c.decodeIfPresent(Bool.self, forKey: .showsWordsLeft)) ?? d.showsWordsLeft
        englishList = (try? c.decodeIfPresent(WordListID.self, forKey: .englishList)).flatMap {
            $0?.language == .english ? $0 : nil
        }
        // The level saved (one this version does not know, a later version's, is Custom): a
        // ready-made level is its own knobs, whatever the file says of them.
        let saved = (try? c.decodeIfPresent(String.self, forKey: .level)).flatMap { $0.flatMap(Level.init(rawValue:)) }
        if let saved, saved != .custom { self = choosing(saved) }
        // Knobs that cannot be read (a later version's host or list) are simply not kept.
        customKnobs = (try? c.decodeIfPresent(CustomKnobs.self, forKey: .customKnobs)) ?? nil
    }
}
