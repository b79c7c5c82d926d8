import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// ATTACK.md class 2, the terminal — floods, pastes, sizes, signals — and what the player must
/// see when the files fail, against the release binary in tmux.
@Suite(.serialized) struct TerminalAttackTests {
    static func paste(_ text: String, into game: TmuxGame, bracketed: Bool) {
        let file = Spawn.file(text)
        defer { unlink(file) }
        Spawn.run(["tmux", "-L", game.socket, "load-buffer", file])
        Spawn.run(["tmux", "-L", game.socket, "paste-buffer"] + (bracketed ? ["-p"] : []))
    }

    /// The reproduction: 100,000 pasted letters froze the game for 32 s and recorded 360 games
    /// (`n` in the results window deals again); a mixed paste changed a setting. A paste is now
    /// one note, bracketed or not, and the game answers the next key at once.
    @Test(arguments: [true, false])
    func aPastePlaysNothingAndChangesNothing(bracketed: Bool) throws {
        let game = try TmuxGame(["--evil", "--misses", "1", "--length", "5", "--seed", "4"])
        try game.waitFor("Misses left: 1 of 1")
        game.type("q")
        try game.waitUntil("the results window") { $0.contains("Hanged") && $0.contains("[N] New game") }
        try game.waitUntil("the game to be recorded") { _ in game.records.count == 1 }
        let letters = String(repeating: "nqzx\tn+-", count: 12_500)
        Self.paste(letters, into: game, bracketed: bracketed)
        try game.waitFor("A paste is not a guess: 100,000 characters ignored", timeout: 30)
        #expect(game.records.count == 1)
        #expect(access(game.dataDir + "/settings.plist", F_OK) != 0, "a setting was changed")
        game.send("Enter")
        game.send("C-n")
        try game.waitFor("New game: 5 letters")
        game.type("e")
        try game.waitUntil("the new game to be played") { _ in game.records.count == 2 || game.savedGame?.guesses == "e" }
    }

    /// Typed by hand, a bracketed-paste marker quit the game (its ESC): it is a paste now.
    @Test func aTypedPasteMarkerIsAPasteNotEsc() throws {
        let game = try TmuxGame(["--good", "--seed", "2"])
        try game.waitFor(NormalGame.fresh)
        Spawn.run(["tmux", "-L", game.socket, "send-keys", "-H", "1b", "5b", "32", "30", "30", "7e", "61", "62", "63",
                   "1b", "5b", "32", "30", "31", "7e"])
        try game.waitFor("A paste is not a guess: 3 characters ignored")
        #expect(!game.screen.contains("Quit?"))
        #expect(game.savedGame?.guesses == "")
    }

    /// `LINES=30000 COLUMNS=30000` grew to 6.5 GB at 100% CPU: the size is the window's, as the
    /// kernel knows it, and never more than 1000×500.
    @Test func hugeSizesFromTheEnvironmentAreNotBelieved() throws {
        let game = try TmuxGame(["--good", "--seed", "2"], environment: ["TERM=xterm-256color", "LANG=C.UTF-8", "LINES=30000", "COLUMNS=30000"])
        try game.waitFor(NormalGame.fresh)
        let rss = Spawn.read("/proc/\(try game.pid())/status").split(separator: "\n").first { $0.hasPrefix("VmRSS") } ?? ""
        let kib = Int(rss.filter(\.isNumber)) ?? .max
        #expect(kib < 100_000, "\(rss)")
        #expect(game.screen.split(separator: "\n").first?.count ?? 0 <= 80)
    }

    /// A window larger than 1000×500 is drawn in its top-left part, said so, in bounded memory.
    @Test func aWindowLargerThanTheMaximumUsesItsTopLeftPart() throws {
        let game = try TmuxGame(["--good", "--seed", "2"], width: 1200, height: 520)
        try game.waitFor("This window is larger than 1000×500: the game uses its top-left part")
        let rss = Spawn.read("/proc/\(try game.pid())/status").split(separator: "\n").first { $0.hasPrefix("VmRSS") } ?? ""
        #expect((Int(rss.filter(\.isNumber)) ?? .max) < 300_000, "\(rss)")
        game.resize(width: 80, height: 24)
        try game.waitUntil("the game at 80×24") { $0.contains(NormalGame.fresh) && $0.contains("Esc quit") }
        game.resize(width: 3000, height: 900)
        game.type("e")
        try game.waitUntil("the guess at the large size") { _ in game.savedGame?.guesses == "e" }
    }

