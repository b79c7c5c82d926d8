/// The status line: a short sentence, and what kind of news it is (its colour).
public struct Note: Equatable, Sendable {
    /// `warning`: what the player did was not taken (a key that is not a guess, a setting this
    /// run overrides); `problem`: something went wrong outside (a damaged file, a failed save),
    /// which line mode prints as a "Note:"; `good`/`bad`: a hit or a win, a miss or a loss.
    public enum Kind: Sendable { case info, warning, problem, good, bad }
    public var text: String
    public var kind: Kind
    /// Said for the key just pressed only ("Copied", "Esc again to quit"): the next key clears it.
    public var fleeting = false
    public init(_ text: String, _ kind: Kind = .info, fleeting: Bool = false) {
        self.text = text
        self.kind = kind
        self.fleeting = fleeting
    }
    /// News or a prompt of the game in front (not a warning or a problem): a window or side that
    /// takes other keys does not show it.
    public var isTheGames: Bool { kind != .warning && kind != .problem }
}

/// A note can be what stands in a deal's way (`GameSource.deal`).
extension Note: Error {}
