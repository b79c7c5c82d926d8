import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// ATTACK.md class 1, the process the game is born into: closed or failing standard streams,
/// signals, limits and the clock, each against the release binary.
@Suite struct ProcessAttackTests {
    static func lines(_ count: Int, _ line: String = "e") -> String { Spawn.file(String(repeating: line + "\n", count: count)) }

    /// `echo e | evil-hangman --json >&-` crashed (fdopen(1) was NULL); closed 0, 1 and 2 are
    /// now /dev/null, and nothing the game prints lands in a file it opens.
    @Test(arguments: [">&-", "2>&-", ">&- 2>&-", "<&- >&- 2>&-"])
    func closedStandardStreamsNeitherCrashNorLeakIntoDataFiles(redirections: String) throws {
        let data = Spawn.tempFolder()
        let input = Self.lines(3)
        defer { unlink(input) }
        let plain = Spawn.shell("exec \"$0\" --plain --data-dir \"$1\" --seed 1 \(redirections)", [data], stdin: input)
        #expect(plain.status == 0, "\(plain.err)")
        let json = Spawn.shell("exec \"$0\" --json --seed 1 \(redirections)", stdin: input)
        #expect(json.status == 0, "\(json.err)")
        // The lock file holds nothing; the saved game is a property list, and holds the guess.
        #expect(Spawn.read(data + "/game.plist.lock").isEmpty)
        let saved = PropertyListStore<SavedGame>(path: data + "/game.plist").load().value
        if !redirections.contains("<&-") { #expect(saved?.guesses == "e") }
        for name in TestFiles.files(in: data) {
            let text = Spawn.read(data + "/" + name)
            #expect(!text.contains("Your guess") && !text.contains("Evil Hangman"), "\(name) holds the game's output")
        }
    }

    /// `evil-hangman --json >/dev/full` exited 0 having said nothing: a failed write now ends
    /// the run with 74 (EX_IOERR) and a line on stderr, in both line front ends.
    @Test(arguments: ["--json", "--plain"])
    func aFullDiskOnStdoutIsAnErrorNotASuccess(frontEnd: String) {
        let input = Self.lines(5)
        defer { unlink(input) }
        let result = Spawn.shell("exec \"$0\" \(frontEnd) --data-dir \"$1\" >/dev/full", [Spawn.tempFolder()], stdin: input)
        #expect(result.status == 74, "\(result.err)")
        #expect(result.err.contains("could not write to standard output: No space left on device"), "\(result.err)")
    }

    /// `yes e | evil-hangman --json | head -1` with SIGPIPE ignored ran until killed: the first
    /// write to the closed pipe now ends it with 74, whatever the input still holds.
    @Test func aClosedPipeWithSIGPIPEIgnoredEndsTheRun() {
        let input = Self.lines(200_000)
        defer { unlink(input) }
        // The reader takes one byte and goes, as `head -1` does; the game's status is its own.
        let second = Spawn.shell("trap '' PIPE; mkfifo \"$1\"; (head -c 1 \"$1\" >/dev/null &); exec \"$0\" --json --seed 3 >\"$1\"",
                                 [Spawn.tempFile() + ".fifo"], stdin: input)
        #expect(second.status == 74, "\(second.err)")
        #expect(second.err.contains("could not write to standard output"), "\(second.err)")
    }

    /// One line of input is held to 4096 bytes while it is read: a 200 MB line into --json costs
    /// what a short one does (it took twice the line's size in memory).
    @Test func aGiantLineIsReadInBoundedMemory() {
        let input = Spawn.tempFile()
        defer { unlink(input) }
        let fd = open(input, O_WRONLY | O_TRUNC)
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
        for _ in 0..<200 { _ = chunk.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } }
        _ = Array("\ne\n".utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let result = Spawn.shell("exec \"$0\" --json --seed 1", stdin: input)
        #expect(result.status == 0, "\(result.err)")
        // Against a short line's run measured the same way: the kernel's peak of a spawned child
        // starts from the spawning test process's own (a vfork shares its memory until exec), so
        // an absolute bound would measure the test runner as well.
        let short = Spawn.file("e\n")
        defer { unlink(short) }
        let baseline = Spawn.shell("exec \"$0\" --json --seed 1", stdin: short)
        #expect(result.peakMiB < baseline.peakMiB + 24, "peak \(result.peakMiB) MiB, a short line's \(baseline.peakMiB) MiB")
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first?.contains("\"result\":\"ignored\"") == true)
        #expect(lines.last?.contains("\"guessed\":\"e\"") == true)
    }

