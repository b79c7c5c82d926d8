import ArgumentParser
import HangmanCore
import HangmanTUI
#if canImport(Glibc)
import Glibc
#endif

/// `--plain`: the whole game as lines of text: after each guess the state, then one guess a line
/// from stdin. Every line goes through the same door as a key in the full screen (`App.send`),
/// with the same rules, saves, resume and high scores. End of input ends it with the game saved.
struct PlainMode {
    var launch: Launch

    func run() throws {
        var launch = self.launch
        launch.readSavedFiles()
        launch.removeLeftovers()
        var start = launch.start
        start.glyphs = .ascii
        let runner = EffectRunner(clients: launch.liveClients(historyInBackground: false))
        var (app, effects) = App.start(start)
        _ = runner.run(effects, on: &app)
        var printed = 0
        func notes() {
            for problem in app.warnings.dropFirst(printed) { say("Note: \(problem)") }
            printed = app.warnings.count
        }
        notes()
        try ExitReport.stopIfNothingToPlay(app)
        say("Evil Hangman (line mode). Type one letter a line; \"new\" starts a new game; end of input quits.")
        report(app)
        while let line = readLine(strippingNewline: true) {
            let input = line.hasSuffix("\r") ? String(line.dropLast()) : line
            let wasOver = app.game.isOver
            if wasOver && input != "new" {
                say("This game is over: type new for another game.")
                continue
            }
            // A typed "new" is deliberate: no need to ask.
            _ = runner.run(app.send(input == "new" ? .confirmNewGame : .guess(input)), on: &app)
            notes()
            report(app)
            if app.game.isOver && !wasOver {
                if let share = app.shareText { say("Share: \(share.line) \(share.marks)") }
                scores(app)
                _ = runner.run(app.send(.closeModal), on: &app)
            }
        }
        _ = runner.run(app.send(.confirmQuit), on: &app)
        notes()
        if !app.game.isOver && app.savesGame {
            if let problem = app.gameSaveProblem { say("Game not saved: \(problem)") } else { say("Game saved.") }
        }
        withExtendedLifetime(launch.gameLock) {}
        let status = ExitReport.status(of: app)
        if status != 0 { throw ExitCode(status) }
    }

    func report(_ app: App) {
        let game = app.game
        if let note = app.note, note.kind != .problem, !game.isOver { say(note.text) }
        let spaced = game.pattern.map { $0.map { $0 == " " ? " " : $0.uppercased() } ?? "_" }.joined(separator: " ")
        say("Word: \(spaced)  (\(UIText.length(of: game)), \(game.mode.rawValue))")
        let wrong = game.wrongLetters.map { $0.uppercased() }.joined(separator: " ")
        say("Misses left: \(game.missesLeft) of \(game.missesAllowed)  Wrong: \(wrong.isEmpty ? "none" : wrong)")
        let tried = game.guessedLetters.map { $0.uppercased() }.joined(separator: " ")
        say("Tried: \(tried.isEmpty ? "none" : tried)")
        if game.isOver { say(UIText.outcome(of: game) + " Type new for another game.") } else { say("Your guess:") }
    }

    func scores(_ app: App) {
        say("High scores:")
        guard let history = app.history, !history.highScores(on: app.board).isEmpty else {
            say("  No wins on the \(app.board.title) board yet.")
            return
        }
        say(" (\(app.board.title) board)")
        let table = ScoreTable.lines(history, board: app.board, highlight: app.finished?.id, localTime: app.localTime)
        say(" " + table.header)
        for row in table.rows { say((row.mine ? ">" : " ") + row.text) }
    }

    /// One line on stdout, escaped: notes quote file names and list names, which may hold anything.
    func say(_ line: String) {
        fputs(PrintableText.escaping(line) + "\n", stdout_)
        fflush(stdout_)
    }
}
