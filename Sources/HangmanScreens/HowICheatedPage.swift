import HangmanApp
import HangmanCore

/// "How I cheated": the sentence, the host's answer to each guess beside the plain rule's (these
/// scroll, so nothing is cut at any size; where they are is said in the window's bottom edge),
/// and under them, always in view, the word and the others the game could have ended on.
enum HowICheatedPage {
    static func draw(_ app: App, _ area: Rect, into frame: inout Frame) {
        guard let game = app.windows.subject?.game else { return }
        let lines = HowICheated.page(game, width: area.width, glyphs: app.glyphs) ?? []
        let ending = HowICheated.ending(game, width: area.width) ?? []
        let rows = UIMetrics.howICheatedRows(area.height, ending: ending.count)
        let first = frame.scroll(app.windows.scroll, count: lines.count, shown: rows)
        for (i, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            let style: Style =
                switch line.style {
                case .normal: .normal
                case .dim: .dim
                case .bold: .bold
                }
            frame.screen.put(line.text, x: area.x, y: area.y + i, style)
        }
        for (i, line) in ending.enumerated() {
            frame.screen.put(line, x: area.x, y: area.y + area.height - ending.count + i, .bold)
        }
        WindowChrome.scrollMark(first: first, shown: rows, of: lines.count, area, into: &frame)
    }
}
