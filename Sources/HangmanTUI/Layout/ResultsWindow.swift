import HangmanCore

/// The window that opens at every game end: high scores, statistics, and "How I cheated".
enum ResultsWindow {
    /// `rise` below 1 draws the window that far from its place, lower down (sliding up into it).
    static func draw(_ app: App, page: ResultsPage, rise: Double = 1, into frame: inout Frame) {
        let (width, height) = UIMetrics.endWindowSize(width: app.width, height: app.height)
        let top = (app.height - height) / 2
        let below = Int((Double(app.height - top) * (1 - min(max(rise, 0), 1))).rounded())
        let rect = Rect(x: (app.width - width) / 2, y: top + below, width: width, height: height)
        let title: String
        switch page {
        case .scores: title = "High scores"
        case .statistics: title = "Statistics"
        case .howICheated: title = "How I cheated"
        }
        frame.modalBox(rect, glyphs: app.glyphs, title: title)
        let inner = Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2)
        switch page {
        case .scores: scores(app, inner, into: &frame)
        case .statistics: statistics(app, inner, into: &frame)
        case .howICheated(let scroll): howICheated(app, inner, scroll: scroll, into: &frame)
        }
        // Buttons on the last inner row.
        // Full labels when they fit with a space either side; the short ones otherwise.
        func buttons(short: Bool) -> [(String, String, Action)] {
            var buttons: [(String, String, Action)] = [("Enter", "Close", .window(.close)), ("N", "New game", .play(.newGame))]
            if page != .scores { buttons.append(("H", short ? "Scores" : "High scores", .window(.showPage(.scores)))) }
            if page != .statistics { buttons.append(("S", "Stats", .window(.showPage(.statistics)))) }
            if app.keyContext.howICheatedAvailable, !page.isHowICheated {
                buttons.append(("C", short ? "Cheats" : "How I cheated", .window(.showPage(.howICheated(scroll: 0)))))
            }
            return buttons
        }
        func rowWidth(_ buttons: [(String, String, Action)]) -> Int {
            buttons.reduce(0) { $0 + Frame.buttonWidth($1.0, $1.1) } + 2 * (buttons.count - 1)
        }
        let full = buttons(short: false)
        let shown = rowWidth(full) <= inner.width - 2 ? full : buttons(short: true)
        let total = rowWidth(shown)
        var x = inner.x + max(0, (inner.width - total) / 2)
        for b in shown { x += frame.button(b.0, b.1, x: x, y: inner.y + inner.height - 1, action: b.2) + 2 }
    }

    /// The headline about the game that just ended (or a plain title when opened mid-game).
    static func headline(_ app: App) -> (String, Style) {
        guard let game = app.play.finished else {
            return app.play.game.isOver ? (IgnoredReason.gameOver.message + ".", .normal) : ("The best games so far (this one is still on).", .normal)
        }
        let outcome = UIText.outcome(won: game.won, misses: game.missesMade, word: game.word)
        // A score that did not reach the history is said here, where the player looks, and the
        // board claims no place for it.
        if let lost = app.store.unrecorded.first(where: { $0.record.id == game.id }) {
            return (UIText.notRecorded(won: game.won, misses: game.missesMade, kept: lost.keptAt != nil), .bad)
        }
        if !game.won { return (outcome + " Only wins make the board.", .bad) }
        if let rank = app.store.history?.rank(of: game.id) {
            return (outcome + " #\(rank) on the \((app.store.history?.board(of: game.id) ?? game.board).title) board.", .good)
        }
        return (outcome + " Not in the top \(History.highScoreCount) this time.", .good)
    }

    static func scores(_ app: App, _ area: Rect, into frame: inout Frame) {
        let (text, style) = headline(app)
        frame.screen.put(Layout.clip(text, area.width, app.glyphs), x: area.x, y: area.y, style)
        share(app, area, into: &frame)
        tabs(app, area, into: &frame)
        guard let history = app.store.history else {
            frame.screen.putCentered("Loading the scores…", x: area.x, width: area.width, y: area.y + 4, .dim)
            return
        }
        if history.highScores(on: app.windows.board).isEmpty {
            let first = app.windows.board == .daily ? "No daily wins yet: one try a day (F5)." : "No wins on this page yet. Wins are listed here,"
            let second = app.windows.board == .daily ? "Wins are listed here, fewest misses first." : "fewest misses first. Good luck!"
            frame.screen.putCentered(Layout.clip(first, area.width, app.glyphs), x: area.x, width: area.width, y: area.y + 4, .normal)
            frame.screen.putCentered(Layout.clip(second, area.width, app.glyphs), x: area.x, width: area.width, y: area.y + 5, .normal)
            return
        }
        let rows = ScoreTable.lines(history, board: app.windows.board, highlight: app.play.finished?.id, localTime: app.localTime,
                                    wordWidth: max(8, area.width - 42), glyphs: app.glyphs)
        frame.screen.put(rows.header, x: area.x + 1, y: area.y + 2, .dim)
        for (i, row) in rows.rows.enumerated() {
            if row.mine { frame.screen.put(String(app.glyphs.pointer), x: area.x - 1, y: area.y + 3 + i, .selected) }
            frame.screen.put(row.text, x: area.x + 1, y: area.y + 3 + i, row.mine ? .selected : .normal)
        }
    }

    /// The result to share, above the buttons: its line, then one mark a guess (✓ hit, ✗ miss; the
    /// copy has coloured squares) and the button that copies both.
    static func share(_ app: App, _ area: Rect, into frame: inout Frame) {
        guard let share = app.shareText, area.height >= 16 else { return }
        let g = app.glyphs
        frame.screen.putCentered(Layout.clip(share.line, area.width, g), x: area.x, width: area.width, y: area.y + area.height - 3, .dim)
        let marks = share.hits.count
        let width = marks + 2 + Frame.buttonWidth("Y", "Copy result")
        var x = area.x + max(0, (area.width - width) / 2)
        let y = area.y + area.height - 2
        for hit in share.hits {
            frame.screen.put(String(hit ? g.hitMark : g.missMark), x: x, y: y, hit ? .good : .bad)
            x += 1
        }
        frame.button("Y", "Copy result", x: x + 2, y: y, action: .window(.copyResult))
    }

    /// One tab a board on the row under the headline; the shown one is highlighted. Left/Right or
    /// a click switches.
    static func tabs(_ app: App, _ area: Rect, into frame: inout Frame) {
        // Brackets mark the page shown where colour and reverse video are not seen (ASCII, a reader).
        let labels = Board.allCases.map { $0 == app.windows.board ? "[\($0.title)]" : " \($0.title) " }
        var x = area.x + max(0, (area.width - labels.reduce(0) { $0 + $1.count + 1 } + 1) / 2)
        for (board, label) in zip(Board.allCases, labels) {
            frame.screen.put(label, x: x, y: area.y + 1, board == app.windows.board ? .selected : .dim)
            frame.target(Rect(x: x, y: area.y + 1, width: label.count, height: 1), .window(.showBoard(board)))
            x += label.count + 1
        }
    }

    static func statistics(_ app: App, _ area: Rect, into frame: inout Frame) {
        let history = app.store.history ?? History()
        let all = history.statistics(), evil = history.statistics(mode: .evil), good = history.statistics(mode: .good)
        func row(_ cols: [String]) -> String {
            pad(cols[0], 6) + pad(cols[1], 8, right: true) + pad(cols[2], 6, right: true) + pad(cols[3], 7, right: true)
                + pad(cols[4], 8, right: true) + pad(cols[5], 6, right: true)
        }
        frame.screen.put(row(["", "Played", "Won", "Win %", "Streak", "Best"]), x: area.x, y: area.y, .dim)
        for (i, (name, s)) in [("All", all), ("Evil", evil), ("Good", good)].enumerated() {
            frame.screen.put(row([name, "\(s.played)", "\(s.won)", "\(s.winPercent)%", "\(s.currentStreak)", "\(s.bestStreak)"]),
                             x: area.x, y: area.y + 1 + i, i == 0 ? .bold : .normal)
        }
        // The daily games: their streak counts wins on consecutive days, as it stands today.
        let d = history.daily
        frame.screen.put(row(["Daily", "\(d.played)", "\(d.won)", "\(d.winPercent)%", "\(history.dailyStreak(today: app.daily.today))",
                              "\(d.bestStreak)"]), x: area.x, y: area.y + 4, .normal)
        frame.screen.put("Misses in won games (evil + good):", x: area.x, y: area.y + 5, .dim)
        let rows = area.height - 7
        let histogram = all.missHistogram
        guard !histogram.isEmpty else {
            frame.screen.put("No wins yet.", x: area.x + 2, y: area.y + 6, .normal)
            return
        }
        // Fold the tail into the last row when there are more miss counts than rows.
        var buckets: [(label: String, evil: Int, good: Int)] = []
        for k in histogram.indices {
            let e = k < evil.missHistogram.count ? evil.missHistogram[k] : 0
            let gd = k < good.missHistogram.count ? good.missHistogram[k] : 0
            if buckets.count < rows { buckets.append(("\(k)", e, gd)) }
            else { buckets[rows - 1].label = "\(Int(buckets[rows - 1].label.prefix { $0.isNumber })!)+"; buckets[rows - 1].evil += e; buckets[rows - 1].good += gd }
        }
        let most = max(1, buckets.map { $0.evil + $0.good }.max()!)
        let widest = buckets.map { " \($0.evil + $0.good) (evil \($0.evil), good \($0.good))".count }.max() ?? 0
        let barWidth = max(1, area.width - 5 - widest)
        for (i, b) in buckets.enumerated() {
            let y = area.y + 6 + i
            frame.screen.put(pad(b.label, 3, right: true) + " " + String(app.glyphs.vertical), x: area.x, y: y, .dim)
            let evilBar = (b.evil * barWidth + most - 1) / most, goodBar = (b.good * barWidth + most - 1) / most
            frame.screen.put(String(repeating: app.glyphs.bar, count: evilBar), x: area.x + 5, y: y, .bad)
            frame.screen.put(String(repeating: app.glyphs.bar, count: goodBar), x: area.x + 5 + evilBar, y: y, .good)
            frame.screen.put(" \(b.evil + b.good) (evil \(b.evil), good \(b.good))", x: area.x + 5 + evilBar + goodBar, y: y, .normal)
        }
    }

    static func howICheated(_ app: App, _ area: Rect, scroll: Int, into frame: inout Frame) {
        guard let evil = app.play.game as? EvilGameplay else { return }
        let g = app.glyphs
        frame.screen.put(Layout.clip("I never chose a word. After each guess I kept the family of", area.width, g), x: area.x, y: area.y, .normal)
        frame.screen.put(Layout.clip("words that fit every answer and hurt you most; the Classic", area.width, g), x: area.x, y: area.y + 1, .normal)
        frame.screen.put(Layout.clip("host would always have kept the largest:", area.width, g), x: area.x, y: area.y + 2, .normal)
        frame.screen.put(Layout.clip("Guess      Words left          Classic would have kept", area.width, g), x: area.x, y: area.y + 3, .dim)
        let rows = UIMetrics.howICheatedRows(windowHeight: app.height)
        let moves = evil.moves
        let first = min(scroll, max(0, moves.count - rows))
        for (i, move) in moves.dropFirst(first).prefix(rows).enumerated() {
            let y = area.y + 4 + i
            frame.screen.put(" \(move.letter.uppercased())", x: area.x, y: y, .bold)
            frame.screen.put(move.wasMiss ? "miss" : "hit", x: area.x + 4, y: y, move.wasMiss ? .bad : .good)
            let counts = pad(UIText.grouped(move.poolBefore), 7, right: true) + " \(g.arrowRight) " + pad(UIText.grouped(move.poolAfter), 7)
            frame.screen.put(counts, x: area.x + 9, y: y, .normal)
            let why = Layout.clip(UIText.classicWouldHave(move), max(0, area.width - 28), g)
            frame.screen.put(why, x: area.x + 28, y: y, move.asClassic ? .dim : .normal)
        }
        if moves.count > rows {
            frame.screen.put("\(first + 1)–\(min(first + rows, moves.count)) of \(moves.count), Up/Down scroll", x: area.x, y: area.y + 4 + rows, .dim)
        }
        if let word = evil.word {
            frame.screen.put("My word: \(word.uppercased()), which fits every answer.", x: area.x, y: area.y + area.height - 2, .bold)
        }
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String { ScoreTable.pad(text, width, right: right) }
}
