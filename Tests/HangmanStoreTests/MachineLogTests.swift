import Testing
@testable import HangmanCore
@testable import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The machine's shared log through the descriptor the game opens: what it refuses to open, what
/// it reads back, what a damaged line costs, and what compaction keeps. Opened here with the test's
/// own account as the owner (`open(folder:owner:)`); the game's call trusts root's alone.
@Suite struct MachineLogTests {
    static func record(_ id: String, won: Bool = true, misses: Int = 1, level: Level? = .easy, daily: UTCDay? = nil,
                       mode: GameMode = .evil, challenge: String? = nil, ended: Int64 = 1_790_000_000) -> GameRecord {
        if let daily {
            // A daily as the day deals it: its length, its misses, its host, ended on the day.
            let allowed = DailyGame.missesAllowed(forLength: 8)
            return GameRecord(id: id, word: "elephant", won: won, missesMade: won ? min(misses, allowed - 1) : allowed, missesAllowed: allowed,
                              wordLength: 8, mode: .evil, endedAt: Int64(daily.number) * 86_400 + 3_600, host: DailyGame.host,
                              daily: daily, list: RecordedList(.common))
        }
        return GameRecord(id: id, word: "elephant", won: won, missesMade: won ? misses : 8, missesAllowed: 8, wordLength: 8, mode: mode,
                          endedAt: ended, host: mode == .evil ? .classic : nil, level: level, list: RecordedList(.common), challenge: challenge)
    }

    static func entry(_ uid: UInt32, _ id: String, won: Bool = true, misses: Int = 1, level: Level? = .easy,
                      daily: UTCDay? = nil) -> MachineEntry {
        MachineEntry(uid: uid, name: "player\(uid)", record: record(id, won: won, misses: misses, level: level, daily: daily))
    }

    /// The day the appends below are made on.
    static let today = UTCDay(date: "2026-11-25")!

    /// A board folder of the test's own (0755) with an empty log (0664) and its secret (0640).
    static func folder() -> String {
        let folder = TestFiles.tempFolder("machine-log")
        chmod(folder, 0o755)
        TestFiles.write("", to: folder + "/" + MachineLog.fileName)
        chmod(folder + "/" + MachineLog.fileName, 0o664)
        TestFiles.write(String(repeating: "k", count: 32), to: folder + "/" + MachineLog.secretName)
        chmod(folder + "/" + MachineLog.secretName, 0o640)
        return folder
    }

    static func open(_ folder: String) throws -> MachineLog {
        guard case .opened(let log) = MachineLog.open(folder: folder, owner: getuid()) else {
            throw StoreError.writeFailed(path: folder, reason: "not opened")
        }
        return log
    }

    @Test func whatItRefusesToOpen() throws {
        // No folder: a user install; nothing else said.
        guard case .none(.notInstalled) = MachineLog.open(folder: "/nonexistent/evil-hangman", owner: getuid()) else { Issue.record(); return }
        // A folder others can write, a log that is a link, one with a second name, one of another
        // owner: each refused, and said which.
        let writable = Self.folder()
        chmod(writable, 0o777)
        guard case .none(.folderNotTrusted) = MachineLog.open(folder: writable, owner: getuid()) else { Issue.record(); return }
        let linked = Self.folder()
        unlink(linked + "/machine.log")
        symlink("/etc/passwd", linked + "/machine.log")
        guard case .none(.cannotOpen) = MachineLog.open(folder: linked, owner: getuid()) else { Issue.record(); return }
        let twice = Self.folder()
        link(twice + "/machine.log", twice + "/second-name")
        guard case .none(.fileNotTrusted) = MachineLog.open(folder: twice, owner: getuid()) else { Issue.record(); return }
        let worldWritable = Self.folder()
        chmod(worldWritable + "/machine.log", 0o666)
        guard case .none(.fileNotTrusted) = MachineLog.open(folder: worldWritable, owner: getuid()) else { Issue.record(); return }
        // The game's own call trusts root's folder alone.
        if getuid() != 0 {
            guard case .none(.folderNotTrusted) = MachineLog.open(folder: Self.folder()) else { Issue.record(); return }
        }
    }

    @Test func linesAddedAreReadBackAsTheBoard() throws {
        let folder = Self.folder()
        let log = try Self.open(folder)
        try log.append(Self.entry(1001, "a", misses: 3), today: Self.today)
        try log.append(Self.entry(1002, "b", misses: 1), today: Self.today)
        try log.append(Self.entry(1002, "b", misses: 1), today: Self.today)  // the same game twice counts once
        try log.append(Self.entry(1003, "c", won: false), today: Self.today)
        let (board, damaged) = try log.board()
        #expect(damaged == 0)
        #expect(board.table(.easy).map(\.uid) == [1002, 1001])
        #expect(board.games == 3)
        #expect(TestFiles.read(folder + "/machine.log")?.hasPrefix(MachineLine.header) == true)
    }

