import HangmanApp
import HangmanCore

/// The high scores: how the game the window speaks of ranks, the pages by name, the page's table
/// (scrolled where the window is short), and the result to share.
enum ScoresPage {
    static func draw(_ app: App, _ area: Rect, into frame: inout Frame) {
        let (lines, style) = headlineLines(app, width: area.width)
        for (i, line) in lines.enumerated() { frame.screen.put(line, x: area.x, y: area.y + i, style) }
        pageNames(app, y: area.y + 2, area, into: &frame)
        share(app, area, into: &frame)
        let top = area.y + 3
        if let level = app.windows.scorePage.machineLevel {
            MachinePage.draw(app, level: level, area, top: top, into: &frame)
            return
        }
        guard let history = app.store.history else {
            frame.screen.putCentered(
                tr("Loading the scores") + String(app.glyphs.ellipsis), x: area.x, width: area.width, y: top + 1, .dim)
            return
        }
        let page = app.windows.scorePage
        if history.tables(on: page).isEmpty {
            let text =
                page == .daily
                ? tr("No daily wins yet: one try a day (F5). Wins are listed here, fewest misses first.")
                : page.ranksByKind
                    ? tr(
                        """
                        No wins on this page yet. A win here ranks among games of the same host, list, length and \
                        misses.
                        """
                    )
                    : tr("No wins on this page yet. Wins are listed here, fewest misses first. Good luck!")
            for (i, line) in TextLayout.wrap(text, area.width - 4).enumerated() {
                frame.screen.putCentered(line, x: area.x, width: area.width, y: top + 1 + i, .normal)
            }
            return
        }
        let table = ScoreTable.lines(
            history, page: page, highlight: app.windows.subject?.id, localTime: app.localTime,
            width: area.width, glyphs: app.glyphs)
        frame.screen.put(table.header, x: area.x, y: top, .dim)
        let shown = max(1, area.height - UIMetrics.scoresFixedRows(shareLine: app.shareText?.line, width: area.width))
        rows(table.rows, shown: shown, top: top, app, area, into: &frame)
    }

    /// A table's rows under its header, `shown` at once from the scroll position, with the
    /// scroll mark. Not scrolled yet: the game just ended is in view, wherever it ranks (#9 of 9
    /// at 60×20).
    static func rows(_ rows: [ScoreTable.Row], shown: Int, top: Int, _ app: App, _ area: Rect, into frame: inout Frame)
    {
        var first = min(app.windows.scroll, max(0, rows.count - shown))
        if app.windows.scroll == 0, let mine = rows.firstIndex(where: \.mine), mine >= shown {
            first = min(mine - shown + 1, max(0, rows.count - shown))
        }
        frame.scrolled = first
        for (i, row) in rows.dropFirst(first).prefix(shown).enumerated() {
            if row.mine { frame.screen.put(String(app.glyphs.pointer), x: area.x - 1, y: top + 1 + i, .selected) }
            frame.screen.put(row.text, x: area.x, y: top + 1 + i, row.mine ? .selected : .normal)
        }
        WindowChrome.scrollMark(first: first, shown: shown, of: rows.count, area, into: &frame)
    }

    /// The headline in at most two lines of `width`: whole sentences, the second left out where
    /// both do not fit (never one cut short).
    static func headlineLines(_ app: App, width: Int) -> ([String], Style) {
        let (sentences, style) = headlineSentences(app)
        // The second sentence in its long form, its short one (a rank without "among games of
        // these settings"), or none.
        let short = sentences.count > 1 ? shortRank(app) : nil
        for candidate in [sentences, short.map { [sentences[0], $0] }, [sentences[0]]].compactMap({ $0 }) {
            let lines = TextLayout.wrap(candidate.joined(separator: " "), width)
            if lines.count <= 2 { return (lines, style) }
        }
        return (TextLayout.wrap(sentences[0], width), style)
    }

    /// "#1 on the Custom page.": the rank said in short.
    static func shortRank(_ app: App) -> String? {
        guard let game = app.windows.subject, game.won, let rank = app.store.history?.rank(of: game.id) else {
            return nil
        }
        return tr("#%d on the %s page.", rank, (app.store.history?.page(of: game.id) ?? game.page).title)
    }

    /// The headline about the game the window speaks of (or a plain title when there is none).
    static func headline(_ app: App) -> (String, Style) {
        let (sentences, style) = headlineSentences(app)
        return (sentences.joined(separator: " "), style)
    }

