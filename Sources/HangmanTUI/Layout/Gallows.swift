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
        // The figure in the order a hangman is drawn: head, body, arms, legs, then the face.
        [(8, 2, "(", "("), (12, 2, ")", ")")],
        [(10, 3, "│", "|")],
        [(10, 4, "│", "|"), (10, 5, "│", "|")],
        [(9, 3, "╱", "/")],
        [(8, 4, "╱", "/")],
        [(11, 3, "╲", "\\")],
        [(12, 4, "╲", "\\")],
        [(9, 6, "╱", "/")],
        [(8, 7, "╱", "/")],
        [(11, 6, "╲", "\\")],
        [(12, 7, "╲", "\\")],
        [(9, 2, "o", "o"), (11, 2, "o", "o")],
        [(10, 2, "-", "-")],
        [(9, 2, "x", "x"), (11, 2, "x", "x")],
    ]

    /// Parts shown after `misses` of `allowed`: strictly more with every miss, all at the last.
    static func partsShown(misses: Int, allowed: Int) -> Int {
        guard allowed > 0 else { return 0 }
        return min(parts.count, misses * parts.count / allowed)
    }

    /// Index of the first part of the figure (head); earlier parts are the scaffold.
    static let firstFigurePart = 12

    /// The figure a won game sets free: standing on the base beside the empty rope, arms up.
    static let rescued: Part = [
        (12, 5, "\\", "\\"), (13, 5, "o", "o"), (14, 5, "/", "/"), (13, 6, "│", "|"), (12, 7, "╱", "/"), (14, 7, "╲", "\\"),
    ]

    /// Draws the parts shown; the scaffold still to come is drawn faintly (the screen is not
    /// empty before the first miss), and a won game's figure stands free beside the gallows.
    /// `scale` 2 draws it twice as wide and tall (a large window), each line continued across
    /// the cells between, so the drawing stays joined.
    static func draw(misses: Int, allowed: Int, won: Bool = false, x: Int, y: Int, unicode: Bool, scale: Int = 1,
                     into screen: inout Screen) {
        let shown = partsShown(misses: misses, allowed: allowed)
        for (i, part) in parts.enumerated() {
            let figure = i >= firstFigurePart
            let style: Style
            if i < shown {
                if figure && won { continue }
                style = figure ? (misses >= allowed ? .bad : .accent) : .normal
            } else {
                if figure { continue }
                style = .dim
            }
            for cell in part { put(cell, style, x: x, y: y, unicode: unicode, scale: scale, into: &screen) }
        }
        guard won else { return }
        // At scale 2 the figure keeps its size and stands on the base, right of the rope.
        for cell in rescued {
            let c = unicode ? cell.unicode : cell.ascii
            screen[x + cell.x + 12 * (scale - 1), y + cell.y + (height - 1) * (scale - 1)] = Cell(c, .good)
        }
    }

    /// One cell of a part; at scale 2 the cells between are filled so that lines stay joined.
    private static func put(_ cell: (x: Int, y: Int, unicode: Character, ascii: Character), _ style: Style, x: Int, y: Int,
                            unicode: Bool, scale: Int, into screen: inout Screen) {
        let c = unicode ? cell.unicode : cell.ascii
        guard scale == 2 else {
            screen[x + cell.x, y + cell.y] = Cell(c, style)
            return
        }
        let horizontal: Character = unicode ? "─" : "-", vertical: Character = unicode ? "│" : "|"
        let cx = x + cell.x * 2, cy = y + cell.y * 2
        switch cell.unicode {
        case "(", ")", "o", "x", "-":
            // The face keeps its width, centred on the rope (column 10), one row down so that
            // it hangs from the rope and sits on the neck: "(x-x)", not "( x - x )".
            screen[x + cell.x + 10, cy + 1] = Cell(c, style)
        case "─", "┌", "└", "┴":
            screen[cx, cy] = Cell(c, style)
            screen[cx + 1, cy] = Cell(horizontal, style)
            if cell.unicode == "┌" { screen[cx, cy + 1] = Cell(vertical, style) }
        case "│", "┐":
            screen[cx, cy] = Cell(c, style)
            screen[cx, cy + 1] = Cell(vertical, style)
            // The rope reaches down to the lowered head.
            if cell.y == 1 && cell.x == 10 { screen[cx, cy + 2] = Cell(vertical, style) }
        case "╱" where cell.y == 1:
            // The brace runs from under the beam to the post.
            screen[cx, cy - 1] = Cell(c, style)
            screen[cx - 1, cy] = Cell(c, style)
        case "╱":
            screen[cx + 1, cy] = Cell(c, style)
            screen[cx, cy + 1] = Cell(c, style)
        case "╲":
            screen[cx - 1, cy] = Cell(c, style)
            screen[cx, cy + 1] = Cell(c, style)
        default:
            screen[cx, cy] = Cell(c, style)
        }
    }
}
