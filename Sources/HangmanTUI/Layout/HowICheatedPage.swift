import HangmanCore

/// "How I cheated": the sentence, the host's answer to each guess beside the plain rule's, then
/// the word and the others the game could have ended on — one text that scrolls as a whole, so
/// nothing of it is cut at any size; where it is, in the window's bottom edge.
enum HowICheatedPage {
    static func draw(_ app: App, _ area: Rect, into frame: inout Frame) {
        let lines = app.windows.subject?.game.flatMap { HowICheated.page($0, width: area.width, glyphs: app.glyphs) } ?? []
        let first = min(app.windows.scroll, max(0, lines.count - area.height))
        for (i, line) in lines.dropFirst(first).prefix(area.height).enumerated() {
            let style: Style = switch line.style { case .normal: .normal; case .dim: .dim; case .bold: .bold }
            frame.screen.put(line.text, x: area.x, y: area.y + i, style)
        }
        WindowChrome.scrollMark(first: first, shown: area.height, of: lines.count, area, into: &frame)
    }
}
