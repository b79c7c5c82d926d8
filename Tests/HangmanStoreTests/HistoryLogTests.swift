import Testing
import TestSupport
@testable import HangmanCore
@testable import HangmanStore
#if canImport(Glibc)
import Glibc
#endif

@Suite struct HistoryLogTests {
    @Test func recordsAreAppendedAndTheSummaryFollows() throws {
        let folder = TestFiles.tempFolder()
        let log = HistoryLog(folder: folder)
        #expect(log.load().0 == History())
        let games = (0..<15).map { Records.record("g\($0)", won: $0 % 3 != 0, misses: $0 % 5, day: Double($0)) }
        for (i, game) in games.enumerated() {
            let merged = try log.record(game).history
            #expect(merged == History(records: games.prefix(i + 1)))
        }
        #expect(log.records() == games)
        let (loaded, problems) = log.load()
        #expect(problems.isEmpty)
        #expect(loaded == History(records: games))
        #expect(loaded.highScores(on: .custom).count == 10)
        #expect(Set(TestFiles.files(in: folder)) == ["history.log", "history.summary.plist", "history.lock"])
    }

    /// Words of Spanish and German keep their letters through the log and back: ñ and ß are one
    /// letter each (a word's length counts letters, not bytes).
    @Test func wordsWithÑAndSharpSAreRecordedAndReadBack() throws {
        let folder = TestFiles.tempFolder()
        let log = HistoryLog(folder: folder)
        let games = [GameRecord(id: "es-1", word: "niño", won: true, missesMade: 2, missesAllowed: 8, wordLength: 4, mode: .evil,
                                endedAt: 1_795_000_000, host: .classic, list: .shipped(.everyday(.spanish))),
                     GameRecord(id: "de-1", word: "straße", won: false, missesMade: 8, missesAllowed: 8, wordLength: 6, mode: .good,
                                endedAt: 1_795_000_100, list: .shipped(.everyday(.german)))]
        for game in games { _ = try log.record(game) }
        #expect(log.records() == games)
        let (loaded, problems) = log.load()
        #expect(problems.isEmpty, "\(problems)")
        #expect(loaded.highScores(on: .custom).map(\.word) == ["niño"])
        let line = HistoryLine.encode(games[1])
        #expect(line.withUnsafeBufferPointer { HistoryLine.decode(UnsafeBufferPointer(rebasing: $0.dropLast())) } == games[1])
    }

