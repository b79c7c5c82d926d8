/// A page of the high scores: one per host, and one for the daily games. A win ranks only
/// against wins as hard: six misses against the Fiendish host do not sit below five against a
/// host who picked one word.
public enum Board: String, CaseIterable, Codable, Sendable {
    case fiendish, classic, good, daily

    /// The board a game ranks on: the daily's, or its host's.
    public init(mode: GameMode, evilLevel level: EvilLevel?, isDaily: Bool) {
        switch (isDaily, mode, level) {
        case (true, _, _): self = .daily
        case (false, .good, _): self = .good
        case (false, .evil, .fiendish?): self = .fiendish
        case (false, .evil, _): self = .classic
        }
    }

    /// The page's name on its tab.
    public var title: String {
        switch self {
        case .fiendish: return tr("Fiendish")
        case .classic: return tr("Classic")
        case .good: return tr("Good")
        case .daily: return tr("Daily")
        }
    }
}
