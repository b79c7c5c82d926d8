import HangmanApp
import HangmanCore

/// The gallows drawing, stroke by stroke as it is drawn on paper: every miss draws one stroke,
/// and the drawing is complete exactly when the misses run out, for any number of misses allowed
/// (1–26). The parts are whole — the base, the post, the beam, the brace, the rope, the head, the
/// body, each arm, each leg, the eyes, the mouth — and `strokes(allowed:)` groups or splits them.
enum Gallows {
    static let width = 15
    static let height = 9

    /// One cell: column, row, Unicode, ASCII.
    typealias Cell = (x: Int, y: Int, unicode: Character, ascii: Character)

    /// A whole part of the drawing; a line (base, post, beam) is a list of pieces it can be
    /// drawn in, one stroke each when many misses are allowed.
    enum Part: Int, CaseIterable {
        case base, post, beam, brace, rope, head, body, leftArm, rightArm, leftLeg, rightLeg, eyes, mouth

        /// The figure's parts (drawn in the figure's colour, and left off when the player won).
        var isFigure: Bool { rawValue >= Part.head.rawValue }

        /// The pieces of the part, in the order they are drawn.
        var pieces: [[Cell]] {
            switch self {
            case .base:
                return [
                    [(1, 8, "─", "-"), (2, 8, "─", "-")], [(3, 8, "┴", "+")], (4...6).map { ($0, 8, "─", "-") },
                    (7...10).map { ($0, 8, "─", "-") }, (11...13).map { ($0, 8, "─", "-") },
                ]
            case .post:
                return [
                    [(3, 7, "│", "|")], [(3, 6, "│", "|")], [(3, 5, "│", "|")], [(3, 4, "│", "|")], [(3, 3, "│", "|")],
                    [(3, 2, "│", "|"), (3, 1, "│", "|")],
                ]
            case .beam:
                return [
                    [(3, 0, "┌", "+"), (4, 0, "─", "-")], [(5, 0, "─", "-"), (6, 0, "─", "-")],
                    [(7, 0, "─", "-"), (8, 0, "─", "-")], [(9, 0, "─", "-")], [(10, 0, "┐", "+")],
                ]
            case .brace: return [[(4, 1, "╱", "/")]]
            case .rope: return [[(10, 1, "│", "|")]]
            case .head: return [[(8, 2, "(", "("), (12, 2, ")", ")")]]
            case .body: return [[(10, 3, "│", "|"), (10, 4, "│", "|"), (10, 5, "│", "|")]]
            case .leftArm: return [[(9, 3, "╱", "/"), (8, 4, "╱", "/")]]
            case .rightArm: return [[(11, 3, "╲", "\\"), (12, 4, "╲", "\\")]]
            case .leftLeg: return [[(9, 6, "╱", "/"), (8, 7, "╱", "/")]]
            case .rightLeg: return [[(11, 6, "╲", "\\"), (12, 7, "╲", "\\")]]
            case .eyes: return [[(9, 2, "o", "o"), (11, 2, "o", "o")]]
            case .mouth: return [[(10, 2, "-", "-")]]
            }
        }
    }

    /// A stroke: the pieces (part, piece index) one miss draws.
    typealias Stroke = [(part: Part, piece: Int)]

    /// The strokes for up to 13 misses, whole parts grouped as a hangman is drawn with fewer
    /// strokes: the eyes with the mouth, the face with the head, the brace with the beam, the
    /// base with the post, the rope with the beam, then the whole gallows in one, the arms
    /// together, the legs together, the head with the body, the limbs together.
    private static let grouped: [[[Part]]] = [
        [Part.allCases],
        [
            [.base, .post, .beam, .brace, .rope],
            [.head, .body, .eyes, .mouth, .leftArm, .rightArm, .leftLeg, .rightLeg],
        ],
        [
            [.base, .post, .beam, .brace, .rope], [.head, .eyes, .mouth, .body],
            [.leftArm, .rightArm, .leftLeg, .rightLeg],
        ],
        [
            [.base, .post, .beam, .brace, .rope], [.head, .eyes, .mouth, .body], [.leftArm, .rightArm],
            [.leftLeg, .rightLeg],
        ],
        [
            [.base, .post, .beam, .brace, .rope], [.head, .eyes, .mouth], [.body], [.leftArm, .rightArm],
            [.leftLeg, .rightLeg],
        ],
        [
            [.base, .post, .beam, .brace, .rope], [.head, .eyes, .mouth], [.body], [.leftArm, .rightArm], [.leftLeg],
            [.rightLeg],
        ],
        [
            [.base, .post, .beam, .brace, .rope], [.head, .eyes, .mouth], [.body], [.leftArm], [.rightArm], [.leftLeg],
            [.rightLeg],
        ],
        [
            [.base, .post], [.beam, .brace, .rope], [.head, .eyes, .mouth], [.body], [.leftArm], [.rightArm],
            [.leftLeg], [.rightLeg],
        ],
        [
            [.base, .post], [.beam, .brace], [.rope], [.head, .eyes, .mouth], [.body], [.leftArm], [.rightArm],
            [.leftLeg], [.rightLeg],
        ],
        [
            [.base], [.post], [.beam, .brace], [.rope], [.head, .eyes, .mouth], [.body], [.leftArm], [.rightArm],
            [.leftLeg], [.rightLeg],
        ],
        [
            [.base], [.post], [.beam], [.brace], [.rope], [.head, .eyes, .mouth], [.body], [.leftArm], [.rightArm],
            [.leftLeg], [.rightLeg],
        ],
        [
            [.base], [.post], [.beam], [.brace], [.rope], [.head], [.body], [.leftArm], [.rightArm], [.leftLeg],
            [.rightLeg], [.eyes, .mouth],
        ],
        Part.allCases.map { [$0] },
    ]