    /// A record says what game it was — host, daily day, level, list and the guesses in order —
    /// in fields after the first six; lines written before them still read (their level inferred
    /// where their knobs match one level alone, "earlier" otherwise), and a bad value in any
    /// field costs that line only.
    @Test func theLevelListAndGuessesAreKeptAndOldLinesStillRead() throws {
        let folder = TestFiles.tempFolder()
        TestFiles.write(HistoryLine.header
                        + "1700000000\told-1\tevil\twon\t2/10\tacorn\n"
                        + "1700000001\tbad-1\tevil\twon\t2/10\tacorn\tsneaky\t-\n"
                        + "1700000002\tbad-2\tevil\twon\t2/10\tacorn\tfiendish\t2026-02-30\n"
                        + "1700000003\tbad-3\tgood\twon\t2/10\tacorn\tfiendish\t-\n"
                        + "1700000004\thard-1\tevil\twon\t2/7\tabcdefgh\tfiendish\t-\n"
                        + "1700000005\tearlier-1\tevil\twon\t2/9\tabcdefgh\tclassic\t-\n"
                        + "1700000006\tbad-4\tevil\twon\t2/7\tabcdefgh\tfiendish\t-\tsuper\tcommon\t-\n"
                        + "1700000007\tbad-5\tevil\twon\t2/7\tabcdefgh\tfiendish\t-\thard\tfile:/etc/passwd\t-\n"
                        + "1700000008\tbad-6\tevil\twon\t1/7\tabcdefgh\tfiendish\t-\thard\tcommon\tabcdefghxx\n"
                        + "1700000009\tbad-7\tevil\twon\t1/7\tabcdefgh\tfiendish\t-\thard\tcommon\tabcdxfgh\n", to: folder + "/history.log")
        let log = HistoryLog(folder: folder)
        let daily = GameRecord(id: "day-1", word: "butterfly", won: true, missesMade: 4, missesAllowed: 9, wordLength: 9, mode: .evil,
                               endedAt: 1_795_310_000, host: .cunning, daily: UTCDay(date: "2026-11-22"), level: .custom,
                               list: .shipped(.common), guesses: Array("eqzxjbutrfly"))
        let fiendish = GameRecord(id: "f-1", word: "walnut", won: true, missesMade: 1, missesAllowed: 9, wordLength: 6, mode: .evil,
                                  endedAt: 1_795_310_100, host: .cunning, level: .fiendish, list: .shipped(.full), guesses: Array("ewalnut"))
        let spanish = GameRecord(id: "c-1", word: "ñandu", won: false, missesMade: 3, missesAllowed: 3, wordLength: 5, mode: .evil,
                                 endedAt: 1_795_310_200, host: .classic, level: .custom, list: .shipped(.dictionary(.spanish)),
                                 guesses: Array("eioñ"))
        let mine = GameRecord(id: "c-2", word: "acorn", won: true, missesMade: 0, missesAllowed: 5, wordLength: 5, mode: .good,
                              endedAt: 1_795_310_300, level: .custom, list: .file(name: "my list.txt"), guesses: Array("acorn"))
        for record in [daily, fiendish, spanish, mine] { _ = try log.record(record) }
        #expect(log.records().map(\.id) == ["old-1", "hard-1", "earlier-1", "day-1", "f-1", "c-1", "c-2"])
        #expect(Array(log.records().suffix(4)) == [daily, fiendish, spanish, mine])
        let (history, _) = log.load()
        // Lines of 1.1 never said their level: Custom, whatever their knobs.
        #expect(history.highScores(on: .custom).map(\.id).sorted() == ["earlier-1", "hard-1", "old-1"])
        #expect(history.highScores(on: .daily).map(\.id) == ["day-1"])
        #expect(history.highScores(on: .fiendish).map(\.id) == ["f-1"])
        #expect(history.lastDaily == daily)
        #expect(TestFiles.read(folder + "/history.log")!.contains("\tbutterfly\tcunning\t2026-11-22\tcustom\tcommon\teqzxjbutrfly\tdaily:2026-11-22\t0\t-\t-\n"))
        #expect(TestFiles.read(folder + "/history.log")!.contains("\tdictionary:es\teioñ\tnew\t0\t-\t-\n"))
        #expect(TestFiles.read(folder + "/history.log")!.contains("\tfile:my list.txt\tacorn\tnew\t0\t-\t-\n"))
        #expect(history.highScores(on: .good).map(\.id) == ["c-2"])
    }

    /// A summary written by a version that ranked by host (format 2), or could not read the level
    /// and daily fields (format 1), is not trusted: the log is read again, and nothing is
    /// reported as wrong.
    @Test func aSummaryOfTheFormerFormatIsRebuiltFromTheLog() throws {
        let folder = TestFiles.tempFolder()
        let log = HistoryLog(folder: folder)
        let daily = GameRecord(id: "day-1", word: "butterfly", won: true, missesMade: 4, missesAllowed: 10, wordLength: 9, mode: .evil,
                               endedAt: 1_795_310_000, host: .cunning, daily: UTCDay(date: "2026-11-22"))
        _ = try log.record(daily)
        let summary = try #require(TestFiles.read(folder + "/history.summary.plist"))
        let old = summary.replacingFirst("<key>version</key>\n\t<integer>3</integer>", with: "<key>version</key>\n\t<integer>2</integer>")
        #expect(old != summary)
        TestFiles.write(old, to: folder + "/history.summary.plist")
        let (history, problems) = log.load()
        #expect(problems.isEmpty, "\(problems)")
        #expect(history.lastDaily == daily)
        #expect(history.highScores(on: .daily).map(\.id) == ["day-1"])
    }

    @Test func aGameRecordedTwiceCountsOnce() throws {
        let log = HistoryLog(folder: TestFiles.tempFolder())
        let game = Records.record("twice", misses: 1)
        _ = try log.record(game)
        _ = try log.record(Records.record("other", misses: 2))
        _ = try log.record(game)
        #expect(log.records().map(\.id) == ["twice", "other"])
        #expect(log.load().0.count == 2)
    }

