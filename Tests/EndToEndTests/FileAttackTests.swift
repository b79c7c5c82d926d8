import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// ATTACK.md classes 3 and 4, files and neighbours: torn appends, other users' folders and
/// files, a neighbour's lock, names that are not UTF-8 — each against the release binary.
@Suite(.serialized) struct FileAttackTests {
    /// A whole line for `record`, as the log holds it.
    static func line(_ record: GameRecord) -> String { HistoryLog.line(for: record) + "\n" }

    static let game = GameRecord(id: "1795000000000-1181-1", word: "kiwis", won: false, missesMade: 1, missesAllowed: 1,
                                 wordLength: 5, mode: .evil, endedAt: 1_795_000_100, host: .cunning)

    /// The reproduction: a torn line in the log held the id of a score kept in history.pending,
    /// so the pending score was deleted and never added. A torn end is now cut off, and a pending
    /// score is dropped only once a whole line holds it.
    @Test func aTornLineNeverSwallowsAPendingScore() throws {
        let data = Spawn.tempFolder()
        let whole = Self.line(Self.game)
        let torn = String(whole.dropLast(22))  // "…-1181-1\tevil\tlos": the id whole, the line not
        #expect(torn.contains(Self.game.id + "\tevil\tlos"))
        TestFiles.write("# evil-hangman history 1\n" + Self.line(Records.record("older-1", misses: 2)) + torn,
                        to: data + "/history.log")
        TestFiles.write("# evil-hangman history 1\n" + whole, to: data + "/history.pending")
        let result = Spawn.run([Spawn.binary, "--plain", "--data-dir", data])
        #expect(result.status == 0, "\(result.err)")
        let records = HistoryLog(folder: data).records()
        #expect(records.map(\.id) == ["older-1", Self.game.id])
        #expect(access(data + "/history.pending", F_OK) != 0)
        #expect(!Spawn.read(data + "/history.log").contains(torn + "\n"))
    }

    /// An append cut short for real (a file-size limit lands in the middle of the line): the log
    /// goes back to where it was, the score goes to history.pending and the player is told; the
    /// next start adds it, once.
    @Test func anAppendCutShortIsUndoneAndTheScoreArrivesNextTime() throws {
        let data = Spawn.tempFolder()
        let header = "# evil-hangman history 1: padding to just under 1024 bytes\n"
        let older = Self.line(Records.record("older-1", misses: 2))
        let padding = "#" + String(repeating: "x", count: 1024 - 20 - header.utf8.count - older.utf8.count - 2) + "\n"
        TestFiles.write(header + older + padding, to: data + "/history.log")
        #expect(Spawn.read(data + "/history.log").utf8.count == 1004)
        let input = Spawn.file("q\nz\n")
        defer { unlink(input) }
        let first = Spawn.shell("ulimit -f 2; exec \"$0\" --plain --data-dir \"$1\" --evil --misses 1 --length 5 --seed 1 >/dev/null",
                                [data], stdin: input)
        #expect(first.status == 1)
        #expect(first.err.contains("kept in") && first.err.contains("history.pending"), "\(first.err)")
        #expect(Spawn.read(data + "/history.log").utf8.count == 1004)
        let second = Spawn.run([Spawn.binary, "--plain", "--data-dir", data])
        #expect(second.status == 0, "\(second.err)")
        let records = HistoryLog(folder: data).records()
        #expect(records.count == 2)
        #expect(access(data + "/history.pending", F_OK) != 0)
        let again = Spawn.run([Spawn.binary, "--plain", "--data-dir", data])
        #expect(again.status == 0)
        #expect(HistoryLog(folder: data).records().count == 2)
    }

    /// Users for the tests of other people's files (made once; `useradd` needs root).
    static func user(_ name: String) -> (uid: uid_t, gid: gid_t)? {
        if getpwnam(name) == nil { TestFiles.run(["useradd", "-M", "-N", "-s", "/usr/sbin/nologin", name]) }
        guard let entry = getpwnam(name) else { return nil }
        return (entry.pointee.pw_uid, entry.pointee.pw_gid)
    }

