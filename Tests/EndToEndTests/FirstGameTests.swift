import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A newcomer's first minutes with the real binary in tmux: help, a guess by Space, a loss, "How
/// I cheated", a win; and every side and window at 60×20, 80×24 and 120×40, where no text may be
/// cut with "…" and no window may cover the rules. With `RECORD_FIRST_GAME=DIR` the screens of
/// the first game are written to DIR (the README shows them).
@Suite(.serialized) struct FirstGameTests {
    /// Writes a screen where the README's captures are made, when asked to.
    static func record(_ screen: String, _ name: String) {
        guard let folder = TestFiles.environment("RECORD_FIRST_GAME") else { return }
        TestFiles.write(screen, to: folder + "/" + name + ".txt")
    }

    @Test func aNewPlayersFirstGame() throws {
        // Seeded (the first game is a loss, every run); otherwise the first start of all.
        let game = try TmuxGame(["--seed", "1"])
        // The first start of all says in one line that the host cheats, and where help is.
        var screen = try game.waitFor("this host cheats")
        #expect(screen.contains("? for help") && screen.contains("[?] Help"))
        Self.record(screen, "1-first-launch")

        game.type("?")
        screen = try game.waitUntil("help") { $0.contains("─ Help ─") && $0.contains("the host cheats") }
        #expect(screen.contains("Space, Enter") && screen.contains("guess the letter [ ]"))
        Self.record(screen, "2-help")
        game.send("Escape")
        try game.waitUntil("help closed") { !$0.contains("─ Help ─") }

        // Space guesses the letter in the cursor's brackets (A at the start), and the hints say so.
        screen = game.screen
        #expect(screen.contains("[A ]") && screen.contains("Space/Enter guess [ ]"))
        game.send("Space")
        screen = try game.waitUntil("A guessed by Space") { ScreenText.gridShowsTried("a", in: $0) }
        Self.record(screen, "3-space-guessed-a")

        // Guesses until the host hangs the player; the window says "Game over".
        for letter in "eiostrnlcudpmhgbfywkvxzjq" {
            if game.screen.contains("Game over") { break }
            game.type(String(letter))
            _ = try game.waitUntil("\(letter) taken") { ScreenText.gridShowsTried(letter, in: $0) || $0.contains("Game over") }
        }
        screen = try game.waitUntil("the game-over window") { $0.contains("Game over") && $0.contains("Hanged.") }
        #expect(!screen.contains("High scores ─"), "a lost game's window is titled for what it is")
        Self.record(screen, "4-game-over")

        // Space sets the window aside: the finished board, the whole word in red on the gallows.
        game.send("Space")
        screen = try game.waitUntil("the finished board") { $0.contains("Misses left: 0 of \(NormalGame.misses)") && !$0.contains("Game over ─") }
        Self.record(screen, "5-the-board")
        game.send("Space")
        try game.waitFor("Game over")

        game.type("c")
        screen = try game.waitUntil("How I cheated") { $0.contains("How I cheated ─") && $0.contains("My word:") }
        #expect(screen.contains("I could also have been") || screen.contains("fits every answer"))
        Self.record(screen, "6-how-i-cheated")
        game.send("Escape")

        // Good mode on the settings side, then a game won: the figure is set free.
        game.send("Tab")
        try game.waitFor("EVIL HANGMAN · Settings")
        for _ in 0..<3 { game.send("Down") }  // from the level to the mode
        game.send("Right")
        try game.waitFor("● Good")
        game.send("Escape")
        game.send("C-n")  // the game before is over: nothing to ask
        let secret = try game.waitUntil("the good game's word on disk") { _ in game.savedGame?.word != nil }
        _ = secret
        let word = try #require(game.savedGame?.word)
        for letter in Set(word).sorted() { game.type(String(letter)) }
        screen = try game.waitUntil("the win") { $0.contains("You won!") && $0.contains("You won with 0 of \(NormalGame.misses) misses!") }
        Self.record(screen, "7-won")
        game.send("Space")
        screen = try game.waitUntil("the rescued figure") { $0.contains("\\o/") }
        Self.record(screen, "8-rescued")
    }

    /// What a screen must never show: a word cut short with "…", a window over the rules.
    static func problems(in screen: String, height: Int) -> [String] {
        var found: [String] = []
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines where line.contains("…") && !line.contains("Loading the word list…") {
            found.append("cut with …: \(line)")
        }
        for row in [1, height - 3] where row < lines.count {
            let line = lines[row]
            if !line.allSatisfy({ $0 == "─" }) || line.count < 10 { found.append("row \(row) is not a whole rule: \(line)") }
        }
        return found
    }

    @Test(arguments: [(60, 20), (80, 24), (120, 40)])
    func everySideAndWindowFitsWithoutCuts(size: (Int, Int)) throws {
        let (width, height) = size
        let game = try TmuxGame(["--evil", "--seed", "7", "--misses", "3"], width: width, height: height)
        try game.waitFor("Misses left: 3 of 3")
        var seen: [(String, String)] = []
        func look(_ name: String, until predicate: (String) -> Bool) throws {
            seen.append((name, try game.waitUntil(name, predicate)))
        }
        try look("front side") { $0.contains("Misses left") }
        game.type("?")
        try look("help") { $0.contains("─ Help ─") }
        game.send("End")
        try look("help, scrolled to its end") { $0.contains("─ Help ─") && $0.contains("(Esc keeps it).") }
        game.send("Escape")
        game.send("Tab")
        try look("settings side") { $0.contains("Misses allowed") }
        game.type("?")
        try look("help over the settings") { $0.contains("Keys of the settings") }
        game.send("Escape")
        game.send("Escape")
        game.send("Escape")
        try look("quit question") { $0.contains("Quit?") }
        game.type("n")
        game.type("q")
        try game.waitFor("Wrong: Q")
        game.send("C-n")
        try look("new game question") { $0.contains("New game?") && $0.contains("lost game") }
        game.type("n")
        game.send("F4")
        try look("high scores") { $0.contains("High scores ─") }
        game.type("s")
        try look("statistics") { $0.contains("Statistics ─") }
        game.send("Escape")
        // Esc and a letter in one read are Alt and that letter: a person's next key comes later.
        try game.waitUntil("statistics closed") { !$0.contains("Statistics ─") }
        for letter in "xzj" { game.type(String(letter)) }
        try look("game over") { $0.contains("Game over ─") && $0.contains("Hanged.") }
        game.type("c")
        try look("how I cheated") { $0.contains("How I cheated ─") && $0.contains("My word:") }
        game.type("?")
        try look("help over the results") { $0.contains("Keys of the results") }
        game.send("Escape")
        try game.waitUntil("help closed") { !$0.contains("Keys of the results") }
        game.send("Space")
        try look("the finished board") { !$0.contains("How I cheated ─") && $0.contains("Hanged.") }
        for (name, screen) in seen {
            let problems = Self.problems(in: screen, height: height)
            #expect(problems.isEmpty, "\(name) at \(width)x\(height): \(problems)\n\(screen)")
        }
    }
}