    /// The headline's sentences, the one that must be said first.
    static func headlineSentences(_ app: App) -> ([String], Style) {
        guard let game = app.windows.subject else {
            return app.play.game.isOver
                ? ([IgnoredReason.gameOver.message + "."], .normal)
                : ([tr("The best games so far (this one is still on).")], .normal)
        }
        if game.isUnended {
            return (
                [tr("Begun and not ended here: this daily counts as lost."), tr("Only wins make the high scores.")],
                .bad
            )
        }
        let outcome = UIText.outcome(
            won: game.won, misses: game.missesMade, of: game.missesAllowed, word: game.word, evil: game.isEvil)
        // A score that did not reach the history is said here, where the player looks, and the
        // page claims no place for it.
        if let lost = app.store.unrecorded.first(where: { $0.record.id == game.id }) {
            return ([UIText.notRecorded(won: game.won, misses: game.missesMade, kept: lost.keptAt != nil)], .bad)
        }
        // The ladder's offer, where there is one, says what the pointer in the table cannot.
        if let offer = app.levelOfferSentence { return ([outcome, offer], game.won ? .good : .bad) }
        if !game.won {
            // An empty page says itself that only wins are listed there.
            let empty = app.store.history?.tables(on: game.page).isEmpty ?? true
            return (empty ? [outcome] : [outcome, tr("Only wins make the high scores.")], .bad)
        }
        if let rank = app.store.history?.rank(of: game.id) {
            let page = app.store.history?.page(of: game.id) ?? game.page
            return (
                [
                    outcome,
                    page.ranksByKind
                        ? tr("#%d on the %s page among games of these settings.", rank, page.title)
                        : tr("#%d on the %s page.", rank, page.title),
                ], .good
            )
        }
        return ([outcome, tr("Not in the top %d this time.", History.highScoreCount)], .good)
    }

    /// The result to share, on the last rows: its line (wrapped at a part where it does not fit),
    /// then one mark a guess (a hit, a miss; the copy has coloured squares) and the button that
    /// copies both.
    static func share(_ app: App, _ area: Rect, into frame: inout Frame) {
        guard let share = app.shareText else { return }
        let g = app.glyphs
        let parts = share.line.split(separator: " \(g.dot) ").map(String.init)
        var lines = [share.line]
        if share.line.count > area.width {
            // Split between parts, as evenly as it goes: "Evil Hangman · Custom, Cunning host" / "8 letters · won 3/7".
            let splits = (1..<parts.count).map { k in
                (parts[..<k].joined(separator: " \(g.dot) "), parts[k...].joined(separator: " \(g.dot) "))
            }
            let best = splits.filter { $0.0.count <= area.width && $0.1.count <= area.width }.min {
                max($0.0.count, $0.1.count) < max($1.0.count, $1.1.count)
            }
            // Where no split fits, the code keeps its own line (a friend plays it); the rest wraps into the other.
            let rest = share.challenge == nil ? share.line : parts.dropLast().joined(separator: " \(g.dot) ")
            let fallback = TextLayout.wrap(rest, area.width).prefix(share.challenge == nil ? 2 : 1).map { $0 }
            lines = best.map { [$0.0, $0.1] } ?? fallback + (share.challenge == nil ? [] : [parts.last!])
        }
        for (i, line) in lines.enumerated() {
            frame.screen.putCentered(
                line, x: area.x, width: area.width, y: area.y + area.height - 1 - lines.count + i, .dim)
        }
        let marks = min(
            share.hits.count,
            max(0, area.width - Frame.buttonWidth(KeyLabel.copyResult.key, KeyLabel.copyResult.label) - 2))
        let width = marks + 2 + Frame.buttonWidth(KeyLabel.copyResult.key, KeyLabel.copyResult.label)
        var x = area.x + max(0, (area.width - width) / 2)
        let y = area.y + area.height - 1
        for hit in share.hits.prefix(marks) {
            frame.screen.put(String(hit ? g.hitMark : g.missMark), x: x, y: y, hit ? .good : .bad)
            x += 1
        }
        frame.button(
            KeyLabel.copyResult.key, KeyLabel.copyResult.label, x: x + 2, y: y, action: KeyLabel.copyResult.action)
    }

    /// The pages by name, the one shown in brackets; Left/Right or a click turns to another.
    /// Where they do not all fit, those farthest from the one shown give way, and an arrow says
    /// more are that side.
    static func pageNames(_ app: App, y: Int, _ area: Rect, into frame: inout Frame) {
        let all = ScorePage.allCases
        let current = app.windows.scorePage
        let label = { (page: ScorePage) in page == current ? "[\(page.title)]" : " \(page.title) " }
        let at = all.firstIndex(of: current)!
        var range = at...at
        func width(_ r: ClosedRange<Int>) -> Int {
            r.reduce(0) { $0 + label(all[$1]).count + 1 } - 1 + (r.lowerBound > 0 ? 2 : 0)
                + (r.upperBound < all.count - 1 ? 2 : 0)
        }
        // Grow the range one page at a time, right then left, while it fits.
        var grew = true
        while grew {
            grew = false
            for next in [range.lowerBound...(range.upperBound + 1), (range.lowerBound - 1)...range.upperBound]
            where next.lowerBound >= 0 && next.upperBound < all.count && width(next) <= area.width {
                range = next
                grew = true
            }
        }
        var x = area.x + max(0, (area.width - width(range)) / 2)
        if range.lowerBound > 0 {
            frame.screen.put(String(app.glyphs.arrowLeft), x: x, y: y, .dim)
            frame.target(Rect(x: x, y: y, width: 1, height: 1), .window(.cycleScorePage(-1)))
            x += 2
        }
        for page in all[range] {
            let text = label(page)
            frame.screen.put(text, x: x, y: y, page == current ? .selected : .dim)
            frame.target(Rect(x: x, y: y, width: text.count, height: 1), .window(.showScorePage(page)))
            x += text.count + 1
        }
        if range.upperBound < all.count - 1 {
            frame.screen.put(String(app.glyphs.arrowRight), x: x, y: y, .dim)
            frame.target(Rect(x: x, y: y, width: 1, height: 1), .window(.cycleScorePage(1)))
        }
    }
}
