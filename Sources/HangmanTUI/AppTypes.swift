import HangmanCore

/// Which side of the card is up.
public enum Side: Equatable, Sendable {
    case front
    /// The flipside: the settings pane.
    case settings
}

/// A window over the front side.
public enum Modal: Equatable, Sendable {
    /// The high scores, opened at every game end (`page` picks scores, statistics or the post-mortem).
    case endOfGame(EndPage)
    /// "Quit? The game is saved."
    case confirmQuit
    /// "New game?" while a game is under way.
    case confirmNewGame
}

/// The pages of the end-of-game window.
public enum EndPage: Equatable, Sendable {
    case scores
    case statistics
    /// "How I cheated" (evil games only); `scroll` is the first move shown.
    case cheats(scroll: Int)
}

/// The controls of the settings pane, in focus order.
public enum SettingsControl: Int, CaseIterable, Sendable {
    case length, misses, evil, level, wordList, back
}

/// A short line in the status bar.
public struct Note: Equatable, Sendable {
    public enum Kind: Sendable { case info, warning, good, bad }
    public var text: String
    public var kind: Kind
    public init(_ text: String, _ kind: Kind = .info) { self.text = text; self.kind = kind }
}

/// Everything a key or a click can ask for; keys and clicks both become actions.
public enum Action: Equatable, Sendable {
    case guess(String)
    case guessAtCursor
    case moveCursor(dx: Int, dy: Int)
    case flip
    /// A new game; asks first while a game is under way.
    case newGame
    /// A new game, no questions: the answer to that question, or a deliberate "new" in line mode.
    case confirmNewGame
    case showScores
    case askQuit, confirmQuit, cancelQuit
    case closeModal
    case showEndPage(EndPage)
    case focus(SettingsControl)
    case moveFocus(Int)
    /// Left/Right, +/-: step the focused control.
    case adjust(Int)
    /// Home/End: the focused slider to its lowest/highest value.
    case adjustToEnd(highest: Bool)
    case activate
    case setLength(Int)
    case setMisses(Int)
    case setEvil(Bool)
    case setLevel(EvilLevel)
    case setWordList(WordListID)
    case scrollCheats(Int)
}

/// The outside world the app needs, injected so tests control it.
public struct AppEnvironment: Sendable {
    /// Loads (and caches) a shipped list.
    public var loadList: @Sendable (WordListID) -> Result<WordList, WordListError>
    /// A new id for a game, unique across instances.
    public var makeID: @Sendable () -> String
    /// The current time.
    public var now: @Sendable () -> Date

    public init(loadList: @escaping @Sendable (WordListID) -> Result<WordList, WordListError>,
                makeID: @escaping @Sendable () -> String, now: @escaping @Sendable () -> Date) {
        self.loadList = loadList
        self.makeID = makeID
        self.now = now
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
