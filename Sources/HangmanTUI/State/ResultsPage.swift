/// The pages of the results window.
public enum ResultsPage: Equatable, Sendable {
    case scores
    case statistics
    /// "How I cheated" (evil games that are over); `scroll` is the first move shown.
    case howICheated(scroll: Int)

    public var isHowICheated: Bool { if case .howICheated = self { return true }; return false }
}
