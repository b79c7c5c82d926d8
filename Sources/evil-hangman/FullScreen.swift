import ArgumentParser
import HangmanCore
import HangmanTUI
#if canImport(Glibc)
import Glibc
#endif

/// The full-screen game: the event loop. One key press goes in a straight line:
/// `Terminal.read` → `Input` → `Keymap` (or the last frame's click targets) → `Action` →
/// `App.send` → `[Effect]` → `EffectRunner` (files, clock; results back through `App.send`) →
/// `Layout.render` → `Terminal.draw`.
struct FullScreen {
    var launch: Launch
    let environment: [String: String]
    /// A frame taking longer than this to draw marks the terminal slow (animations off this run).
    static let slowFrame = 0.05

    /// Seconds on a clock that only moves forward (the animations' time).
    static func monotonic() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    func run() throws {
        var launch = self.launch
        launch.readSavedFiles()
        Signals.install()
        let terminal: Terminal
        do { terminal = try Terminal(environment: environment) } catch {
            EvilHangmanCommand.fail("\(error)")
            throw ExitCode(1)
        }
        var start = launch.start
        start.glyphs = terminal.unicode ? .unicode : .ascii
        (start.width, start.height) = terminal.size
        var clients = launch.liveClients(historyInBackground: true)
        clients.copyToClipboard = { Terminal.copyToClipboard($0) }
        let runner = EffectRunner(clients: clients)
        var (app, effects) = App.start(start)
        // The first frame comes before the word list and the history are read.
        var frame = Layout.render(app)
        terminal.draw(frame.screen)
        launch.removeLeftovers()
        var quit = runner.run(effects, on: &app)
        var animator = Animator(app)
        var drawn = false, shown = Motion.still
        while !quit {
            if receivedSignal != 0 || terminal.hungUp {
                quit = runner.run(app.send(.confirmQuit), on: &app)
                break
            }
            if runner.hasMail {
                // A result from another thread (the history): it changes the screen too.
                if runner.run([], on: &app) { break }
                drawn = false
            }
            let now = Self.monotonic()
            animator.observe(app, at: now)
            let motion = animator.motion(at: now)
            if !drawn || motion != shown {
                frame = Layout.render(app, motion: motion)
                terminal.draw(frame.screen)
                drawn = true
                shown = motion
                // A terminal that cannot keep up (a slow link) gets still frames from now on.
                if motion != .still && Self.monotonic() - now > Self.slowFrame {
                    _ = runner.run(app.send(.terminalIsSlow), on: &app)
                    animator.finish()
                }
            }
            // Wait for a key: briefly while something moves or a result is due, else for as long as it takes.
            let timeout = runner.keyWait(idle: animator.isMoving(at: now) ? Animator.frameInterval : -1)
            guard let input = terminal.read(timeout: timeout) else { continue }
            // Any key finishes what moves at once, then does what it does.
            animator.finish()
            let action: Action?
            if case .click(let x, let y) = input { action = frame.action(at: x, y) } else {
                action = Keymap.action(for: input, in: app.keyContext)
            }
            guard let action else { continue }
            quit = runner.run(app.send(action), on: &app)
            drawn = false
        }
        terminal.end()
        // The saved game's lock is held until the very end (the kernel lets go at exit).
        withExtendedLifetime(launch.gameLock) {}
        try ExitReport.stopIfNothingToPlay(app)
        let status = ExitReport.status(of: app)
        if !app.game.isOver && !app.isLoading && app.gameSaveProblem == nil && app.savesGame {
            print("Your game is saved: run evil-hangman to carry on.")
        }
        if status != 0 { throw ExitCode(status) }
    }
}
