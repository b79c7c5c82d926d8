import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// ATTACK.md's class 10 against the machine's board of a setgid install (`MachineInstall`): an
/// account that locks every file of the install it can open delays no other account's line, a
/// line that could not be written is said and written at a later start (and one forged in the
/// player's own folder never is), and the seed of the game in play is not on the player's disk.
/// docs/machine-board.md lists these claims beside these tests.
@Suite(.serialized, .enabled(if: TestAccount.canMake, "needs root, useradd, runuser and a games group"))
struct BoardAttackTests {
    /// Plays Easy games in `--plain` as `player` until one is won (a strong guesser wins Easy all
    /// but never); the whole output.
    func winAnEasyGame(_ install: MachineInstall, _ player: TestAccount, data: String) throws -> String {
        let bot = GuessingBot(list: install.prefix + "/share/evil-hangman/common.txt")
        let session = try LineSession(player.argv([install.binary, "--plain", "--level", "easy", "--data-dir", data]))
        for _ in 1...5 {
            if try bot.play(session) {
                #expect(session.finish() == 0)
                return session.transcript
            }
            session.send("new")
        }
        throw E2EFailure(description: "\(player.name) won none of five Easy games:\n\(session.transcript)")
    }

    /// Every lock an account outside the group can take on a file of the install, held: another
    /// account's game still writes its line at once. (1.5.0: `flock -x machine.log sleep 60` made
    /// every page say the board could not be used, and a shared lock dropped every line.)
    @Test func noLockAnAccountCanTakeDelaysAnotherAccountsLine() throws {
        let install = try MachineInstall()
        let jammer = try TestAccount.named("ehtest-jam"), player = try TestAccount.named("ehtest-jammed")
        let files = Spawn.run(["find", install.prefix, "-type", "f"]).out.split(separator: "\n").map(String.init)
        var holders: [pid_t] = []
        defer { for pid in holders { kill(pid, SIGKILL); _ = Spawn.wait(pid) } }
        var locked: [String] = []
        for file in files {
            for kind in ["-x", "-s"] {
                let out = Spawn.tempFile()
                guard let pid = Spawn.start(jammer.argv(["flock", "-o", "-n", kind, file, "sh", "-c", "echo held; exec sleep 60"]),
                                            stdin: "/dev/null", stdout: out, stderr: "/dev/null") else { continue }
                holders.append(pid)
                let deadline = Spawn.monotonic() + 2
                while Spawn.monotonic() < deadline && !Spawn.read(out).contains("held") && kill(pid, 0) == 0 { usleep(10_000) }
                if Spawn.read(out).contains("held") { locked.append(file) }
                unlink(out)
                if locked.last == file { break }
            }
        }
        #expect(locked.contains(install.log), "the log is readable by everyone, so lockable: \(locked)")
        #expect(!locked.contains(install.boardFolder + "/" + MachineLog.secretName), "\(locked)")
        let data = player.folder()
        defer { Spawn.run(["rm", "-rf", data]) }
        let began = Spawn.monotonic()
        let transcript = try winAnEasyGame(install, player, data: data)
        #expect(Spawn.monotonic() - began < 50, "the line waited on a lock")
        #expect(!transcript.contains("machine's board"), "\(transcript)")
        #expect(install.lines.contains { $0.hasPrefix("\(player.uid)\t") && $0.contains("\twon\t") }, "\(install.lines)")
        let scores = player.run([install.binary, "--scores", "machine-easy", "--data-dir", data])
        #expect(scores.status == 0 && scores.out.contains(player.name), "\(scores)")
    }

