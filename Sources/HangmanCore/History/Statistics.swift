/// Played, won, streaks and the spread of misses in won games, kept as running totals so that
/// adding a game costs the same however many came before.
public struct Statistics: Codable, Equatable, Sendable {
    public private(set) var played = 0
    public private(set) var won = 0
    /// Wins in a row up to the last game recorded.
    public private(set) var currentStreak = 0
    public private(set) var bestStreak = 0
    /// `missHistogram[k]` = won games with exactly k misses.
    public private(set) var missHistogram: [Int] = []

    public init() {}

    /// The totals over `records`, in the order they were recorded.
    public init(records: some Sequence<GameRecord>) {
        for r in records { add(r) }
    }

    /// Counts one more game, the latest.
    public mutating func add(_ record: GameRecord) {
        played += 1
        currentStreak = record.won ? currentStreak + 1 : 0
        bestStreak = max(bestStreak, currentStreak)
        guard record.won else { return }
        won += 1
        if missHistogram.count <= record.missesMade {
            missHistogram += [Int](repeating: 0, count: record.missesMade + 1 - missHistogram.count)
        }
        missHistogram[record.missesMade] += 1
    }

    /// Ends the current streak (a daily day passed unplayed).
    public mutating func breakStreak() { currentStreak = 0 }

    public static let largestCount = 1_000_000_000_000

    /// Whole percent of games won, 0 when none were played.
    public var winPercent: Int { played == 0 ? 0 : (won * 100 + played / 2) / played }

    /// Why these totals cannot be real, or nil.
    var problem: String? {
        let counts = [played, won, currentStreak, bestStreak] + missHistogram
        // No one plays a trillion games; beyond that a count is damage (and sums could overflow).
        if counts.contains(where: { $0 < 0 || $0 > Self.largestCount }) || won > played || currentStreak > bestStreak
            || bestStreak > won
            || missHistogram.count > Settings.missesRange.upperBound || missHistogram.reduce(0, { $0 &+ $1 }) != won
        {
            return tr("the statistics do not add up")
        }
        return nil
    }

    enum CodingKeys: String, CodingKey { case played, won, currentStreak, bestStreak, missHistogram }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        played = try c.decode(Int.self, forKey: .played)
        won = try c.decode(Int.self, forKey: .won)
        currentStreak = try c.decode(Int.self, forKey: .currentStreak)
        bestStreak = try c.decode(Int.self, forKey: .bestStreak)
        missHistogram = try c.decode([Int].self, forKey: .missHistogram)
        if let problem { throw DecodingError.dataCorruptedError(forKey: .played, in: c, debugDescription: problem) }
    }
}
