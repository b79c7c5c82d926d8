import Testing
import HangmanCore
import HangmanStore
#if canImport(Glibc)
import Glibc
#endif

/// The real binary in tmux, seeded, with a temp data folder.
@Suite(.serialized) struct FullScreenTests {
    @Test func guessesShowInThePlaceholdersTheMissesAndTheGrid() throws {
        let game = try TmuxGame(["--good", "--seed", "11", "--length", "6", "--misses", "8"])
        try game.waitFor("Misses left: 8 of 8")
        let secret = try #require(try game.waitForSave().word)
        #expect(game.screen.contains(ScreenText.tiles("______")))
        let miss = "abcdefghijklmnopqrstuvwxyz".first { !secret.contains($0) }!
        let hit = secret.first!
        game.type(String(hit))
        // Each guess redraws twice (its flash, then still): wait for the whole screen to settle.
        let pattern = ScreenText.tiles(String(secret.map { $0 == hit ? $0 : "_" }))
        try game.waitUntil("the hit everywhere") {
            $0.contains("Yes: \(hit.uppercased()) is in the word") && $0.contains(pattern) && $0.contains("\(hit.uppercased())✓")
        }
        game.type(String(miss).uppercased())
        try game.waitUntil("the miss everywhere") {
            $0.contains("Misses left: 7 of 8") && $0.contains("Wrong: \(miss.uppercased())")
                && $0.contains("\(miss.uppercased())✗")
        }
    }

    @Test func invalidKeysCostNothing() throws {
        let game = try TmuxGame(["--evil", "--seed", "3", "--misses", "5"])
        try game.waitFor("Misses left: 5 of 5")
        game.type("7")
        try game.waitFor("7 is not a letter")
        game.type("!")
        try game.waitFor("! is not a letter")
        game.send("-l", "é")
        try game.waitFor("É (U+00C9) is not a letter of this game's alphabet")
        game.type("q")
        try game.waitFor("Misses left: 4 of 5")
        game.type("Q")
        let screen = try game.waitFor("You already tried Q")
        #expect(screen.contains("Misses left: 4 of 5"))
        #expect(game.savedGame?.guesses == "q")
    }

    @Test func winAGoodGameThenTheHighScoresOpen() throws {
        let game = try TmuxGame(["--good", "--seed", "5", "--length", "5", "--misses", "10"])
        try game.waitFor("Misses left: 10 of 10")
        let secret = try #require(try game.waitForSave().word)
        for letter in Set(secret).sorted() { game.type(String(letter)) }
        // The window slides up: wait until its headline, under its title, is on screen too.
        let screen = try game.waitUntil("the scores window in place") {
            $0.contains("You won! ─") && $0.contains("You won with 0 of 10 misses! #1 on the Good page among games") && $0.contains("[Enter] Close")
        }
        #expect(screen.contains(secret.uppercased()))
        #expect(game.records.first?.word == secret)
        try game.waitUntil("the saved game to be removed") { _ in game.savedGame == nil }
        game.send("Enter")
        try game.waitFor("You won with 0 of 10 misses!")
        game.type("x")
        try game.waitFor("This game is over")
    }

    @Test func loseAnEvilGameThenTheResultsWindowAndHowICheated() throws {
        let game = try TmuxGame(["--evil", "--seed", "9", "--length", "8", "--misses", "3"])
        // A fresh start plays Normal (the Classic host); the flags make this run's game Custom.
        try game.waitFor("Misses left: 3 of 3")
        for letter in "jqxzvwy" { game.type(String(letter)) }
        let screen = try game.waitFor("Hanged. I settle on")
        let word = try #require(game.records.first?.word)
        #expect(screen.contains(word.uppercased()))
        game.type("c")
        // The page's title, not the [C] button of the page before it.
        let cheats = try game.waitUntil("How I cheated") { $0.contains("How I cheated ─") && $0.contains("My word:") }
        #expect(cheats.contains("My word: \(word.uppercased()), which fits every answer."))
        game.type("n")
        try game.waitFor("Misses left: 3 of 3")
    }

