/// How hard the evil host tries.
public enum EvilLevel: String, Codable, Sendable, CaseIterable {
    /// Keeps the largest family: the classic algorithm (`ClassicStrategy`).
    case classic
    /// Thinks ahead (`FiendishStrategy`).
    case fiendish

    /// The host's name. The one that plans ahead is "Cunning": "Fiendish" is a level's name (the
    /// Hard and Fiendish levels both play this host), and one name stands for one thing.
    public var title: String { self == .classic ? tr("Classic") : tr("Cunning") }

    /// The family-choosing rule for this level, as games play it: the game's seed varies the
    /// answers among those it finds (nearly) as good.
    public var strategy: any EvilStrategy {
        switch self {
        case .classic: return ClassicStrategy(variety: true)
        case .fiendish: return FiendishStrategy(variety: true)
        }
    }
}
