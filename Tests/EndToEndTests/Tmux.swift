import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Runs programs for the end-to-end tests: with no inherited descriptors above 2, an empty
/// signal mask and default signal dispositions (test threads block signals, and children inherit that).
enum Spawn {
    /// Runs `argv` to completion; returns its exit status and what it wrote to stdout and stderr.
    @discardableResult
    static func run(_ argv: [String], stdin: String = "/dev/null", environment: [String]? = nil) -> (status: Int32, out: String, err: String) {
        let outPath = tempFile(), errPath = tempFile()
        defer { unlink(outPath); unlink(errPath) }
        guard let pid = start(argv, stdin: stdin, stdout: outPath, stderr: errPath, environment: environment) else {
            return (-1, "", "spawn failed")
        }
        return (wait(pid), read(outPath), read(errPath))
    }

    /// Waits for a child; its exit status, or 128 + the signal that ended it.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Starts a child with its standard streams on files; returns its pid.
    /// A child starts with no signal blocked and every signal at its default action, whatever
    /// the test runner set: it meets signals as a game started from a shell does.
    static func startWithDefaultSignals(_ attributes: inout posix_spawnattr_t) {
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        sigdelset(&all, SIGKILL); sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    static func start(_ argv: [String], stdin: String, stdout outPath: String, stderr errPath: String,
                      environment: [String]? = nil) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        return spawn(argv, &actions, environment: environment)
    }

    /// Starts `argv` with `actions` (its standard streams), default signals and no other
    /// descriptor of the test's; its pid, or nil where it cannot start.
    static func spawn(_ argv: [String], _ actions: inout posix_spawn_file_actions_t, environment: [String]? = nil) -> pid_t? {
        closeOnExecAbove2()
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        Spawn.startWithDefaultSignals(&attributes)
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        let env = environment ?? currentEnvironment()
        var cEnv = env.map { strdup($0) } + [nil]
        defer { for p in cEnv { free(p) } }
        var pid = pid_t()
        let rc = posix_spawnp(&pid, argv[0], &actions, &attributes, &cArgs, &cEnv)
        return rc == 0 ? pid : nil
    }

    static func monotonic() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Writes `text` to a new temp file; returns its path.
    static func file(_ text: String) -> String {
        let path = tempFile()
        let fd = open(path, O_WRONLY | O_TRUNC)
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return path
    }

