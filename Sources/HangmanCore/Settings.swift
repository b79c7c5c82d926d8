/// How hard the evil host tries.
public enum EvilLevel: String, Codable, Sendable, CaseIterable {
    /// Keeps the largest family: the classic algorithm.
    case classic
    /// Thinks ahead (see `LookaheadStrategy`).
    case fiendish

    public var title: String { self == .classic ? "Classic" : "Fiendish" }

    /// The family-choosing rule for this level.
    public var strategy: any EvilStrategy {
        switch self {
        case .classic: return GreedyStrategy()
        case .fiendish: return LookaheadStrategy()
        }
    }
}

/// Which shipped word list a game draws from.
public enum WordListChoice: String, Codable, Sendable, CaseIterable {
    /// Webster's Second International (web2): 233,615 words, the default.
    case full
    /// Everyday American English (wamerican): 63,875 words.
    case common

    /// The file name in the resources folder.
    public var fileName: String { self == .full ? "words.txt" : "common.txt" }
    public var title: String { self == .full ? "Full dictionary (web2)" : "Common English" }
}

/// The player's choices for the next game. Out-of-range values are clamped, never rejected.
public struct Settings: Codable, Equatable, Sendable {
    public static let missesRange = 1...26
    /// A hard but fair first game: 8 letters, 10 misses, the evil host.
    public static let defaults = Settings()

    public var wordLength: Int
    public var missesAllowed: Int { didSet { missesAllowed = Self.clampMisses(missesAllowed) } }
    public var evil: Bool
    public var evilLevel: EvilLevel
    public var wordList: WordListChoice

    public init(wordLength: Int = 8, missesAllowed: Int = 10, evil: Bool = true,
                evilLevel: EvilLevel = .fiendish, wordList: WordListChoice = .full) {
        self.wordLength = max(1, min(wordLength, WordList.maximumLength))
        self.missesAllowed = Self.clampMisses(missesAllowed)
        self.evil = evil
        self.evilLevel = evilLevel
        self.wordList = wordList
    }

    public var mode: GameMode { evil ? .evil : .good }

    static func clampMisses(_ n: Int) -> Int { min(max(n, missesRange.lowerBound), missesRange.upperBound) }

    /// The length a new game will use with `list`: clamped to [1, n], then moved to the nearest
    /// length that has words. `note` says why when it differs from the saved one.
    public func playableLength(in list: WordList) -> (length: Int, note: String?) {
        let clamped = min(max(wordLength, 1), max(list.longestLength, 1))
        let playable = list.nearestLengthWithWords(to: clamped)
        if playable == wordLength { return (playable, nil) }
        if clamped != wordLength {
            return (playable, "\(list.name) has no words longer than \(list.longestLength) letters: playing \(playable)")
        }
        return (playable, "\(list.name) has no \(wordLength)-letter words: playing \(playable)")
    }

    /// The file format written; a file from a newer version is refused (and kept aside by the store).
    public static let currentVersion = 1

    // Decoding tolerates missing keys (older files) and clamps every value.
    enum CodingKeys: String, CodingKey { case version, wordLength, missesAllowed, evil, evilLevel, wordList }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.currentVersion, forKey: .version)
        try c.encode(wordLength, forKey: .wordLength)
        try c.encode(missesAllowed, forKey: .missesAllowed)
        try c.encode(evil, forKey: .evil)
        try c.encode(evilLevel, forKey: .evilLevel)
        try c.encode(wordList, forKey: .wordList)
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
            evil: try c.decodeIfPresent(Bool.self, forKey: .evil) ?? d.evil,
            evilLevel: try c.decodeIfPresent(EvilLevel.self, forKey: .evilLevel) ?? d.evilLevel,
            wordList: try c.decodeIfPresent(WordListChoice.self, forKey: .wordList) ?? d.wordList)
    }
}
