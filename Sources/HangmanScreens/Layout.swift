import HangmanApp
import HangmanCore

/// Turns the app's state into a frame: pure, so every screen can be tested as text. It reads the
/// state and nothing else; the app never calls it.
public enum Layout {
    /// The frame for `app` with `motion` (what moves at this moment; nothing by default).
    public static func render(_ app: App, motion: Motion = .still) -> Frame {
        var frame = Frame(width: app.width, height: app.height)
        guard UIMetrics.fits(width: app.width, height: app.height) else {
            frame.tooSmall = true
            tooSmall(app, into: &frame)
            return frame
        }
        switch app.side {
        case .front: FrontSide.draw(app, motion: motion, into: &frame)
        case .settings: SettingsSide.draw(app, into: &frame)
        }
        switch app.windows.modal {
        case .results(let page)? where !app.windows.seeingTheBoard:
            ResultsWindow.draw(app, page: page, rise: motion.windowRise, into: &frame)
        case .results?: break
        case .question(let question)?: QuestionWindow.draw(question, app, into: &frame)
        case .help(let topic)?: HelpWindow.draw(app, over: topic, into: &frame)
        case .challengeEntry?: ChallengeWindow.draw(app, into: &frame)
        case nil: break
        }
        footer(app, into: &frame)
        return frame
    }

    static func tooSmall(_ app: App, into frame: inout Frame) {
        let lines = [
            tr("Please enlarge the window to at least %d×%d", UIMetrics.minimumWidth, UIMetrics.minimumHeight),
            tr("(it is %d×%d now; Esc quits, the game is saved)", app.width, app.height),
        ]
        // Wrapped, not cut: a translation may be longer than the narrowest window that says it.
        let wrapped = lines.enumerated().flatMap { i, line in TextLayout.wrap(line, app.width).map { (i, $0) } }
        let top = max(0, app.height / 2 - wrapped.count / 2)
        for (row, (i, line)) in wrapped.enumerated() {
            let shown = line.count > app.width ? String(line.prefix(app.width)) : line
            frame.screen.putCentered(shown, y: top + row, i == 0 ? .warning : .dim)
        }
    }

    /// The title bar shared by both sides: buttons on the right, as many as fit in their order
    /// (the others are in the key hints and in help), and the name on the left where it fits.
    static func titleBar(_ app: App, subtitle: String?, buttons: [KeyLabel], into frame: inout Frame) {
        var title = tr("EVIL HANGMAN")
        if let subtitle { title += " \(app.glyphs.dot) \(subtitle)" }
        // A game that is not being saved (another window holds the saved game, or it waits for
        // its list or locale) says so for as long as it is played, not only in the first note.
        let unsaved =
            subtitle == nil && app.persistent && !app.play.savesGame ? " \(app.glyphs.dot) " + tr("not saved") : ""
        title += unsaved
        // Under a window the keys are the window's: buttons here would name keys that now do
        // something else (Tab cycles the results' pages).
        let buttons = app.windows.modal == nil ? buttons : []
        // The buttons that fit, the most needed first (help, then the way back or to the
        // settings); drawn in their own order.
        let priority: [KeyLabel] = [.help, .backToTheGame, .settings, .newGame, .quit, .daily]
        let byNeed = buttons.sorted {
            (priority.firstIndex(of: $0) ?? priority.count) < (priority.firstIndex(of: $1) ?? priority.count)
        }
        var shown: [KeyLabel] = []
        var used = 0
        // The title always shows; the buttons take the room after it.
        for b in byNeed where used + Frame.buttonWidth(b.key, b.label) + 2 + title.count + 2 <= app.width - 1 {
            shown.append(b)
            used += Frame.buttonWidth(b.key, b.label) + 2
        }
        if used + title.count + 2 <= app.width {
            let x = frame.screen.put(String(title.dropLast(unsaved.count)), x: 1, y: 0, .title)
            frame.screen.put(unsaved, x: 1 + x, y: 0, .warning)
        }
        var x = app.width - 1 - used + 2
        for b in buttons where shown.contains(b) { x += frame.button(b.key, b.label, x: x, y: 0, action: b.action) + 2 }
        for cx in 0..<app.width { frame.screen[cx, 1] = Cell(app.glyphs.horizontal, .border) }
    }

    /// The status line and the key hints of what is in front, at the bottom. A note longer than
    /// the line takes the hints' line too (it is news; the hints are in help): wrapped, not cut.
    static func footer(_ app: App, into frame: inout Frame) {
        let y = app.height - 2
        for cx in 0..<app.width { frame.screen[cx, y - 1] = Cell(app.glyphs.horizontal, .border) }
        // The challenge window takes a code, not a guess: the game's prompt is not said under it.
        let shown = app.windows.modal == .challengeEntry && app.note?.isTheGames == true ? nil : app.note
        var lines = shown.map { TextLayout.wrap($0.text, app.width - 2) } ?? []
        if lines.count > 2 {
            lines = [lines[0], TextLayout.fit(lines.dropFirst().joined(separator: " "), app.width - 2, app.glyphs)]
        }
        if let note = shown {
            let style: Style =
                switch note.kind {
                case .info: .normal
                case .warning, .problem: .warning
                case .good: .good
                case .bad: .bad
                }
            for (i, line) in lines.enumerated() { frame.screen.put(line, x: 1, y: y + i, style) }
        }
        if lines.count < 2 { frame.screen.put(KeyHints.line(app, width: app.width - 2), x: 1, y: y + 1, .dim) }
    }

    /// How a game's list is named on screen.
    static func listName(_ id: WordListID, app: App) -> String {
        if id.isShipped { return id.shortName }
        return PrintableText.name(app.store.lists[id]?.name ?? id.shortName)
    }
}

extension App {
    /// What scrolls in the window open: how many lines it has, and how many show at once.
    var scrolledLines: (count: Int, shown: Int) {
        let rows = { (fixed: Int) in UIMetrics.scrolledRows(width: width, height: height, fixed: fixed) }
        let contentWidth = UIMetrics.window(width: width, height: height).width - 4
        switch windows.modal {
        case .results(.scores)?:
            let fixed = UIMetrics.scoresFixedRows(shareLine: windows.subject?.share.line, width: contentWidth)
            // A page of the machine's: its wins, over the row that says today's daily here.
            if let level = windows.scorePage.machineLevel {
                return (machine.board?.table(level).count ?? 0, MachinePage.tableRows(rows(fixed), machine))
            }
            return (ScoreTable.rowCount(store.history, page: windows.scorePage, width: contentWidth), rows(fixed))
        case .results(.howICheated)?:
            guard let game = windows.subject?.game else { return (0, 1) }
            let ending = HowICheated.ending(game, width: contentWidth)?.count ?? 0
            return (
                HowICheated.page(game, width: contentWidth)?.count ?? 0,
                UIMetrics.howICheatedRows(rows(0), ending: ending)
            )
        case .results(.habits)?:
            return HabitsPage.scrolled(self)
        case .help(let topic)?:
            let tall = UIMetrics.window(width: width, height: height, tall: true).width - 4
            return (
                HelpText.text(for: topic, width: tall, helpContext).count,
                UIMetrics.scrolledRows(width: width, height: height, fixed: 0, tall: true)
            )
        default:
            return (0, 1)
        }
    }
}