    /// The reproduction: mallory made a world-writable folder in /tmp with a game.plist naming a
    /// private file as its list and a log of forged scores; alice played in it. The folder is now
    /// refused before any file in it is read or made.
    @Test(.enabled(if: TestAccount.canMake, "needs root and useradd (CI or make test-system)"))
    func aFolderOfAnotherUserIsRefusedUnread() throws {
        let mallory = try #require(Self.user("eh-mallory")), alice = try #require(Self.user("eh-alice"))
        let folder = Spawn.tempFolder()
        chown(folder, mallory.uid, mallory.gid)
        chmod(folder, 0o777)
        let secret = Spawn.tempFolder() + "/secret.txt"
        TestFiles.write("hushhush\n", to: secret)
        chown(secret, alice.uid, alice.gid)
        chmod(secret, 0o600)
        chmod(FileIO.folder(of: secret), 0o755)
        let planted = SavedGame(id: "m-1", game: GameSnapshot(mode: .evil, host: .cunning, wordList: .file(path: secret),
                                                                length: 8, missesAllowed: 10, guesses: "", word: nil, seed: 1,
                                                                pattern: "________"))
        try PropertyListStore<SavedGame>(path: folder + "/game.plist").save(planted)
        TestFiles.write("# evil-hangman history 1\n" + Self.line(Records.record("forged-1", misses: 0)), to: folder + "/history.log")
        for path in [folder + "/game.plist", folder + "/history.log"] { chown(path, mallory.uid, mallory.gid); chmod(path, 0o666) }
        let before = TestFiles.files(in: folder)
        let input = Spawn.file("e\n")
        defer { unlink(input) }
        for asUser in [["setpriv", "--reuid=\(alice.uid)", "--regid=\(alice.gid)", "--clear-groups"], []] {
            let result = Spawn.run(asUser + [Spawn.binary, "--plain"], stdin: input,
                                   environment: ["EVIL_HANGMAN_HOME=" + folder, "HOME=/nonexistent", "PATH=/usr/bin:/bin"])
            #expect(result.status == 77, "\(result.err)")
            #expect(result.err.contains("belongs to another user (eh-mallory)"), "\(result.err)")
            #expect(!result.out.contains("hushhush") && !result.out.contains("Welcome back"))
        }
        #expect(TestFiles.files(in: folder) == before)
        #expect(!Spawn.read(folder + "/history.log").contains("hush"))
    }

    /// A folder of the player's own that others can write is refused too, and so is a folder
    /// under a world-writable one that is not sticky (anyone could swap it); /tmp itself is fine.
    @Test func aFolderOthersCanWriteIsRefused() throws {
        let open = Spawn.tempFolder()
        chmod(open, 0o770)
        let result = Spawn.run([Spawn.binary, "--plain", "--data-dir", open])
        #expect(result.status == 77, "\(result.err)")
        #expect(result.err.contains("can be written by other users (mode 0770)"), "\(result.err)")
        let parent = Spawn.tempFolder()
        chmod(parent, 0o777)
        let inside = Spawn.run([Spawn.binary, "--plain", "--data-dir", parent + "/mine"])
        #expect(inside.status == 77, "\(inside.err)")
        #expect(inside.err.contains("can be written by anyone"), "\(inside.err)")
        #expect(access(parent + "/mine", F_OK) != 0)
    }

