import HangmanCore

/// "How I cheated": the host's answer to each guess beside the Classic host's, then the word
/// and the others the game could have ended on.
enum HowICheatedPage {
    static func draw(_ app: App, _ area: Rect, into frame: inout Frame) {
        let intro = TextLayout.wrap(HowICheated.intro, area.width)
        for (i, line) in intro.prefix(3).enumerated() { frame.screen.put(line, x: area.x, y: area.y + i, .normal) }
        let top = area.y + 3
        frame.screen.put(HowICheated.header, x: area.x, y: top, .dim)
        let lines = HowICheated.lines(app.play.game, width: area.width, glyphs: app.glyphs)
        let shown = max(1, area.height - UIMetrics.howICheatedFixedRows)
        let first = min(app.windows.scroll, max(0, lines.count - shown))
        for (i, line) in lines.dropFirst(first).prefix(shown).enumerated() {
            frame.screen.put(line.text, x: area.x, y: top + 1 + i, line.harsher == true ? .normal : .dim)
        }
        if lines.count > shown {
            let more = UIText.scrollMark(first: first + 1, last: min(first + shown, lines.count), of: lines.count)
            frame.screen.put(more, x: area.x + area.width - more.count, y: top, .dim)
        }
        if let ending = HowICheated.ending(app.play.game, width: area.width) {
            for (i, line) in ending.prefix(2).enumerated() {
                frame.screen.put(line, x: area.x, y: area.y + area.height - 2 + i, .bold)
            }
        }
    }
}
