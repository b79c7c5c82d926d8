/// The evil host: who answers the guesses (a Good game has none).
public enum Host: String, Sendable, CaseIterable {
    /// Keeps the largest family: the classic algorithm (`ClassicHost`).
    case classic
    /// Thinks ahead (`CunningHost`).
    case cunning
    /// Thinks ahead as Cunning does, and plays out the player too, as it learnt them from their own
    /// games (`PlayerHabits`): the Nemesis host. With nothing learnt it is the Cunning host.
    case nemesis

    /// The host a file names: its name, or `fiendish`, which files of 1.5 and before wrote for
    /// Cunning.
    public init?(stored name: String) {
        if name == "fiendish" { self = .cunning } else { self.init(rawValue: name) }
    }

    /// The host's name. The one that plans ahead is "Cunning": "Fiendish" is a level's name (the
    /// Hard and Fiendish levels both play this host), and one name stands for one thing.
    public var title: String {
        switch self {
        case .classic: return tr("Classic")
        case .cunning: return tr("Cunning")
        case .nemesis: return tr("Nemesis")
        }
    }

    /// The host's rule as games play it: the game's seed varies the answers among those it
    /// finds (nearly) as good.
    public var rule: any HostRule {
        switch self {
        case .classic: return ClassicHost(variety: true)
        case .cunning, .nemesis: return CunningHost(variety: true)
        }
    }

    /// The rule as a game of `language` plays it for a player whose habits are `habits`: the
    /// Nemesis host adds what it learnt (when learning is on); every other host is `rule`.
    public func rule(knowing habits: PlayerHabits?, in language: Language) -> any HostRule {
        guard self == .nemesis, let player = habits?.player(in: language) else { return rule }
        return CunningHost(variety: true, learned: player)
    }
}

extension Host: Codable {
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let host = Host(stored: name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "no such host \(name)"))
        }
        self = host
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