    /// Y copies the result through OSC 52: tmux (with set-clipboard on) puts it in its paste buffer.
    @Test func theResultIsCopiedToTheClipboardThroughTheTerminal() throws {
        let game = try TmuxGame(["--evil", "--seed", "9", "--length", "8", "--misses", "3"])
        // A fresh start plays Normal (the Classic host); the flags make this run's game Custom.
        Spawn.run(["tmux", "-L", game.socket, "set-option", "-s", "set-clipboard", "on"])
        try game.waitFor("Misses left: 3 of 3")
        for letter in "jqx" { game.type(String(letter)) }
        try game.waitFor("Hanged. I settle on")
        game.type("y")
        try game.waitFor("Copied to your clipboard")
        var buffer = ""
        let deadline = Spawn.monotonic() + 10
        while Spawn.monotonic() < deadline {
            buffer = Spawn.run(["tmux", "-L", game.socket, "show-buffer"]).out
            if !buffer.isEmpty { break }
            usleep(20_000)
        }
        // The line, the marks, and how a friend plays the same game (its challenge code).
        let code = try #require(buffer.firstMatch(of: /EH-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}/).map { String($0.output) })
        #expect(buffer == "Evil Hangman · Custom, Classic host · 8 letters · hanged 3/3 · challenge \(code)\n🟥🟥🟥\n"
                    + "Play it: evil-hangman --challenge \(code)", "\(buffer)")
        let word = try #require(game.records.first?.word)
        #expect(!buffer.lowercased().contains(word))
    }

    /// F5 deals today's daily (after asking, since a game is under way); finished, F5 shows the
    /// day's result and the daily board instead of dealing again.
    @Test func f5PlaysTodaysDailyOnceAndThenShowsItsResult() throws {
        let game = try TmuxGame(["--good", "--seed", "3", "--length", "5"])
        try game.waitFor(NormalGame.fresh)
        game.type("e")
        game.send("F5")
        try game.waitFor("Daily game?")
        game.type("y")
        let today = DailyGame.settings(for: UTCDay(utcSeconds: Int64(time(nil))))
        let screen = try game.waitFor("\(today.missesAllowed) misses, Cunning host. One scored try today")
        #expect(screen.contains("Misses left: \(today.missesAllowed) of \(today.missesAllowed)"))
        #expect(try game.waitForSave().deal.scoredDay != nil)
        for letter in "jqxzvkwyfbgpmcu" { game.type(String(letter)) }
        // The log holds the daily's line written ahead at its first guess, then its end.
        try game.waitUntil("the end of the daily") { _ in game.records.contains { $0.daily != nil && !$0.begun } }
        let record = try #require(game.records.first { $0.daily != nil && !$0.begun })
        game.send("Enter")
        game.send("F5")
        try game.waitUntil("the day's result on the daily page") { $0.contains("[Daily]") && $0.contains("is done:") }
        #expect(game.records.filter { $0.daily != nil && !$0.begun } == [record])
    }

    /// While nothing moves the game waits for a key and never wakes: its main thread sits in
    /// poll() with no timeout (a poll that wakes every 100 ms would show its timeout), and stays
    /// there. Read off the kernel (/proc/PID/syscall), so it does not depend on the machine's speed.
    @Test func anIdleGameNeverWakesUp() throws {
        let game = try TmuxGame(["--good", "--seed", "2"])
        try game.waitFor(NormalGame.fresh)
        let pid = try game.pid()
        /// The main thread's system call and its arguments, when it is in one.
        func syscall() -> [String] {
            Spawn.read("/proc/\(pid)/task/\(pid)/syscall").split(separator: " ").map(String.init)
        }
        // poll (7) or ppoll (271) on x86-64; poll's third argument is its timeout, -1 for none.
        func waitsForever(_ call: [String]) -> Bool {
            call.count > 3 && ((call[0] == "7" && (call[3] == "0xffffffffffffffff" || call[3] == "0xffffffff")) || (call[0] == "271" && call[3] == "0x0"))
        }
        // Settled first: the history arrives from another thread just after the first frame.
        try game.waitUntil("the game to wait for a key with no timeout") { _ in waitsForever(syscall()) }
        for _ in 0..<5 {
            usleep(100_000)
            #expect(waitsForever(syscall()), "the idle game is not waiting without a timeout: \(syscall())")
        }
        game.type("e")
        try game.waitUntil("the guess to be answered") { $0.contains("E is in the word") || $0.contains("No E") }
    }

    @Test func settingsChangeTheNextGameNotThisOne() throws {
        let game = try TmuxGame(["--seed", "4"])
        try game.waitFor(NormalGame.fresh)
        game.type("e")
        try game.waitUntil("the guess to be saved") { _ in game.savedGame?.guesses == "e" }
        let pattern = try #require(game.savedGame?.pattern)
        let shown = ScreenText.tiles(pattern)
        try game.waitFor(shown)
        game.send("Tab")
        try game.waitFor("Word length")
        game.send("Down")       // from the level to the length
        game.send("Left")       // length 8 → 7 (the level becomes Custom)
        game.send("Down")
        game.send("Left")       // misses one fewer than Normal's
        try game.waitFor("Saved. Applies to the next game")
        game.send("Escape")
        let front = try game.waitFor("Normal · Classic host")
        #expect(front.contains("8 letters · \(NormalGame.misses) misses"))
        #expect(front.contains(shown))
        #expect(game.savedGame?.pattern == pattern)
        game.send("C-n")
        try game.waitFor("New game?")
        game.send("y")
        let fewer = NormalGame.misses - 1
        let next = try game.waitFor("7 letters · \(fewer) misses")
        #expect(next.contains("Misses left: \(fewer) of \(fewer)"))
        let settings = try #require(PropertyListStore<Settings>(path: game.dataDir + "/settings.plist").load().value)
        #expect(settings.wordLength == 7)
        #expect(settings.level == .custom)
        #expect(settings.missesAllowed == fewer)
    }

    @Test func quitAndRelaunchResumesTheSameGame() throws {
        let first = try TmuxGame(["--evil", "--seed", "21"])
        try first.waitFor(NormalGame.fresh)
        for letter in "etaoq" { first.type(String(letter)) }
        try first.waitUntil("five guesses saved") { _ in first.savedGame?.guesses == "etaoq" }
        // The game is saved before the frame that shows the guess is drawn: wait for Q's mark too.
        let before = try first.waitUntil("Q marked on the grid") { $0.contains("Q✗") || $0.contains("Q✓") }
        first.send("Escape")
        try first.waitFor("Quit?")
        first.type("y")
        #expect(try first.exitStatus() == 0)
        let second = try TmuxGame([], dataDir: first.dataDir)
        try second.waitFor("Welcome back")
        let after = second.screen
        func line(_ screen: String, _ prefix: String) -> String? {
            screen.split(separator: "\n").first { $0.contains(prefix) }.map(String.init)
        }
        #expect(line(after, "Misses left") == line(before, "Misses left"))
        #expect(line(after, "Wrong:") == line(before, "Wrong:"))
        // Everything but the status line is the same: gallows, pattern, grid.
        let rowsBefore = before.split(separator: "\n", omittingEmptySubsequences: false)
        let rowsAfter = after.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rowsBefore.count == rowsAfter.count)
        for (i, (a, b)) in zip(rowsBefore, rowsAfter).enumerated() where i != 22 { #expect(a == b, "row \(i)") }
    }

    @Test func ctrlCSavesAndRestoresTheTerminal() throws {
        let game = try TmuxGame(["--good", "--seed", "2"])
        try game.waitFor("Misses left")
        game.type("z")
        try game.waitUntil("the guess to be saved") { _ in game.savedGame?.guesses == "z" }
        game.send("C-c")
        #expect(try game.exitStatus() == 0)
        #expect(game.savedGame?.guesses == "z")
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func quitSignalsSaveTheGameAndRestoreTheTerminal(signal: Int32) throws {
        let game = try TmuxGame(["--good", "--seed", "2"])
        try game.waitFor("Misses left")
        game.type("z")
        game.type("y")
        try game.waitUntil("two guesses saved") { _ in game.savedGame?.guesses == "zy" }
        kill(try game.pid(), signal)
        #expect(try game.exitStatus() == 0)
        #expect(game.savedGame?.guesses == "zy")
    }

    @Test func resizeTo60x20AndBackAndTooSmall() throws {
        let game = try TmuxGame(["--seed", "8"])
        try game.waitFor(NormalGame.fresh)
        game.resize(width: 60, height: 20)
        let small = try game.waitUntil("a 60-column layout") { s in
            s.split(separator: "\n").first?.contains("EVIL HANGMAN") == true && !s.contains("Please enlarge")
                && s.split(separator: "\n").allSatisfy { $0.count <= 60 }
        }
        #expect(small.contains("_ _ _ _ _ _ _ _"), "at 20 rows the word is one row of placeholders")
        game.resize(width: 50, height: 15)
        try game.waitFor("Please enlarge the window to at least 60×20")
        game.resize(width: 80, height: 24)
        let back = try game.waitFor(NormalGame.fresh)
        #expect(back.contains(" N   O   P   Q   R   S   T   U   V   W   X   Y   Z"))
    }

    /// Clicks under tmux's own terminal type and under xterm's, whose terminfo names the SGR
    /// report's start as the mouse key (1.2.0 before this: curses took it, and every click
    /// guessed M, the report's last byte).
    @Test(arguments: ["tmux-256color", "xterm-256color", "xterm"])
    func theMouseChoosesLettersAndButtons(term: String) throws {
        let game = try TmuxGame(["--good", "--seed", "6", "--misses", "9"], launcher: ["env", "TERM=\(term)"])
        let screen = try game.waitFor("Misses left: 9 of 9")
        // Click the Q of the grid.
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let y = try #require(rows.firstIndex { $0.contains(" N   O   P   Q ") })
        let x = try #require(column(of: "Q", in: rows[y]))
        game.click(x: x, y: y, sgr: term.hasPrefix("xterm"))
        try game.waitUntil("Q to be guessed by a click") { _ in game.savedGame?.guesses == "q" }
        // Click [Tab] Settings.
        let settingsX = try #require(column(of: "[Tab] Settings", in: rows[0]))
        game.click(x: settingsX + 2, y: 0, sgr: term.hasPrefix("xterm"))
        try game.waitFor("Word length")
    }
}

/// The column where `needle` starts in `line` (every character on screen is one column).
func column(of needle: String, in line: String) -> Int? {
    let chars = Array(line), target = Array(needle)
    guard chars.count >= target.count else { return nil }
    return (0...(chars.count - target.count)).first { Array(chars[$0..<($0 + target.count)]) == target }
}
