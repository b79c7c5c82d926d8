/// The pages of the end-of-game window.
public enum EndPage: Equatable, Sendable {
    case scores
    case statistics
    /// "How I cheated" (evil games only); `scroll` is the first move shown.
    case cheats(scroll: Int)

    public var isCheats: Bool { if case .cheats = self { return true }; return false }
}
