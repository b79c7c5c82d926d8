import HangmanApp
import HangmanCore

/// A full frame: a grid of cells, built by the pure layout and drawn by the terminal.
/// A wide character (CJK, emoji: `Character.columns`) takes its cell and the next, which is marked
/// as its continuation and drawn as nothing.
public struct Screen: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { if x >= 0, y >= 0, x < width, y < height { cells[y * width + x] = newValue } }
    }

    /// Writes `text` from (x, y) to the right, clipped at the edge. Returns the columns used.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, _ style: Style = .normal) -> Int {
        var column = x
        for character in text {
            if character.columns == 2 {
                // Clipped whole at the edge: half a wide character is never drawn.
                guard column + 1 < width else { break }
                self[column, y] = Cell(character, style)
                self[column + 1, y] = Cell(" ", style, continuesWide: true)
                column += 2
            } else {
                self[column, y] = Cell(character, style)
                column += 1
            }
        }
        return column - x
    }

    /// Writes `text` centred in the row band [x, x + width).
    public mutating func putCentered(_ text: String, x: Int = 0, width: Int? = nil, y: Int, _ style: Style = .normal) {
        let band = width ?? self.width
        put(text, x: x + max(0, (band - text.columns) / 2), y: y, style)
    }

    public mutating func fill(_ rect: Rect, with cell: Cell = Cell()) {
        for y in rect.y..<(rect.y + rect.height) { for x in rect.x..<(rect.x + rect.width) { self[x, y] = cell } }
    }

    /// A box outline with an optional title in its top edge.
    public mutating func box(_ rect: Rect, glyphs: Glyphs, title: String? = nil, _ style: Style = .border) {
        fill(rect)
        let right = rect.x + rect.width - 1
        let bottom = rect.y + rect.height - 1
        for x in rect.x...right {
            self[x, rect.y] = Cell(glyphs.horizontal, style)
            self[x, bottom] = Cell(glyphs.horizontal, style)
        }
        for y in rect.y...bottom {
            self[rect.x, y] = Cell(glyphs.vertical, style)
            self[right, y] = Cell(glyphs.vertical, style)
        }
        self[rect.x, rect.y] = Cell(glyphs.topLeft, style)
        self[right, rect.y] = Cell(glyphs.topRight, style)
        self[rect.x, bottom] = Cell(glyphs.bottomLeft, style)
        self[right, bottom] = Cell(glyphs.bottomRight, style)
        if let title { putCentered(" \(title) ", x: rect.x, width: rect.width, y: rect.y, .title) }
    }

    /// The frame as plain text, one line a row, trailing spaces trimmed: what a test compares.
    public var text: String {
        (0..<height).map { y in
            var line = String((0..<width).filter { !self[$0, y].continuesWide }.map { self[$0, y].character })
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
