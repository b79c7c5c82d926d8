/// Every finished game, won or lost: the high scores and the statistics are read from it.
public struct History: Codable, Equatable, Sendable {
    public static let currentVersion = 1
    /// How many won games the high-score table shows.
    public static let highScoreCount = 10

    public var version: Int = History.currentVersion
    /// In the order they were recorded.
    public private(set) var records: [GameRecord]

    public init(records: [GameRecord] = []) { self.records = records }

    /// Adds a finished game (once: a record already present is not added again).
    public mutating func record(_ game: GameRecord) {
        if !records.contains(where: { $0.id == game.id }) { records.append(game) }
    }

    /// Adds every record of `other` not already here: how two instances' games are merged.
    public mutating func merge(_ other: History) {
        for r in other.records { record(r) }
    }

    /// The won games, best first, cut to `limit`. Lost games never rank.
    public func highScores(limit: Int = History.highScoreCount) -> [GameRecord] {
        Array(records.filter(\.won).sorted(by: GameRecord.ranksAbove).prefix(limit))
    }

    /// 1-based place of a game in the high scores, nil if it did not make the table.
    public func rank(of id: String, limit: Int = History.highScoreCount) -> Int? {
        highScores(limit: limit).firstIndex { $0.id == id }.map { $0 + 1 }
    }

    /// Statistics over the games of one mode, or of all (nil).
    public func statistics(mode: GameMode? = nil) -> Statistics {
        Statistics(records: records.filter { mode == nil || $0.mode == mode })
    }

    enum CodingKeys: String, CodingKey { case version, records }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > History.currentVersion { throw NewerFormatError(version: version) }
        records = try c.decode([GameRecord].self, forKey: .records)
    }
}
