import HangmanCore

/// A key as the screens name it: one label per action, the same on every screen, in the help, the
/// README and the man page (a test collects every label shown and fails if an action has two).
/// Each feature names its own keys (the labels beside its bindings); these are the windows'.
public struct KeyLabel: Equatable, Sendable {
    public let key: String
    public let label: String
    public let action: Action

    public init(_ key: String, _ label: String, _ action: Action) {
        self.key = Self.named(key)
        self.label = label
        self.action = action
    }

    public static var help: KeyLabel { KeyLabel("?", tr("Help"), .window(.showHelp)) }
    public static var quit: KeyLabel { KeyLabel("Esc", tr("Quit"), .window(.askQuit)) }
    public static var highScores: KeyLabel { KeyLabel("F4", tr("High scores"), .window(.showScores)) }
    // The results window.
    public static var close: KeyLabel { KeyLabel("Enter", tr("Close"), .window(.close)) }
    public static var scoresPage: KeyLabel { KeyLabel("H", tr("High scores"), .window(.showSection(.scores))) }
    public static var statisticsPage: KeyLabel { KeyLabel("S", tr("Statistics"), .window(.showSection(.statistics))) }
    public static var howICheatedPage: KeyLabel {
        KeyLabel("C", tr("How I cheated"), .window(.showSection(.howICheated)))
    }
    public static var copyResult: KeyLabel { KeyLabel("Y", tr("Copy result"), .window(.copyResult)) }
    public static var seeTheBoard: KeyLabel { KeyLabel(tr("Space"), tr("See the board"), .window(.seeTheBoard)) }
    // Questions.
    /// Y answers yes in every language; a translation may name its own key too (Dutch J, "Ja").
    public static var yes: KeyLabel {
        KeyLabel(trc("the key that answers yes", "Y"), tr("Yes"), .window(.answer(yes: true)))
    }
    public static var no: KeyLabel { KeyLabel("N", tr("No"), .window(.answer(yes: false))) }

    /// Keys as the keyboards of the screen's language name them (French Entrée and Échap, Spanish Intro).
    public static func named(_ keys: String) -> String {
        keys.replacing("Enter", with: trc("the name of the Enter key", "Enter"))
            .replacing("Esc", with: trc("the name of the Escape key", "Esc"))
            .replacing("^N", with: trc("Ctrl and N pressed together, as the screen names them", "^N"))
    }

    /// Every label, for the tests and the docs.
    public static var all: [KeyLabel] {
        [
            .settings, .newGame, .daily, .help, .quit, .highScores, .backToTheGame, .close, .newGameInWindow,
            .scoresPage,
            .statisticsPage, .howICheatedPage, .habitsPage, .forgetHabits, .learnAgain, .copyResult, .seeTheBoard, .yes,
            .no,
        ]
    }
}
