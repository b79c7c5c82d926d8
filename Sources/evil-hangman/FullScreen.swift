import ArgumentParser
import HangmanCore
import HangmanTUI
#if canImport(Glibc)
import Glibc
#endif

/// The full-screen game: the event loop between the terminal and the app.
struct FullScreen {
    var launch: Launch
    let environment: [String: String]

    init(launch: inout Launch, environment: [String: String]) {
        self.launch = launch
        self.environment = environment
    }

    func run() throws {
        let session = Session(locations: launch.locations)
        let state = launch.loadState(session: session)
        let lists = launch.initialLists(for: state.settings)
        if launch.customList == nil && lists.isEmpty { throw Launch.listMissing(launch.lists) }
        let cache = launch.lists
        let appEnvironment = AppEnvironment(loadList: { cache.load($0) }, makeID: Session.makeID, now: { Date() })

        Signals.install()
        let terminal: Terminal
        do { terminal = try Terminal(environment: environment) } catch {
            EvilHangmanCommand.fail("\(error)")
            throw ExitCode(1)
        }
        var (app, effects) = App.start(settings: state.settings, history: state.history, resumed: state.resumed, lists: lists,
                                       customList: launch.customList, overrides: launch.overrides, seed: launch.seed,
                                       glyphs: terminal.unicode ? .unicode : .ascii, environment: appEnvironment)
        let (width, height) = terminal.size
        _ = app.update(.resize(width: width, height: height))
        if !state.problems.isEmpty { app.note = Note(state.problems.joined(separator: "; "), .warning) }
        var quit = session.perform(effects, on: &app)
        var dirty = true
        while !quit {
            if receivedSignal != 0 {
                session.saveOnExit(app)
                break
            }
            if dirty {
                terminal.draw(Layout.render(app).screen)
                dirty = false
            }
            guard let input = terminal.read() else { continue }
            effects = app.update(input)
            dirty = true
            quit = session.perform(effects, on: &app)
        }
        terminal.end()
        if !app.game.isOver { print("Your game is saved: run evil-hangman to carry on.") }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#endif
