import HangmanApp
import HangmanCore

/// Played, won, streaks, and the misses of the games won.
enum StatisticsPage {
    static func draw(_ app: App, _ area: Rect, into frame: inout Frame) {
        let history = app.store.history ?? History()
        let all = history.statistics()
        let evil = history.statistics(mode: .evil)
        let good = history.statistics(mode: .good)
        let headings = ["", tr("Played"), tr("Won"), tr("Win %"), tr("Streak"), tr("Best")]
        // The daily games are evil games too: the Evil row counts them, and says so.
        let d = history.daily
        let lines: [(String, Statistics, Int)] = [
            (tr("All"), all, all.currentStreak), (tr("Evil"), evil, evil.currentStreak),
            (tr("Good"), good, good.currentStreak), (tr("Daily"), d, history.dailyStreak(today: app.daily.today)),
        ]
        // No games: nothing to count a share or a streak of.
        let none = "-"
        let cells = lines.map { name, s, streak in
            s.played == 0
                ? [name, "0", none, none, none, none]
                : [name, "\(s.played)", "\(s.won)", tr("%d%%", s.winPercent), "\(streak)", "\(s.bestStreak)"]
        }
        // Columns as wide as English's, wider where a translation's heading needs it, and no
        // wider than their headings and figures where that is too wide for the window (a figure
        // never runs into the next column).
        let tight = headings.indices.map { i in max(headings[i].count, cells.map { $0[i].count }.max() ?? 0) + 1 }
        let roomy = [tight[0], 7, 6, 7, 8, 6].enumerated().map { i, width in max(width, tight[i]) }
        let widths = roomy.reduce(0, +) <= area.width ? roomy : tight
        func row(_ cols: [String]) -> String {
            cols.enumerated().map { i, col in pad(col, widths[i], right: i > 0) }.joined()
        }
        frame.screen.put(row(headings), x: area.x, y: area.y, .dim)
        for (i, line) in cells.enumerated() {
            frame.screen.put(row(line), x: area.x, y: area.y + 1 + i, i == 0 ? .bold : .normal)
        }
        frame.screen.put(tr("The daily games count in Evil too."), x: area.x, y: area.y + 5, .dim)
        frame.screen.put(tr("Games won, by the misses they took:"), x: area.x, y: area.y + 6, .dim)
        histogram(
            app, all: all, evil: evil, good: good,
            Rect(x: area.x, y: area.y + 7, width: area.width, height: area.height - 7),
            into: &frame)
    }

    /// A bar a count of misses that games were won with (none for a count no game had).
    static func histogram(
        _ app: App, all: Statistics, evil: Statistics, good: Statistics, _ area: Rect, into frame: inout Frame
    ) {
        var buckets: [(label: String, evil: Int, good: Int)] = []
        for k in all.missHistogram.indices where all.missHistogram[k] > 0 {
            let e = k < evil.missHistogram.count ? evil.missHistogram[k] : 0
            let g = k < good.missHistogram.count ? good.missHistogram[k] : 0
            buckets.append(("\(k)", e, g))
        }
        guard !buckets.isEmpty else {
            frame.screen.put(tr("No wins yet."), x: area.x + 2, y: area.y, .normal)
            return
        }
        // More counts than rows: the last row holds the rest.
        if buckets.count > area.height, area.height > 0 {
            let rest = buckets[(area.height - 1)...]
            buckets =
                Array(buckets.prefix(area.height - 1)) + [
                    (rest.first!.label + "+", rest.map(\.evil).reduce(0, +), rest.map(\.good).reduce(0, +))
                ]
        }
        let most = max(1, buckets.map { $0.evil + $0.good }.max()!)
        let widest =
            buckets.map { " " + tr("%d (evil %d, good %d)", $0.evil + $0.good, $0.evil, $0.good) }.map(\.count).max()
            ?? 0
        let barWidth = max(1, area.width - 6 - widest)
        for (i, b) in buckets.prefix(max(0, area.height)).enumerated() {
            let y = area.y + i
            frame.screen.put(pad(b.label, 3, right: true) + " " + String(app.glyphs.vertical), x: area.x, y: y, .dim)
            let evilBar = (b.evil * barWidth + most - 1) / most
            let goodBar = (b.good * barWidth + most - 1) / most
            frame.screen.put(String(repeating: app.glyphs.bar, count: evilBar), x: area.x + 5, y: y, .bad)
            frame.screen.put(String(repeating: app.glyphs.bar, count: goodBar), x: area.x + 5 + evilBar, y: y, .good)
            frame.screen.put(
                " " + tr("%d (evil %d, good %d)", b.evil + b.good, b.evil, b.good), x: area.x + 5 + evilBar + goodBar,
                y: y, .normal)
        }
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        ScoreTable.pad(text, width, right: right)
    }
}