    @Test func aDamagedOrCutShortLineCostsThatLineAndTheNextIsWhole() throws {
        let folder = Self.folder()
        let log = try Self.open(folder)
        try log.append(Self.entry(1001, "a"), today: Self.today)
        let path = folder + "/machine.log"
        let fd = Glibc.open(path, O_WRONLY | O_APPEND)
        let junk = Array("garbage\tline\n1002\tbad\u{1b}name\t".utf8) + Array(MachineLine.encode(Self.entry(1, "x")).dropFirst(2))
            + Array(repeating: UInt8(ascii: "z"), count: 100_000) + Array("\ncut short".utf8)
        _ = junk.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        try log.append(Self.entry(1003, "c", misses: 0), today: Self.today)
        let (board, damaged) = try log.board()
        #expect(board.table(.easy).map(\.uid) == [1003, 1001])
        #expect(damaged == 4, "garbage, the control character, the giant line and the one cut short: \(damaged)")
    }

    @Test func compactionKeepsWhatThePagesShow() throws {
        let folder = Self.folder()
        let log = try Self.open(folder)
        let today = UTCDay(date: "2026-11-25")!
        // Fifteen wins at Easy (ten are shown), losses, a daily of today, and older dailies.
        for i in 0..<15 { try log.append(Self.entry(2000 + UInt32(i), "win-\(i)", misses: i % 8), today: Self.today) }
        for i in 0..<5 { try log.append(Self.entry(3000 + UInt32(i), "loss-\(i)", won: false), today: Self.today) }
        try log.append(Self.entry(4000, "daily-today", daily: today), today: Self.today)
        for back in 1...5 { try log.append(Self.entry(4001, "daily-\(back)", daily: UTCDay(date: "2026-11-\(25 - back)")!), today: Self.today) }
        let before = try log.board().0
        try log.compact(today: today)
        let (after, damaged) = try log.board()
        #expect(damaged == 0)
        #expect(after.table(.easy) == before.table(.easy) && after.table(.easy).count == MachineBoard.shown)
        #expect(after.daily(on: today) == (1, 1))
        let lines = (TestFiles.read(folder + "/machine.log") ?? "").split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == MachineBoard.shown + MachineBoard.dailyDays, "\(lines)")
        #expect(!lines.contains { $0.contains("loss-") })
    }

    /// A compaction stopped after it wrote the kept lines over the front and before it cut the
    /// rest (a kill, a stop, the player's file-size limit): the log still reads as the same board,
    /// with one damaged line at the seam at most.
    @Test func aCompactionStoppedHalfWayLosesNothing() throws {
        let folder = Self.folder()
        let log = try Self.open(folder)
        let today = UTCDay(date: "2026-11-25")!
        for i in 0..<300 { try log.append(Self.entry(7000 + UInt32(i % 30), "h-\(i)", won: i % 3 == 0, misses: i % 8), today: Self.today) }
        for i in 0..<20 { try log.append(Self.entry(8000 + UInt32(i), "d-\(i)", won: i % 2 == 0, daily: today), today: Self.today) }
        let path = folder + "/machine.log"
        let old = Array(try #require(TestFiles.read(path)).utf8)
        let (full, _) = try log.board()
        try log.compact(today: today)
        let kept = Array(try #require(TestFiles.read(path)).utf8)
        try #require(kept.count < old.count)
        // The kept lines over the front of the old log, the rest not cut.
        TestFiles.write(String(decoding: kept + old[kept.count...], as: UTF8.self), to: path)
        let (half, damaged) = try log.board()
        #expect(half.table(.easy) == full.table(.easy))
        #expect(half.daily(on: today) == full.daily(on: today))
        #expect(damaged <= 1)
    }

    /// Past its size limit, a game's line compacts the log first: it never grows past it.
    @Test func theLogStaysUnderItsLimit() throws {
        let folder = Self.folder()
        let log = try Self.open(folder)
        for i in 0..<2_500 { try log.append(Self.entry(5000 + UInt32(i % 40), "g-\(i)", won: i % 4 == 0, misses: i % 8), today: Self.today) }
        var info = stat()
        #expect(stat(folder + "/machine.log", &info) == 0 && Int64(info.st_size) <= MachineLog.sizeLimit)
        // The best ten wins of all 2,500 are still there.
        var all = MachineBoard()
        for i in 0..<2_500 { all.add(Self.entry(5000 + UInt32(i % 40), "g-\(i)", won: i % 4 == 0, misses: i % 8)) }
        #expect(try log.board().0.table(.easy) == all.table(.easy))
    }

    /// One account playing from many data folders — a thousand games: the daily of one day again
    /// and again, dailies dated any day its clock says, wins at every level — never takes the log
    /// past its limit, nor more than its share of a page, nor counts twice in a day's daily.
    /// (1.5.0 kept every daily line of an account and a day: twenty folders grew it for good.)
    @Test func oneAccountCannotGrowTheLogOrFillAPage() throws {
        let folder = Self.folder()
        let log = try Self.open(folder)
        for i in 0..<9 { try log.append(Self.entry(100 + UInt32(i), "other-\(i)", misses: 4), today: Self.today) }
        for game in 0..<1_000 {
            let day = game % 3 == 0 ? Self.today : UTCDay(number: Self.today.number + (game % 7 == 0 ? 400 : -(game % 50)))
            let entry = game % 2 == 0 ? Self.entry(1, "folder\(game % 20)-\(game)", won: game % 4 == 0, daily: day)
                : Self.entry(1, "folder\(game % 20)-\(game)", misses: game % 3, level: [.easy, .normal, .hard][game % 3])
            try log.append(entry, today: Self.today)
            var info = stat()
            #expect(stat(folder + "/machine.log", &info) == 0 && Int64(info.st_size) <= MachineLog.sizeLimit)
        }
        let (board, damaged) = try log.board(today: Self.today)
        #expect(damaged == 0)
        for level in [Level.easy, .normal, .hard] {
            #expect(board.table(level).filter { $0.uid == 1 }.count <= MachineBoard.perAccount)
        }
        #expect(board.table(.easy).contains { $0.uid == 100 }, "another account's win stays on the page")
        #expect(board.daily(on: Self.today).played == 1)
        #expect(board.dailies.keys.allSatisfy { $0 <= Self.today })
    }

    /// A line that could not be written waits, sealed, in the player's file and is written by a
    /// later start; lines forged there (another seal, another account, another game under a
    /// copied seal) never reach the board.
    @Test func aWaitingLineIsWrittenLaterAndAForgedOneNever() throws {
        let folder = Self.folder()
        let log = try Self.open(folder)
        let pending = TestFiles.tempFolder("machine-pending") + "/machine.pending"
        try log.keepPending(Self.entry(7, "waited", misses: 2), at: pending)
        let sealed = try #require(TestFiles.read(pending))
        let body = sealed.split(separator: "\t", maxSplits: 1)[1]
        let otherAccount = sealed.replacing("7\tplayer7", with: "8\tplayer8")
        let otherGame = sealed.replacing("\twaited\t", with: "\tforged\t")
        TestFiles.write(sealed + "0000000000000000\t" + body + otherAccount + otherGame, to: pending)
        #expect(try log.writePending(at: pending, uid: 7, today: Self.today) == 1)
        let lines = (TestFiles.read(folder + "/machine.log") ?? "").split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == 1 && lines[0].contains("\twaited\t"), "\(lines)")
        #expect(TestFiles.read(pending) == "")
        #expect(try log.writePending(at: pending + ".none", uid: 7, today: Self.today) == 0)
    }

    /// A line kept twice in the player's file (two runs that could not write it), or kept after it
    /// reached the board after all, is written once.
    @Test func aWaitingLineIsWrittenOnce() throws {
        let folder = Self.folder()
        let log = try Self.open(folder)
        let pending = TestFiles.tempFolder("machine-pending") + "/machine.pending"
        let onTheBoard = Self.entry(7, "on-the-board", misses: 2), waiting = Self.entry(7, "waiting", misses: 3)
        try log.append(onTheBoard, today: Self.today)
        for entry in [onTheBoard, waiting, waiting] { try log.keepPending(entry, at: pending) }
        #expect(try log.writePending(at: pending, uid: 7, today: Self.today) == 1)
        let lines = (TestFiles.read(folder + "/machine.log") ?? "").split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == 2 && lines.filter { $0.contains("\twaiting\t") }.count == 1, "\(lines)")
    }

    /// A line that does not read back as a game is never appended: a writer cannot damage the
    /// board for everyone.
    @Test func aLineThatDoesNotReadBackIsRefused() throws {
        let folder = Self.folder()
        let log = try Self.open(folder)
        var record = Self.record("x")
        record.word = String(repeating: "e", count: 200)
        let entry = MachineEntry(uid: 7, name: "player7", record: record)
        #expect(throws: StoreError.self) { try log.append(entry, today: Self.today) }
        #expect((TestFiles.read(folder + "/machine.log") ?? "").split(separator: "\n").filter { !$0.hasPrefix("#") }.isEmpty)
    }

    /// Whoever holds the lock is named (from /proc/locks): the message says which process, whose,
    /// and whether it is stopped (a game suspended with ^Z while it writes).
    @Test func theLocksHolderIsNamed() throws {
        let folder = Self.folder()
        let log = try Self.open(folder)
        let held = Glibc.open(folder + "/" + MachineLog.secretName, O_RDONLY)
        defer { close(held) }
        #expect(flock(held, LOCK_SH) == 0)
        let holder = try #require(log.holder())
        #expect(holder.hasPrefix("process \(getpid()) of "), "\(holder)")
        #expect(!holder.contains("stopped"))
    }

    /// The seal is SipHash-2-4 under the secret: the reference's own test vector.
    @Test func theSealIsSipHash() {
        let key = (0..<16).map(UInt8.init)
        #expect(SipHash.hash((0..<15).map(UInt8.init), key: key) == 0xa129_ca61_49be_45e5)
        #expect(SipHash.hash([UInt8](), key: key) == 0x726f_db47_dd0e_0e31)
    }

    /// Two descriptors (two players' games) appending at once: every line whole, none lost.
    @Test func playersAtOnceLoseNoLine() async throws {
        let folder = Self.folder()
        await withTaskGroup(of: Void.self) { group in
            for player in 0..<4 {
                group.addTask {
                    guard let log = try? Self.open(folder) else { return }
                    for game in 0..<50 { try? log.append(Self.entry(6000 + UInt32(player), "p\(player)-\(game)", won: false), today: Self.today) }
                }
            }
        }
        let lines = (TestFiles.read(folder + "/machine.log") ?? "").split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == 200)
        #expect(lines.allSatisfy { MachineLine.decode(Array($0.utf8)[...]) != nil })
    }
}

