import HangmanCore

/// The high-score table as text rows, shared by the results window and line mode.
public enum ScoreTable {
    public struct Row: Equatable, Sendable {
        public var text: String
        /// True for the game that just ended.
        public var mine: Bool
    }

    /// The rows of one board. The mode column says `daily` for a daily game.
    public static func lines(_ history: History, board: Board, highlight id: String?, localTime: LocalTime, wordWidth: Int = 16,
                             glyphs: Glyphs = .ascii) -> (header: String, rows: [Row]) {
        func row(_ cols: [String]) -> String {
            pad(cols[0], 3, right: true) + "  " + pad(cols[1], wordWidth) + " " + pad(cols[2], 6, right: true) + "  "
                + pad(cols[3], 3, right: true) + "  " + pad(cols[4], 5) + " " + cols[5]
        }
        let rows = history.highScores(on: board).enumerated().map { i, r in
            Row(text: row(["\(i + 1)", Layout.clip(r.word.uppercased(), wordWidth, glyphs), "\(r.missesMade)/\(r.missesAllowed)",
                           "\(r.wordLength)", r.daily != nil ? "daily" : r.mode.rawValue, r.daily?.date ?? localTime.date(r.endedAt)]),
                mine: r.id == id)
        }
        return (row(["#", "Word", "Misses", "Len", "Mode", "Date"]), rows)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }

}
