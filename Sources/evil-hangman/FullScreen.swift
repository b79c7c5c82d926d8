import ArgumentParser
import HangmanCore
import HangmanTUI
#if canImport(Glibc)
import Glibc
#endif

/// The full-screen game: the event loop between the terminal and the app.
struct FullScreen {
    let launch: Launch
    let environment: [String: String]

    func run() throws {
        let session = Session(locations: launch.locations)
        let first = launch.loadFirst(session: session)
        let cache = launch.lists
        let appEnvironment = AppEnvironment(loadList: { cache.load($0) }, makeID: Session.makeID, now: { Date() })

        Signals.install()
        let terminal: Terminal
        do { terminal = try Terminal(environment: environment) } catch {
            EvilHangmanCommand.fail("\(error)")
            throw ExitCode(1)
        }

        let glyphs: Glyphs = terminal.unicode ? .unicode : .ascii
        let (width, height) = terminal.size
        // The first frame needs only the settings (or the saved game as stored); the word list,
        // the history and the restored game load after it is on the screen. (Loading them on a
        // second thread during the terminal set-up was measured slower on two cores.)
        drawPreview(first: first, glyphs: glyphs, environment: appEnvironment, size: (width, height), on: terminal)
        let state = launch.loadRest(session: session, settings: first.settings, saved: first.saved)
        if launch.customList == nil && state.lists.isEmpty {
            terminal.end()
            throw Launch.listMissing(launch.lists)
        }
        var (app, effects) = App.start(settings: first.settings, history: state.history, resumed: state.resumed, lists: state.lists,
                                       customList: launch.customList, overrides: launch.overrides, seed: launch.seed,
                                       glyphs: glyphs, environment: appEnvironment)
        _ = app.update(.resize(width: width, height: height))
        let problems = first.problems + state.problems
        if !problems.isEmpty { app.note = Note(problems.joined(separator: "; "), .warning) }
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

    /// The first frame: the game as the settings (or the saved game) describe it. Its effects are
    /// dropped: nothing of the preview is ever saved.
    private func drawPreview(first: (settings: Settings, saved: SavedGame?, problems: [String]), glyphs: Glyphs,
                             environment: AppEnvironment, size: (Int, Int), on terminal: Terminal) {
        let next = launch.overrides.applied(to: first.settings)
        let listID = launch.customList?.id ?? next.wordList
        let game: any Gameplay = first.saved.map { PreviewGameplay(snapshot: $0.game) } ?? PreviewGameplay(settings: next, wordList: listID)
        var (preview, _) = App.start(settings: first.settings, history: History(), resumed: (id: "", game: game), lists: [:],
                                     customList: launch.customList, overrides: launch.overrides, seed: 0, glyphs: glyphs,
                                     environment: environment)
        _ = preview.update(.resize(width: size.0, height: size.1))
        preview.note = first.saved == nil ? App.newGameNote(game) : App.welcomeBack
        terminal.draw(Layout.render(preview).screen)
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#endif
