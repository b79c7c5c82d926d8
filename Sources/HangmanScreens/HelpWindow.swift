import HangmanApp
import HangmanCore

/// Help: the keys of what it was opened over, then what the game is about (`HelpText`).
enum HelpWindow {
    static func draw(_ app: App, over topic: HelpTopic, into frame: inout Frame) {
        let area = WindowChrome.draw(app, title: tr("Help"), buttons: [.close], tall: true, into: &frame)
        let lines = HelpText.text(for: topic, width: area.width, app.helpContext)
        let first = frame.scroll(app.windows.scroll, count: lines.count, shown: area.height)
        // A heading is never the last line in view with its text below it.
        let last = first + area.height - 1
        let rows = last < lines.count - 1 && lines[last].isHeading ? area.height - 1 : area.height
        for (i, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            frame.screen.put(line.0, x: area.x, y: area.y + i, line.isHeading ? .bold : .normal)
        }
        WindowChrome.scrollMark(first: first, shown: area.height, of: lines.count, area, into: &frame)
    }
}
