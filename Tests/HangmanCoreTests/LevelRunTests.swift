import Testing
import Foundation
import HangmanCore

/// The level games in a row, kept by the history: three of one level, language and outcome make an offer.
@Suite struct LevelRunTests {
    static func record(_ n: Int, won: Bool, level: Level = .normal, daily: UTCDay? = nil, list: WordListID = .common) -> GameRecord {
        let preset = level.preset!
        return GameRecord(id: "g-\(n)", word: "cat", won: won, missesMade: won ? 1 : preset.missesAllowed, missesAllowed: preset.missesAllowed,
                          wordLength: 3, mode: .evil, endedAt: 1_795_000_000 + Int64(n), host: preset.host, daily: daily,
                          level: level, list: .shipped(list))
    }

    @Test func threeWinsInARowOfferTheNextLevelAndThreeLossesTheOneBelow() throws {
        var history = History()
        for n in 1...2 { history.record(Self.record(n, won: true)) }
        #expect(history.levelRun?.offer == nil)
        history.record(Self.record(3, won: true))
        let run = try #require(history.levelRun)
        #expect(run.count == 3 && run.lastID == "g-3" && run.level == .normal && run.offer == .hard)
        // A loss ends the run of wins and starts one of losses.
        history.record(Self.record(4, won: false))
        #expect(history.levelRun?.count == -1)
        for n in 5...6 { history.record(Self.record(n, won: false)) }
        #expect(history.levelRun?.offer == .easy)
        // The top and bottom of the ladder offer nothing past them.
        var easy = History(), fiendish = History()
        for n in 1...3 { easy.record(Self.record(n, won: false, level: .easy)); fiendish.record(Self.record(n, won: true, level: .fiendish)) }
        #expect(easy.levelRun?.offer == nil && fiendish.levelRun?.offer == nil)
    }

    /// In a row means in a row: a game of another level, or in another language, starts again.
    @Test func aGameOfAnotherLevelOrLanguageBreaksTheRun() {
        var history = History()
        history.record(Self.record(1, won: true))
        history.record(Self.record(2, won: true))
        history.record(Self.record(3, won: false, level: .hard))
        history.record(Self.record(4, won: true))
        #expect(history.levelRun?.count == 1 && history.levelRun?.level == .normal)
        history.record(Self.record(5, won: true, list: .everyday(.french)))
        #expect(history.levelRun?.count == 1 && history.levelRun?.language == .french)
    }

    @Test func theRunSurvivesTheSummaryAndAForgedOneIsRefused() throws {
        var history = History()
        for n in 1...3 { history.record(Self.record(n, won: true, level: .easy)) }
        let data = try PropertyListEncoder().encode(history)
        let back = try PropertyListDecoder().decode(History.self, from: data)
        #expect(back.levelRun == history.levelRun)
        // A run longer than the games played, with an id no record can have, or at no level, is a damaged summary.
        for (key, value) in [("count", 99 as Any), ("lastID", "" as Any), ("lastID", "a\tb" as Any), ("level", "custom" as Any)] {
            var plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            var run = try #require(plist["levelRun"] as? [String: Any])
            run[key] = value
            plist["levelRun"] = run
            let forged = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            #expect(throws: (any Error).self, "\(key)") { try PropertyListDecoder().decode(History.self, from: forged) }
        }
    }
}
