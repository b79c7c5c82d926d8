import HangmanCore

/// Played, won, streaks, and the misses of the games won.
enum StatisticsPage {
    static func draw(_ app: App, _ area: Rect, into frame: inout Frame) {
        let history = app.store.history ?? History()
        let all = history.statistics(), evil = history.statistics(mode: .evil), good = history.statistics(mode: .good)
        func row(_ cols: [String]) -> String {
            pad(cols[0], 17) + pad(cols[1], 7, right: true) + pad(cols[2], 6, right: true) + pad(cols[3], 7, right: true)
                + pad(cols[4], 8, right: true) + pad(cols[5], 6, right: true)
        }
        frame.screen.put(row(["", "Played", "Won", "Win %", "Streak", "Best"]), x: area.x, y: area.y, .dim)
        // The daily games are evil games too: the Evil row counts them, and says so.
        let d = history.daily
        let lines: [(String, Statistics, Int)] = [("All", all, all.currentStreak), ("Evil (daily too)", evil, evil.currentStreak),
                                                  ("Good", good, good.currentStreak), ("Daily", d, history.dailyStreak(today: app.daily.today))]
        for (i, (name, s, streak)) in lines.enumerated() {
            frame.screen.put(row([name, "\(s.played)", "\(s.won)", "\(s.winPercent)%", "\(streak)", "\(s.bestStreak)"]),
                             x: area.x, y: area.y + 1 + i, i == 0 ? .bold : .normal)
        }
        frame.screen.put("Games won, by the misses they took:", x: area.x, y: area.y + 6, .dim)
        histogram(app, all: all, evil: evil, good: good, Rect(x: area.x, y: area.y + 7, width: area.width, height: area.height - 7),
                  into: &frame)
    }

    /// A bar a count of misses that games were won with (none for a count no game had).
    static func histogram(_ app: App, all: Statistics, evil: Statistics, good: Statistics, _ area: Rect, into frame: inout Frame) {
        var buckets: [(label: String, evil: Int, good: Int)] = []
        for k in all.missHistogram.indices where all.missHistogram[k] > 0 {
            let e = k < evil.missHistogram.count ? evil.missHistogram[k] : 0
            let g = k < good.missHistogram.count ? good.missHistogram[k] : 0
            buckets.append(("\(k)", e, g))
        }
        guard !buckets.isEmpty else {
            frame.screen.put("No wins yet.", x: area.x + 2, y: area.y, .normal)
            return
        }
        // More counts than rows: the last row holds the rest.
        if buckets.count > area.height, area.height > 0 {
            let rest = buckets[(area.height - 1)...]
            buckets = Array(buckets.prefix(area.height - 1)) + [(rest.first!.label + "+", rest.map(\.evil).reduce(0, +), rest.map(\.good).reduce(0, +))]
        }
        let most = max(1, buckets.map { $0.evil + $0.good }.max()!)
        let widest = buckets.map { " \($0.evil + $0.good) (evil \($0.evil), good \($0.good))".count }.max() ?? 0
        let barWidth = max(1, area.width - 6 - widest)
        for (i, b) in buckets.prefix(max(0, area.height)).enumerated() {
            let y = area.y + i
            frame.screen.put(pad(b.label, 3, right: true) + " " + String(app.glyphs.vertical), x: area.x, y: y, .dim)
            let evilBar = (b.evil * barWidth + most - 1) / most, goodBar = (b.good * barWidth + most - 1) / most
            frame.screen.put(String(repeating: app.glyphs.bar, count: evilBar), x: area.x + 5, y: y, .bad)
            frame.screen.put(String(repeating: app.glyphs.bar, count: goodBar), x: area.x + 5 + evilBar, y: y, .good)
            frame.screen.put(" \(b.evil + b.good) (evil \(b.evil), good \(b.good))", x: area.x + 5 + evilBar + goodBar, y: y, .normal)
        }
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String { ScoreTable.pad(text, width, right: right) }
}
