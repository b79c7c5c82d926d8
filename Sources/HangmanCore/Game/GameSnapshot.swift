/// A game in progress, as saved to disk: enough to restore it exactly.
public struct GameSnapshot: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var version: Int = GameSnapshot.currentVersion
    public var mode: GameMode
    /// The evil host's level (evil mode only).
    public var evilLevel: EvilLevel?
    /// The list the game draws from.
    public var wordList: WordListID
    public var length: Int
    public var missesAllowed: Int
    /// Letters tried, in order, lower case.
    public var guesses: String
    /// The committed word (good mode only).
    public var word: String?
    /// Seeds the host's random choices (evil mode).
    public var seed: UInt64
    /// The placeholders after the last guess, `_` for hidden: checked after a restore.
    public var pattern: String

    public init(mode: GameMode, evilLevel: EvilLevel?, wordList: WordListID, length: Int, missesAllowed: Int,
                guesses: String, word: String?, seed: UInt64, pattern: String) {
        self.mode = mode
        self.evilLevel = evilLevel
        self.wordList = wordList
        self.length = length
        self.missesAllowed = missesAllowed
        self.guesses = guesses
        self.word = word
        self.seed = seed
        self.pattern = pattern
    }

    /// Rebuilds the game from `list` (the list it was played with). Everything read from the
    /// file is checked; a save that cannot be a game of this list is refused.
    public func restore(using list: WordList) throws(SnapshotError) -> any Gameplay {
        guard version <= Self.currentVersion else { throw .doesNotFit("the saved game is from a newer version") }
        guard Settings.missesRange.contains(missesAllowed), (1...WordList.maximumLength).contains(length) else {
            throw .doesNotFit("the saved game has invalid settings")
        }
        let bucket = list.words(ofLength: length)
        switch mode {
        case .good: return try GoodGameplay(restoring: self, words: bucket)
        case .evil: return try EvilGameplay(restoring: self, words: bucket)
        }
    }
}
