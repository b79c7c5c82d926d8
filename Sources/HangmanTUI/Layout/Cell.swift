/// One character cell.
public struct Cell: Equatable, Sendable {
    public var character: Character
    public var style: Style
    public init(_ character: Character = " ", _ style: Style = .normal) {
        self.character = character
        self.style = style
    }
}
