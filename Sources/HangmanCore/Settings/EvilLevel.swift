/// How hard the evil host tries.
public enum EvilLevel: String, Codable, Sendable, CaseIterable {
    /// Keeps the largest family: the classic algorithm (`ClassicStrategy`).
    case classic
    /// Thinks ahead (`FiendishStrategy`).
    case fiendish

    public var title: String { self == .classic ? tr("Classic") : tr("Fiendish") }

    /// The family-choosing rule for this level, as games play it: the game's seed varies the
    /// answers among those it finds (nearly) as good.
    public var strategy: any EvilStrategy {
        switch self {
        case .classic: return ClassicStrategy(variety: true)
        case .fiendish: return FiendishStrategy(variety: true)
        }
    }
}
