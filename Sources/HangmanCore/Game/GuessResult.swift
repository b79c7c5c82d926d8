/// What one input did.
public enum GuessResult: Equatable, Sendable {
    /// The letter is in the word; `positions` are the places it was revealed (0-based).
    case hit(letter: Character, positions: [Int])
    case miss(letter: Character)
    /// Not a guess; nothing changed.
    case ignored(IgnoredReason)

    public var isAccepted: Bool {
        if case .ignored = self { return false }
        return true
    }
}
