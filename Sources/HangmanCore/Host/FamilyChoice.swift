/// A host's choice of family after a guess, and why it is not the Classic host's (for the
/// "How I cheated").
public struct FamilyChoice: Equatable, Sendable {
    public let index: Int
    public let reason: Reason

    public enum Reason: Equatable, Sendable {
        /// The largest family: what the Classic host keeps too.
        case largest
        /// A miss that ends the game, where the largest family would have let the player live.
        case killingMiss
        /// A family from which `misses` more misses can be forced than from the largest one (by
        /// exact search on a small pool, or measured by the model guessers' rollouts).
        case moreMisses(Int)
        /// A family that hangs `count` more of the modelled people than the largest one.
        case hangsMorePeople(Int)
        /// As many misses either way for the model guessers, more for the modelled people.
        case peopleMissMore
        /// Replayed from a saved game: the reason was not kept.
        case resumed
    }

    public init(index: Int, reason: Reason) {
        self.index = index
        self.reason = reason
    }
}
