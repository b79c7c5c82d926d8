import HangmanCore

/// Turns the app's state into a frame: pure, so every screen can be tested as text. It reads the
/// state and nothing else; the app never calls it.
public enum Layout {
    /// The frame for `app` with `motion` (what moves at this moment; nothing by default).
    public static func render(_ app: App, motion: Motion = .still) -> Frame {
        var frame = Frame(width: app.width, height: app.height)
        guard UIMetrics.fits(width: app.width, height: app.height) else {
            tooSmall(app, into: &frame)
            return frame
        }
        switch app.side {
        case .front: FrontSide.draw(app, motion: motion, into: &frame)
        case .settings: SettingsSide.draw(app, into: &frame)
        }
        switch app.windows.modal {
        case .results(let page)?: ResultsWindow.draw(app, page: page, rise: motion.windowRise, into: &frame)
        case .question(let question)?: QuestionWindow.draw(question, app, into: &frame)
        case nil: break
        }
        return frame
    }

    static func tooSmall(_ app: App, into frame: inout Frame) {
        let lines = ["Please enlarge the window to at least \(UIMetrics.minimumWidth)×\(UIMetrics.minimumHeight)",
                     "(it is \(app.width)×\(app.height) now; Esc quits, the game is saved)"]
        let top = max(0, app.height / 2 - 1)
        for (i, line) in lines.enumerated() {
            let shown = line.count > app.width ? String(line.prefix(app.width)) : line
            frame.screen.putCentered(shown, y: top + i, i == 0 ? .warning : .dim)
        }
    }

    /// The title bar shared by both sides: the name on the left, buttons on the right.
    static func titleBar(_ app: App, subtitle: String?, buttons: [(key: String, label: String, action: Action)], into frame: inout Frame) {
        var title = "EVIL HANGMAN"
        if let subtitle { title += " \(app.glyphs.dot) \(subtitle)" }
        frame.screen.put(title, x: 1, y: 0, .title)
        var x = app.width - 1 - buttons.reduce(0) { $0 + Frame.buttonWidth($1.key, $1.label) + 2 } + 2
        for b in buttons { x += frame.button(b.key, b.label, x: x, y: 0, action: b.action) + 2 }
        for cx in 0..<app.width { frame.screen[cx, 1] = Cell(app.glyphs.horizontal, .border) }
    }

    /// The status line (a note, or `fallback`) and the key hints at the bottom.
    static func footer(_ app: App, hint: String, into frame: inout Frame) {
        let y = app.height - 2
        for cx in 0..<app.width { frame.screen[cx, y - 1] = Cell(app.glyphs.horizontal, .border) }
        if let note = app.note {
            let style: Style = switch note.kind { case .info: .normal; case .warning, .problem: .warning; case .good: .good; case .bad: .bad }
            frame.screen.put(clip(note.text, app.width - 2, app.glyphs), x: 1, y: y, style)
        }
        frame.screen.put(clip(hint, app.width - 2, app.glyphs), x: 1, y: y + 1, .dim)
    }

    /// Cuts `text` to `width` columns with an ellipsis.
    static func clip(_ text: String, _ width: Int, _ glyphs: Glyphs) -> String {
        text.count <= width ? text : String(text.prefix(max(0, width - 1))) + String(glyphs.ellipsis)
    }

    /// How a game's list is named on screen.
    static func listName(_ id: WordListID, app: App) -> String {
        if id.isShipped { return id.shortName }
        return PrintableText.escaping(app.store.lists[id]?.name ?? id.shortName)
    }
}
