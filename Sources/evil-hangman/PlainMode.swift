import HangmanCore
import HangmanTUI
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#endif

/// `--plain`: the whole game as lines of text: after each guess the state, then one guess a
/// line from stdin. Same rules, saves, resume and high scores as the full screen; the same app
/// state machine runs underneath. EOF ends it with the game saved.
struct PlainMode {
    let launch: Launch

    init(launch: Launch) { self.launch = launch }

    func run() throws {
        let session = Session(locations: launch.locations)
        let state = launch.loadState(session: session)
        let lists = state.lists
        if launch.customList == nil && lists.isEmpty { throw Launch.listMissing(launch.lists) }
        let cache = launch.lists
        let environment = AppEnvironment(loadList: { cache.load($0) }, makeID: Session.makeID, now: { Date() })
        var (app, effects) = App.start(settings: state.settings, history: state.history, resumed: state.resumed, lists: lists,
                                       customList: launch.customList, overrides: launch.overrides, seed: launch.seed,
                                       glyphs: .ascii, environment: environment)
        for problem in state.problems { say("Note: \(problem)") }
        _ = session.perform(effects, on: &app)
        say("Evil Hangman (line mode). Type one letter a line; \"new\" starts a new game; end of input quits.")
        report(app)
        while let line = readLine(strippingNewline: true) {
            let input = line.hasSuffix("\r") ? String(line.dropLast()) : line
            let wasOver = app.game.isOver
            if wasOver && input != "new" {
                say("This game is over: type new for another game.")
                continue
            }
            if input == "new" {
                effects = app.perform(.confirmNewGame)  // typed out: no need to ask
            } else {
                effects = app.perform(.guess(input))
            }
            _ = session.perform(effects, on: &app)
            report(app)
            if app.game.isOver && !wasOver {
                scores(app)
                _ = app.perform(.closeModal)
            }
        }
        session.saveOnExit(app)
        if !app.game.isOver { say("Game saved.") }
    }

    func report(_ app: App) {
        let game = app.game
        if let note = app.note, !game.isOver { say(note.text) }
        let spaced = game.pattern.map { $0.map { $0 == " " ? " " : $0.uppercased() } ?? "_" }.joined(separator: " ")
        say("Word: \(spaced)  (\(game.wordLength) letters, \(game.mode.rawValue))")
        let wrong = game.wrongLetters.map { $0.uppercased() }.joined(separator: " ")
        say("Misses left: \(game.missesLeft) of \(game.missesAllowed)  Wrong: \(wrong.isEmpty ? "none" : wrong)")
        let tried = game.guessedLetters.map { $0.uppercased() }.joined(separator: " ")
        say("Tried: \(tried.isEmpty ? "none" : tried)")
        switch game.status {
        case .playing: say("Your guess:")
        case .won: say("You won with \(game.missesMade) \(game.missesMade == 1 ? "miss" : "misses")! Type new for another game.")
        case .lost: say("Hanged. The word was \((game.word ?? "").uppercased()). Type new for another game.")
        }
    }

    func scores(_ app: App) {
        say("High scores:")
        let table = ScoreTable.lines(app.history, highlight: app.finished?.id)
        if table.rows.isEmpty {
            say("  No wins yet.")
            return
        }
        say(" " + table.header)
        for row in table.rows { say((row.mine ? ">" : " ") + row.text) }
    }

    func say(_ line: String) {
        fputs(line + "\n", stdout_)
        fflush(stdout_)
    }
}
