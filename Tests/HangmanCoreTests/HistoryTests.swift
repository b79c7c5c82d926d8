import Testing
import FoundationEssentials
@testable import HangmanCore

@Suite struct HistoryTests {
    static func record(_ id: String, won: Bool = true, misses: Int, length: Int = 8, day: Double = 0, mode: GameMode = .evil) -> GameRecord {
        GameRecord(id: id, word: String(repeating: "a", count: length), won: won, missesMade: misses, missesAllowed: 10,
                   wordLength: length, mode: mode, date: Date(timeIntervalSince1970: 1_700_000_000 + day * 86_400))
    }

    @Test func ranksByMissesThenLongerWordThenEarlierDate() {
        var h = History()
        h.record(Self.record("late", misses: 2, length: 8, day: 5))
        h.record(Self.record("early", misses: 2, length: 8, day: 1))
        h.record(Self.record("long", misses: 2, length: 12, day: 9))
        h.record(Self.record("best", misses: 0, length: 4, day: 9))
        h.record(Self.record("lost", won: false, misses: 0, day: 0))
        #expect(h.highScores().map(\.id) == ["best", "long", "early", "late"])
        #expect(h.rank(of: "long") == 2)
        #expect(h.rank(of: "lost") == nil)
    }

    @Test func theTableHoldsTenAndCutsTheRest() {
        var h = History()
        for i in 0..<15 { h.record(Self.record("g\(i)", misses: i % 5, day: Double(i))) }
        #expect(h.highScores().count == 10)
        #expect(h.highScores().allSatisfy { $0.missesMade <= 3 })
        #expect(h.records.count == 15)
    }

    @Test func recordingTwiceKeepsOne() {
        var h = History()
        h.record(Self.record("x", misses: 1))
        h.record(Self.record("x", misses: 1))
        var other = History()
        other.record(Self.record("x", misses: 1))
        other.record(Self.record("y", misses: 1))
        h.merge(other)
        #expect(h.records.map(\.id) == ["x", "y"])
    }

    @Test func statisticsCountStreaksAndMisses() {
        var h = History()
        let outcomes: [(Bool, Int, GameMode)] = [(true, 2, .evil), (true, 0, .good), (false, 10, .evil), (true, 2, .evil),
                                                 (true, 1, .good), (true, 2, .evil)]
        for (i, o) in outcomes.enumerated() { h.record(Self.record("g\(i)", won: o.0, misses: o.1, day: Double(i), mode: o.2)) }
        let all = h.statistics()
        #expect(all.played == 6)
        #expect(all.won == 5)
        #expect(all.winPercent == 83)
        #expect(all.currentStreak == 3)
        #expect(all.bestStreak == 3)
        #expect(all.missHistogram == [1, 1, 3])
        let evil = h.statistics(mode: .evil)
        #expect(evil.played == 4)
        #expect(evil.currentStreak == 2)
        #expect(evil.missHistogram == [0, 0, 3])
        #expect(History().statistics().winPercent == 0)
    }
}
