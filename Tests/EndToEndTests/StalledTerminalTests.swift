import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The terminal as an attacker leaves it: one that stops reading (a stalled SSH connection, a
/// pty nobody drains), a game stopped from outside and continued, a malformed mouse report.
@Suite(.serialized) struct StalledTerminalTests {
    /// The release binary on a pty of its own whose other end this test stops reading.
    final class Pty {
        var master: Int32 = -1, slave: Int32 = -1
        let pid: pid_t
        let data = Spawn.tempFolder()

        init(_ arguments: [String]) throws {
            var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
            try #require(openpty(&master, &slave, nil, nil, &size) == 0)
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for fd in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
            posix_spawn_file_actions_addclose(&actions, master)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            Spawn.startWithDefaultSignals(&attributes)
            let argv = [InstallTests.release, "--data-dir", data] + arguments
            var cArgs = argv.map { strdup($0) } + [nil]
            defer { for p in cArgs { free(p) } }
            let env: [String] = ["TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
            var cEnv = env.map { strdup($0) } + [nil]
            defer { for p in cEnv { free(p) } }
            var child = pid_t()
            try #require(posix_spawn(&child, argv[0], &actions, &attributes, &cArgs, &cEnv) == 0)
            pid = child
            close(slave)
        }

        deinit {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(master)
            Spawn.run(["rm", "-rf", data])
        }

        /// Reads what the game wrote until `text` shows (or `timeout` seconds pass).
        func read(until text: String, timeout: Double = 10) -> Bool {
            var seen = [UInt8]()
            let deadline = Spawn.monotonic() + timeout
            while Spawn.monotonic() < deadline {
                var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 50) > 0 else { continue }
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let n = Glibc.read(master, &buffer, buffer.count)
                if n > 0 { seen += buffer[0..<n] }
                if String(decoding: seen, as: UTF8.self).contains(text) { return true }
            }
            return false
        }

        func type(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }

        /// Waits for the game to end; its status and how long it took, or nil past `seconds`.
        func exit(within seconds: Double) -> (status: Int32, seconds: Double)? {
            let start = Spawn.monotonic()
            var status: Int32 = 0
            while Spawn.monotonic() - start < seconds {
                if waitpid(pid, &status, WNOHANG) == pid { return ((status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f), Spawn.monotonic() - start) }
                usleep(10_000)
            }
            return nil
        }
    }

    /// The terminal stops reading; the game, writing frames into it, is stuck in write. TERM,
    /// HUP and INT each end it within a second or so, and the guess made before is saved.
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalEndsAGameStuckWritingToATerminalThatDoesNotRead(signal: Int32) throws {
        try #require(access(InstallTests.release, X_OK) == 0, "make test builds the release binary first")
        let pty = try Pty(["--good", "--seed", "1", "--misses", "26"])
        try #require(pty.read(until: "Misses left"), "the game never drew")
        pty.type("e")
        let deadline = Spawn.monotonic() + 10
        while PropertyListStore<SavedGame>(path: pty.data + "/game.plist").load().value?.guesses != "e", Spawn.monotonic() < deadline {
            _ = pty.read(until: "\u{0}", timeout: 0.1)  // keeps draining while the guess is saved
        }
        try #require(PropertyListStore<SavedGame>(path: pty.data + "/game.plist").load().value?.guesses == "e")
        // Nobody reads any more: help open and closed, again and again, until writes block.
        for _ in 0..<300 { pty.type("?"); usleep(2_000) }
        usleep(300_000)
        #expect(pty.exit(within: 0.01) == nil, "the game ended before the signal")
        kill(pty.pid, signal)
        let ended = try #require(pty.exit(within: 3), "signal \(signal) did not end a game stuck writing")
        #expect(ended.seconds < 1.5, "took \(ended.seconds) s")
        let after = try #require(PropertyListStore<SavedGame>(path: pty.data + "/game.plist").load().value)
        #expect(after.guesses == "e", "the game before the signal is what is saved")
    }

    /// A game stopped from outside (SIGSTOP) comes back with `fg`: its modes set again (a key
    /// acts at once, not echoed and waiting for Enter) and the screen drawn whole.
    @Test func aGameStoppedFromOutsideComesBackWhole() throws {
        try #require(access(InstallTests.release, X_OK) == 0, "make test builds the release binary first")
        let socket = "e2e-stop-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let data = Spawn.tempFolder()
        defer { Spawn.run(["tmux", "-L", socket, "kill-server"]); Spawn.run(["rm", "-rf", data]) }
        let started = Spawn.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-e", "TERM=xterm-256color",
                                 "-e", "LANG=C.UTF-8", "-e", "PS1=$ ", "bash --norc --noprofile -i"])
        try #require(started.status == 0, "\(started.err)")
        let screen = { Spawn.run(["tmux", "-L", socket, "capture-pane", "-p"]).out }
        func wait(_ what: String, _ predicate: (String) -> Bool) throws {
            let deadline = Spawn.monotonic() + 10
            while Spawn.monotonic() < deadline { if predicate(screen()) { return }; usleep(20_000) }
            Issue.record("timed out waiting for \(what):\n\(screen())")
            throw E2EFailure(description: what)
        }
        Spawn.run(["tmux", "-L", socket, "send-keys", "-l", "\(InstallTests.release) --data-dir \(data) --good --seed 2 --misses 26"])
        Spawn.run(["tmux", "-L", socket, "send-keys", "Enter"])
        try wait("the game") { $0.contains("Misses left: 26 of 26") }
        let pid = try #require(pid_t(Spawn.run(["pgrep", "-n", "-f", "evil-hangman --data-dir \(data)"]).out.split(separator: "\n").first ?? ""))
        kill(pid, SIGSTOP)
        try wait("bash to take the terminal back") { $0.contains("Stopped") }
        Spawn.run(["tmux", "-L", socket, "send-keys", "-l", "fg"])
        Spawn.run(["tmux", "-L", socket, "send-keys", "Enter"])
        try wait("the game drawn whole again") { $0.contains("Misses left: 26 of 26") && $0.contains("EVIL HANGMAN") && !$0.contains("Stopped") }
        Spawn.run(["tmux", "-L", socket, "send-keys", "-l", "q"])
        try wait("a key to act at once") { $0.contains("Misses left: 25 of 26") || $0.contains("Yes: Q") }
    }

    /// A malformed X10 mouse report (bytes out of range, then cut short), then Esc and y: the
    /// Esc asks to quit and y answers it — no byte of the report and no y is guessed.
    @Test func aMalformedMouseReportSwallowsNothing() throws {
        let game = try TmuxGame(["--good", "--seed", "3", "--misses", "26"], binary: InstallTests.release)
        try game.waitFor("Misses left: 26 of 26")
        game.type("e")
        try game.waitUntil("E to be saved") { _ in game.savedGame?.guesses == "e" }
        for report in [[0x1b, 0x5b, 0x4d, 0x7f, 0x01], [0x1b, 0x5b, 0x4d, 0xf0, 0x9f, 0x98, 0x80], [0x1b, 0x5b, 0x3c, 0x30, 0x3b]] as [[UInt8]] {
            game.sendHex(report)
            usleep(100_000)
            game.send("Escape")
            try game.waitFor("Quit?")
            game.send("n")
            try game.waitUntil("the question to close") { !$0.contains("Quit?") }
        }
        #expect(game.savedGame?.guesses == "e")
        game.send("Escape")
        try game.waitFor("Quit?")
        game.type("y")
        #expect(try game.exitStatus() == 0)
        #expect(game.savedGame?.guesses == "e")
    }

    /// Escape sequences as a slow link or a keyboard delivers them, under xterm's description:
    /// a report split in two writes is one click; garbage after a report's start, Alt+Y, keys
    /// the description does not name (ESC [ 1 ~, ESC [ F) and an arrow whose Esc came alone are
    /// never guesses, never "Quit?", and take no key after them (1.2.0 before this: M, A, G, R,
    /// B and E were guessed, Alt+Y quit, and the arrow asked to quit).
    @Test func escapeSequencesAsLinksSplitThemCostNothing() throws {
        let game = try TmuxGame(["--good", "--seed", "3", "--misses", "26"], launcher: ["env", "TERM=xterm-256color"], binary: InstallTests.release)
        let screen = try game.waitFor("Misses left: 26 of 26")
        game.type("e")
        try game.waitUntil("E to be saved") { _ in game.savedGame?.guesses == "e" }
        let hostile: [[[UInt8]]] = [
            [Array("\u{1b}[<0;10".utf8), Array(";5M".utf8)],       // a press split in two writes (on the title bar: nothing)
            [Array("\u{1b}[<garbage".utf8)], [Array("\u{1b}[<0;1;1xq".utf8)], [Array("\u{1b}y".utf8)], [Array("\u{1b}e".utf8)],
            [Array("\u{1b}[1~".utf8)], [Array("\u{1b}[F".utf8)], [Array("\u{1b}".utf8), Array("[C".utf8)],
            [Array("\u{1b}[M".utf8), Array(" !!".utf8)],
        ]
        for writes in hostile {
            for (i, bytes) in writes.enumerated() {
                if i > 0 { usleep(15_000) }
                game.sendHex(bytes)
            }
            usleep(150_000)
            let now = game.screen
            #expect(!now.contains("Quit?"), "\(writes): \(now)")
            if now.contains("Quit?") { game.send("n") }
            #expect(game.savedGame?.guesses == "e", "\(writes): \(game.savedGame?.guesses ?? "")")
        }
        // Then a key is a key: Q is guessed.
        game.type("q")
        try game.waitUntil("Q to be saved") { _ in game.savedGame?.guesses == "eq" }
        _ = screen
    }
}
