import Testing
import Foundation
import HangmanCore

/// Each level's wins or losses in a row, kept by the history: three of either make an offer.
@Suite struct LevelRunTests {
    static func record(_ n: Int, won: Bool, level: Difficulty = .normal, daily: UTCDay? = nil) -> GameRecord {
        let preset = level.preset!
        return GameRecord(id: "g-\(n)", word: "cat", won: won, missesMade: won ? 1 : preset.missesAllowed, missesAllowed: preset.missesAllowed,
                          wordLength: 3, mode: .evil, endedAt: 1_795_000_000 + Int64(n), evilLevel: preset.evilLevel, daily: daily,
                          level: level, list: .shipped(.common))
    }

    @Test func threeWinsInARowOfferTheNextLevelAndThreeLossesTheOneBelow() throws {
        var history = History()
        for n in 1...2 { history.record(Self.record(n, won: true)) }
        #expect(history.levelRuns[.normal]?.offer(at: .normal) == nil)
        history.record(Self.record(3, won: true))
        let run = try #require(history.levelRuns[.normal])
        #expect(run.count == 3 && run.lastID == "g-3" && run.offer(at: .normal) == .hard)
        // A loss ends the run of wins and starts one of losses.
        history.record(Self.record(4, won: false))
        #expect(history.levelRuns[.normal]?.count == -1)
        for n in 5...6 { history.record(Self.record(n, won: false)) }
        #expect(history.levelRuns[.normal]?.offer(at: .normal) == .easy)
        // Another level's games leave the run alone; the top and bottom of the ladder offer nothing past them.
        history.record(Self.record(7, won: true, level: .hard))
        #expect(history.levelRuns[.normal]?.lastID == "g-6")
        var easy = History(), fiendish = History()
        for n in 1...3 { easy.record(Self.record(n, won: false, level: .easy)); fiendish.record(Self.record(n, won: true, level: .fiendish)) }
        #expect(easy.levelRuns[.easy]?.offer(at: .easy) == nil && fiendish.levelRuns[.fiendish]?.offer(at: .fiendish) == nil)
    }

    @Test func theRunsSurviveTheSummaryAndAForgedOneIsRefused() throws {
        var history = History()
        for n in 1...3 { history.record(Self.record(n, won: true, level: .easy)) }
        let data = try PropertyListEncoder().encode(history)
        let back = try PropertyListDecoder().decode(History.self, from: data)
        #expect(back.levelRuns == history.levelRuns)
        // A run longer than the games played, or with an id no record can have, is a damaged summary.
        for (key, value) in [("count", 99 as Any), ("lastID", "" as Any), ("lastID", "a\tb" as Any)] {
            var plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            var runs = try #require(plist["levelRuns"] as? [String: [String: Any]])
            runs["easy"]?[key] = value
            plist["levelRuns"] = runs
            let forged = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            #expect(throws: (any Error).self, "\(key)") { try PropertyListDecoder().decode(History.self, from: forged) }
        }
    }
}
