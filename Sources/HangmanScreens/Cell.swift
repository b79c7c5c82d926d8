import HangmanApp
import HangmanCore

/// One character cell.
public struct Cell: Equatable, Sendable {
    public var character: Character
    public var style: Style
    /// The right half of the wide character in the cell before: the terminal draws nothing here.
    public var continuesWide: Bool
    public init(_ character: Character = " ", _ style: Style = .normal, continuesWide: Bool = false) {
        self.character = character
        self.style = style
        self.continuesWide = continuesWide
    }
}
