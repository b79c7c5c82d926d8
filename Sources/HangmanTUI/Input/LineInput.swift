/// What a line typed in line mode (`--plain`, `--json`) means: the line-mode keymap.
public enum LineInput {
    /// A line: an action for the app, or a request for help (which line mode prints itself).
    public enum Command: Equatable, Sendable {
        case action(Action)
        case help
    }

    /// `new` starts a new game at once (typed, it is deliberate; a game left after a miss counts
    /// as lost), `quit` ends the run with the game saved, `help` asks for help; any other line
    /// is a guess, which the game takes or refuses with its reason.
    public static func command(for line: String) -> Command {
        let text = line.hasSuffix("\r") ? String(line.dropLast()) : line
        switch text.lowercased() {
        case "new": return .action(.play(.startNewGame))
        case "quit": return .action(.quit)
        case "help": return .help
        default: return .action(.play(.guess(text)))
        }
    }
}
