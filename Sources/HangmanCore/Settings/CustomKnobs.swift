/// The knobs of a Custom game, kept while a level is chosen: a player who looks at the levels
/// and comes back to Custom finds their own game as they left it (it is saved with the settings).
public struct CustomKnobs: Codable, Equatable, Sendable {
    public var wordLength: Int
    public var missesAllowed: Int
    public var mode: GameMode
    public var host: Host
    public var wordList: WordListID

    enum CodingKeys: String, CodingKey {
        case wordLength, missesAllowed, mode, wordList
        case host = "evilLevel"
    }

    /// The knobs of `settings` (a Custom game's).
    public init(_ settings: Settings) {
        wordLength = settings.wordLength
        missesAllowed = settings.missesAllowed
        mode = settings.mode
        host = settings.host
        wordList = settings.wordList
    }

    /// `settings` with these knobs, through `Settings`' own clamping (a file edited by hand holds
    /// no length or misses a game cannot have). The list comes back only in its own language: the
    /// language chosen since is kept.
    func applied(to settings: Settings) -> Settings {
        var s = settings
        let checked = Settings(
            wordLength: wordLength, missesAllowed: missesAllowed, mode: mode, host: host, wordList: wordList)
        s.wordLength = checked.wordLength
        s.missesAllowed = checked.missesAllowed
        s.mode = checked.mode
        s.host = checked.host
        if checked.wordList.language == settings.wordList.language { s.wordList = checked.wordList }
        return s
    }
}