/// What the board counts and shows.
@Suite struct SharedBoardTests {
    @Test func onlyRealGamesOfALevelOrTheDailyBelong() {
        let day = UTCDay(date: "2026-11-25")!
        #expect(MachineEntry.belongsOnTheBoard(MachineLogTests.record("a")))
        #expect(MachineEntry.belongsOnTheBoard(MachineLogTests.record("d", daily: day)))
        #expect(!MachineEntry.belongsOnTheBoard(MachineLogTests.record("c", level: .custom)))
        #expect(!MachineEntry.belongsOnTheBoard(MachineLogTests.record("g", mode: .good)))
        let code = Deal(list: .common, length: 8, misses: 6, host: .classic, level: .easy, seed: 3).code
        #expect(!MachineEntry.belongsOnTheBoard(MachineLogTests.record("x", challenge: code)))
        // The day's daily at its first guess belongs: its try is on the board before its answer.
        var begun = MachineLogTests.record("b", daily: day)
        begun.begun = true
        #expect(MachineEntry.belongsOnTheBoard(begun))
    }

    /// A daily counts once an account and a day, whichever language it was played in: the first.
    @Test func aDailyCountsOncePerAccountAndDay() {
        let day = UTCDay(date: "2026-11-25")!
        var board = MachineBoard()
        board.add(MachineLogTests.entry(1, "first", won: false, daily: day))
        board.add(MachineLogTests.entry(1, "again-in-dutch", won: true, daily: day))
        board.add(MachineLogTests.entry(2, "other", won: true, daily: day))
        #expect(board.daily(on: day) == (2, 1))
    }

