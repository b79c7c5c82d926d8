import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The game installed from its .deb (`dpkg -i`, purged after), played by accounts the test makes:
/// their wins on one shared board that every account reads, many players at once losing no line,
/// and a challenge passed from one account to another.
final class DebianInstall {
    static let binary = "/usr/games/evil-hangman"
    static let log = "/var/games/evil-hangman/machine.log"

    /// Root with dpkg, and no evil-hangman installed or board kept here already: the test must
    /// not replace or purge an administrator's.
    static let canInstall: Bool = TestAccount.canMake
        && Spawn.run(["sh", "-c", "command -v dpkg && command -v dpkg-deb && command -v dpkg-shlibdeps"]).status == 0
        && Spawn.run(["dpkg-query", "-W", "evil-hangman"]).status != 0
        && access("/var/games/evil-hangman", F_OK) != 0
        && access(Spawn.root + "/.build/release/evil-hangman", X_OK) == 0

    private let folder = Spawn.tempFolder()

    init() throws {
        let made = Spawn.run([Spawn.root + "/scripts/make-deb", Spawn.root + "/.build/release/evil-hangman", folder])
        guard made.status == 0 else { throw E2EFailure(description: "make-deb: \(made.err)") }
        let installed = Spawn.run(["dpkg", "-i", made.out.trimmingSpaces])
        guard installed.status == 0 else { throw E2EFailure(description: "dpkg -i: \(installed.out)\(installed.err)") }
    }

    deinit {
        Spawn.run(["dpkg", "--purge", "evil-hangman"])
        Spawn.run(["rm", "-rf", folder])
    }

    var lines: [String] {
        (TestFiles.read(Self.log) ?? "").split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }
}

@Suite(.serialized, .enabled(if: DebianInstall.canInstall, "needs root, dpkg and no evil-hangman installed here"))
struct MachineBoardTests {
    static let letters = "etaoinshrdlucmwfgypbvkjxqz".map(String.init)

    /// Plays Easy games as `player` until one is won (a strong guesser wins Easy all but never:
    /// docs/levels.md); how many it took.
    func winAnEasyGame(_ player: TestAccount, environment: [String] = []) throws -> Int {
        let bot = GuessingBot(list: "/usr/share/games/evil-hangman/common.txt")
        let session = try LineSession(player.argv([DebianInstall.binary, "--plain", "--level", "easy"], environment: environment))
        for games in 1...5 {
            if try bot.play(session) {
                #expect(session.finish() == 0)
                return games
            }
            session.send("new")
        }
        throw E2EFailure(description: "\(player.name) won none of five Easy games:\n\(session.transcript)")
    }

    @Test func twoAccountsWinAndEitherSeesBothOnTheMachinesBoard() throws {
        let deb = try DebianInstall()
        let ann = try TestAccount.named("ehtest-ann"), bob = try TestAccount.named("ehtest-bob")
        var info = stat()
        #expect(stat(DebianInstall.binary, &info) == 0 && info.st_mode & S_ISGID != 0 && info.st_gid == games())
        #expect(try winAnEasyGame(ann) >= 1)
        // Bob's environment says he is Ann: the board names the account, never USER or LOGNAME.
        #expect(try winAnEasyGame(bob, environment: ["USER=ehtest-ann", "LOGNAME=ehtest-ann"]) >= 1)
        let names = deb.lines.map { $0.split(separator: "\t").prefix(2).joined(separator: "\t") }
        #expect(Set(names) == ["\(ann.uid)\tehtest-ann", "\(bob.uid)\tehtest-bob"], "\(deb.lines)")
        for player in [ann, bob] {
            let text = player.run([DebianInstall.binary, "--scores", "machine-easy"])
            #expect(text.status == 0 && text.out.contains("ehtest-ann") && text.out.contains("ehtest-bob"), "\(text.out)\(text.err)")
            let json = player.run([DebianInstall.binary, "--scores", "machine-easy", "--json"])
            #expect(json.out.contains("\"player\":\"ehtest-ann\"") && json.out.contains("\"player\":\"ehtest-bob\""), "\(json.out)")
        }
        // The full screen's page, from Bob's account.
        let data = bob.folder()
        defer { Spawn.run(["rm", "-rf", data]) }
        let game = try TmuxGame([], dataDir: data, launcher: bob.argv([]), binary: DebianInstall.binary)
        let screen = try machinePage(game, level: "Normal")
        #expect(screen.contains("ehtest-ann") && screen.contains("ehtest-bob"), "\(screen)")
    }

