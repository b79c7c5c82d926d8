/// Played, won, streaks and the spread of misses in won games.
public struct Statistics: Equatable, Sendable {
    public let played: Int
    public let won: Int
    public let currentStreak: Int
    public let bestStreak: Int
    /// `missHistogram[k]` = won games with exactly k misses.
    public let missHistogram: [Int]

    public init(records: [GameRecord]) {
        played = records.count
        won = records.filter(\.won).count
        var current = 0, best = 0
        for r in records.sorted(by: { $0.date < $1.date }) {
            current = r.won ? current + 1 : 0
            best = max(best, current)
        }
        currentStreak = current
        bestStreak = best
        var histogram = [Int](repeating: 0, count: (records.filter(\.won).map(\.missesMade).max() ?? -1) + 1)
        for r in records where r.won { histogram[r.missesMade] += 1 }
        missHistogram = histogram
    }

    /// Whole percent of games won, 0 when none were played.
    public var winPercent: Int { played == 0 ? 0 : (won * 100 + played / 2) / played }
}