    /// A daily's line at its first guess counts it as played and lost; only its own end (the same
    /// game) turns it into a win. A loss kept from the board (its end never written) stays a loss,
    /// and a second daily that day never counts.
    @Test func aBegunDailyIsALossUntilItsOwnEnd() {
        let day = UTCDay(date: "2026-11-25")!
        func begun(_ uid: UInt32, _ id: String) -> MachineEntry {
            var record = MachineLogTests.record(id, won: false, daily: day)
            record.begun = true
            return MachineEntry(uid: uid, name: "player\(uid)", record: record)
        }
        var board = MachineBoard()
        board.add(begun(1, "one"))
        board.add(begun(2, "two"))
        #expect(board.daily(on: day) == (2, 0))
        board.add(MachineLogTests.entry(1, "one", won: true, daily: day))
        board.add(MachineLogTests.entry(2, "retry", won: true, daily: day))
        #expect(board.daily(on: day) == (2, 1))
    }

    @Test func namesAreWrittenAsTheSystemGivesThemAndCheckedWhenRead() {
        #expect(MachineLine.writtenName("ann", uid: 5) == "ann")
        #expect(MachineLine.writtenName(nil, uid: 5) == "uid5")
        let escaped = MachineLine.writtenName("a\u{1b}[2Jb\tc", uid: 5)
        #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 } && escaped.contains("a"))
        #expect(MachineLine.writtenName(String(repeating: "x", count: 100), uid: 5).utf8.count <= 64)
        // Read back: a name a line may not hold is a damaged line.
        let good = MachineLine.encode(MachineLogTests.entry(7, "n"))
        #expect(MachineLine.decode(good.dropLast()) != nil)
        let forged = Array(String(decoding: good.dropLast(), as: UTF8.self).replacing("player7", with: "pl\u{202e}ayer").utf8)
        #expect(MachineLine.decode(forged[...]) == nil)
    }
}