    /// The high scores (F4) turned to This machine: Easy, from a game of `level` in play.
    func machinePage(_ game: TmuxGame, level: String) throws -> String {
        try game.waitFor("Misses left:")
        game.send("F4")
        try game.waitFor("[\(level)]")  // the page of the game in play
        var screen = ""
        for _ in 0..<ScorePage.allCases.count where !screen.contains("[This machine: Easy]") {
            game.send("Right")
            screen = (try? game.waitFor("[This machine: Easy]", timeout: 1)) ?? ""
        }
        return screen
    }

    /// Over SSH (sshd on 127.0.0.1, keys, the game as the login's command): two accounts each
    /// win an Easy game in a terminal through `ssh -t`, and the machine's page shows both; a
    /// connection dropped mid-game (the client killed) leaves the game saved and gone in a second.
    @Test(.enabled(if: SSHServer.available, "needs OpenSSH's sshd and ssh"))
    func twoAccountsPlayOverSSHAndADroppedConnectionKeepsTheGame() throws {
        let install = try DebianInstall()
        defer { withExtendedLifetime(install) {} }
        let ann = try TestAccount.named("ehtest-ssh1"), bob = try TestAccount.named("ehtest-ssh2")
        let server = try SSHServer(accounts: [ann, bob], command: DebianInstall.binary + " --level easy")
        let bot = GuessingBot(list: "/usr/share/games/evil-hangman/common.txt")
        for player in [ann, bob] {
            let game = try TmuxGame(commandLine: server.login(player))
            var won = false
            for _ in 0..<5 where !won {
                try game.waitFor("Misses left:")
                won = try bot.play(game)
                if !won { game.send("C-n") }
            }
            #expect(won, "\(player.name) won no Easy game over SSH")
        }
        let viewer = try TmuxGame(commandLine: server.login(bob))
        let page = try machinePage(viewer, level: "Easy")
        #expect(page.contains("ehtest-ssh1") && page.contains("ehtest-ssh2"), "\(page)")

        // Ann again: two guesses, then her ssh client is killed.
        let dropped = try TmuxGame(commandLine: server.login(ann))
        try dropped.waitFor("Misses left:")
        for letter: Character in ["e", "s"] {
            dropped.type(String(letter))
            try dropped.waitUntil("\(letter) tried") { ScreenText.gridShowsTried(letter, in: $0) }
        }
        let remote = Spawn.run(["pgrep", "-u", ann.name, "-f", "^\(DebianInstall.binary)"]).out.split(separator: "\n").compactMap { pid_t($0) }
        try #require(remote.count == 1, "the game's process over SSH: \(remote)")
        let client = try #require(dropped.panePid().flatMap { pane in
            Spawn.run(["pgrep", "-P", "\(pane)", "-x", "ssh"]).out.split(separator: "\n").compactMap { pid_t($0) }.first
        })
        kill(client, SIGKILL)
        let killed = Spawn.monotonic()
        // Gone: exited (a zombie until this machine's init reaps it) or reaped.
        func running() -> Bool { !Self.exited(remote[0]) }
        while running() && Spawn.monotonic() - killed < 5 { usleep(2_000) }
        let gone = Spawn.monotonic() - killed
        #expect(!running() && gone < 1, "the game was still running \(gone) s after its connection dropped")
        // Saved, with both guesses (read as text: the store would keep aside a file not root's).
        let saved = TestFiles.read(ann.home + "/.local/state/evil-hangman/game.plist") ?? ""
        #expect(saved.firstMatch(of: /<key>guesses<\/key>\s*<string>es<\/string>/) != nil, "\(saved)")
    }

    /// The process has exited: a zombie, or no longer there.
    static func exited(_ pid: pid_t) -> Bool {
        guard let status = TestFiles.read("/proc/\(pid)/status") else { return true }
        return status.contains("State:\tZ") || status.contains("State:\tX")
    }

    private func games() -> gid_t {
        gid_t(Spawn.run(["getent", "group", "games"]).out.split(separator: ":").dropFirst(2).first.flatMap { UInt32($0) } ?? 60)
    }

    /// Twenty accounts play three games each, all at once: sixty lines, none lost, none twice.
    @Test func twentyAccountsAtOnceLeaveSixtyLines() throws {
        let deb = try DebianInstall()
        let players = try (1...20).map { try TestAccount.named("ehtest-crowd\($0 < 10 ? "0" : "")\($0)") }
        // Every letter, three games over: each game ends, at Normal, a level the board keeps.
        let game = Self.letters.joined(separator: "\n")
        let input = Spawn.file([game, "new", game, "new", game].joined(separator: "\n") + "\n")
        chmod(input, 0o644)
        defer { unlink(input) }
        let outputs = players.map { _ in (Spawn.tempFile(), Spawn.tempFile()) }
        defer { for (out, err) in outputs { unlink(out); unlink(err) } }
        let pids = zip(players, outputs).compactMap { player, files in
            Spawn.start(player.argv([DebianInstall.binary, "--plain"]), stdin: input, stdout: files.0, stderr: files.1)
        }
        #expect(pids.count == players.count)
        for (pid, files) in zip(pids, outputs) {
            #expect(Spawn.wait(pid) == 0, "\(Spawn.read(files.1))")
        }
        let lines = deb.lines
        #expect(lines.count == 60, "\(lines.count) lines")
        // One line a game: each account's number with its game's id, once.
        let keys = lines.map { line -> String in
            let fields = line.split(separator: "\t")
            return fields[0] + "-" + (fields.count > 3 ? fields[3] : "?")  // uid, then the record's id after its date
        }
        #expect(Set(keys).count == 60)
        for player in players {
            #expect(lines.filter { $0.hasPrefix("\(player.uid)\t\(player.name)\t") }.count == 3, "\(player.name)")
        }
    }

    /// A code printed by one account's `--plain` deals the same game to another's `--json
    /// --challenge`, answer for answer.
    @Test func aChallengeFromOneAccountIsTheSameGameForAnother() throws {
        let install = try DebianInstall()
        defer { withExtendedLifetime(install) {} }
        let ann = try TestAccount.named("ehtest-ann"), bob = try TestAccount.named("ehtest-bob")
        let input = Spawn.file(Self.letters.joined(separator: "\n") + "\n")
        chmod(input, 0o644)
        defer { unlink(input) }
        let first = ann.run([DebianInstall.binary, "--plain", "--level", "hard"], stdin: input)
        let code = try #require(first.out.firstMatch(of: /--challenge (EH-[0-9A-Z-]+)/).map { String($0.output.1) }, "\(first.out)\(first.err)")
        let boards = first.out.split(separator: "\n").filter { $0.hasPrefix("Word: ") }
            .map { $0.dropFirst(6).prefix { $0 != "(" }.filter { $0 != " " }.lowercased() }
        let json = bob.run([DebianInstall.binary, "--json", "--challenge", code], stdin: input)
        #expect(json.status == 0, "\(json.err)")
        let line = LineModeTests()
        let patterns = json.out.split(separator: "\n").map(line.fields).compactMap { $0["pattern"] }
        #expect(boards.count > 1 && Array(patterns.prefix(boards.count)) == boards, "\(boards)\n\(patterns)")
    }
}
