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
