/// The part of a game every host shares: the placeholders, the letters tried and the misses.
/// Hosts decide *which* positions a letter fills; `Round` keeps the books and the rules.
public struct Round: Equatable, Sendable {
    public let length: Int
    public let missesAllowed: Int
    /// nil where a letter is hidden.
    public private(set) var pattern: [Character?]
    /// Every letter tried, in order, lower case.
    public private(set) var guesses: [Character] = []
    /// The letters tried that missed, in order.
    public private(set) var wrong: [Character] = []

    /// A round over a word of `length` characters; `knownSpaces` are revealed from the start (phrases).
    public init(length: Int, missesAllowed: Int, knownSpaces: [Int] = []) {
        precondition(length >= 1 && missesAllowed >= 1)
        self.length = length
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
        guesses.reduce(0) { $0 | 1 << UInt32($1.asciiValue! - 97) }
    }

    /// Checks an input against the rules. Returns the letter (lower case ASCII) to play, or why it is not a guess.
    public func validate(_ input: String) -> Result<UInt8, IgnoredReason> {
        if status != .playing { return .failure(.gameOver) }
        guard let first = input.first else { return .failure(.nothing) }
        if input.count > 1 { return .failure(.moreThanOneCharacter(input)) }
        guard let ascii = first.asciiValue, (65...90).contains(ascii) || (97...122).contains(ascii) else { return .failure(.notALetter(first)) }
        let letter = ascii | 0x20  // fold A–Z to a–z
        if guesses.contains(Character(UnicodeScalar(letter))) {
            return .failure(.alreadyGuessed(Character(UnicodeScalar(letter & ~0x20))))
        }
        return .success(letter)
    }

    /// Books a validated letter: a hit when `positions` is not empty.
    mutating func record(_ letter: UInt8, at positions: [Int]) -> GuessResult {
        let character = Character(UnicodeScalar(letter))
        guesses.append(character)
        if positions.isEmpty {
            wrong.append(character)
            return .miss(letter: character)
        }
        for p in positions { pattern[p] = character }
        return .hit(letter: character, positions: positions)
    }
}