    /// A NUL byte, invalid UTF-8 or control bytes in a line are no guess (and said escaped).
    @Test func controlBytesAndInvalidUTF8AreRefusedEscaped() {
        let input = Spawn.file("e\u{0}\n\u{1b}[2J\n\n")
        defer { unlink(input) }
        let bad = Spawn.file("")
        defer { unlink(bad) }
        TestFiles.write("", to: bad)
        let fd = open(bad, O_WRONLY | O_TRUNC)
        let bytes: [UInt8] = [0xFF, 0xFE, 10, 0xC3, 10]
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        for file in [input, bad] {
            let result = Spawn.run([Spawn.binary, "--json", "--seed", "1"], stdin: file)
            #expect(result.status == 0)
            #expect(!result.out.contains("\u{1b}"), "\(result.out)")
            #expect(!result.out.contains("\"result\":\"hit\"") && !result.out.contains("\"result\":\"miss\""), "\(result.out)")
        }
    }

    /// A clock before 1970 trapped every front end (the seed); after 9999 a daily was saved in a
    /// form that could not be read back. Any clock value is now a time.
    @Test(arguments: ["1965-06-01 12:00:00", "@300000000000"])
    func anyClockValueIsATime(clock: String) throws {
        let data = Spawn.tempFolder()
        let input = Self.lines(1)
        defer { unlink(input) }
        let json = Spawn.run(["faketime", clock, Spawn.binary, "--json"], stdin: input)
        #expect(json.status == 0, "\(json.err)")
        let game = Spawn.file("q\nz\nj\nx\n")
        defer { unlink(game) }
        let plain = Spawn.run(["faketime", clock, Spawn.binary, "--plain", "--data-dir", data, "--evil", "--misses", "2"], stdin: game)
        #expect(plain.status == 0, "\(plain.err)")
        // The game played and recorded reads back, and so does a daily saved mid-game.
        #expect(HistoryLog(folder: data).records().count == 1)
        let daily = Spawn.run(["faketime", clock, Spawn.binary, "--plain", "--data-dir", data, "--daily"], stdin: input)
        #expect(daily.status == 0, "\(daily.err)")
        let saved = PropertyListStore<SavedGame>(path: data + "/game.plist").load()
        #expect(saved.value?.deal.scoredDay != nil, "\(saved)")
        let again = Spawn.run(["faketime", clock, Spawn.binary, "--plain", "--data-dir", data], stdin: "/dev/null")
        #expect(again.out.contains("Welcome back"), "\(again.out)")
    }

    /// `ulimit -f`: a write beyond the limit fails (EFBIG) and is said; the game is not killed
    /// by SIGXFSZ in the middle of a save.
    @Test func aFileSizeLimitIsAFailedSaveNotAKill() {
        let input = Self.lines(1)
        defer { unlink(input) }
        // Standard output on a device and standard error through a FIFO to a reader without the
        // limit: a file would be held to it too.
        let fifo = Spawn.tempFile() + ".fifo"
        let result = Spawn.shell("mkfifo \"$2\"; cat \"$2\" >&2 & ulimit -f 0; \"$0\" --plain --data-dir \"$1\" --seed 1 >/dev/null 2>\"$2\"; "
                                 + "status=$?; wait; exit $status", [Spawn.tempFolder(), fifo], stdin: input)
        unlink(fifo)
        #expect(result.status == 1, "\(result.status) \(result.err)")
        #expect(result.err.contains("your game could not be saved") && result.err.contains("File too large"), "\(result.err)")
    }

    /// `ulimit -n`: a soft limit too low for the full screen is raised within the hard one; a hard
    /// one too low is said as what it is (status 71), not as a terminal type the game cannot use.
    @Test func aDescriptorLimitIsRaisedOrSaid() throws {
        let raised = try TmuxGame(["--seed", "1"], launcher: ["prlimit", "--nofile=9:64"])
        try raised.waitFor("Misses left")
        let held = try TmuxGame(["--seed", "1"], launcher: ["prlimit", "--nofile=9:9"], keepPane: true)
        #expect(try held.exitStatus() == 71)
        #expect(held.screen.split(separator: "\n").joined().contains("may open no more files (ulimit -n)"), "\(held.screen)")
        #expect(!held.screen.contains("cannot use terminal type"))
    }

    /// What the game maps at 80×24 with no limit, read off its own process: its libraries and,
    /// on a lived-in machine, a locale archive — no baseline is assumed.
    static func mappedByTheFullScreen() throws -> Int {
        let free = try TmuxGame(["--seed", "1"])
        try free.waitFor("Misses left")
        let status = TestFiles.read("/proc/\(try free.pid())/status") ?? ""
        let kb = status.split(separator: "\n").first { $0.hasPrefix("VmSize:") }?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return try #require(kb) * 1024
    }

