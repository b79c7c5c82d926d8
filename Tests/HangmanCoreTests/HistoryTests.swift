import Testing
@testable import HangmanCore

@Suite struct HistoryTests {
    static func record(_ id: String, won: Bool = true, misses: Int, length: Int = 8, day: Double = 0, mode: GameMode = .evil) -> GameRecord {
        // A level's games rank on one table, whatever their length.
        GameRecord(id: id, word: String(repeating: "a", count: length), won: won, missesMade: misses, missesAllowed: 10,
                   wordLength: length, mode: mode, endedAt: 1_700_000_000 + Int64(day * 86_400), host: .classic,
                   level: mode == .evil ? .normal : .custom)
    }

    @Test func ranksByMissesThenLongerWordThenEarlierDate() {
        var h = History()
        h.record(Self.record("late", misses: 2, length: 8, day: 5))
        h.record(Self.record("early", misses: 2, length: 8, day: 1))
        h.record(Self.record("long", misses: 2, length: 12, day: 9))
        h.record(Self.record("best", misses: 0, length: 4, day: 9))
        h.record(Self.record("lost", won: false, misses: 0, day: 0))
        #expect(h.highScores(on: .normal).map(\.id) == ["best", "long", "early", "late"])
        #expect(h.rank(of: "long") == 2)
        #expect(h.rank(of: "lost") == nil)
    }

    @Test func theTableHoldsTenAndCutsTheRest() {
        var h = History()
        for i in 0..<15 { h.record(Self.record("g\(i)", misses: i % 5, day: Double(i))) }
        #expect(h.highScores(on: .normal).count == 10)
        #expect(h.highScores(on: .normal).allSatisfy { $0.missesMade <= 3 })
        #expect(h.count == 15)
    }

    @Test func theRunningTableIsTheSortOfEveryWin() {
        // The table is kept incrementally; it must equal sorting all the wins, whatever the order.
        var rng = SeededGenerator(seed: 5)
        let games = (0..<300).map { i in
            Self.record("g\(i)", won: Int.random(in: 0..<3, using: &rng) > 0, misses: Int.random(in: 0..<9, using: &rng),
                        length: Int.random(in: 2...12, using: &rng), day: Double(Int.random(in: 0..<50, using: &rng)))
        }
        let h = History(records: games)
        #expect(h.highScores(on: .normal) == Array(games.filter(\.won).sorted(by: GameRecord.ranksAbove).prefix(10)))
        #expect(h.statistics().played == 300)
        #expect(h.statistics(mode: .evil).won == games.filter(\.won).count)
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

/// A page never ranks two wins of different levels: each table holds the games of one page,
/// and on the pages that rank by settings, of one host, list, length and misses.
@Suite struct PageTests {
    @Test func aPageNeverRanksGamesOfAnotherKind() {
        var rng = SeededGenerator(seed: 11)
        // No more settings than a page keeps (`kindsKept`): every table must then be its settings' best.
        let lists: [RecordedList?] = [.shipped(.full), .file(name: "mine.txt"), nil]
        let games = (0..<2_000).map { i -> GameRecord in
            let mode: GameMode = Int.random(in: 0..<4, using: &rng) == 0 ? .good : .evil
            let phrase = Int.random(in: 0..<10, using: &rng) == 0
            let length = phrase ? 5 : Int.random(in: 4...5, using: &rng)
            let word = phrase ? "ab " + String(repeating: "c", count: length - 3) : String(repeating: "a", count: length)
            return GameRecord(id: "g\(i)", word: word, won: Int.random(in: 0..<3, using: &rng) > 0, missesMade: Int.random(in: 0...5, using: &rng),
                              missesAllowed: 6, wordLength: length, mode: mode,
                              endedAt: 1_700_000_000 + Int64(i), host: [.classic, .cunning][Int.random(in: 0..<2, using: &rng)],
                              level: Level.allCases.randomElement(using: &rng), list: lists.randomElement(using: &rng)!)
        }
        let h = History(records: games)
        for page in ScorePage.allCases {
            let tables = h.tables(on: page)
            #expect(page.ranksByKind ? tables.count <= History.kindsKept : tables.count <= 1)
            for table in tables {
                #expect(table.allSatisfy { $0.page == page && $0.won })
                if page.ranksByKind { #expect(Set(table.map(\.kind)).count == 1, "\(page) mixes settings") }
                // Each table is the best of its kind, in order.
                let all = games.filter { $0.won && $0.page == page && (!page.ranksByKind || $0.kind == table[0].kind) }
                #expect(table == Array(all.sorted(by: GameRecord.ranksAbove).prefix(History.highScoreCount)))
            }
        }
        #expect(!h.tables(on: .custom).isEmpty && !h.tables(on: .normal).isEmpty && !h.tables(on: .phrases).isEmpty)
    }

    /// A page that ranks by settings keeps the settings won with most lately, first.
    @Test func theSettingsWonWithMostLatelyLead() {
        var h = History()
        for misses in 1...(History.kindsKept + 3) {
            h.record(GameRecord(id: "k\(misses)", word: "aaaa", won: true, missesMade: 0, missesAllowed: misses, wordLength: 4, mode: .evil,
                                endedAt: 1_700_000_000 + Int64(misses), host: .classic, level: .custom, list: .shipped(.full)))
        }
        let kept = h.tables(on: .custom).map { $0[0].missesAllowed }
        #expect(kept == Array((4...(History.kindsKept + 3)).reversed()))
    }

    /// Games recorded before levels were read as the level their knobs name alone, else "earlier".
}