    /// Ctrl-\ (SIGQUIT) left the alternate screen, a hidden cursor and mouse reports on; 1.5.0
    /// still did with SIGPWR, SIGIO, SIGSTKFLT and the real-time signals. Every signal whose
    /// default ends the process now saves and restores the terminal, as Ctrl-C does.
    @Test(arguments: [SIGQUIT, SIGUSR1, SIGALRM, SIGPWR, SIGIO, SIGSTKFLT, __libc_current_sigrtmin(), __libc_current_sigrtmax()])
    func everyQuittingSignalSavesAndRestoresTheTerminal(signal: Int32) throws {
        let game = try TmuxGame(["--good", "--seed", "2"], keepPane: true)
        try game.waitFor(NormalGame.fresh)
        game.type("z")
        try game.waitUntil("the guess to be saved") { _ in game.savedGame?.guesses == "z" }
        if signal == SIGQUIT { game.send("C-\\") } else { kill(try game.pid(), signal) }
        #expect(try game.exitStatus() == 0)
        #expect(game.savedGame?.guesses == "z")
        try game.waitFor("Your game is saved")
        #expect(!game.screen.contains("Misses left"), "the alternate screen is still up")
        // tmux reads what the game wrote last on its own time: looked at until it has.
        var mode = ""
        let deadline = Spawn.monotonic() + 10
        while Spawn.monotonic() < deadline {
            mode = Spawn.run(["tmux", "-L", game.socket, "display-message", "-p", "#{alternate_on}#{cursor_flag}#{mouse_any_flag}"]).out
            if mode.trimmingNewline == "010" { break }
            usleep(20_000)
        }
        #expect(mode.trimmingNewline == "010", "alternate screen, cursor, mouse: \(mode)")
    }

