import HangmanCore

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
        // The English words always work (scripts, the JSON protocol); a translation's own too,
        // where it is a word (a single letter is a guess).
        let word = text.lowercased()
        func means(_ english: String, _ translated: String) -> Bool {
            word == english || (translated.count > 1 && word == translated)
        }
        if means("new", trc("line-mode command", "new")) { return .action(.play(.startNewGame)) }
        if means("quit", trc("line-mode command", "quit")) { return .action(.quit) }
        if means("help", trc("line-mode command", "help")) { return .help }
        return .action(.play(.guess(text)))
    }
}
