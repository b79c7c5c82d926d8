/// How a run shows the game and reads the player: the one choice the command line makes
/// besides the game's own options. Each front end runs the app through `AppDriver`.
enum FrontEnd {
    /// The full-screen game (curses).
    case fullScreen
    /// `--plain`: lines of text, one guess a line (screen readers, pipes).
    case plain
    /// `--json`: one JSON object a line, for guessing programs; nothing is read or saved.
    case json

    /// Whether the player's files are read and written (settings, the saved game, the history).
    var keepsFiles: Bool { self != .json }
}
