/// All a front end needs to run a game of hangman, whichever host is behind it.
public protocol Gameplay: Sendable {
    /// Evil or good.
    var mode: GameMode { get }
    /// The shared, host-independent state: pattern, letters, misses.
    var round: Round { get }
    /// The word, once the game is over (in evil mode a word consistent with every answer); nil while playing.
    /// Its letters as the game plays them (tumido); `spelledWord` is how the list writes it.
    var word: String? { get }
    /// `word` (or another word of the game, such as an alternative the host could have kept) as
    /// the list spells it: túmido for tumido in Spanish. The word itself where its list has no marks.
    func spelling(of word: String) -> String
    /// The list the game draws from.
    var wordList: WordListID { get }
    /// The evil host's level; nil in good mode.
    var host: Host? { get }
    /// The word chosen at the start (good mode); nil for a host that never commits.
    var committedWord: String? { get }
    /// Seeds the host's random choices (evil mode; 0 otherwise).
    var seed: UInt64 { get }
    /// The day whose daily sample of the list the game was dealt from; nil for any other game.
    var dailyDay: UTCDay? { get }
    /// The share of the length's words the game was dealt from (a level's game: another sample
    /// each game, drawn by its seed); nil for all of them.
    var poolShare: Double? { get }
    /// The theme that share was drawn from (`Theme`), if any.
    var theme: Theme.Rule? { get }
    /// Takes one input. Only a single letter A–Z (either case) is a guess; anything else is ignored with its reason.
    mutating func guess(_ input: String) -> GuessResult
}

extension Gameplay {
    public func spelling(of word: String) -> String { word }
    /// The word at the end as the list spells it (TÚMIDO, VOLLEYÉE): what the player is shown.
    public var spelledWord: String? { word.map(spelling(of:)) }
    public var dailyDay: UTCDay? { nil }
    public var poolShare: Double? { nil }
    public var theme: Theme.Rule? { nil }

    /// Everything needed to restore this game exactly.
    public func snapshot() -> GameSnapshot {
        GameSnapshot(mode: mode, host: host, wordList: wordList, length: round.length,
                     missesAllowed: round.missesAllowed, guesses: String(round.guesses), word: committedWord,
                     seed: seed, pattern: round.patternText, daily: dailyDay, poolShare: poolShare, theme: theme)
    }

    /// The language played: its alphabet is the grid's keys.
    public var language: Language { round.language }

    /// Number of characters of the word (spaces of a phrase included).
    public var wordLength: Int { round.length }
    /// Placeholders: nil where a letter is hidden, the letter (lower case) or a space where known.
    public var pattern: [Character?] { round.pattern }
    /// The pattern as text: `_` for each hidden letter, e.g. "__e__e".
    public var patternText: String { round.patternText }
    /// Every letter tried, in order, lower case.
    public var guessedLetters: [Character] { round.guesses }
    /// The letters tried that are in the word, in order.
    public var correctLetters: [Character] { round.guesses.filter { !round.wrong.contains($0) } }
    /// The letters tried that are not in the word, in order.
    public var wrongLetters: [Character] { round.wrong }
    public var missesMade: Int { round.wrong.count }
    public var missesAllowed: Int { round.missesAllowed }
    public var missesLeft: Int { round.missesLeft }
    public var status: GameStatus { round.status }
    public var isOver: Bool { round.status != .playing }
    /// Letters tried so far as a bit set (bit 0 = a).
    public var guessedMask: UInt32 { round.guessedMask }
}
