/// The gallows drawing: 26 parts, so that for any number of misses allowed (1–26) every miss adds
/// at least one part and the drawing is complete exactly when the misses run out.
enum Gallows {
    static let width = 15
    static let height = 9

    /// One part: cells (column, row, Unicode, ASCII).
    typealias Part = [(x: Int, y: Int, unicode: Character, ascii: Character)]

    static let parts: [Part] = [
        [(1, 8, "─", "-"), (2, 8, "─", "-"), (3, 8, "┴", "+")],
        (4...13).map { ($0, 8, "─", "-") },
        [(3, 7, "│", "|"), (3, 6, "│", "|")],
        [(3, 5, "│", "|"), (3, 4, "│", "|")],
        [(3, 3, "│", "|"), (3, 2, "│", "|"), (3, 1, "│", "|")],
        [(3, 0, "┌", "+")],
        (4...5).map { ($0, 0, "─", "-") },
        (6...7).map { ($0, 0, "─", "-") },
        (8...9).map { ($0, 0, "─", "-") },
        [(10, 0, "┐", "+")],
        [(4, 1, "╱", "/")],
        [(10, 1, "│", "|")],
        [(8, 2, "(", "("), (12, 2, ")", ")")],
        [(9, 2, "o", "o"), (11, 2, "o", "o")],
        [(10, 2, "-", "-")],
        [(10, 3, "│", "|")],
        [(9, 3, "╱", "/")],
        [(11, 3, "╲", "\\")],
        [(8, 4, "╱", "/")],
        [(12, 4, "╲", "\\")],
        [(10, 4, "│", "|"), (10, 5, "│", "|")],
        [(9, 6, "╱", "/")],
        [(11, 6, "╲", "\\")],
        [(8, 7, "╱", "/")],
        [(12, 7, "╲", "\\")],
        [(9, 2, "x", "x"), (11, 2, "x", "x")],
    ]

    /// Parts shown after `misses` of `allowed`: strictly more with every miss, all at the last.
    static func partsShown(misses: Int, allowed: Int) -> Int {
        guard allowed > 0 else { return 0 }
        return min(parts.count, misses * parts.count / allowed)
    }

    /// Index of the first part of the figure (head); earlier parts are the scaffold.
    static let firstFigurePart = 12

    /// Draws the parts shown; `scale` 2 draws it twice as wide and tall (a large window), each
    /// line continued across the cells between, so the drawing stays joined.
    static func draw(misses: Int, allowed: Int, x: Int, y: Int, unicode: Bool, scale: Int = 1, into screen: inout Screen) {
        for (i, part) in parts.prefix(partsShown(misses: misses, allowed: allowed)).enumerated() {
            let style: Style = i >= firstFigurePart ? (misses >= allowed ? .bad : .accent) : .normal
            for cell in part {
                let c = unicode ? cell.unicode : cell.ascii
                // The face keeps its width, centred on the rope (column 10): "(x-x)", not "( x - x )".
                let face = "()ox-".contains(cell.unicode)
                let cx = x + (face ? cell.x + 10 * (scale - 1) : cell.x * scale), cy = y + cell.y * scale
                screen[cx, cy] = Cell(c, style)
                guard scale == 2 else { continue }
                let horizontal: Character = unicode ? "─" : "-", vertical: Character = unicode ? "│" : "|"
                switch cell.unicode {
                case "─", "┌", "└", "┴": screen[cx + 1, cy] = Cell(horizontal, style)
                default: break
                }
                switch cell.unicode {
                case "│", "┌", "┐": screen[cx, cy + 1] = Cell(vertical, style)
                case "╲": screen[cx + 1, cy + 1] = Cell(c, style)
                case "╱": screen[cx - 1, cy + 1] = Cell(c, style)
                default: break
                }
            }
        }
    }
}
