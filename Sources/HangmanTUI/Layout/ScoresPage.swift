import HangmanCore

/// The high scores: how the game just played ranks, a tab a board, the table (scrolled where
/// the window is short), and the result to share.
enum ScoresPage {
    static func draw(_ app: App, _ area: Rect, into frame: inout Frame) {
        let (text, style) = headline(app)
        for (i, line) in TextLayout.wrap(text, area.width).prefix(2).enumerated() {
            frame.screen.put(line, x: area.x, y: area.y + i, style)
        }
        tabs(app, y: area.y + 2, area, into: &frame)
        share(app, area, into: &frame)
        let top = area.y + 3
        guard let history = app.store.history else {
            frame.screen.putCentered(tr("Loading the scores") + String(app.glyphs.ellipsis), x: area.x, width: area.width, y: top + 1, .dim)
            return
        }
        if history.highScores(on: app.windows.board).isEmpty {
            let text = app.windows.board == .daily ? tr("No daily wins yet: one try a day (F5). Wins are listed here, fewest misses first.")
                : tr("No wins on this page yet. Wins are listed here, fewest misses first. Good luck!")
            for (i, line) in TextLayout.wrap(text, area.width - 4).enumerated() {
                frame.screen.putCentered(line, x: area.x, width: area.width, y: top + 1 + i, .normal)
            }
            return
        }
        let table = ScoreTable.lines(history, board: app.windows.board, highlight: app.play.finished?.id, localTime: app.localTime,
                                     width: area.width - 2, glyphs: app.glyphs)
        frame.screen.put(table.header, x: area.x + 1, y: top, .dim)
        let shown = max(1, area.height - UIMetrics.scoresFixedRows)
        let first = min(app.windows.scroll, max(0, table.rows.count - shown))
        for (i, row) in table.rows.dropFirst(first).prefix(shown).enumerated() {
            if row.mine { frame.screen.put(String(app.glyphs.pointer), x: area.x - 1, y: top + 1 + i, .selected) }
            frame.screen.put(row.text, x: area.x + 1, y: top + 1 + i, row.mine ? .selected : .normal)
        }
        WindowChrome.scrollMark(first: first, shown: shown, of: table.rows.count, area, into: &frame)
    }

    /// The headline about the game that just ended (or a plain title when opened mid-game).
    static func headline(_ app: App) -> (String, Style) {
        guard let game = app.play.finished else {
            return app.play.game.isOver ? (IgnoredReason.gameOver.message + ".", .normal) : (tr("The best games so far (this one is still on)."), .normal)
        }
        let outcome = UIText.outcome(won: game.won, misses: game.missesMade, of: game.missesAllowed, word: game.word)
        // A score that did not reach the history is said here, where the player looks, and the
        // board claims no place for it.
        if let lost = app.store.unrecorded.first(where: { $0.record.id == game.id }) {
            return (UIText.notRecorded(won: game.won, misses: game.missesMade, kept: lost.keptAt != nil), .bad)
        }
        if !game.won { return (outcome + " " + tr("Only wins make the high scores."), .bad) }
        if let rank = app.store.history?.rank(of: game.id) {
            return (outcome + " " + tr("#%d on the %s page.", rank, (app.store.history?.board(of: game.id) ?? game.board).title), .good)
        }
        return (outcome + " " + tr("Not in the top %d this time.", History.highScoreCount), .good)
    }

    /// The result to share, on the last two rows: its line, then one mark a guess (a hit, a
    /// miss; the copy has coloured squares) and the button that copies both.
    static func share(_ app: App, _ area: Rect, into frame: inout Frame) {
        guard let share = app.shareText else { return }
        let g = app.glyphs
        // A narrow window previews the line without its first parts ("Evil Hangman · "), never
        // a part cut short; the copy is whole.
        let line = TextLayout.parts(share.line.split(separator: " \(g.dot) ").map(String.init), separator: " \(g.dot) ", width: area.width,
                                    fromTheStart: true)
        frame.screen.putCentered(TextLayout.fit(line, area.width, g), x: area.x, width: area.width,
                                 y: area.y + area.height - 2, .dim)
        let marks = min(share.hits.count, max(0, area.width - Frame.buttonWidth(KeyLabel.copyResult.key, KeyLabel.copyResult.label) - 2))
        let width = marks + 2 + Frame.buttonWidth(KeyLabel.copyResult.key, KeyLabel.copyResult.label)
        var x = area.x + max(0, (area.width - width) / 2)
        let y = area.y + area.height - 1
        for hit in share.hits.prefix(marks) {
            frame.screen.put(String(hit ? g.hitMark : g.missMark), x: x, y: y, hit ? .good : .bad)
            x += 1
        }
        frame.button(KeyLabel.copyResult.key, KeyLabel.copyResult.label, x: x + 2, y: y, action: KeyLabel.copyResult.action)
    }

    /// One tab a board; the shown one is highlighted. Left/Right or a click switches.
    static func tabs(_ app: App, y: Int, _ area: Rect, into frame: inout Frame) {
        // Brackets mark the page shown where colour and reverse video are not seen (ASCII, a reader).
        let labels = Board.allCases.map { $0 == app.windows.board ? "[\($0.title)]" : " \($0.title) " }
        var x = area.x + max(0, (area.width - labels.reduce(0) { $0 + $1.count + 1 } + 1) / 2)
        for (board, label) in zip(Board.allCases, labels) {
            frame.screen.put(label, x: x, y: y, board == app.windows.board ? .selected : .dim)
            frame.target(Rect(x: x, y: y, width: label.count, height: 1), .window(.showBoard(board)))
            x += label.count + 1
        }
    }
}
