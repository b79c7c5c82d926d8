import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The command line itself: what the program says before any game.
@Suite struct CommandLineTests {
    @Test func notATerminalIsAOneLineErrorAndNonZero() {
        let result = Spawn.run([Spawn.binary, "--data-dir", Spawn.tempFolder()])
        #expect(result.status != 0)
        #expect(result.err.split(separator: "\n").count == 1)
        #expect(result.err.contains("needs a terminal"))
        #expect(result.out.isEmpty)
    }

    /// A 100 KB argument or variable (a path) is named in an error, not echoed back whole
    /// (1.5.0 printed `--words`, `--data-dir`, `EVIL_HANGMAN_HOME` and HOME whole, HOME three times).
    @Test func aHugeArgumentIsNotEchoedWhole() {
        let huge = "/tmp/" + String(repeating: "x", count: 100_000)
        let runs: [(args: [String], environment: [String]?)] = [
            (["--plain", "--words", huge], nil), (["--plain", "--data-dir", huge], nil),
            (["--plain"], ["EVIL_HANGMAN_HOME=\(huge)", "PATH=/usr/bin:/bin"]), (["--plain"], ["HOME=\(huge)", "PATH=/usr/bin:/bin"]),
            (["--plain", "--level", huge], nil), (["--plain", "--challenge", huge], nil),
        ]
        for run in runs {
            let result = Spawn.run([Spawn.binary] + run.args, environment: run.environment)
            #expect(result.status != 0 || run.environment != nil, "\(run.args)")
            #expect(result.err.utf8.count + result.out.utf8.count < 2_000, "\(run.args) \(run.environment ?? []): \(result.err.utf8.count) bytes")
        }
    }

    /// "1 letters": every count said is said in its plural form.
    @Test func oneIsSaidInTheSingular() {
        let result = Spawn.run([Spawn.binary, "--plain", "--length", "1", "--data-dir", Spawn.tempFolder()])
        #expect(result.status == 64 && result.err.contains("has 1 letter (") && !result.err.contains("1 letters"), "\(result.err)")
    }

    /// A CPU-time limit reached in a line mode is said as it ends the run (1.5.0: killed, silent);
    /// every answered guess is in the saved game.
    @Test func aCPUTimeLimitIsSaidInTheLineModes() throws {
        let data = Spawn.tempFolder()
        let session = try LineSession([Spawn.binary, "--plain", "--good", "--seed", "4", "--data-dir", data])
        _ = try session.readUntil { $0 == "Your guess:" }
        session.send("e")
        _ = try session.readUntil { $0 == "Your guess:" }
        kill(session.pid, SIGXCPU)
        let rest = (try? session.readUntil { $0.contains("CPU-time limit") }) ?? []
        #expect(rest.contains { $0.contains("ulimit -t") }, "\(session.transcript)")
        #expect(PropertyListStore<SavedGame>(path: data + "/game.plist").load().value?.guesses == "e")
    }
}
