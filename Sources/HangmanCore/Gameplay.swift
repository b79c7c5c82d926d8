/// Which kind of host runs a game.
public enum GameMode: String, Codable, Sendable, CaseIterable {
    /// The cheating host: never commits to a word.
    case evil
    /// Traditional hangman: one word, chosen at the start.
    case good
}

/// Where a game stands.
public enum GameStatus: String, Codable, Sendable {
    case playing, won, lost
}

/// Why an input was not taken as a guess. An ignored input never costs a miss.
public enum IgnoredReason: Error, Equatable, Sendable {
    /// Nothing was typed.
    case nothing
    /// More than one character, e.g. "ab".
    case moreThanOneCharacter(String)
    /// A single character that is not a letter A–Z: a digit, punctuation, a space, "é".
    case notALetter(Character)
    /// The letter (shown in upper case) was tried before.
    case alreadyGuessed(Character)
    /// The game has ended; no more guesses are taken.
    case gameOver

    /// A short note for a status line, e.g. "7 is not a letter".
    public var message: String {
        switch self {
        case .nothing: return "Type a letter from A to Z"
        case .moreThanOneCharacter(let text): return "\"\(Self.printable(text))\" is more than one letter: guess one at a time"
        case .notALetter(" "): return "A space is not a letter"
        case .notALetter(let c): return "\(Self.printable(String(c))) is not a letter"
        case .alreadyGuessed(let c): return "You already tried \(c)"
        case .gameOver: return "This game is over"
        }
    }

    /// Control characters spelled out so a note never moves the cursor or beeps.
    static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars.prefix(12) {
            if scalar.value < 0x20 { out += "^" + String(UnicodeScalar(UInt8(scalar.value) + 64)) }
            else if scalar.value == 0x7f { out += "^?" }
            else { out.unicodeScalars.append(scalar) }
        }
        return text.unicodeScalars.count > 12 ? out + "…" : out
    }
}

/// What one input did.
public enum GuessResult: Equatable, Sendable {
    /// The letter is in the word; `positions` are the places it was revealed (0-based).
    case hit(letter: Character, positions: [Int])
    /// The letter is not in the word: one miss.
    case miss(letter: Character)
    /// Not a guess; nothing changed.
    case ignored(IgnoredReason)

    /// True when the input was taken as a guess.
    public var isAccepted: Bool {
        if case .ignored = self { return false }
        return true
    }
}

/// All a front end needs to run a game of hangman, whichever host is behind it.
public protocol Gameplay: Sendable {
    /// Evil or good.
    var mode: GameMode { get }
    /// The shared, host-independent state: pattern, letters, misses.
    var round: Round { get }
    /// The word, once the game is over (in evil mode a word consistent with every answer); nil while playing.
    var word: String? { get }
    /// The list the game draws from (a `WordListChoice` raw value or "file:" and a path).
    var listID: String { get }
    /// The evil host's level; nil in good mode.
    var evilLevel: EvilLevel? { get }
    /// Takes one input. Only a single letter A–Z (either case) is a guess; anything else is ignored with its reason.
    mutating func guess(_ input: String) -> GuessResult
    /// Everything needed to restore this game exactly.
    func snapshot() -> GameSnapshot
}

extension Gameplay {
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
}
