import HangmanApp
import HangmanCore

/// What every window has: a box inside the two rules, a title in its top edge, and its buttons
/// on its last rows (as many rows as they need at this width). Clicks outside it do nothing.
enum WindowChrome {
    /// Draws the box, the title and the buttons; returns the area left for the content.
    static func draw(
        _ app: App, title: String, buttons: [KeyLabel], rise: Double = 1, tall: Bool = false,
        into frame: inout Frame
    ) -> Rect {
        let place = UIMetrics.window(width: app.width, height: app.height, tall: tall)
        // `rise` below 1 draws the window that far below its place (sliding up into it).
        let below = Int((Double(app.height - place.y) * (1 - min(max(rise, 0), 1))).rounded())
        let rect = Rect(x: place.x, y: place.y + below, width: place.width, height: place.height)
        frame.modalBox(rect, glyphs: app.glyphs, title: title)
        let inner = Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2)
        let rows = buttonRows(buttons, width: inner.width)
        let reserved = UIMetrics.windowButtonRows(width: app.width, height: app.height, tall: tall)
        for (i, row) in rows.enumerated() {
            let total = row.reduce(0) { $0 + Frame.buttonWidth($1.key, $1.label) } + 2 * (row.count - 1)
            var x = inner.x + max(0, (inner.width - total) / 2)
            let y = inner.y + inner.height - rows.count + i
            for b in row { x += frame.button(b.key, b.label, x: x, y: y, action: b.action) + 2 }
        }
        return Rect(x: inner.x, y: inner.y, width: inner.width, height: inner.height - max(rows.count, reserved))
    }

    /// Where a scrolled text is ("1-7 of 18, Up/Down"), in the window's bottom edge under the
    /// right end of `area`, never over the text; nothing when it all shows.
    static func scrollMark(first: Int, shown: Int, of count: Int, _ area: Rect, into frame: inout Frame) {
        guard count > shown, let box = frame.window else { return }
        let more = " " + UIText.scrollMark(first: first + 1, last: min(first + shown, count), of: count) + " "
        frame.screen.put(more, x: area.x + area.width - more.count, y: box.y + box.height - 1, .dim)
    }

    /// The buttons in rows that fit `width`, in order.
    static func buttonRows(_ buttons: [KeyLabel], width: Int) -> [[KeyLabel]] {
        var rows: [[KeyLabel]] = []
        var row: [KeyLabel] = []
        var used = 0
        for b in buttons {
            let w = Frame.buttonWidth(b.key, b.label)
            if !row.isEmpty && used + 2 + w > width {
                rows.append(row)
                row = []
                used = 0
            }
            used += (row.isEmpty ? 0 : 2) + w
            row.append(b)
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }
}
