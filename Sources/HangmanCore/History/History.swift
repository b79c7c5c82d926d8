/// What the game shows of every finished game: the high scores and the statistics. It is built
/// one record at a time and keeps only totals and the top of the table, so that recording a game
/// and opening the scores cost the same with ten games behind them or a million.
public struct History: Codable, Equatable, Sendable {
    public static let currentVersion = 1
    /// How many won games the high-score table shows.
    public static let highScoreCount = 10

    public var version: Int = History.currentVersion
    /// The best won games, best first (at most `highScoreCount`). Lost games never rank.
    public private(set) var highScores: [GameRecord] = []
    /// Over every game, and per mode.
    public private(set) var all = Statistics()
    public private(set) var evil = Statistics()
    public private(set) var good = Statistics()

    public init() {}

    /// The history of `records`, in the order they were recorded.
    public init(records: some Sequence<GameRecord>) {
        for r in records { record(r) }
    }

    /// Games recorded.
    public var count: Int { all.played }

    /// Adds a finished game, the latest.
    public mutating func record(_ game: GameRecord) {
        all.add(game)
        if game.mode == .evil { evil.add(game) } else { good.add(game) }
        // The same game twice (a log copied onto itself) takes one place on the table.
        guard game.won, !highScores.contains(where: { $0.id == game.id }) else { return }
        let place = highScores.firstIndex { GameRecord.ranksAbove(game, $0) } ?? highScores.count
        if place < Self.highScoreCount {
            highScores.insert(game, at: place)
            if highScores.count > Self.highScoreCount { highScores.removeLast() }
        }
    }

    /// 1-based place of a game in the high scores, nil if it is not on the table.
    public func rank(of id: String) -> Int? {
        highScores.firstIndex { $0.id == id }.map { $0 + 1 }
    }

    /// The statistics over the games of one mode, or of all (nil).
    public func statistics(mode: GameMode? = nil) -> Statistics {
        switch mode {
        case nil: return all
        case .evil?: return evil
        case .good?: return good
        }
    }

    /// Why this history cannot be real, or nil.
    var problem: String? {
        if version > Self.currentVersion { return NewerFormatError(version: version).description }
        if let p = highScores.lazy.compactMap(\.problem).first { return p }
        if highScores.count > Self.highScoreCount || !highScores.allSatisfy(\.won)
            || zip(highScores, highScores.dropFirst()).contains(where: { !GameRecord.ranksAbove($0, $1) })
            || Set(highScores.map(\.id)).count != highScores.count {
            return "the high scores are not in order"
        }
        if all.played != evil.played + good.played || all.won != evil.won + good.won
            || highScores.count > all.won {
            return "the statistics do not add up"
        }
        return nil
    }

    enum CodingKeys: String, CodingKey { case version, highScores, all, evil, good }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > History.currentVersion { throw NewerFormatError(version: version) }
        highScores = try c.decode([GameRecord].self, forKey: .highScores)
        all = try c.decode(Statistics.self, forKey: .all)
        evil = try c.decode(Statistics.self, forKey: .evil)
        good = try c.decode(Statistics.self, forKey: .good)
        if let problem { throw DecodingError.dataCorruptedError(forKey: .highScores, in: c, debugDescription: problem) }
    }
}
