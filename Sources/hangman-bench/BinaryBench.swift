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
        let table = "\nrelease binary: \(mb(built)) as built, \(mb(installed)) stripped (as installed); "
            + "the game's peak memory over a whole --json game on web2 (Fiendish host): "
            + (peak.map { String(format1: $0) + " MiB" } ?? "n/a")
        let json = "{\"binaryBytes\":\(built ?? -1),\"strippedBytes\":\(installed ?? -1),\"gamePeakMemoryMiB\":\(peak ?? -1)}"
        return (table, json)
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
        defer { unlink(input); rmdir(data) }
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
    static func spawn(_ argv: [String], stdin: String = "/dev/null") -> rusage? {
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        let input = open(stdin, O_RDONLY | O_CLOEXEC), null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(input); close(null) }
        guard input >= 0, null >= 0 else { return nil }
        guard let path = cArgs[0] else { return nil }
        let pid = fork()
        if pid == 0 {
            // Only async-signal-safe calls between fork and exec.
            dup2(input, 0); dup2(null, 1); dup2(null, 2)
            execve(path, &cArgs, environ)
            _exit(127)
        }
        guard pid > 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
        return usage
    }
}