    /// A line the board cannot take now (another game of the group holds it: here root, for
    /// the length of a game) is said in `--plain`, kept sealed in the player's folder, and written
    /// at the next start; a line forged into that file is dropped; `--scores` says it could not
    /// read the board (status 75) while it is held.
    @Test func aLineThatWaitsIsSaidKeptAndWrittenAtTheNextStart() throws {
        let install = try MachineInstall()
        let player = try TestAccount.named("ehtest-wait")
        let data = player.folder()
        defer { Spawn.run(["rm", "-rf", data]) }
        let out = Spawn.tempFile()
        defer { unlink(out) }
        guard let holder = Spawn.start(["flock", "-o", "-x", install.boardFolder + "/" + MachineLog.secretName, "sh", "-c",
                                        "echo held; exec sleep 600"], stdin: "/dev/null", stdout: out, stderr: "/dev/null")
        else { throw E2EFailure(description: "cannot hold the lock") }
        defer { kill(holder, SIGKILL); _ = Spawn.wait(holder) }
        while !Spawn.read(out).contains("held") { usleep(10_000) }
        let scores = player.run([install.binary, "--scores", "machine-easy", "--data-dir", data])
        #expect(scores.status == 75 && scores.err.contains("could not be read"), "\(scores)")
        let transcript = try winAnEasyGame(install, player, data: data)
        #expect(transcript.contains("not on the machine's board yet") && transcript.contains("next start"), "\(transcript)")
        #expect(!install.lines.contains { $0.hasPrefix("\(player.uid)\t") })
        let pending = data + "/machine.pending"
        let kept = TestFiles.read(pending) ?? ""
        #expect(kept.split(separator: "\n").count == 1, "\(kept)")
        // Forgeries: the kept line made into another game (another id) under its seal, and the same
        // under a seal of the player's own making.
        var fields = kept.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        fields[4] += "9"
        let forged = fields.joined(separator: "\t")
        fields[0] = "0123456789abcdef"
        fields[4] += "8"
        TestFiles.write(kept + forged + fields.joined(separator: "\t"), to: pending)
        Spawn.run(["chown", "\(player.uid):\(player.gid)", pending])
        kill(holder, SIGKILL)
        _ = Spawn.wait(holder)
        let next = player.run([install.binary, "--plain", "--data-dir", data], stdin: Spawn.file("quit\n"))
        #expect(next.status == 0, "\(next)")
        let mine = install.lines.filter { $0.hasPrefix("\(player.uid)\t") }
        #expect(mine.count == 1 && mine[0].contains("\twon\t"), "\(mine)")
        #expect((TestFiles.read(pending) ?? "").isEmpty)
    }

    /// The game in play is saved with its seed sealed by the machine's secret: the player's own
    /// file does not give it (the seed its code shows at the end), and the game resumes whole.
    @Test func theSavedGamesSeedIsNotThePlayers() throws {
        let install = try MachineInstall()
        let player = try TestAccount.named("ehtest-seal")
        let data = player.folder()
        defer { Spawn.run(["rm", "-rf", data]) }
        let first = player.run([install.binary, "--plain", "--level", "easy", "--data-dir", data], stdin: Spawn.file("e\nquit\n"))
        #expect(first.status == 0, "\(first)")
        let text = TestFiles.read(data + "/game.plist") ?? ""
        #expect(text.contains("<key>sealedSeed</key>"), "\(text)")
        let lines = "aiotnsrlcudpmhgbfywkvxzjq".map { "\($0)\n" }.joined() + "quit\n"
        let resumed = player.run([install.binary, "--plain", "--data-dir", data], stdin: Spawn.file(lines))
        #expect(resumed.out.contains("Welcome back"), "\(resumed.out)")
        guard let code = resumed.out.split(separator: " ").first(where: { $0.hasPrefix("EH-") }).map({ String($0.filter { !$0.isWhitespace }) }),
              let challenge = try? Deal(code: String(code)) else {
            Issue.record("no challenge code at the game's end: \(resumed.out)")
            return
        }
        let seed = text.split(separator: "<key>seed</key>").last?.split(separator: ">").dropFirst().first?.split(separator: "<").first
        #expect(seed != nil && UInt64(seed!) != challenge.seed, "the file holds the game's seed")
        // The player's own copy of the binary (no secret) leaves the sealed game alone and says so.
        let copy = data + "/evil-hangman"
        Spawn.run(["cp", install.binary, copy])
        Spawn.run(["chown", "\(player.uid):\(player.gid)", copy])
        let again = player.run([install.binary, "--plain", "--level", "easy", "--data-dir", data], stdin: Spawn.file("e\nquit\n"))
        #expect(again.status == 0)
        let own = player.run([copy, "--plain", "--data-dir", data], stdin: Spawn.file("quit\n"))
        #expect(own.out.contains("installed for every account") || own.err.contains("installed for every account"), "\(own)")
        #expect(TestFiles.read(data + "/game.plist")?.contains("<key>sealedSeed</key>") == true)
    }
}