    /// A daily is written ahead as begun at its first guess; its end, with the same id, is
    /// written when it ends and takes its place (1.2.0 before this took the end for a game
    /// recorded twice: the day stayed begun, and counted as lost, whatever the end).
    @Test func aDailysEndIsRecordedAfterItsBeginning() throws {
        let log = HistoryLog(folder: TestFiles.tempFolder())
        let day = try #require(UTCDay(date: "2026-11-25"))
        let won = GameRecord(id: "day-25", word: "woodcock", won: true, missesMade: 4, missesAllowed: 9, wordLength: 8, mode: .evil,
                             endedAt: 1_795_600_000, host: .cunning, daily: day, level: .custom, list: RecordedList(.common),
                             guesses: Array("eiaordcwk"))
        _ = try log.record(won.beginning(true))
        _ = try log.record(won.beginning(true))  // written ahead twice: once
        let (merged, _) = try log.record(won)
        _ = try log.record(won)  // its end twice: once
        #expect(log.records().map { "\($0.id) \($0.begun)" } == ["day-25 true", "day-25 false"])
        for history in [merged, log.load().0].compactMap({ $0 }) {
            #expect(history.daily(of: day) == won)
            #expect(history.highScores(on: .daily).map(\.id) == ["day-25"])
        }
    }

    @Test func withoutItsSummaryTheHistoryIsRebuiltFromTheLog() throws {
        let folder = TestFiles.tempFolder()
        let log = HistoryLog(folder: folder)
        let games = (0..<30).map { Records.record("g\($0)", won: $0 % 2 == 0, misses: $0 % 7, day: Double($0)) }
        for g in games { _ = try log.record(g) }
        unlink(folder + "/history.summary.plist")
        #expect(log.load().0 == History(records: games))
        // A summary of another log (the log replaced) is not trusted either.
        let replaced = folder + "/history.log.new"
        TestFiles.write(HistoryLine.header + games.prefix(3).map { String(decoding: HistoryLine.encode($0), as: UTF8.self) }.joined(), to: replaced)
        rename(replaced, folder + "/history.log")
        #expect(log.load().0 == History(records: games.prefix(3)))
    }

    @Test func damagedLinesAreSkippedReportedAndLeftInPlace() throws {
        let folder = TestFiles.tempFolder()
        let good = Records.record("ok", misses: 1)
        let lines = [
            HistoryLine.header,
            String(decoding: HistoryLine.encode(good), as: UTF8.self),
            "1700000000\tbad-misses\tevil\twon\t9/3\taaaaaaaa\n",
            "nan\tbad-date\tevil\twon\t1/3\taaaaaaaa\n",
            "1700000000\tbad\u{1b}]0;x\u{7}\tevil\twon\t1/3\taaaaaaaa\n",
            "1700000000\tshort\tevil\n",
            String(repeating: "x", count: 5_000) + "\n",
            "1700000000\tcut-off-by-a-crash\tev",
        ]
        TestFiles.write(lines.joined(), to: folder + "/history.log")
        let log = HistoryLog(folder: folder)
        let (history, problems) = log.load()
        #expect(history.count == 1)
        #expect(problems == ["history.log has 5 lines that could not be read (left in the file)"])
        // Before the next game is appended, the line cut off by a crash is cut away (it can never
        // be taken for a record, nor joined to the next); the damaged whole lines stay.
        let next = Records.record("next", misses: 0)
        let (stored, notes) = try log.record(next)
        #expect(stored != nil)
        #expect(notes.contains { $0.contains("cut short") })
        #expect(log.records() == [good, next])
        let text = try #require(TestFiles.read(folder + "/history.log"))
        #expect(!text.contains("cut-off-by-a-crash"))
        #expect(text.contains("\tshort\tevil\n"))
    }

}

