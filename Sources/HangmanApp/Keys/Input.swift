/// One thing that happened at the terminal.
public enum Input: Equatable, Sendable {
    /// A typed character, exactly as typed (any case, any script).
    case character(Character)
    case key(Key)
    /// A left click (or press) at a cell, 0-based.
    case click(x: Int, y: Int)
    /// The window now has this size.
    case resize(width: Int, height: Int)
    /// A paste (the terminal's bracketed paste), or a flood of keys faster than anyone types:
    /// never guesses or commands, only counted.
    case paste(characters: Int)
}
