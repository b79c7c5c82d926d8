import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// ATTACK.md's "Privilege" class against the game installed setgid `games` (`MachineInstall`),
/// played by an account the test makes: the group is given up at start for good, nothing the
/// player sets (flags, variables, a preloaded library, the Swift runtime's variables, a crash)
/// gets it back, and a player's run writes only their own files and one line of the shared log.
/// Where a test can fail only by the install's doing, it also runs a copy of the same binary the
/// player owns (no setgid) to show the attack does work where there is nothing to guard.
@Suite(.serialized, .enabled(if: TestAccount.canMake, "needs root, useradd, runuser and a games group"))
struct PrivilegeTests {
    /// The running game's process (not `runuser`'s): the one whose command line starts with the
    /// binary and holds `token`.
    static func gamePid(_ binary: String, _ token: String, timeout: Double = 10) throws -> pid_t {
        let deadline = Spawn.monotonic() + timeout
        while Spawn.monotonic() < deadline {
            let found = Spawn.run(["pgrep", "-f", "^\(binary) .*\(token)"]).out.split(separator: "\n").compactMap { pid_t($0) }
            if found.count == 1 { return found[0] }
            usleep(20_000)
        }
        throw E2EFailure(description: "no game process for \(token)")
    }

    static func status(_ pid: pid_t, _ field: String) -> [String] {
        let text = TestFiles.read("/proc/\(pid)/status") ?? ""
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return [] }
        return line.dropFirst(field.count + 1).split(whereSeparator: { $0 == "\t" || $0 == " " }).map(String.init)
    }

    @Test func theGroupIsGivenUpAtStartAndOnlyTheLogIsKept() throws {
        let install = try MachineInstall()
        let player = try TestAccount.named("ehtest-priv")
        let data = player.folder()
        defer { Spawn.run(["rm", "-rf", data]) }
        let game = try TmuxGame(["--level", "easy"], dataDir: data, launcher: player.argv([]), binary: install.binary)
        try game.waitFor("Misses left:")
        let pid = try game.pid()
        let gid = "\(player.gid)"
        // Real, effective, saved and file-system group: the player's, all four.
        #expect(Self.status(pid, "Gid") == [gid, gid, gid, gid], "\(Self.status(pid, "Gid"))")
        #expect(Self.status(pid, "Uid").allSatisfy { $0 == "\(player.uid)" })
        #expect(!Self.status(pid, "Groups").contains("60") && !Self.status(pid, "Groups").contains(games()))
        // What it holds open under the install: the shared log and its secret (the lock), once each.
        let open = Spawn.run(["sh", "-c", "for f in /proc/\(pid)/fd/*; do readlink \"$f\"; done"]).out.split(separator: "\n")
        #expect(open.filter { $0.hasPrefix(install.prefix) }.sorted() == [Substring(install.log), Substring(install.boardFolder + "/machine.secret")],
                "\(open)")
        // Not dumpable: the player's own account can neither read its memory nor its environment.
        #expect(player.run(["cat", "/proc/\(pid)/environ"]).status != 0)
        #expect(player.run(["head", "-c", "1", "/proc/\(pid)/mem"]).status != 0)
        game.send("q")
    }

    private func games() -> String {
        Spawn.run(["getent", "group", "games"]).out.split(separator: ":").dropFirst(2).first.map(String.init) ?? "60"
    }

    /// What a crash of `binary` (SIGSEGV while it waits for a guess) leaves in `folder`, run there
    /// by `player` with core dumps allowed and the Swift runtime's backtracer set by `backtrace`.
    func crash(_ binary: String, as player: TestAccount, in folder: String, backtrace: String) throws -> [String] {
        Spawn.run(["sh", "-c", "rm -rf \"$0\"/core* \"$0\"/data", folder])
        TestFiles.write("kiwi\nlemon\n", to: folder + "/list.txt")
        Spawn.run(["chown", "-R", "\(player.uid):\(player.gid)", folder])
        let script = "cd '\(folder)' && ulimit -c unlimited && exec \"$0\" --plain --words list.txt --data-dir '\(folder)/data'"
        let session = try LineSession(player.argv(["sh", "-c", script, binary], environment: ["SWIFT_BACKTRACE=\(backtrace)"]))
        _ = try session.readUntil { $0 == "Your guess:" }
        kill(try Self.gamePid(binary, "\(folder)/data"), SIGSEGV)
        _ = session.finish()
        return TestFiles.files(in: folder)
    }

    /// A crash of the installed game neither dumps its core nor runs the program the Swift
    /// runtime's `SWIFT_BACKTRACE` names, as it does for the player's own copy of the same binary.
    @Test func aCrashLeavesNoCoreAndRunsNoProgramOfThePlayers() throws {
        let install = try MachineInstall()
        let player = try TestAccount.named("ehtest-crash")
        try #require(TestFiles.read("/proc/sys/kernel/core_pattern")?.hasPrefix("|") == false,
                     "core dumps go to a program here: this test needs them as files")
        let own = player.folder(), installed = player.folder()
        defer { Spawn.run(["rm", "-rf", own, installed]) }
        Spawn.run(["cp", install.binary, own + "/evil-hangman"])
        let helper = own + "/helper.sh"
        TestFiles.write("#!/bin/sh\nid > \"$PWD/helper-ran\"\n", to: helper)
        chmod(helper, 0o755)
        let noBacktrace = "enable=no", backtracer = "enable=yes,interactive=no,swift-backtrace=\(helper)"
        for (binary, folder, guarded) in [(own + "/evil-hangman", own, false), (install.binary, installed, true)] {
            let dumped = try crash(binary, as: player, in: folder, backtrace: noBacktrace).contains { $0.hasPrefix("core") }
            #expect(dumped != guarded, "\(binary): core dumped \(dumped)")
            let ran = try crash(binary, as: player, in: folder, backtrace: backtracer).contains("helper-ran")
            #expect(ran != guarded, "\(binary): the backtracer's program ran \(ran)")
        }
    }

    @Test func aPreloadedLibraryIsNotLoaded() throws {
        let install = try MachineInstall()
        let player = try TestAccount.named("ehtest-preload")
        let folder = player.folder()
        defer { Spawn.run(["rm", "-rf", folder]) }
        TestFiles.write("""
            #include <stdio.h>
            #include <stdlib.h>
            __attribute__((constructor)) static void mark(void) {
                FILE *f = fopen(getenv("MARK"), "w"); if (f) { fputs("loaded\\n", f); fclose(f); }
            }
            """, to: folder + "/mark.c")
        let built = Spawn.run(["cc", "-shared", "-fPIC", "-o", folder + "/mark.so", folder + "/mark.c"])
        try #require(built.status == 0, "\(built.err)")
        Spawn.run(["cp", install.binary, folder + "/own-copy"])
        Spawn.run(["chown", "-R", "\(player.uid):\(player.gid)", folder])
        for (binary, loads) in [(folder + "/own-copy", true), (install.binary, false)] {
            let mark = folder + "/marked-\(loads)"
            let run = player.run([binary, "--version"], environment: ["LD_PRELOAD=\(folder)/mark.so", "MARK=\(mark)"])
            #expect(run.status == 0)
            #expect((access(mark, F_OK) == 0) == loads, "\(binary) with LD_PRELOAD: \(run.err)")
        }
    }

    /// `--words`, `--data-dir` and `EVIL_HANGMAN_HOME` pointed into the shared folder: read and
    /// written as the player, so what only `games` may read or write is refused, and nothing appears.
    @Test func pathsIntoTheSharedFolderAreThePlayers() throws {
        let install = try MachineInstall()
        let player = try TestAccount.named("ehtest-paths")
        // What only the games group may read, and a folder only it may write.
        let secret = install.boardFolder + "/secret.txt", open = install.boardFolder + "/open"
        TestFiles.write("zyzzyva\n", to: secret)
        Spawn.run(["chown", "root:games", secret])
        chmod(secret, 0o640)
        Spawn.run(["install", "-d", "-o", "root", "-g", "games", "-m", "770", open])
        let listed = player.run([install.binary, "--plain", "--words", secret])
        #expect(listed.status != 0 && listed.err.contains("Permission denied"), "\(listed.status) \(listed.err)")
        #expect(!listed.out.contains("ZYZZYVA") && !listed.err.contains("zyzzyva"))
        let input = Spawn.file("e\nquit\n")
        defer { unlink(input) }
        chmod(input, 0o644)
        let viaFlag = player.run([install.binary, "--plain", "--data-dir", open], stdin: input)
        let viaHome = player.run([install.binary, "--plain"], environment: ["EVIL_HANGMAN_HOME=\(open)"], stdin: input)
        // Refused as a folder of another account's (root's) before it is even tried.
        for run in [viaFlag, viaHome] {
            #expect(run.status != 0 && run.err.contains("not using \(open)"), "\(run.out)\n\(run.err)")
        }
        #expect(TestFiles.files(in: open).isEmpty, "\(TestFiles.files(in: open))")
        #expect(TestFiles.files(in: install.boardFolder) == ["machine.log", "machine.secret", "open", "secret.txt"])
        #expect(install.lines.isEmpty)
    }

    /// A player's run writes their own files and one line of the shared log a game: every file
    /// an account could write that changed during the run is in their data folder, but the log.
    @Test func aGameWritesOnlyThePlayersFilesAndOneLine() throws {
        let install = try MachineInstall()
        let player = try TestAccount.named("ehtest-writes")
        let stamp = Spawn.tempFile()
        defer { unlink(stamp) }
        usleep(20_000)  // a file changed after this is newer than the stamp
        let bot = GuessingBot(list: install.prefix + "/share/evil-hangman/common.txt")
        let session = try LineSession(player.argv([install.binary, "--plain", "--level", "easy"]))
        _ = try bot.play(session)
        #expect(session.finish() == 0)
        // Everything the player's account owns that changed: in its data folder.
        let places = ["/tmp", "/var/tmp", "/dev/shm", "/var/games", player.home, install.prefix]
        let mine = Spawn.run(["find"] + places.filter { access($0, F_OK) == 0 } + ["-user", player.name, "-newer", stamp, "-type", "f"])
            .out.split(separator: "\n").map(String.init)
        let own = [".local/share/evil-hangman/", ".local/state/evil-hangman/", ".config/evil-hangman/"].map { player.home + "/" + $0 }
        #expect(!mine.isEmpty && mine.allSatisfy { file in own.contains { file.hasPrefix($0) } }, "\(mine)")
        // Under the install, the log alone changed, by one line of this player's.
        let changed = Spawn.run(["find", install.prefix, "-newer", stamp, "-type", "f"]).out.split(separator: "\n").map(String.init)
        #expect(changed == [install.log], "\(changed)")
        #expect(install.lines.count == 1 && install.lines.first?.hasPrefix("\(player.uid)\t\(player.name)\t") == true, "\(install.lines)")
    }

    /// A line of the shared log as the game writes it: an Easy win.
    static func line(_ uid: UInt32, _ name: String, word: String, misses: Int, id: Int) -> String {
        let record = GameRecord(id: "forged-\(id)", word: word, won: true, missesMade: misses, missesAllowed: 8, wordLength: word.count,
                                mode: .evil, endedAt: 1_790_000_000 + Int64(id), host: .classic, level: .easy, list: RecordedList(.common))
        return String(decoding: MachineLine.encode(MachineEntry(uid: uid, name: name, record: record)).dropLast(), as: UTF8.self)
    }

    /// A game whose line would compact a full log, played under a file-size limit (`ulimit -f`)
    /// too low for what compaction writes: its line is not added, and the log is left byte for
    /// byte — the player cannot cut everyone's board. Without the limit, the next game compacts it
    /// and the best wins stay.
    @Test func aFileSizeLimitNeverCutsTheBoard() throws {
        let install = try MachineInstall()
        let player = try TestAccount.named("ehtest-fsize")
        var text = MachineLine.header
        var i = 0
        while text.utf8.count < Int(MachineLog.sizeLimit) - 300 {
            text += Self.line(6000 + UInt32(i % 50), "p\(i % 50)", word: "elephant", misses: i % 8, id: i) + "\n"
            i += 1
        }
        TestFiles.write(text, to: install.log)
        let best = player.run([install.binary, "--scores", "machine-easy"]).out
        let bot = GuessingBot(list: install.prefix + "/share/evil-hangman/common.txt")
        let limited = try LineSession(player.argv(["sh", "-c", "ulimit -f 1 && exec \"$0\" --plain --level easy", install.binary]))
        _ = try bot.play(limited)
        _ = limited.finish()
        #expect(TestFiles.read(install.log) == text, "the log changed under a file-size limit")
        let free = try LineSession(player.argv([install.binary, "--plain", "--level", "easy"]))
        _ = try bot.play(free)
        _ = free.finish()
        let compacted = TestFiles.read(install.log) ?? ""
        #expect(compacted.utf8.count < text.utf8.count / 4, "\(compacted.utf8.count) bytes")
        let after = player.run([install.binary, "--scores", "machine-easy"]).out
        // The ten best are those of before, but where this player's win ranks among them.
        let names = { (page: String) in Set(page.split(separator: "\n").compactMap { $0.split(separator: " ").dropFirst().first }.filter { $0.hasPrefix("p") }) }
        #expect(names(after).isSubset(of: names(best)) && names(after).count >= 9, "\(best)\n\(after)")
    }

    /// Damaged, giant and forged lines written into the shared log (by root, as an attacker with
    /// the games group could) cost those lines only: the board shows the good ones, escapes
    /// nothing it prints, and the next game's line is added after them.
    @Test func damagedGiantAndForgedLinesCostThoseLinesOnly() throws {
        let install = try MachineInstall()
        let player = try TestAccount.named("ehtest-forged")
        func line(_ uid: UInt32, _ name: String, word: String, misses: Int, id: Int) -> String {
            Self.line(uid, name, word: word, misses: misses, id: id)
        }
        let good = [line(5001, "alice", word: "elephant", misses: 1, id: 1), line(5002, "bob", word: "mountain", misses: 3, id: 2)]
        let forged = [
            line(5003, "mallory", word: "elephant", misses: 0, id: 3).replacing("mallory", with: "\u{1b}]0;pwned\u{7}\u{1b}[2J"),
            line(5004, "eve", word: "elephant", misses: 0, id: 4).replacing("eve", with: "e\u{202e}ve"),
            line(5005, "trudy", word: "elephant", misses: 0, id: 5).replacing("elephant", with: "\u{1b}[31mred"),
            "5006\tnemo\tnot a record",
            "\t\t\t",
            "99999999999\tbig\t" + line(1, "x", word: "kiwi", misses: 0, id: 6).split(separator: "\t").dropFirst(2).joined(separator: "\t"),
            line(5007, String(repeating: "g", count: 200_000), word: "elephant", misses: 0, id: 7),  // under the log's 256 KiB
        ]
        let text = MachineLine.header + ([good[0]] + forged + [good[1]]).joined(separator: "\n") + "\n" + "\u{0}\u{0}half a line"
        TestFiles.write(text, to: install.log)
        let scores = player.run([install.binary, "--scores", "machine-easy"])
        #expect(scores.status == 0, "\(scores.err)")
        #expect(scores.out.contains("alice") && scores.out.contains("bob") && scores.out.contains("ELEPHANT"), "\(scores.out)")
        for attack in ["mallory", "pwned", "\u{1b}", "\u{202e}", "RED", "nemo", "big", "ggggg"] {
            #expect(!scores.out.contains(attack) && !scores.err.contains(attack), "\(attack) shown: \(scores.out)\(scores.err)")
        }
        #expect((scores.out + scores.err).contains("8 lines of the machine's log were damaged"), "\(scores.out)\(scores.err)")
        // The full screen's page says the same, and a game played now is added after them all.
        let bot = GuessingBot(list: install.prefix + "/share/evil-hangman/common.txt")
        let session = try LineSession(player.argv([install.binary, "--plain", "--level", "easy"]))
        _ = try bot.play(session)
        #expect(session.finish() == 0)
        let after = TestFiles.read(install.log) ?? ""
        #expect(after.hasPrefix(text) && after.dropFirst(text.count).hasPrefix("\n\(player.uid)\t\(player.name)\t"), "\(after.suffix(300))")
    }
}
