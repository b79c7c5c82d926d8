import HangmanApp
import HangmanCore
import HangmanScreens

#if canImport(Glibc)
    import Glibc
#endif

/// `--plain`: the game as lines of text, one guess a line from stdin, through the same driver as the full screen
/// (same rules, saves, resume and high scores). End of input ends it with the game saved.
struct PlainMode {
    var launch: Launch
    let charset: LocaleCharset

    func run() throws -> ExitReport {
        var start = launch.start
        if let asked = charset.setAsideUnshownLanguages(of: &start) {
            try EvilHangmanCommand.failUnshown(asked, charset)
        }
        Console.out.charset = charset
        launch.removeLeftovers()
        start.glyphs = .ascii
        var driver = AppDriver(start, clients: launch.clients(historyInBackground: false))
        driver.start()
        var told = 0
        func tellProblems() {
            for problem in driver.app.store.problems.dropFirst(told) { say(tr("Note: %s", problem)) }
            told = driver.app.store.problems.count
        }
        tellProblems()
        if driver.nothingToPlay != nil { return driver.exitReport }
        for line in TextLayout.wrap(
            tr("Evil Hangman, line mode: one letter a line; new, help and quit are commands."), 80)
        { say(line) }
        report(driver.app)
        var input = LineReader()
        input.charset = charset
        while Console.out.failure == nil, !driver.hasQuit, let (line, _) = input.next() {
            let wasOver = driver.app.play.game.isOver
            guard driver.enter(line: line) else {
                for line in HelpText.lineMode(width: 80) { say(line) }
                say(tr("Your guess:"))
                continue
            }
            if driver.hasQuit { break }
            tellProblems()
            report(driver.app)
            if driver.app.play.game.isOver && !wasOver { results(driver.app) }
        }
        if !driver.hasQuit { driver.send(.quit) }
        tellProblems()
        withExtendedLifetime(launch.gameLock) {}
        var exit = driver.exitReport
        if exit.gameSaved { say(UIText.savedAtExit) }
        if exit.notSavedByDesign { say(UIText.notSavedAtExit) }
        if let failure = Console.out.failure { exit.outputFailed(failure) }
        return exit
    }

    func report(_ app: App) {
        let game = app.play.game
        if app.play.lastGuess == .ignored(.gameOver) {
            say(tr("%s: type new for another game.", IgnoredReason.gameOver.message))
            return
        }
        if let note = app.note, note.kind != .problem, !game.isOver {
            say(note.text == UIText.firstLaunch ? UIText.firstLaunchLineMode : note.text)
        }
        // A won game's word as its list spells it (T Ú M I D O).
        let spelled =
            game.status == .won
            ? game.spelledWord.map(Array.init).flatMap { $0.count == game.wordLength ? $0 : nil } : nil
        let spaced = game.pattern.enumerated().map { i, shown in
            shown.map { $0 == " " ? " " : String((spelled?[i] ?? $0).gameCapital) } ?? "_"
        }.joined(separator: " ")
        // What game it is: its level (the daily, a challenge's), or its mode for the player's own.
        let level = game.deal.level
        let kind =
            game.deal.dailyLabel
            ?? (game.mode == .good || level == .custom ? game.mode.title.lowercased() : level.title)
        say(tr("Word: %s  (%s, %s)", spaced, UIText.length(of: game), kind))
        let wrong = game.wrongLetters.map { String($0.gameCapital) }.joined(separator: " ")
        say(
            tr(
                "Misses left: %d of %d  Wrong: %s", game.missesLeft, game.missesAllowed,
                wrong.isEmpty ? tr("none") : wrong))
        let tried = game.guessedLetters.map { String($0.gameCapital) }.joined(separator: " ")
        say(tr("Tried: %s", tried.isEmpty ? tr("none") : tried))
        if let fit = app.wordsLeftShown { say(UIText.wordsLeft(fit, in: game)) }
        if game.isOver {
            say(UIText.outcome(of: game) + " " + tr("Type new for another game."))
        } else {
            say(tr("Your guess:"))
        }
    }

    /// What the results window shows when a game ends: How I cheated (an evil game), the share line and the high
    /// scores.
    func results(_ app: App) {
        if let rows = HowICheated.page(app.play.game, width: 78, glyphs: app.glyphs),
            let evil = app.play.game as? EvilGameplay
        {
            say(tr("How I cheated") + ":")
            for row in rows where !row.text.isEmpty { say("  " + row.text) }
            if let deciding = HowICheated.deciding(evil) { say(deciding) }
        }
        if let share = app.shareText { say(tr("Share: %s %s", share.line, share.marks)) }
        if let code = app.shareText?.challenge { say(tr("Challenge a friend: evil-hangman --challenge %s", code)) }
        let page = app.windows.scorePage
        say(tr("High scores, %s page:", page.title))
        guard let history = app.store.history, !history.highScores(on: page).isEmpty else {
            say("  " + tr("No wins on the %s page yet.", page.title))
            return
        }
        let table = ScoreTable.lines(history, page: page, highlight: app.windows.subject?.id, localTime: app.localTime)
        say(" " + table.header)
        for row in table.rows { say((row.mine ? ">" : " ") + row.text) }
    }

    /// One line on stdout, escaped: notes quote file names and list names, which may hold anything.
    func say(_ line: String) { Console.out.say(line) }
}
