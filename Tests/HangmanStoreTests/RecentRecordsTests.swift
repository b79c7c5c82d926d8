import Testing
import HangmanCore
@testable import HangmanStore
import TestSupport

/// The tail of the history, read without the rest: what Nemesis learns from when it has no file yet.
@Suite struct RecentRecordsTests {
    static func record(_ n: Int) -> GameRecord {
        // Won in 3 misses, or hanged in 6: as a line must add up.
        GameRecord(id: "g-\(n)", word: "shelters", won: n % 2 == 0, missesMade: n % 2 == 0 ? 3 : 6, missesAllowed: 6, wordLength: 8,
                   mode: .evil, endedAt: 1_790_000_000 + Int64(n), host: .classic, level: .custom, list: RecordedList(.common),
                   guesses: Array(n % 2 == 0 ? "uoiehlrst" : "uoiayb"))
    }

    @Test func theLastGamesComeBackInOrderWhateverTheLogsLength() throws {
        let log = HistoryLog(folder: TestFiles.tempFolder())
        #expect(log.recentRecords(10).isEmpty)
        for n in 0..<3 { _ = try log.record(Self.record(n)) }
        #expect(log.records().map(\.id) == ["g-0", "g-1", "g-2"])
        #expect(log.recentRecords(10).map(\.id) == ["g-0", "g-1", "g-2"])
        #expect(log.recentRecords(10).first?.guesses == Array("uoiehlrst"))
        for n in 3..<400 { _ = try log.record(Self.record(n)) }
        // From the middle of the log: the first line read is a piece of one, never a record.
        #expect(log.recentRecords(100).map(\.id) == (300..<400).map { "g-\($0)" })
        #expect(log.recentRecords(1).map(\.id) == ["g-399"])
    }
}
