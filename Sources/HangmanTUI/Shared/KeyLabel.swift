/// A key as the screens name it: one label per action, the same on every screen, in the help, the
/// README and the man page (a test collects every label shown and fails if an action has two).
public struct KeyLabel: Equatable, Sendable {
    public let key: String
    public let label: String
    public let action: Action

    public init(_ key: String, _ label: String, _ action: Action) {
        self.key = key
        self.label = label
        self.action = action
    }

    // The front side's title bar.
    public static let settings = KeyLabel("Tab", "Settings", .toggleSettingsSide)
    public static let newGame = KeyLabel("^N", "New game", .play(.newGame))
    public static let daily = KeyLabel("F5", "Daily", .daily(.play))
    public static let help = KeyLabel("?", "Help", .window(.showHelp))
    public static let quit = KeyLabel("Esc", "Quit", .window(.askQuit))
    public static let highScores = KeyLabel("F4", "High scores", .window(.showScores))
    // The settings side.
    public static let backToTheGame = KeyLabel("Esc", "Back to the game", .toggleSettingsSide)
    // The results window.
    public static let close = KeyLabel("Enter", "Close", .window(.close))
    public static let newGameInWindow = KeyLabel("N", "New game", .play(.newGame))
    public static let scoresPage = KeyLabel("H", "High scores", .window(.showPage(.scores)))
    public static let statisticsPage = KeyLabel("S", "Statistics", .window(.showPage(.statistics)))
    public static let howICheatedPage = KeyLabel("C", "How I cheated", .window(.showPage(.howICheated)))
    public static let copyResult = KeyLabel("Y", "Copy result", .window(.copyResult))
    public static let seeTheBoard = KeyLabel("Space", "See the board", .window(.seeTheBoard))
    // Questions.
    public static let yes = KeyLabel("Y", "Yes", .window(.answer(yes: true)))
    public static let no = KeyLabel("N", "No", .window(.answer(yes: false)))

    /// Every label, for the tests and the docs.
    public static let all: [KeyLabel] = [.settings, .newGame, .daily, .help, .quit, .highScores, .backToTheGame, .close,
                                         .newGameInWindow, .scoresPage, .statisticsPage, .howICheatedPage, .copyResult,
                                         .seeTheBoard, .yes, .no]
}
