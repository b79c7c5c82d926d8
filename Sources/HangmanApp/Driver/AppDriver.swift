import HangmanCore

/// Runs the app for a front end: starts it, carries out its effects (through the `Clients` it is
/// given), feeds it the front end's input, and says at the end what did not reach the disk. The
/// full screen, `--plain`, `--json` and the tests all run the app through this one type; a front
/// end keeps only how it reads input and shows the state, and decides nothing about the game.
/// What the frame on screen shows that a key's meaning depends on (the screens make it from the
/// frame they drew): what a click there does, whether the window is too small to play in, and the
/// first line shown of what scrolls.
public struct Seen: Sendable {
    public var click: Action?
    public var tooSmall: Bool
    public var scrolled: Int
    public var lastScrolled: Int
    public init(click: Action? = nil, tooSmall: Bool = false, scrolled: Int = 0, lastScrolled: Int = 0) {
        self.click = click
        self.tooSmall = tooSmall
        self.scrolled = scrolled
        self.lastScrolled = lastScrolled
    }
}

public struct AppDriver {
    public private(set) var app: App
    private let runner: EffectRunner
    /// The effects `App.start` asked for, until `start()` carries them out.
    private var startEffects: [Effect]
    /// True once the app asked to quit.
    public private(set) var hasQuit = false
    /// The effects the last action asked for (empty when an input meant nothing): what a test
    /// of the app's answers checks.
    public private(set) var lastEffects: [Effect] = []
    /// The last key was an Esc that closed a window: a second Esc at once is the same reflex,
    /// not a wish to quit.
    private var escapeClosedAWindow = false

    /// The app as it starts, drawable at once; `start()` then loads what the first game needs.
    public init(_ start: AppStart, clients: Clients) {
        runner = EffectRunner(clients: clients)
        (app, startEffects) = App.start(start)
    }

    /// Carries out the first effects: the lists, the history, the first game. The full screen
    /// draws its first frame before this.
    public mutating func start() {
        let effects = startEffects
        startEffects = []
        run(effects)
    }

    /// Sends one action and carries out everything it leads to.
    public mutating func send(_ action: Action) {
        run(app.send(action))
    }

    /// One key press, click or resize, as the player meant it where they are — on what the frame
    /// on screen shows (`seen`): a click is what its target there does, anything else is looked
    /// up in the `Keymap`.
    public mutating func press(_ input: Input, seen: Seen) {
        let action: Action?
        let escapeFromAWindow = input == .key(.escape) && app.windows.modal != nil
        if case .click = input {
            action = seen.click
        } else {
            var context = app.keyContext
            context.escapeClosedAWindow = escapeClosedAWindow
            context.tooSmall = seen.tooSmall
            context.scrolled = seen.scrolled
            context.lastScrolled = seen.lastScrolled
            action = Keymap.action(for: input, in: context)
        }
        if let action { send(action) } else { lastEffects = [] }
        escapeClosedAWindow = escapeFromAWindow && app.windows.modal == nil
    }

    /// One line of line mode (`--plain`, `--json`); false when it asked for help, which the
    /// line mode prints itself (nothing changed).
    @discardableResult
    public mutating func enter(line: String) -> Bool {
        guard case .action(let action) = LineInput.command(for: line) else { return false }
        // Line modes have no windows: one the app opened (a done daily's result over the game
        // dealt after it) would take the line for a key in it.
        for _ in 0..<3 where app.windows.modal != nil { send(.window(.close)) }
        send(action)
        return true
    }

    /// Results that came from another thread (the history) go through the app's door; true
    /// when there were any (the screen changed).
    public mutating func receiveMail() -> Bool {
        guard runner.hasMail else { return false }
        if runner.run([], on: &app) { hasQuit = true }
        return true
    }

    /// How long the event loop may wait for input, in milliseconds (-1: as long as it takes):
    /// not at all when a result is in, briefly while one is due, else `idle`.
    public func inputWait(idle: Int32) -> Int32 { runner.keyWait(idle: idle) }

    /// Why nothing can be played (the list the first game needs is unreadable), if so.
    public var nothingToPlay: String? { app.store.fatalProblem }

    /// What the player must hear as the program ends.
    public var exitReport: ExitReport { ExitReport(app) }

    private mutating func run(_ effects: [Effect]) {
        lastEffects = effects
        if runner.run(effects, on: &app) { hasQuit = true }
    }
}