    /// In the player's own folder, a file that is another user's, or that others can write, is
    /// kept aside (renamed, never deleted) and not read: the lock file too.
    @Test(.enabled(if: TestAccount.canMake, "needs root to make a user (CI or make test-system)"))
    func aFileThatIsNotThePlayersIsKeptAsideUnread() throws {
        let mallory = try #require(Self.user("eh-mallory"))
        let data = Spawn.tempFolder()
        let input = Spawn.file("e\n")
        defer { unlink(input) }
        #expect(Spawn.run([Spawn.binary, "--plain", "--data-dir", data, "--seed", "1"], stdin: input).status == 0)
        chown(data + "/game.plist", mallory.uid, mallory.gid)
        chmod(data + "/game.plist.lock", 0o666)
        TestFiles.write("# evil-hangman history 1\n" + Self.line(Records.record("forged-1", misses: 0)), to: data + "/history.log")
        chmod(data + "/history.log", 0o622)
        let result = Spawn.run([Spawn.binary, "--plain", "--data-dir", data], stdin: "/dev/null")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("game.plist could not be used (it belongs to another user (eh-mallory))"), "\(result.out)")
        #expect(result.out.contains("history.log was not used (other users can write it (mode 0622))"), "\(result.out)")
        #expect(!result.out.contains("Welcome back"))
        let names = TestFiles.files(in: data)
        #expect(names.contains { $0.hasPrefix("game.plist.untrusted-") })
        #expect(names.contains { $0.hasPrefix("history.log.untrusted-") })
        #expect(names.contains { $0.hasPrefix("game.plist.lock.corrupt-") })
        #expect(HistoryLog(folder: data).records().isEmpty)
    }

    /// The reproduction: `flock -x history.lock sleep 15` froze the game's end and SIGTERM with
    /// it. The wait is bounded: the score goes to history.pending and the player is told; it
    /// reaches the history at the next start, once the lock is free.
    @Test func aNeighboursLockNeverHoldsTheGameUp() throws {
        let data = Spawn.tempFolder()
        // The neighbour: this test holds the lock, as `flock -x history.lock sleep 15` did.
        let lock = open(data + "/history.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(flock(lock, LOCK_EX) == 0)
        let input = Spawn.file("q\nz\n")
        defer { unlink(input) }
        let start = Spawn.monotonic()
        let result = Spawn.run([Spawn.binary, "--plain", "--data-dir", data, "--evil", "--misses", "1", "--length", "5"], stdin: input)
        #expect(Spawn.monotonic() - start < 8, "the game waited on the lock")
        #expect(result.status == 1, "\(result.err)")
        #expect(result.out.contains("Score not saved in the history") && result.out.contains("history.pending"), "\(result.out)")
        close(lock)
        #expect(Spawn.run([Spawn.binary, "--plain", "--data-dir", data]).status == 0)
        #expect(HistoryLog(folder: data).records().count == 1)
    }

    /// Paths are bytes: a data folder or a list whose name is not UTF-8 is the one opened (it
    /// was rewritten to a "…\u{FFFD}" sibling), and its name shows escaped.
    @Test func namesThatAreNotUTF8AreOpenedAsGiven() throws {
        let base = Spawn.tempFolder()
        let input = Spawn.file("e\n")
        defer { unlink(input) }
        let play = Spawn.shell("exec \"$0\" --plain --data-dir \"$(printf '%s/d\\377' \"$1\")\" --seed 1", [base], stdin: input)
        #expect(play.status == 0, "\(play.err)")
        #expect(play.out.contains("Your game is saved"))
        // The folder is the byte 0xFF itself, holding the saved game.
        let raw: [CChar] = Array((base + "/d").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0]
        #expect(access(raw, F_OK) == 0)
        #expect(TestFiles.files(in: base).count == 1)
        let list = Spawn.shell("printf 'kiwi\\nlamb\\n' > \"$(printf '%s/l\\351.txt' \"$1\")\"; "
                               + "exec \"$0\" --json --words \"$(printf '%s/l\\351.txt' \"$1\")\" --seed 1", [base], stdin: input)
        #expect(list.status == 0, "\(list.err)")
        #expect(list.out.contains("\"length\":4"), "\(list.out)")
        let missing = Spawn.shell("exec \"$0\" --json --words \"$(printf '%s/n\\351.txt' \"$1\")\"", [base])
        #expect(missing.status == 66)
        #expect(missing.err.contains("n\\xE9.txt"), "\(missing.err)")
    }

    /// A relative EVIL_HANGMAN_HOME is the folder under the current one, named in full.
    @Test func aRelativeHomeIsMadeAbsolute() throws {
        let base = Spawn.tempFolder()
        chmod(base, 0o700)
        let input = Spawn.file("e\n")
        defer { unlink(input) }
        let result = Spawn.shell("cd \"$1\" && EVIL_HANGMAN_HOME=rel exec \"$0\" --plain --seed 1", [base], stdin: input)
        #expect(result.status == 0, "\(result.err)")
        #expect(access(base + "/rel/game.plist", F_OK) == 0)
    }
}