    /// A lost score hid behind "#1 on the Good board" at 80×24: the results window now says
    /// that the score was not saved (kept for the next start, or not at all), at 80×24 and 60×20.
    @Test(arguments: [(80, 24), (60, 20)])
    func aScoreThatWasNotSavedIsSaidInTheResultsWindow(size: (Int, Int)) throws {
        let data = Spawn.tempFolder()
        // The history is someone else's to lock: the score waits in history.pending.
        let lock = open(data + "/history.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let game = try TmuxGame(["--good", "--seed", "5", "--length", "3", "--misses", "26"], dataDir: data, width: size.0, height: size.1)
        try game.waitFor("Misses left: 26 of 26")
        let screen = try Self.playToTheEnd(game)
        #expect(screen.contains("score kept for the next start."), "\(screen)")
        #expect(!screen.contains("on the Good board"))
        // And with nowhere to keep it (the folder and the pending file made immutable): not saved at all.
        #expect(TestFiles.makeReadOnly(data + "/history.pending") && TestFiles.makeReadOnly(data), "cannot make a folder read-only here")
        defer { TestFiles.undoReadOnly(data); TestFiles.undoReadOnly(data + "/history.pending") }
        game.send("C-n")
        try game.waitFor("Misses left: 26 of 26")
        let second = try Self.playToTheEnd(game)
        #expect(second.contains("score NOT saved."), "\(second)")
    }

    /// Letters in the usual order, one at a time, until the results window opens (a letter more
    /// would be a key in it).
    static func playToTheEnd(_ game: TmuxGame) throws -> String {
        for (i, letter) in "etaoinshrdlcumwfgypbvkjxqz".enumerated() {
            game.type(String(letter))
            let screen = try game.waitUntil("letter \(i + 1) to be taken") { screen in
                screen.contains("[Enter] Close") || ScreenText.gridShowsTried(letter, in: screen)
            }
            if screen.contains("[Enter] Close") { return screen }
        }
        return try game.waitUntil("the results window") { $0.contains("[Enter] Close") }
    }

    /// With another program holding the history's lock, the game's end does not freeze, and a
    /// SIGTERM ends the game at once (it waited for the lock, ignoring it).
    @Test func aNeighboursLockNeitherFreezesTheEndNorDelaysAQuit() throws {
        let data = Spawn.tempFolder()
        let lock = open(data + "/history.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let game = try TmuxGame(["--evil", "--misses", "1", "--length", "5", "--seed", "4"], dataDir: data)
        try game.waitFor("Misses left: 1 of 1")
        game.type("q")
        try game.waitFor("kept for the next start", timeout: 10)
        game.send("Enter")
        game.type("e")
        try game.waitFor("This game is over")
        kill(try game.pid(), SIGTERM)
        #expect(try game.exitStatus(timeout: 5) == 1)
    }
}

/// ATTACK.md class 6, the rules as a target: the daily game.
@Suite struct DailyAttackTests {
    /// The reproduction: one memorised sequence a length won every daily over 30 days (1.1.0).
    /// Now no sequence wins more than a fifth of the days of its length: make bench replays every
    /// winning sequence of 120 days a length; this replays, through the real binary, the one that
    /// won most other days there at each length the daily deals.
    @Test func memorisedSequencesDoNotWinMostDays() throws {
        let sequences = [6: "eaiouyrcfst", 7: "eaoinslckuy", 8: "eioakdnflmr"]
        #expect(Set(sequences.keys) == Set(DailyGame.lengths))
        var days: [Int: [UTCDay]] = [:]
        var n = UTCDay(date: "2025-12-01")!.number
        while days.values.map(\.count).min() ?? 0 < 30 || days.count < DailyGame.lengths.count {
            let day = UTCDay(number: n)
            days[DailyGame.settings(for: day).wordLength, default: []].append(day)
            n += 1
        }
        for (length, letters) in sequences {
            let input = Spawn.file(letters.map { "\($0)\n" }.joined())
            defer { unlink(input) }
            var wins = 0
            for day in days[length]!.prefix(30) {
                let result = Spawn.run([Spawn.binary, "--json", "--daily", day.date], stdin: input)
                if result.out.contains("\"status\":\"won\"") { wins += 1 }
            }
            #expect(wins <= 6, "\(letters) won \(wins) of 30 dailies of \(length) letters")
        }
    }

    /// `--daily` when today's is done said nothing; with flags it does not use, it said nothing
    /// of them either.
    @Test func dailyWhenTodaysIsDoneSaysSoAndNamesTheFlagsItLeaves() throws {
        let data = Spawn.tempFolder()
        let today = UTCDay(utcSeconds: Int64(time(nil)))
        let length = DailyGame.settings(for: today).wordLength
        let record = GameRecord(id: "d-1", word: String(repeating: "a", count: length), won: true, missesMade: 2,
                                missesAllowed: DailyGame.missesAllowed(forLength: length), wordLength: length, mode: .evil,
                                endedAt: Int64(time(nil)), host: .cunning, daily: today)
        _ = try HistoryLog(folder: data).record(record)
        let plain = Spawn.run([Spawn.binary, "--plain", "--data-dir", data, "--daily"])
        #expect(plain.out.contains("Today's daily is done: won"), "\(plain.out)")
        unlink(data + "/game.plist")  // the ordinary game it dealt instead would come first
        let game = try TmuxGame(["--daily"], dataDir: data)
        try game.waitFor("Today's daily is done")
        let flags = Spawn.run([Spawn.binary, "--plain", "--data-dir", Spawn.tempFolder(), "--daily", "--length", "5", "--good"])
        #expect(flags.out.contains("--length and --good apply to the games after it"), "\(flags.out)")
        let yesterday = UTCDay(number: today.number - 1).date
        let json = Spawn.run([Spawn.binary, "--json", "--daily", yesterday, "--misses", "3"], stdin: Spawn.file(""))
        #expect(json.out.contains("--misses applies to the games after it"), "\(json.out)")
        #expect(json.out.contains("not scored as a daily"), "\(json.out)")
    }

    /// Today's daily is played only as the scored one: `--json` (which saves nothing) cannot play
    /// it, with or without its date, so no bot can find today's winning line before it is played;
    /// a day that is over can be practised.
    @Test func todaysDailyIsNeverPractice() throws {
        let today = UTCDay(utcSeconds: Int64(time(nil)))
        for args in [["--json", "--daily"], ["--json", "--daily", today.date]] {
            let r = Spawn.run([Spawn.binary] + args, stdin: Spawn.file("e\n"))
            #expect(r.status == 64, "\(args): \(r.out)")
            #expect(r.err.contains("--json cannot play today's daily"), "\(args): \(r.err)")
            #expect(!r.out.contains("\"pattern\""), "\(args): a game was dealt")
        }
        let past = Spawn.run([Spawn.binary, "--json", "--daily", UTCDay(number: today.number - 1).date], stdin: Spawn.file("e\n"))
        #expect(past.status == 0 && past.out.contains("\"pattern\""), "\(past.err)")
    }
}
