/// A page of the high scores: one per host, and one for the daily games. A win ranks only
/// against wins as hard: six misses against the Fiendish host do not sit below five against a
/// host who picked one word.
public enum Board: String, CaseIterable, Codable, Sendable {
    case fiendish, classic, good, daily

    /// The page's name on its tab.
    public var title: String {
        switch self {
        case .fiendish: return "Fiendish"
        case .classic: return "Classic"
        case .good: return "Good"
        case .daily: return "Daily"
        }
    }
}
