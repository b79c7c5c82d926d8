/// How hard the evil host tries.
public enum EvilLevel: String, Codable, Sendable, CaseIterable {
    /// Keeps the largest family: the classic algorithm (`ClassicStrategy`).
    case classic
    /// Thinks ahead (`FiendishStrategy`).
    case fiendish
    /// Thinks ahead as Cunning does, and plays out the player too, as it learnt them from their own
    /// games (`PlayerHabits`): the Nemesis host. With nothing learnt it is the Cunning host.
    case nemesis

    /// The host a command line names (`--host`): classic, cunning (the code's `fiendish`) or nemesis.
    public init?(named name: String) {
        switch name {
        case "classic": self = .classic
        case "cunning": self = .fiendish
        case "nemesis": self = .nemesis
        default: return nil
        }
    }

    /// The host's name. The one that plans ahead is "Cunning": "Fiendish" is a level's name (the
    /// Hard and Fiendish levels both play this host), and one name stands for one thing.
    public var title: String {
        switch self {
        case .classic: return tr("Classic")
        case .fiendish: return tr("Cunning")
        case .nemesis: return tr("Nemesis")
        }
    }

    /// The family-choosing rule for this level, as games play it: the game's seed varies the
    /// answers among those it finds (nearly) as good.
    public var strategy: any EvilStrategy {
        switch self {
        case .classic: return ClassicStrategy(variety: true)
        case .fiendish, .nemesis: return FiendishStrategy(variety: true)
        }
    }

    /// The rule as a game of `language` plays it for a player whose habits are `habits`: the
    /// Nemesis host adds what it learnt (when learning is on); every other host is `strategy`.
    public func strategy(knowing habits: PlayerHabits?, in language: Language) -> any EvilStrategy {
        guard self == .nemesis, let player = habits?.player(in: language) else { return strategy }
        return FiendishStrategy(variety: true, learned: player)
    }
}
