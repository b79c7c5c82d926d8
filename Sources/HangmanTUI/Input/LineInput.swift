/// What a line typed in line mode (`--plain`, `--json`) means: the line-mode keymap.
public enum LineInput {
    /// `new` starts a new game at once (typed, it is deliberate); any other line is a guess,
    /// which the game takes or refuses with its reason.
    public static func action(for line: String) -> Action {
        let text = line.hasSuffix("\r") ? String(line.dropLast()) : line
        return text == "new" ? .play(.startNewGame) : .play(.guess(text))
    }
}
