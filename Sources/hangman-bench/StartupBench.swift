import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

extension String {
    /// The `{fresh}` placeholder replaced.
    func replacingFresh(with folder: String) -> String {
        guard hasSuffix("{fresh}") else { return self }
        return String(dropLast(7)) + folder
    }
}

/// Start-up time: from spawning a program in an 80×24 pty to the first full frame on its output.
enum StartupBench {
    struct Subject {
        let name: String
        let argv: [String]
        let marker: String
        let env: [String]
    }

    /// Measures each subject `runs` times, round-robin (so that a busy moment of the machine hits
    /// every subject alike). `others` adds builds of the game to compare with (e.g. an older one).
    static func run(runs: Int = 15, others: [String] = [], histories: [(games: Int, folder: String)] = []) -> (
        table: String, json: String
    ) {
        let root = ResourceLocator.sourceRoot
        let data = "/tmp/hangman-bench-startup-\(getpid())"
        mkdir(data, 0o700)
        let env = ["TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "HOME=\(data)", "PATH=/usr/bin:/bin"]
        // "{fresh}" becomes a new empty data folder for every run: a first launch, a new game.
        // The resuming runs share a folder, where each run leaves its game saved (SIGTERM saves).
        // The game is launched bare, as a player does; its data folder comes from EVIL_HANGMAN_HOME.
        var subjects: [Subject] = []
        for (i, game) in ([root + "/.build/release/evil-hangman"] + others).enumerated() {
            let label = i == 0 ? "evil-hangman" : game
            mkdir(data + "/\(i)", 0o700)
            subjects.append(
                Subject(
                    name: "\(label), new game", argv: [game], marker: "Esc quit",
                    env: env + ["EVIL_HANGMAN_HOME={fresh}"]))
            subjects.append(
                Subject(
                    name: "\(label), resuming a game", argv: [game], marker: "Esc quit",
                    env: env + ["EVIL_HANGMAN_HOME=\(data)/\(i)"]))
        }
        // A first start in each other language (LANGUAGE=nl…): its screen and its everyday words.
        // The key hints name F4 in every language (Esc is left out where they are long).
        for code in ["nl", "de", "fr", "es"] {
            subjects.append(
                Subject(
                    name: "evil-hangman, new game in \(code)", argv: [root + "/.build/release/evil-hangman"],
                    marker: "F4 ",
                    env: env + ["EVIL_HANGMAN_HOME={fresh}", "LANGUAGE=\(code)"]))
        }
        for (games, folder) in histories {
            subjects.append(
                Subject(
                    name: "evil-hangman, \(games) games played", argv: [root + "/.build/release/evil-hangman"],
                    marker: "Esc quit", env: env + ["EVIL_HANGMAN_HOME=\(folder)"]))
        }
        subjects.append(
            Subject(
                name: "minimal ArgumentParser program", argv: [root + "/.build/release/argparse-hello", "--name", "x"],
                marker: "hello x", env: env))
        if access("/usr/games/hangman", X_OK) == 0 {
            subjects.append(Subject(name: "BSD hangman", argv: ["/usr/games/hangman"], marker: "Guess:", env: env))
        }
        subjects = subjects.filter { access($0.argv[0], X_OK) == 0 }
        var times = [[Double]](repeating: [], count: subjects.count)
        for _ in 0..<runs {
            for (i, s) in subjects.enumerated() { if let t = measure(s) { times[i].append(t) } }
        }
        var lines = ["\nstart-up to first full frame in an 80x24 pty, ms (median of \(runs) runs, round-robin)"]
        var json: [String] = []
        for (i, s) in subjects.enumerated() {
            let sorted = times[i].sorted()
            let median = sorted.isEmpty ? -1 : sorted[sorted.count / 2]
            lines.append("  \(s.name.padding(36)) \(ms(median).pad(8))")
            json.append("\"\(s.name)\":\(median * 1000)")
        }
        // The targets: the game's new-game start against BSD hangman and the one-flag program.
        let medians = Dictionary(
            uniqueKeysWithValues: subjects.indices.map { i in
                (subjects[i].name, times[i].sorted().dropFirst(times[i].count / 2).first ?? 0)
            })
        if let game = medians["evil-hangman, new game"], game > 0 {
            for other in ["BSD hangman", "minimal ArgumentParser program"] {
                if let base = medians[other], base > 0 {
                    lines.append("  evil-hangman, new game / \(other): \(String(format2: game / base))x")
                }
            }
        }
        return (lines.joined(separator: "\n"), "{" + json.joined(separator: ",") + "}")
    }

    /// Seconds until `marker` shows in the program's output, or nil.
    static func measure(_ s: Subject) -> Double? {
        var master: Int32 = 0
        var slave: Int32 = 0
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { return nil }
        defer { close(master) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID: the pty becomes its terminal
        var template = Array("/tmp/hangman-bench-fresh-XXXXXX".utf8CString)
        let fresh = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        var cArgs = s.argv.map { strdup($0 == "{fresh}" ? fresh : $0) } + [nil]
        var cEnv = s.env.map { strdup($0.replacingFresh(with: fresh)) } + [nil]
        defer { for p in cArgs + cEnv { free(p) } }
        var pid = pid_t()
        let start = now()
        guard posix_spawn(&pid, s.argv[0], &actions, &attributes, &cArgs, &cEnv) == 0 else {
            close(slave)
            return nil
        }
        close(slave)
        var seen = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var found: Double?
        let marker = Array(s.marker.utf8)
        while now() - start < 5 {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 50) <= 0 { continue }
            let n = read(master, &buffer, buffer.count)
            if n <= 0 { break }
            seen += buffer[0..<n]
            if seen.count >= marker.count,
                (0...(seen.count - marker.count)).contains(where: {
                    seen[$0..<($0 + marker.count)].elementsEqual(marker)
                })
            {
                found = now() - start
                break
            }
        }
        kill(pid, SIGTERM)
        // Drain so a program writing its exit sequence does not block, then reap it.
        var status: Int32 = 0
        for _ in 0..<100 {
            if waitpid(pid, &status, WNOHANG) == pid { return found }
            _ = read(master, &buffer, buffer.count)
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return found
    }
}
