/// How a run shows the game and reads the player; each front end runs the app through `AppDriver`.
enum FrontEnd {
    case fullScreen
    /// `--plain`: lines of text, one guess a line (screen readers, pipes).
    case plain
    /// `--json`: one JSON object a line, for guessing programs; nothing is read or saved.
    case json

    var keepsFiles: Bool { self != .json }
}