    /// `ulimit -v` below what the full screen needs: said, status 71 (1.2.0 before this: a Swift
    /// "Fatal error" and a backtrace, or "cannot use terminal type"); above it, a large window
    /// is drawn at the size the room holds, never a crash. The limits are found from what the
    /// process itself maps: stepping down from there, every limit either plays or is refused in
    /// words, until one is.
    @Test func aMemoryLimitTooLowForTheScreenIsSaidAndAWindowIsHeldToIt() throws {
        var limit = try Self.mappedByTheFullScreen() + (4 << 20)
        var lowestPlayed: Int?
        var refused = false
        while limit > 8 << 20 && !refused {
            let game = try TmuxGame(["--seed", "1"], launcher: ["prlimit", "--as=\(limit)"], keepPane: true)
            let screen = try game.waitUntil("the game or its refusal") { $0.contains("Misses left") || $0.contains("evil-hangman:") }
            if screen.contains("Misses left") {
                lowestPlayed = limit
                limit -= 2 << 20
                continue
            }
            // The message wraps at the pane's width wherever the path puts it: read it as one line.
            let said = screen.split(separator: "\n").joined()
            #expect(!said.contains("Fatal error") && !said.contains("terminal type"), "\(screen)")
            if said.contains("cannot read word list") {
                // Room for the screen, not for the list after it: said too (66), and lower still.
                #expect(try game.exitStatus() == 66 && said.contains("(ulimit -v)"), "\(screen)")
                limit -= 2 << 20
                continue
            }
            #expect(try game.exitStatus() == 71, "\(screen)")
            #expect(said.contains("this process may take only") && said.contains("more memory (ulimit -v)"), "\(screen)")
            refused = true
        }
        #expect(refused, "no limit down to 8 MiB was refused")
        let played = try #require(lowestPlayed, "no limit above what it maps played")
        let big = try TmuxGame(["--seed", "1"], width: 240, height: 70, launcher: ["prlimit", "--as=\(played + (12 << 20))"], keepPane: true)
        try big.waitFor("Misses left")
        big.type("e")
        try big.waitUntil("E to be saved") { _ in big.savedGame?.guesses == "e" }
        big.resize(width: 250, height: 80)
        big.type("a")
        try big.waitUntil("A to be saved") { _ in big.savedGame?.guesses == "ea" }
        big.send("Escape")
        try big.waitFor("Quit?")
        big.type("y")
        #expect(try big.exitStatus() == 0)
    }

    /// `ulimit -v`: a list larger than the memory limit leaves room to load is refused before it
    /// is read, with both sizes (status 66), where the runtime used to abort with a backtrace;
    /// the same list plays under a limit with room for it. Both limits are counted from what
    /// `--json` maps before it reads a list, read off the process.
    @Test func aListTheMemoryLimitCannotHoldIsRefusedWithItsSizes() throws {
        var generator = SeededGenerator(seed: 5)
        var text = ""
        text.reserveCapacity(21 << 20)
        while text.utf8.count < 20 << 20 {
            for _ in 0..<Int.random(in: 4...12, using: &generator) {
                text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 97...122, using: &generator)))
            }
            text += "\n"
        }
        let list = Spawn.file(text)
        defer { unlink(list) }
        let session = try LineSession([Spawn.binary, "--json", "--seed", "1"])
        _ = try session.readLine()
        let status = TestFiles.read("/proc/\(session.pid)/status") ?? ""
        let mapped = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmSize:") }?.split(separator: " ")
            .dropFirst().first.flatMap { Int($0) })
        _ = session.finish()
        let input = Self.lines(1)
        defer { unlink(input) }
        // The list takes about three times its 20 MiB to build: room for a third of that, then for all of it.
        let tight = Spawn.shell("ulimit -v \(mapped + 20 * 1024); exec \"$0\" --json --seed 1 --words \"$1\"", [list], stdin: input)
        #expect(tight.status == 66, "\(tight.err)")
        #expect(tight.err.contains("MiB of memory, and this run may take only") && tight.err.contains("(ulimit -v)"), "\(tight.err)")
        #expect(!tight.err.contains("Fatal error"))
        let roomy = Spawn.shell("ulimit -v \(mapped + 200 * 1024); exec \"$0\" --json --seed 1 --words \"$1\"", [list], stdin: input)
        #expect(roomy.status == 0, "\(roomy.err)")
    }

    /// `--length -1` said "Missing value"; `--daily 1969-12-31` said "not a date".
    @Test func negativeNumbersAndOldDatesGetTheirOwnAnswer() {
        let length = Spawn.run([Spawn.binary, "--json", "--length", "-1"])
        #expect(length.status == 64)
        #expect(length.err.contains("--length must be at least 1 (got -1)"), "\(length.err)")
        let misses = Spawn.run([Spawn.binary, "--json", "--misses", "-3"])
        #expect(misses.err.contains("--misses must be from 1 to 26 (got -3)"), "\(misses.err)")
        let input = Self.lines(1)
        defer { unlink(input) }
        let old = Spawn.run([Spawn.binary, "--json", "--daily", "1969-12-31"], stdin: input)
        #expect(old.status == 0, "\(old.err)")
    }
}
