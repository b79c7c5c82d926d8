/// The sizes the app and the layout both depend on: the app moves the cursor over the grid and
/// scrolls "How I cheated" by them; the layout draws by them.
public enum UIMetrics {
    /// The smallest window every screen fits in.
    public static let minimumWidth = 60
    public static let minimumHeight = 20
    /// The largest screen drawn: a frame holds every cell (and curses three copies), so a
    /// larger window uses its top-left part rather than gigabytes.
    public static let maximumWidth = 1000
    public static let maximumHeight = 500
    /// Letters per row of the on-screen grid (two rows).
    public static let gridColumns = 13

    public static func fits(width: Int, height: Int) -> Bool { width >= minimumWidth && height >= minimumHeight }

    /// A size held between 1×1 and the maximum.
    public static func held(width: Int, height: Int) -> (width: Int, height: Int) {
        (min(max(width, 1), maximumWidth), min(max(height, 1), maximumHeight))
    }

    /// The results window's size in a terminal of `width` × `height`.
    public static func endWindowSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (min(width - 4, 66), min(height - 2, 18))
    }

    /// Moves of "How I cheated" shown at once in a terminal `height` rows tall.
    public static func howICheatedRows(windowHeight height: Int) -> Int {
        endWindowSize(width: 80, height: height).height - 2 - 7
    }

    /// The letter at grid index `i` (0 = a).
    public static func letter(at i: Int) -> Character { Character(UnicodeScalar(UInt8(97 + i))) }
}
