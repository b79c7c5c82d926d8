/// The part of a game every host shares: the placeholders, the letters tried and the misses.
/// Hosts decide *which* positions a letter fills; `Round` keeps the books and the rules.
public struct Round: Equatable, Sendable {
    public let length: Int
    public let missesAllowed: Int
    /// The language played: its alphabet is the letters a guess may be.
    public let language: Language
    /// nil where a letter is hidden.
    public private(set) var pattern: [Character?]
    /// Every letter tried, in order, lower case.
    public private(set) var guesses: [Character] = []
    public private(set) var wrong: [Character] = []

    /// A round over a word of `length` characters; `knownSpaces` are revealed from the start (phrases).
    public init(length: Int, missesAllowed: Int, knownSpaces: [Int] = [], language: Language = .english) {
        precondition(length >= 1 && missesAllowed >= 1)
        self.length = length
        self.language = language
        self.missesAllowed = missesAllowed
        var pattern = [Character?](repeating: nil, count: length)
        for i in knownSpaces { pattern[i] = " " }
        self.pattern = pattern
    }

    public var missesLeft: Int { missesAllowed - wrong.count }

    public var status: GameStatus {
        if !pattern.contains(where: { $0 == nil }) { return .won }
        if wrong.count >= missesAllowed { return .lost }
        return .playing
    }

    /// `_` for each hidden letter, e.g. "__e__e"; a phrase keeps its spaces.
    public var patternText: String { String(pattern.map { $0 ?? "_" }) }

    /// Letters tried so far as a bit set (bit 0 = a).
    public var guessedMask: UInt32 {
        guesses.reduce(0) { $0 | LetterCode.bit(LetterCode.code(of: $1) ?? 97) }
    }

    /// The letter (its `LetterCode`) to play, or why the input is not a guess. A letter of the language's alphabet in
    /// either case is one; so is a letter the language folds onto one (é is E in French).
    public func validate(_ input: String) -> Result<UInt8, IgnoredReason> {
        if status != .playing { return .failure(.gameOver) }
        guard let first = input.first else { return .failure(.nothing(language)) }
        if input.count > 1 { return .failure(.moreThanOneCharacter(input)) }
        guard let letter = language.letter(forKey: first) else { return .failure(.notALetter(first)) }
        let character = LetterCode.character(letter)
        if guesses.contains(character) { return .failure(.alreadyGuessed(character.gameCapital)) }
        return .success(letter)
    }

    /// Books a validated letter: a hit when `positions` is not empty.
    mutating func record(_ letter: UInt8, at positions: [Int]) -> GuessResult {
        let character = LetterCode.character(letter)
        guesses.append(character)
        if positions.isEmpty {
            wrong.append(character)
            return .miss(letter: character)
        }
        for p in positions { pattern[p] = character }
        return .hit(letter: character, positions: positions)
    }
}