    /// Beyond 13 misses the lines are drawn in more strokes, a piece more at a time, turn about:
    /// the post, the beam, the base (at 26, every piece is a stroke).
    private static let splitOrder: [Part] = [
        .post, .beam, .base, .post, .beam, .base, .post, .beam, .base, .post, .beam, .base, .post,
    ]

    /// The strokes of a drawing for `allowed` misses: exactly `allowed` of them (1–26), each
    /// drawing something, together the whole drawing.
    static func strokes(allowed: Int) -> [Stroke] {
        let n = min(max(allowed, 1), grouped.count + splitOrder.count)
        if n <= grouped.count {
            return grouped[n - 1].map { parts in parts.flatMap { part in part.pieces.indices.map { (part, $0) } } }
        }
        var splits: [Part: Int] = [:]
        for part in splitOrder.prefix(n - grouped.count) { splits[part, default: 0] += 1 }
        return Part.allCases.flatMap { part -> [Stroke] in
            chunks(part.pieces.count, into: 1 + (splits[part] ?? 0)).map { range in range.map { (part, $0) } }
        }
    }

    /// `count` pieces in `parts` runs as even as they can be (the earlier ones longer).
    private static func chunks(_ count: Int, into parts: Int) -> [Range<Int>] {
        let parts = min(parts, count)
        var start = 0
        return (0..<parts).map { i in
            let size = count / parts + (i < count % parts ? 1 : 0)
            defer { start += size }
            return start..<(start + size)
        }
    }

    /// The figure a won game sets free: standing on the base beside the empty rope, arms up.
    static let rescued: [Cell] = [
        (12, 5, "\\", "\\"), (13, 5, "o", "o"), (14, 5, "/", "/"), (13, 6, "│", "|"), (12, 7, "╱", "/"),
        (14, 7, "╲", "\\"),
    ]

    /// Draws the strokes of the misses made: nothing before the first miss, the whole drawing at
    /// the last (with the eyes crossed out). A won game's figure stands free beside the gallows.
    /// `scale` 2 draws it twice as wide and tall (a large window), each line continued across
    /// the cells between, so the drawing stays joined.
    static func draw(
        misses: Int, allowed: Int, won: Bool = false, x: Int, y: Int, unicode: Bool, scale: Int = 1,
        into screen: inout Screen
    ) {
        let hanged = misses >= allowed
        for stroke in strokes(allowed: allowed).prefix(max(0, misses)) {
            for (part, piece) in stroke {
                if part.isFigure && won { continue }
                let style: Style = part.isFigure ? (hanged ? .bad : .accent) : .normal
                for var cell in part.pieces[piece] {
                    if part == .eyes && hanged { (cell.unicode, cell.ascii) = ("x", "x") }
                    put(cell, style, x: x, y: y, unicode: unicode, scale: scale, into: &screen)
                }
            }
        }
        guard won else { return }
        // At scale 2 the figure keeps its size and stands on the base, right of the rope.
        for cell in rescued {
            let c = unicode ? cell.unicode : cell.ascii
            screen[x + cell.x + 12 * (scale - 1), y + cell.y + (height - 1) * (scale - 1)] = HangmanScreens.Cell(
                c, .good)
        }
    }

    /// One cell of a piece; at scale 2 the cells between are filled so that lines stay joined.
    private static func put(
        _ cell: Cell, _ style: Style, x: Int, y: Int, unicode: Bool, scale: Int, into screen: inout Screen
    ) {
        let c = unicode ? cell.unicode : cell.ascii
        guard scale == 2 else {
            screen[x + cell.x, y + cell.y] = HangmanScreens.Cell(c, style)
            return
        }
        let horizontal: Character = unicode ? "─" : "-"
        let vertical: Character = unicode ? "│" : "|"
        let cx = x + cell.x * 2
        let cy = y + cell.y * 2
        func set(_ px: Int, _ py: Int, _ ch: Character) { screen[px, py] = HangmanScreens.Cell(ch, style) }
        switch cell.unicode {
        case "(", ")", "o", "x", "-":
            // The face keeps its width, centred on the rope (column 10), one row down so that
            // it hangs from the rope and sits on the neck: "(x-x)", not "( x - x )".
            set(x + cell.x + 10, cy + 1, c)
        case "─", "┌", "└", "┴":
            set(cx, cy, c)
            set(cx + 1, cy, horizontal)
            if cell.unicode == "┌" { set(cx, cy + 1, vertical) }
        case "│", "┐":
            set(cx, cy, c)
            set(cx, cy + 1, vertical)
            // The rope reaches down to the lowered head.
            if cell.y == 1 && cell.x == 10 { set(cx, cy + 2, vertical) }
        case "╱" where cell.y == 1:
            // The brace runs from under the beam to the post.
            set(cx, cy - 1, c)
            set(cx - 1, cy, c)
        case "╱":
            set(cx + 1, cy, c)
            set(cx, cy + 1, c)
        case "╲":
            set(cx - 1, cy, c)
            set(cx, cy + 1, c)
        default:
            set(cx, cy, c)
        }
    }
}
