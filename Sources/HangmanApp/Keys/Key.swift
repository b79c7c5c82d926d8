/// A key the app understands, decoded from the terminal at the edge.
public enum Key: Equatable, Sendable {
    case up, down, left, right, home, end, pageUp, pageDown
    case enter, tab, backTab, escape, backspace
    /// Function key n (F1 = 1).
    case function(Int)
    /// Ctrl and a letter, e.g. `.control("n")` for Ctrl-N.
    case control(Character)
    /// A key the game does not know (Alt and a letter, a sequence no terminal the game knows
    /// sends): a note, nothing else.
    case unknown
}
