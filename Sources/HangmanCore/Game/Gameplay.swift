/// All a front end needs to run a game of hangman, whichever host is behind it.
public protocol Gameplay: Sendable {
    var deal: Deal { get }
    /// The shared, host-independent state: pattern, letters, misses.
    var round: Round { get }
    /// The word, once the game is over (in evil mode a word consistent with every answer); nil while playing. Its
    /// letters as the game plays them (tumido); `spelledWord` is how the list writes it.
    var word: String? { get }
    /// `word` (or another word of the game, such as an alternative the host could have kept) as
    /// the list spells it: túmido for tumido in Spanish. The word itself where its list has no marks.
    func spelling(of word: String) -> String
    /// The word chosen at the start (good mode); nil for a host that never commits.
    var committedWord: String? { get }
    /// The words of the game's list that still fit every answer, where the host keeps them open
    /// (evil mode); nil where a word was chosen at the start.
    var wordsThatFit: Int? { get }
    /// Takes one input. Only a single letter of the game's alphabet is a guess; anything else is
    /// ignored with its reason.
    mutating func guess(_ input: String) -> GuessResult
}

extension Gameplay {
    public func spelling(of word: String) -> String { word }
    public var wordsThatFit: Int? { nil }
    /// The word at the end as the list spells it (TÚMIDO, VOLLEYÉE): what the player is shown.
    public var spelledWord: String? { word.map(spelling(of:)) }
    public var mode: GameMode { deal.mode }
    public var host: Host? { deal.host }
    public var wordList: WordListID { deal.list }

    /// The language played: its alphabet is the grid's keys.
    public var language: Language { round.language }
    /// Number of characters of the word (spaces of a phrase included).
    public var wordLength: Int { round.length }
    /// Placeholders: nil where a letter is hidden, the letter (lower case) or a space where known.
    public var pattern: [Character?] { round.pattern }
    public var patternText: String { round.patternText }
    public var guessedLetters: [Character] { round.guesses }
    public var correctLetters: [Character] { round.guesses.filter { !round.wrong.contains($0) } }
    public var wrongLetters: [Character] { round.wrong }
    public var missesMade: Int { round.wrong.count }
    public var missesAllowed: Int { round.missesAllowed }
    public var missesLeft: Int { round.missesLeft }
    public var status: GameStatus { round.status }
    public var isOver: Bool { round.status != .playing }
    /// Letters tried so far as a bit set (bit 0 = a).
    public var guessedMask: UInt32 { round.guessedMask }
}
