import HangmanCore
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

/// What a player installs and runs: the release binary's size (as built, and stripped as
/// `make install` installs it) and the game's own peak memory over a whole seeded game on web2.
enum BinaryBench {
    static func run() -> (table: String, json: String) {
        let binary = ResourceLocator.sourceRoot + "/.build/release/evil-hangman"
        let stripped = "/tmp/hangman-bench-stripped-\(getpid())"
        defer { unlink(stripped) }
        let built = fileSize(binary)
        let installed = spawn(["/usr/bin/strip", "-o", stripped, binary]) != nil ? fileSize(stripped) : nil
        let peak = gamePeakMemoryMiB(binary)
        func mb(_ bytes: Int?) -> String { bytes.map { String(format1: Double($0) / 1_000_000) + " MB" } ?? "n/a" }
        let table =
            "\nrelease binary: \(mb(built)) as built, \(mb(installed)) stripped (as installed); "
            + "the game's peak memory over a whole --json game on web2 (Cunning host): "
            + (peak.map { String(format1: $0) + " MiB" } ?? "n/a")
        let lists = hostileListPeaksMiB(binary)
        let listTable =
            "\npeak memory of a --json game on a list at the 32 MiB limit (one guess): "
            + lists.map { "\($0.shape) \($0.peak.map { String(format1: $0) + " MiB" } ?? "n/a")" }.joined(
                separator: ", ")
        let listJSON = lists.map { "\"\($0.key)\":\($0.peak ?? -1)" }.joined(separator: ",")
        let json =
            "{\"binaryBytes\":\(built ?? -1),\"strippedBytes\":\(installed ?? -1),\"gamePeakMemoryMiB\":\(peak ?? -1),"
            + "\"hostileListPeakMiB\":{\(listJSON)}}"
        return (table + listTable, json)
    }

    /// The game's peak memory reading a list of 32,000,000 bytes in the shapes a hostile list
    /// takes: lines the parser skips (one digit each), one letter repeated (all duplicates), and
    /// seeded random words of 4-12 letters (3.9 million of them, all kept). The files are written
    /// a chunk at a time: a forked child's peak starts from this process's.
    static func hostileListPeaksMiB(_ binary: String) -> [(key: String, shape: String, peak: Double?)] {
        let size = 32_000_000
        let input = "/tmp/hangman-bench-guess-\(getpid())"
        defer { unlink(input) }
        guard let file = fopen(input, "w") else { return [] }
        fputs("e\n", file)
        fclose(file)
        var generator = SeededGenerator(seed: 5)
        let shapes: [(String, String, (inout [UInt8]) -> Void)] = [
            ("skipped", "one digit a line", { $0 += [UInt8(ascii: "1"), 10] }),
            ("repeated", "one letter a line", { $0 += [UInt8(ascii: "a"), 10] }),
            (
                "random", "random words",
                { chunk in
                    for _ in 0..<Int.random(in: 4...12, using: &generator) {
                        chunk.append(UInt8.random(in: 97...122, using: &generator))
                    }
                    chunk.append(10)
                }
            ),
        ]
        return shapes.map { key, shape, line in
            let path = "/tmp/hangman-bench-list-\(getpid())-\(key).txt"
            defer { unlink(path) }
            guard let file = fopen(path, "w") else { return (key, shape, nil) }
            var written = 0
            var chunk: [UInt8] = []
            while written < size - 13 {
                chunk.removeAll(keepingCapacity: true)
                while chunk.count < 1 << 16 && written + chunk.count < size - 13 { line(&chunk) }
                _ = chunk.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
                written += chunk.count
            }
            fclose(file)
            // A list with nothing to play ends the run with status 66: its peak is still the load's.
            let usage = spawn([binary, "--json", "--seed", "1", "--words", path], stdin: input, anyStatus: true)
            return (key, shape, usage.map { Double($0.ru_maxrss) / 1024 })
        }
    }

    static func fileSize(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// The game's peak resident memory (the kernel's account at exit) for a seeded `--json` game
    /// that guesses the alphabet in order until it ends.
    static func gamePeakMemoryMiB(_ binary: String) -> Double? {
        let data = "/tmp/hangman-bench-memory-\(getpid())"
        let input = data + ".in"
        defer {
            unlink(input)
            rmdir(data)
        }
        let letters = "etaoinshrdlcumwfgypbvkjxqz".map { "\($0)\n" }.joined()
        guard let file = fopen(input, "w") else { return nil }
        fputs(letters, file)
        fclose(file)
        guard let usage = spawn([binary, "--json", "--seed", "1", "--data-dir", data], stdin: input) else { return nil }
        return Double(usage.ru_maxrss) / 1024
    }

    /// Runs a program to its end (stdout and stderr to /dev/null) and returns its resource usage,
    /// or nil when it could not start or failed. It forks rather than posix_spawn: a vfork child
    /// is charged the parent's resident memory as its own peak, and this bench's is large.
    static func spawn(_ argv: [String], stdin: String = "/dev/null", anyStatus: Bool = false) -> rusage? {
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        let input = open(stdin, O_RDONLY | O_CLOEXEC)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer {
            close(input)
            close(null)
        }
        guard input >= 0, null >= 0 else { return nil }
        guard let path = cArgs[0] else { return nil }
        let pid = fork()
        if pid == 0 {
            // Only async-signal-safe calls between fork and exec.
            dup2(input, 0)
            dup2(null, 1)
            dup2(null, 2)
            execve(path, &cArgs, environ)
            _exit(127)
        }
        guard pid > 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid, status == 0 || (anyStatus && status & 0x7f == 0) else {
            return nil
        }
        return usage
    }
}
