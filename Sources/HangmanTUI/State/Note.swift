/// A short line in the status bar.
public struct Note: Equatable, Sendable {
    /// `warning` for what the player did (a key that is not a guess); `problem` for what went
    /// wrong outside (a damaged file, a failed save), which line mode prints as a "Note:".
    public enum Kind: Sendable { case info, warning, problem, good, bad }
    public var text: String
    public var kind: Kind
    public init(_ text: String, _ kind: Kind = .info) { self.text = text; self.kind = kind }
}
