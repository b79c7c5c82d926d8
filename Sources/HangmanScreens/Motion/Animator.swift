import HangmanApp
import HangmanCore

/// Turns the app's changes into motion over time. The event loop gives it the time (seconds on
/// a monotonic clock) and the app after each change; it answers what moves at a given time, and
/// whether anything does (when nothing does, the loop waits for a key without waking).
public struct Animator: Sendable {
    /// The results window's slide up (a cover-vertical transition).
    public static let windowDuration = 0.2
    /// A guess's flash on the grid and in the word.
    public static let flashDuration = 0.25
    /// The pause between frames while something moves (about 40 frames a second).
    public static let frameInterval: Int32 = 25

    private var windowStart: Double?
    private var flashStart: Double?
    private var flash: Motion.Flash?
    private var seenGameID: String
    private var seenGuesses: Int
    private var windowWasOpen: Bool
    private var seenFinishedID: String?

    public init(_ app: App) {
        seenGameID = app.play.id
        seenGuesses = app.play.game.guessedLetters.count
        windowWasOpen = Self.endWindowOpen(app)
        seenFinishedID = app.play.finished?.id
    }

    /// Notes what changed in `app` at `now`: a new guess starts a flash; the results window,
    /// opening as a game ends, starts its rise. Nothing starts while animations are off.
    public mutating func observe(_ app: App, at now: Double) {
        let guesses = app.play.game.guessedLetters
        if app.play.id != seenGameID {
            seenGameID = app.play.id
            seenGuesses = guesses.count
            flashStart = nil
        }
        if guesses.count > seenGuesses, let letter = guesses.last, app.animates {
            flash = Motion.Flash(letter: letter, hit: !app.play.game.wrongLetters.contains(letter))
            flashStart = now
        }
        seenGuesses = guesses.count
        // The window slides up when a game has just ended, not when it is opened again later.
        let open = Self.endWindowOpen(app)
        if open && !windowWasOpen && app.play.finished != nil && app.play.finished?.id != seenFinishedID && app.animates
        {
            windowStart = now
        }
        windowWasOpen = open
        if open { seenFinishedID = app.play.finished?.id }
        if !app.animates { finish() }
    }

    /// Ends everything at once (any key does).
    public mutating func finish() {
        windowStart = nil
        flashStart = nil
    }

    /// What moves at `now`.
    public func motion(at now: Double) -> Motion {
        var motion = Motion()
        if let start = windowStart, now - start < Self.windowDuration {
            // Ease out: fast at first, settling into place.
            let rest = 1 - max(0, now - start) / Self.windowDuration
            motion.windowRise = 1 - rest * rest * rest
        }
        if let start = flashStart, now - start < Self.flashDuration { motion.flash = flash }
        return motion
    }

    /// True while anything moves at `now`.
    public func isMoving(at now: Double) -> Bool { motion(at: now) != .still }

    private static func endWindowOpen(_ app: App) -> Bool {
        if case .results? = app.windows.modal { return true }
        return false
    }
}
