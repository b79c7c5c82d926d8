import HangmanCore

/// The high-score table as text rows, shared by the results window and line mode: place, word,
/// misses ("3 of 10") and date, the word column as wide as the longest word shown.
public enum ScoreTable {
    public struct Row: Equatable, Sendable {
        public var text: String
        /// True for the game that just ended.
        public var mine: Bool
    }

    /// The rows of one board in at most `width` columns (a word is cut only where no width could hold it).
    public static func lines(_ history: History, board: Board, highlight id: String?, localTime: LocalTime, width: Int = 80,
                             glyphs: Glyphs = .ascii) -> (header: String, rows: [Row]) {
        let scores = history.highScores(on: board)
        let phrases = scores.contains { $0.word.contains(" ") }
        let heading = phrases ? tr("Word or phrase") : tr("Word")
        let widest = max(heading.count, scores.map(\.word.count).max() ?? 0)
        let wordWidth = min(widest, max(4, width - 3 - 2 - 1 - 8 - 2 - 10))
        func row(_ cols: [String]) -> String {
            pad(cols[0], 3, right: true) + "  " + pad(cols[1], wordWidth) + " " + pad(cols[2], 8, right: true) + "  " + cols[3]
        }
        let rows = scores.enumerated().map { i, r in
            Row(text: row(["\(i + 1)", TextLayout.fit(r.word.gameCapitals, wordWidth, glyphs), tr("%d of %d", r.missesMade, r.missesAllowed),
                           r.daily?.date ?? localTime.date(r.endedAt)]),
                mine: r.id == id)
        }
        return (row(["#", heading, tr("Misses"), tr("Date")]), rows)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
