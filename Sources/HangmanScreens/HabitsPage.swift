import HangmanApp
import HangmanCore

/// "What I know about you": what Nemesis learnt of the player (`HabitsText`), wrapped to the
/// window; it scrolls where it does not fit.
enum HabitsPage {
    static func draw(_ app: App, _ area: Rect, into frame: inout Frame) {
        let all = lines(app, width: area.width)
        let first = frame.scroll(app.windows.scroll, count: all.count, shown: area.height)
        for (i, line) in all.dropFirst(first).prefix(area.height).enumerated() {
            frame.screen.put(line.text, x: area.x, y: area.y + i, line.style)
        }
        WindowChrome.scrollMark(first: first, shown: area.height, of: all.count, area, into: &frame)
    }

    /// The page's lines at `width`: the sections, a blank line between them; the first (what
    /// Nemesis is) dim, each language's first sentence bold.
    static func lines(_ app: App, width: Int) -> [(text: String, style: Style)] {
        var lines: [(text: String, style: Style)] = []
        for (n, section) in HabitsText.sections(app.habits.habits, problem: app.habits.problem).enumerated() {
            if n > 0 { lines.append(("", .normal)) }
            for (i, sentence) in section.enumerated() {
                lines += TextLayout.wrap(sentence, width).map { ($0, n == 0 ? .dim : i == 0 ? .bold : .normal) }
            }
        }
        return lines
    }

    /// What scrolls: the page's lines, and the rows its window shows at once (its buttons as drawn).
    static func scrolled(_ app: App) -> (count: Int, shown: Int) {
        let place = UIMetrics.window(width: app.width, height: app.height)
        let inner = place.width - 4
        let buttons = WindowChrome.buttonRows(ResultsWindow.buttons(app, .habits), width: inner).count
        let shown = place.height - 2 - max(buttons, UIMetrics.windowButtonRows(width: app.width, height: app.height))
        return (lines(app, width: inner).count, max(1, shown))
    }
}
