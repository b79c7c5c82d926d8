/// A key the app understands, decoded from the terminal at the edge.
public enum Key: Equatable, Sendable {
    case up, down, left, right, home, end, pageUp, pageDown
    case enter, tab, backTab, escape, backspace
    /// Function key n (F1 = 1).
    case function(Int)
    /// Ctrl and a letter, e.g. `.control("n")` for Ctrl-N.
    case control(Character)
}

/// One thing that happened at the terminal.
public enum Input: Equatable, Sendable {
    /// A typed character, exactly as typed (any case, any script).
    case character(Character)
    case key(Key)
    /// A left click (or press) at a cell, 0-based.
    case click(x: Int, y: Int)
    /// The window now has this size.
    case resize(width: Int, height: Int)
}

/// What the app asks the outside world to do after an update. The executable performs these;
/// the app itself never touches a file.
public enum Effect: Equatable, Sendable {
    case saveSettings(Settings)
    case saveGame(SavedGame)
    /// Record the finished game in the shared history, then remove the saved game (once recorded).
    case finishGame(GameRecord)
    /// Leave (the game in progress has been saved by a `saveGame` before).
    case quit
}

import HangmanCore
