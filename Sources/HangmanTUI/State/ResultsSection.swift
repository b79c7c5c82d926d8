/// The pages of the results window.
public enum ResultsSection: Equatable, Sendable, CaseIterable {
    case scores
    case statistics
    /// "How I cheated" (evil games that are over).
    case howICheated
    /// "What I know about you": what the Nemesis host learnt of the player.
    case habits
}
