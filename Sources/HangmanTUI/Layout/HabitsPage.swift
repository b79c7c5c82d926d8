import HangmanCore

/// "What I know about you": what Nemesis learnt of the player (`HabitsText`), wrapped to the
/// window; it scrolls where it does not fit.
enum HabitsPage {
    static func draw(_ app: App, _ area: Rect, into frame: inout Frame) {
        var lines: [(String, Style)] = []
        for (n, section) in HabitsText.sections(app.habits.habits, problem: app.habits.problem).enumerated() {
            if n > 0 { lines.append(("", .normal)) }
            for (i, sentence) in section.enumerated() {
                lines += TextLayout.wrap(sentence, area.width).map { ($0, n == 0 ? .dim : i == 0 ? .bold : .normal) }
            }
        }
        let first = min(app.windows.scroll, max(0, lines.count - area.height))
        for (i, line) in lines.dropFirst(first).prefix(area.height).enumerated() {
            frame.screen.put(line.0, x: area.x, y: area.y + i, line.1)
        }
        WindowChrome.scrollMark(first: first, shown: area.height, of: lines.count, area, into: &frame)
    }
}
