import HangmanApp
import HangmanCore

/// The sizes the app and the layout both depend on: the app moves the cursor over the grid and
/// scrolls "How I cheated" by them; the layout draws by them.
public enum UIMetrics {
    /// The smallest window every screen fits in.
    public static let minimumWidth = 60
    public static let minimumHeight = 20
    /// The largest screen drawn (`App.maximumWidth`).
    public static let maximumWidth = App.maximumWidth
    public static let maximumHeight = App.maximumHeight
    /// The cells of a slider's track on the settings side (fewer only where the window is narrow).
    public static let sliderCells = 26

    public static func fits(width: Int, height: Int) -> Bool { width >= minimumWidth && height >= minimumHeight }

    /// A window's place: inside the two rules (row 2 to the row above the lower rule), centred;
    /// a large screen gets a larger window. A `tall` window (help) takes all the room between
    /// the rules up to 100×40.
    public static func window(width: Int, height: Int, tall: Bool = false) -> (x: Int, y: Int, width: Int, height: Int)
    {
        if tall {
            let w = min(width - 4, min(100, max(76, width * 3 / 5)))
            let h = min(height - 5, max(19, height * 4 / 5))
            return ((width - w) / 2, 2 + (height - 5 - h) / 2, w, h)
        }
        let w = min(width - 4, max(66, width * 3 / 5))
        let h = min(height - 5, max(18, height * 3 / 5))
        return ((width - w) / 2, 2 + (height - 5 - h) / 2, w, h)
    }

    /// Rows the buttons of a window take: one where the widest row of them fits, else two.
    public static func windowButtonRows(width: Int, height: Int, tall: Bool = false) -> Int {
        window(width: width, height: height, tall: tall).width - 4 >= 64 ? 1 : 2
    }

    /// Rows of a window's content (inside its border, above its buttons).
    public static func windowContentRows(width: Int, height: Int, tall: Bool = false) -> Int {
        window(width: width, height: height, tall: tall).height - 2
            - windowButtonRows(width: width, height: height, tall: tall)
    }

    /// Rows of the high scores that do not scroll: the headline (two), the pages' names, the
    /// table's header, the share line and its marks.
    public static let scoresFixedRows = 6

    /// The same where the share line takes two rows (it is wrapped where it does not fit).
    public static func scoresFixedRows(shareLine: String?, width: Int) -> Int {
        scoresFixedRows + ((shareLine?.count ?? 0) > width ? 1 : 0)
    }

    /// Rows of "How I cheated" that scroll, in a content area `height` rows tall: all but the
    /// ending (`ending` rows, always in view) and a blank row over it.
    public static func howICheatedRows(_ height: Int, ending: Int) -> Int {
        max(1, height - (ending > 0 ? ending + 1 : 0))
    }

    /// Rows a scrolled part of a window shows at once: its content minus `fixed` rows.
    public static func scrolledRows(width: Int, height: Int, fixed: Int, tall: Bool = false) -> Int {
        max(1, windowContentRows(width: width, height: height, tall: tall) - fixed)
    }
}