@Suite struct EarlierFilesTests {
    @Test func decodingToleratesMissingKeysAndClamps() throws {
        let folder = TestFiles.tempFolder()
        TestFiles.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>missesAllowed</key><integer>77</integer><key>mode</key><string>good</string></dict></plist>
            """, to: folder + "/settings.plist")
        let s = try #require(PropertyListStore<Settings>(path: folder + "/settings.plist").load().value)
        #expect(s.missesAllowed == 26)
        #expect(s.mode == .good)
        #expect(s.wordLength == 8)
    }

    @Test func savedGamesOfVersion1Resume() throws {
        let full = try WordListFile.load(path: ResourceLocator.sourceRoot + "/Resources/words.txt")
        let evil = try #require(PropertyListStore<SavedGame>(path: TestFiles.fixture("v1.0.0/game-evil.plist")).load().value)
        let evilGame = try evil.restore(using: full)
        #expect(evil.deal.list == .full)
        #expect(evilGame.guessedLetters == ["e", "t", "a"])
        #expect(evilGame.patternText == "______")
        #expect(evilGame.missesLeft == 5)
        let good = try #require(PropertyListStore<SavedGame>(path: TestFiles.fixture("v1.0.0/game-good.plist")).load().value)
        let goodGame = try good.restore(using: full)
        #expect(goodGame.committedWord == "rinse")
        #expect(goodGame.patternText == "____e")
        // A phrase game on a --words list, saved with the list's absolute path.
        let phrases = try #require(PropertyListStore<SavedGame>(path: TestFiles.fixture("v1.0.0/game-phrase-file.plist")).load().value)
        #expect(phrases.deal.list == .file(path: "/tmp/fx/phrases.txt"))
        let list = try WordListFile.load(path: TestFiles.fixture("v1.0.0/phrases.txt"))
        let phraseGame = try phrases.restore(using: list)
        #expect(phraseGame.patternText.contains(" "))
        #expect(phraseGame.guessedLetters == ["a"])
    }
}

@Suite struct CraftedFileTests {
    @Test func closingTagsHiddenFromTheScannerCannotBuyNesting() {
        // A processing instruction holding closing tags: the parser skips to "?>", so the scanner must too.
        let n = 2_000
        let crafted = "<?x >" + String(repeating: "</array>", count: n) + " ?><plist>" + String(repeating: "<array>", count: n + 16)
        #expect(PropertyListShape.depth(of: Array(crafted.utf8)) == nil || PropertyListShape.depth(of: Array(crafted.utf8))! > 16)
        #expect(throws: StoreError.self) { try PropertyListShape.check(Array(crafted.utf8), path: "x") }
        // Closing tags with nothing open are refused outright.
        #expect(PropertyListShape.depth(of: Array("<plist></array><array><array></plist>".utf8)) == nil)
        // UTF-16, a byte-order mark or NUL bytes: not the XML this game writes.
        let utf16 = Array("<plist><array></array></plist>".utf16).flatMap { [UInt8($0 & 0xff), UInt8($0 >> 8)] }
        #expect(throws: StoreError.self) { try PropertyListShape.check([0xff, 0xfe] + utf16, path: "x") }
        #expect(throws: StoreError.self) { try PropertyListShape.check([0xEF, 0xBB, 0xBF] + Array("<plist/>".utf8), path: "x") }
        #expect(throws: StoreError.self) { try PropertyListShape.check(Array("<plist>\u{0}</plist>".utf8), path: "x") }
    }

    @Test func countsBeyondAnyRealHistoryAreRefusedNotTrapped() throws {
        let folder = TestFiles.tempFolder()
        let log = HistoryLog(folder: folder)
        _ = try log.record(Records.record("a", misses: 1))
        let summary = try #require(TestFiles.read(folder + "/history.summary.plist"))
        // played = Int.max for one mode: adding the modes would overflow.
        let huge = summary.replacingFirst("<key>played</key>\n\t\t\t<integer>1</integer>", "<key>played</key>\n\t\t\t<integer>9223372036854775807</integer>")
        #expect(huge != summary)
        TestFiles.write(huge, to: folder + "/history.summary.plist")
        let (history, problems) = log.load()
        #expect(history.count == 1)
        #expect(problems.contains { $0.contains("summary") })
    }

    @Test func aGameWhoseIdLooksLikeAFieldIsStillRecorded() throws {
        let log = HistoryLog(folder: TestFiles.tempFolder())
        _ = try log.record(Records.record("1-1", won: false, misses: 10, mode: .evil))
        for id in ["evil", "lost", "10"] { _ = try log.record(Records.record(id, misses: 2, mode: .evil)) }
        #expect(log.records().map(\.id) == ["1-1", "evil", "lost", "10"])
    }
}

extension String {
    func replacingFirst(_ a: String, _ b: String) -> String {
        guard let r = firstRange(of: a) else { return self }
        return String(self[..<r.lowerBound]) + b + String(self[r.upperBound...])
    }
}

extension String {
    /// The text with the first `target` replaced (self when there is none).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let parts = components(separatedBy: target)
        guard parts.count > 1 else { return self }
        return parts[0] + replacement + parts.dropFirst().joined(separator: target)
    }
}
