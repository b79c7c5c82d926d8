import ArgumentParser
import HangmanApp
import HangmanCore
import HangmanScreens
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen front end. A key press goes in a straight line: `Terminal.read` → `Input` →
/// `AppDriver.press` (`Keymap`, or the frame's click targets) → `Action` → `App.send` → `[Effect]` →
/// `EffectRunner` (files, clock; results back through `App.send`) → `Layout.render` → `Terminal.draw`.
struct FullScreen {
    var launch: Launch
    let environment: [String: String]
    let charset: LocaleCharset
    /// A frame taking longer than this to draw marks the terminal slow (animations off this run).
    static let slowFrame = 0.05

    func run() throws -> ExitReport {
        // Under `ulimit -v`: frames the room left holds, or none (EX_OSERR) where it would not hold the smallest.
        if let refusal = TerminalSize.fitToMemory() {
            EvilHangmanCommand.fail(refusal)
            throw ExitCode(71)
        }
        Signals.install()
        Watchdog.start()
        let terminal: Terminal
        do { terminal = try Terminal(environment: environment, charset: charset) } catch {
            EvilHangmanCommand.fail("\(error)")
            // A limit of the system's (EX_OSERR), not a terminal the game cannot drive.
            if case .noDescriptors = error as? Terminal.Failure { throw ExitCode(71) }
            throw ExitCode(1)
        }
        var start = launch.start
        start.glyphs = terminal.unicode ? .unicode : .ascii
        if let asked = charset.setAsideUnshownLanguages(of: &start) {
            terminal.end()
            try EvilHangmanCommand.failUnshown(asked, charset)
        }
        (start.width, start.height) = terminal.size
        if terminal.oversized {
            start.problems.append(UIText.windowTooLarge(TerminalSize.maximum.width, TerminalSize.maximum.height))
        }
        var clients = launch.clients(historyInBackground: true)
        clients.copyToClipboard = { Clipboard.copy($0) }
        var driver = AppDriver(start, clients: clients)
        // The first frame comes before the word list and the history are read.
        terminal.draw(Layout.render(driver.app).screen)
        launch.removeLeftovers()
        driver.start()
        loop(&driver, terminal: terminal)
        terminal.end()
        // The saved game's lock is held until the very end (the kernel lets go at exit).
        withExtendedLifetime(launch.gameLock) {}
        let report = driver.exitReport
        if report.gameSaved { Console.out.say(UIText.savedAtExit) }
        if report.notSavedByDesign { Console.out.say(UIText.notSavedAtExit) }
        return report
    }

    /// Draws and reads until the app quits, or a quit signal or a hang-up ends the run (saved).
    private func loop(_ driver: inout AppDriver, terminal: Terminal) {
        var animator = Animator(driver.app)
        var frame: Frame?
        var shown = Motion.still
        while !driver.hasQuit {
            if receivedSignal != 0 || terminal.hungUp {
                driver.send(.quit)
                return
            }
            // Stopped from outside and back: the modes again, the frame whole.
            if receivedContinue != 0 {
                receivedContinue = 0
                terminal.resume()
                frame = nil
            }
            // A result from another thread (the history) changes the screen too.
            if driver.receiveMail() { frame = nil }
            let now = monotonicSeconds()
            animator.observe(driver.app, at: now)
            let motion = animator.motion(at: now)
            if frame == nil || motion != shown {
                frame = Layout.render(driver.app, motion: motion)
                terminal.draw(frame!.screen)
                shown = motion
                // A terminal that cannot keep up (a slow link) gets still frames from now on.
                if motion != .still && monotonicSeconds() - now > Self.slowFrame {
                    driver.send(.terminalIsSlow)
                    animator.finish()
                }
            }
            // Wait for input: briefly while something moves or a result is due, else for as long as it takes.
            let wait = driver.inputWait(idle: animator.isMoving(at: now) ? Animator.frameInterval : -1)
            let batch = terminal.read(timeout: wait)
            guard !batch.isEmpty, var onScreen = frame else { continue }
            // Any key finishes what moves at once, then does what it does. The whole batch goes
            // in, then one frame is drawn (a click after a key is looked up in the new layout).
            animator.finish()
            for (i, input) in batch.enumerated() where !driver.hasQuit {
                if i > 0, case .click = input { onScreen = Layout.render(driver.app) }
                driver.press(input, seen: onScreen.seen(input))
            }
            frame = nil
        }
    }
}
