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
        /// A family from which the host can hang any guesser, where the largest is not one (exact
        /// search of the endgame), or the largest was one every guesser escapes.
        case endgame
        /// A family that hangs `count` more of the modelled people than the largest one.
        case hangsMorePeople(Int)
        /// As many misses either way for the model guessers, more for the modelled people.
        case peopleMissMore
        /// A family nearly as large as the largest (within a quarter), drawn by the game's seed so
        /// that games differ: kinder than the Classic host by those few words.
        case nearlyLargest
        /// Among the families within a small margin of the best the look ahead found, the one the
        /// game's seed drew: harsher than the largest, and not the same in every game.
        case drawnAmongTheBest
        /// The player guessed as a counter does (the letter in the most words, guess after guess),
        /// and this answer is on a line that hangs a counter (`WayPlan`).
        case plannedAgainstCounter
        /// The Nemesis host has learnt that the player keeps one order of letters, and this answer
        /// is on a line that hangs that order (`WayPlan`).
        case plannedAgainstYou
        /// Replayed from a saved game: the reason was not kept.
        case resumed
    }

    public init(index: Int, reason: Reason) {
        self.index = index
        self.reason = reason
    }
}