    /// Marks every descriptor above 2 close-on-exec, so no child (nor the tmux server it starts)
    /// inherits one: Foundation and the test runner keep sockets open that a child must not hold.
    static func closeOnExecAbove2() {
        guard let dir = opendir("/proc/self/fd") else { return }
        defer { closedir(dir) }
        let own = dirfd(dir)
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if let fd = Int32(name), fd > 2, fd != own { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
    }

    static func currentEnvironment() -> [String] {
        var result: [String] = []
        var entry = environ
        while let p = entry.pointee { result.append(String(cString: p)); entry += 1 }
        // The player's language would choose the first game's words: the tests' games are English
        // unless they say otherwise.
        return result.filter { !$0.hasPrefix("LANGUAGE=") && !$0.hasPrefix("LC_ALL=") && !$0.hasPrefix("LC_MESSAGES=") && !$0.hasPrefix("LANG=") }
            + ["LANG=C.UTF-8"]
    }

    static func tempFile() -> String {
        var template = Array("/tmp/e2e-out-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        close(fd)
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    static func tempFolder() -> String { TestFiles.tempFolder("e2e-data") }

    /// A FIFO for a child's standard input that the test types into, line by line: the child
    /// reads as a player types and waits, alive, until more comes or `close()` ends the input.
    final class Keyboard {
        let path: String
        private var fd: Int32

        init() {
            path = Spawn.tempFile() + ".fifo"
            mkfifo(path, 0o600)
            // Read and write: the open does not wait for the child, and the FIFO stays open.
            fd = open(path, O_RDWR | O_CLOEXEC)
        }

        func type(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        }

        /// The end of input.
        func close() {
            if fd >= 0 { Glibc.close(fd) }
            fd = -1
        }

        deinit { close(); unlink(path) }
    }

    static func read(_ path: String) -> String { TestFiles.read(path) ?? "" }

    /// The repository root, from this file's path.
    static let root = TestFiles.sourceRoot

    /// The game players get: the release build (`make test` builds it first), else the debug one.
    static let binary: String = {
        for candidate in [root + "/.build/release/evil-hangman", root + "/.build/debug/evil-hangman"] where access(candidate, X_OK) == 0 {
            return candidate
        }
        return root + "/.build/release/evil-hangman"
    }()

    /// Runs `script` with `sh -c` (the game as `$0`, the rest as `$1`…): for what a shell sets up
    /// before the game starts (closed descriptors, limits, ignored signals). Returns the status,
    /// the output, and the largest memory the game used, in MiB.
    @discardableResult
    static func shell(_ script: String, _ arguments: [String] = [], stdin: String = "/dev/null",
                      environment: [String]? = nil) -> (status: Int32, out: String, err: String, peakMiB: Double) {
        let outPath = tempFile(), errPath = tempFile()
        defer { unlink(outPath); unlink(errPath) }
        guard let pid = start(["sh", "-c", script, binary] + arguments, stdin: stdin, stdout: outPath, stderr: errPath,
                              environment: environment) else { return (-1, "", "spawn failed", 0) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (code, read(outPath), read(errPath), Double(usage.ru_maxrss) / 1024)
    }
}

struct E2EFailure: Error, CustomStringConvertible {
    let description: String
}

/// The real binary in a real terminal: a private tmux server, one session, 80×24 by default.
/// It fails at once when the game is not built or tmux refuses to start, and removes what it made.
final class TmuxGame {
    let socket: String
    let dataDir: String
    /// The exit status lands here (outside the data folder, which holds only the game's files).
    let controlDir: String
    let statusFile: String
    let arguments: [String]
    private let ownsDataDir: Bool

    /// `launcher` goes before the game on its command line (e.g. `setsid -w`); `binary` is the
    /// debug build unless given; `folder` is the working folder (the test's own otherwise).
    convenience init(_ arguments: [String], dataDir: String? = nil, width: Int = 80, height: Int = 24,
                     environment: [String] = TmuxGame.environment,
                     launcher: [String] = [], binary: String = Spawn.binary, folder: String? = nil, keepPane: Bool = false) throws {
        guard access(binary, X_OK) == 0 else {
            throw E2EFailure(description: "the game is not built at \(binary) (make test builds it)")
        }
        let data = dataDir ?? Spawn.tempFolder()
        let game = [binary, "--data-dir", data] + arguments
        try self.init(commandLine: launcher + game, game: game, dataDir: data, ownsDataDir: dataDir == nil, width: width, height: height,
                      environment: environment, folder: folder, keepPane: keepPane)
    }

    /// What the pane's environment holds by default.
    static let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "LANGUAGE="]

    /// Runs `commandLine` in the pane: the game on a command line of its own (`ssh -t` to it).
    /// `game` is the game's own command line where it runs on this machine (for `pid()`).
    init(commandLine: [String], game: [String] = [], dataDir: String? = nil, ownsDataDir: Bool = true, width: Int = 80, height: Int = 24,
         environment: [String] = TmuxGame.environment, folder: String? = nil, keepPane: Bool = false) throws {
        socket = "e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        self.ownsDataDir = ownsDataDir
        self.dataDir = dataDir ?? Spawn.tempFolder()
        controlDir = Spawn.tempFolder()
        statusFile = controlDir + "/exit-status"
        self.arguments = game
        let command = commandLine.map { "'\($0)'" }.joined(separator: " ")
        var argv = ["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)"]
        if let folder { argv += ["-c", folder] }
        for e in environment { argv += ["-e", e] }
        // `keepPane`: the shell waits after the game, so what the game left on the terminal can be read.
        argv.append("\(command); echo $? > '\(statusFile)'" + (keepPane ? "; sleep 60" : ""))
        let started = Spawn.run(argv)
        guard started.status == 0 else {
            throw E2EFailure(description: "tmux new-session failed (status \(started.status)): \(started.err)")
        }
    }

    deinit {
        Spawn.run(["tmux", "-L", socket, "kill-server"])
        Spawn.run(["rm", "-rf", controlDir])
        if ownsDataDir { Spawn.run(["rm", "-rf", dataDir]) }
    }

    /// The game's process id: the one process whose whole command line is the game's.
    func pid() throws -> pid_t {
        let pattern = arguments.joined(separator: " ").map { ".[]()*+?{}|^$\\".contains($0) ? "\\" + String($0) : String($0) }.joined()
        let found = Spawn.run(["pgrep", "-x", "-f", pattern])
        let pids = found.out.split(separator: "\n").compactMap { pid_t($0) }
        guard pids.count == 1 else { throw E2EFailure(description: "expected one game process, found \(pids): \(found.err)") }
        return pids[0]
    }

    /// The pane's first process: the shell that runs the command line.
    func panePid() -> pid_t? {
        pid_t(Spawn.run(["tmux", "-L", socket, "display-message", "-p", "#{pane_pid}"]).out.trimmingNewline)
    }

    /// Closes the terminal under the game, as closing its window does.
    func hangUp() { Spawn.run(["tmux", "-L", socket, "kill-server"]) }

    func send(_ keys: String...) { Spawn.run(["tmux", "-L", socket, "send-keys"] + keys) }
    func type(_ text: String) { for c in text { send("-l", String(c)) } }
    func sendHex(_ bytes: [UInt8]) { Spawn.run(["tmux", "-L", socket, "send-keys", "-H"] + bytes.map { String($0, radix: 16) }) }

    /// A left click at a 0-based cell, as an X10 mouse report (press, then release); tmux hands it
    /// to the game in whatever mouse encoding the game asked for.
    /// A left click at column x, row y (from 0): a press and a release, as X10 reports or, with
    /// `sgr`, as the SGR reports (`ESC [ < 0 ; x ; y M`) a terminal sends in mode 1006.
    func click(x: Int, y: Int, sgr: Bool = false) {
        if sgr {
            for end in ["M", "m"] { sendHex(Array("\u{1b}[<0;\(x + 1);\(y + 1)\(end)".utf8)) }
            return
        }
        sendHex([0x1b, 0x5b, 0x4d, 32, UInt8(33 + x), UInt8(33 + y)])
        sendHex([0x1b, 0x5b, 0x4d, 35, UInt8(33 + x), UInt8(33 + y)])
    }

    func resize(width: Int, height: Int) {
        Spawn.run(["tmux", "-L", socket, "resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    var screen: String { Spawn.run(["tmux", "-L", socket, "capture-pane", "-p"]).out }

    /// Polls the screen until `predicate` holds (every 20 ms, up to `timeout` seconds) on a
    /// settled screen: one that a second capture 30 ms later shows unchanged. tmux can apply one
    /// frame's bytes in more than one read, so a capture can hold the top of a new frame over the
    /// bottom of the old one; a test that finds one line and then reads another must not see that.
    @discardableResult
    func waitUntil(_ what: String, timeout: Double = 15, _ predicate: (String) -> Bool) throws -> String {
        let deadline = now() + timeout
        var last = ""
        while now() < deadline {
            last = screen
            if predicate(last) {
                usleep(30_000)
                let settled = screen
                if settled == last { return settled }
                continue
            }
            usleep(20_000)
        }
        throw E2EFailure(description: "timed out waiting for \(what); screen:\n\(last)")
    }

    @discardableResult
    func waitFor(_ text: String, timeout: Double = 15) throws -> String {
        try waitUntil("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// The game's exit status, once it has exited.
    func exitStatus(timeout: Double = 15) throws -> Int32 {
        let deadline = now() + timeout
        while now() < deadline {
            let text = Spawn.read(statusFile).trimmingNewline
            if let code = Int32(text) { return code }
            usleep(20_000)
        }
        throw E2EFailure(description: "the game did not exit; screen:\n\(screen)")
    }

    func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// The saved game, once the game has saved it (the first frame can come before the first save).
    func waitForSave(timeout: Double = 15) throws -> SavedGame {
        let deadline = now() + timeout
        while now() < deadline {
            if let saved = savedGame { return saved }
            usleep(20_000)
        }
        throw E2EFailure(description: "no saved game in \(dataDir); screen:\n\(screen)")
    }

    /// The saved game on disk, if any.
    var savedGame: SavedGame? { PropertyListStore<SavedGame>(path: dataDir + "/game.plist").load().value }
    /// Every game recorded, in order.
    var records: [GameRecord] { HistoryLog(folder: dataDir).records() }
}

extension String {
    var trimmingNewline: String { var s = self; while s.last == "\n" || s.last == " " { s.removeLast() }; return s }
}

/// How the screen shows things, for the tests that look for them.
enum ScreenText {
    /// The word's tiles (from 24 rows), middle row: `│E│ │ │` for a pattern "e__" ("_" hidden).
    static func tiles(_ pattern: String) -> String {
        pattern.map { $0 == "_" ? "│ │" : "│\($0.uppercased())│" }.joined(separator: " ")
    }

    /// The grid shows `letter` as tried (hit or missed): `E✓`, `[E✗]`.
    static func gridShowsTried(_ letter: Character, in screen: String) -> Bool {
        screen.contains(letter.uppercased() + "✓") || screen.contains(letter.uppercased() + "✗")
    }
}
