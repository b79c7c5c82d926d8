import HangmanApp
import HangmanCore

/// The high-score table of one page as text rows, shared by the results window and line mode:
/// place, word, misses ("3 of 10") and date; on a page that ranks by settings (Custom, Good,
/// Phrases) the host and the list too, one table a settings with its own places, a blank row
/// between; where a page holds games of several languages, the language.
public enum ScoreTable {
    public struct Row: Equatable, Sendable {
        public var text: String
        /// True for the game that just ended.
        public var mine: Bool
    }

    /// The rows `page` has at `width` (the tables, the blank rows between them, the rows naming a file).
    public static func rowCount(_ history: History?, page: ScorePage, width: Int) -> Int {
        guard let history else { return 0 }
        return lines(history, page: page, highlight: nil, localTime: .utc, width: width).rows.count
    }

    /// The rows of one page in at most `width` columns. Where a row does not fit, the date is left
    /// out first, then the room between columns narrows, then a list is named by its first word
    /// ("Full"); a word is cut only where no width could hold it.
    public static func lines(
        _ history: History, page: ScorePage, highlight id: String?, localTime: LocalTime, width: Int = 80,
        glyphs: Glyphs = .ascii
    ) -> (header: String, rows: [Row]) {
        lines(
            tables: history.tables(on: page), page: page, players: nil, highlight: id, localTime: localTime,
            width: width, glyphs: glyphs)
    }

    /// The rows of a page of the machine's board: each win with its player's name.
    public static func lines(
        _ board: MachineBoard, level: Level, highlight key: String?, localTime: LocalTime, width: Int = 80,
        glyphs: Glyphs = .ascii
    ) -> (header: String, rows: [Row]) {
        let entries = board.table(level)
        // A record a player: keyed by the entry (two accounts may have games of the same id).
        let records = entries.map { entry in
            var record = entry.record
            record.id = entry.key
            return record
        }
        let players = Dictionary(entries.map { ($0.key, $0.name) }, uniquingKeysWith: { a, _ in a })
        return lines(
            tables: records.isEmpty ? [] : [records], page: ScorePage.machine(level) ?? .custom, players: players,
            highlight: key,
            localTime: localTime, width: width, glyphs: glyphs)
    }

    static func lines(
        tables: [[GameRecord]], page: ScorePage, players: [String: String]?, highlight id: String?,
        localTime: LocalTime,
        width: Int, glyphs: Glyphs
    ) -> (header: String, rows: [Row]) {
        let scores = tables.flatMap { $0 }
        let languages = Set(scores.map(\.language))
        let player: [Column] =
            players.map { names in
                // Logins whole (to 32 characters, Linux's usual most); cut only where the row cannot fit.
                [
                    Column(heading: tr("Player"), cuttable: true, minimum: 6) { _, r in
                        TextLayout.fit(PrintableText.escaping(names[r.id] ?? "?"), 32, glyphs)
                    }
                ]
            } ?? []
        let head: [Column] =
            [Column(heading: "#", right: true, minimum: 2) { place, _ in "\(place)" }] + player + [
                Column(heading: page == .phrases ? tr("Phrase") : tr("Word"), cuttable: true) { _, r in
                    r.spelledWord.gameCapitals + (r.challenge == nil ? "" : " " + String(glyphs.challengeMark))
                },
                Column(heading: tr("Misses"), right: true) { _, r in tr("%d of %d", r.missesMade, r.missesAllowed) },
            ]
        var kind: [Column] = []
        if page.ranksByKind && page != .good {
            kind.append(Column(heading: tr("Host")) { _, r in r.host?.title ?? tr("Good") })
        }
        // A file's name is too long for a column: the column says "file", a row over its table names it.
        let list = { (short: Bool) in
            Column(heading: tr("List")) { _, r in
                switch r.list {
                case .file: return tr("file")
                case .shipped(let id): return short ? id.columnTitle : id.title
                }
            }
        }
        if page.ranksByKind {
            kind.append(list(false))
        } else if languages.count > 1 {
            kind.append(Column(heading: tr("Language")) { _, r in r.language.rawValue })
        }
        let date = Column(heading: tr("Date")) { _, r in r.daily?.shown ?? localTime.date(r.endedAt) }
        let shortKind = page.ranksByKind ? kind.dropLast() + [list(true)] : kind
        let cells = { (cs: [Column]) in tables.map { t in t.enumerated().map { i, r in cs.map { $0.value(i + 1, r) } } }
        }
        var tries: [([Column], Int)] = [
            (head + kind + [date], 2), (head + kind, 2), (head + kind, 1), (head + shortKind, 1),
        ]
        // Every game of the page on one list (the Phrases page): the list can go, the page names it.
        if page.ranksByKind, Set(scores.map { list(false).value(0, $0) }).count == 1 {
            tries.insert((head + kind.dropLast(), 1), at: 3)
        }
        let (columns, gap) = tries.first { fits($0.0, cells($0.0), width, gap: $0.1) } ?? tries.last!
        let body = cells(columns)
        let widths = cut(Self.widths(columns, body), columns, width: width, gap: gap)
        func row(_ values: [String]) -> String {
            values.enumerated().map { c, v in
                let text = columns[c].cuttable ? TextLayout.fit(v, widths[c], glyphs) : v
                return pad(text, widths[c], right: columns[c].right)
            }.joined(separator: String(repeating: " ", count: gap)).trimmingTrailingSpaces()
        }
        var rows: [Row] = []
        for (t, table) in tables.enumerated() {
            if t > 0 { rows.append(Row(text: "", mine: false)) }
            if case .file(let name)? = table.first?.list {
                rows += TextLayout.wrap(tr("List %s:", PrintableText.name(name)), width).map {
                    Row(text: $0, mine: false)
                }
            }
            for (i, record) in table.enumerated() { rows.append(Row(text: row(body[t][i]), mine: record.id == id)) }
        }
        return (row(columns.map(\.heading)), rows)
    }

    /// One column: its heading, and its text for a record at a place.
    struct Column {
        let heading: String
        var right = false
        /// The word and a player's name: the columns cut where nothing else can give way.
        var cuttable = false
        var minimum = 0
        let value: (Int, GameRecord) -> String
    }

    /// Too wide all the same: the player's name gives way first (to 6), then the word (to 4).
    private static func cut(_ widths: [Int], _ columns: [Column], width: Int, gap: Int) -> [Int] {
        var widths = widths
        var room = width - widths.reduce(0, +) - gap * (columns.count - 1)
        for c in columns.indices where room < 0 && columns[c].cuttable {
            let cut = min(-room, max(0, widths[c] - max(4, columns[c].minimum)))
            widths[c] -= cut
            room += cut
        }
        return widths
    }

    /// Each column as wide as its heading and its widest text.
    private static func widths(_ columns: [Column], _ body: [[[String]]]) -> [Int] {
        columns.indices.map { c in
            max(columns[c].minimum, columns[c].heading.count, body.flatMap { $0 }.map { $0[c].count }.max() ?? 0)
        }
    }

    private static func fits(_ columns: [Column], _ body: [[[String]]], _ width: Int, gap: Int) -> Bool {
        widths(columns, body).reduce(0, +) + gap * (columns.count - 1) <= width
    }

    public static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
