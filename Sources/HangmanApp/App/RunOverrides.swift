import HangmanCore

/// Options given on the command line for this run only: they shape new games without
/// changing the saved settings (a change made on the settings side wins over them).
public struct RunOverrides: Equatable, Sendable {
    public var length: Int?
    public var misses: Int?
    public var mode: GameMode?
    /// `--daily`: the first game is a daily one (unless a saved game is resumed).
    public var daily: DailyRequest?
    /// `--language`: the language new games are played in this run.
    public var language: Language?
    /// `--level`: the level new games are played at this run (in the run's language).
    public var level: Level?
    /// `--host`: the evil host new games are played with this run (a Custom game).
    public var host: Host?
    /// `--challenge`: the first game is this challenge's (unless a saved game under way comes first).
    public var challenge: Deal?
    /// A list new games use this run instead of the one the settings name (a language's
    /// everyday words while its dictionary is not installed).
    public var wordList: WordListID?
    public init(
        length: Int? = nil, misses: Int? = nil, mode: GameMode? = nil, daily: DailyRequest? = nil,
        language: Language? = nil,
        level: Level? = nil, host: Host? = nil, challenge: Deal? = nil
    ) {
        self.length = length
        self.misses = misses
        self.mode = mode
        self.daily = daily
        self.language = language
        self.level = level
        self.challenge = challenge
        self.host = host
    }

    /// `settings` with these overrides in place.
    public func applied(to settings: Settings) -> Settings {
        var s = settings
        // The language first: a level moves to that language's knobs, which the other flags then override.
        if let language { s = s.speaking(language) }
        if let level { s = s.choosing(level) }
        if let wordList { s.wordList = wordList }
        if let length { s.wordLength = length }
        if let misses { s.missesAllowed = misses }
        if let mode { s.mode = mode }
        if let host {
            s.host = host
            s.mode = .evil
        }
        // A flag that changes a level's game makes it this run's own (Custom).
        if length != nil || misses != nil || mode != nil || host != nil, s.level != .custom, !s.level.matches(s) {
            s.level = .custom
        }
        return s
    }
}
