/// One record of `history.log` as a tab-separated line, its fields as `header` names them: plain text, so a player
/// can read it and a damaged line costs that line only. Every format a release wrote still reads (6, 8, 11, 12 or
/// 15 fields); the history's summary keeps its tables in the same form.
public enum HistoryLine {
    /// The first line of every log; lines starting with `#` are comments.
    public static let header =
        "# evil-hangman history 3: ended (seconds since 1970 UTC), id, mode, won|lost|begun, "
        + "misses/allowed, word, host, daily day, level, list, guesses, origin, seed, share, theme\n"
    /// A line longer than this is damaged, whatever it holds.
    public static let maximumLength = 512

    public static func encode(_ r: GameRecord) -> [UInt8] {
        let d = r.deal
        let result = r.begun ? "begun" : r.won ? "won" : "lost"
        let share: String = d.share.map { "\($0)" } ?? "-"
        let theme: String = d.theme.map { "\($0.rawValue)" } ?? "-"
        var fields: [String] = [
            "\(r.endedAt)", r.id, r.mode.rawValue, result, "\(r.missesMade)/\(r.missesAllowed)", r.spelledWord,
        ]
        fields += [d.host?.rawValue ?? "-", r.daily?.date ?? "-", d.level.rawValue, r.list.rawValue]
        fields += [r.guesses.isEmpty ? "-" : String(r.guesses), d.origin.stored, "\(d.seed)", share, theme]
        return Array((fields.joined(separator: "\t") + "\n").utf8)
    }

    /// The record on one line (without its newline), or nil when the line is damaged: every
    /// field is checked, and the record must be one a real game could leave.
    public static func decode(_ line: UnsafeBufferPointer<UInt8>) -> GameRecord? {
        guard line.count <= maximumLength else { return nil }
        let text = String(decoding: line, as: UTF8.self)
        guard text.utf8.count == line.count else { return nil }  // not valid UTF-8
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard [6, 8, 11, 12, 15].contains(fields.count), let endedAt = signedNumber(fields[0]),
            let mode = GameMode(rawValue: fields[2]),
            fields[3] == "won" || fields[3] == "lost" || (fields[3] == "begun" && fields.count >= 11)
        else { return nil }
        let misses = fields[4].split(separator: "/", omittingEmptySubsequences: false)
        guard misses.count == 2, let made = number(misses[0]), let allowed = number(misses[1]) else { return nil }
        // The oldest lines say no host for an evil game (it had one), nor a list (web2 was its dictionary).
        var host: Host? = mode == .evil ? .classic : nil
        var daily: UTCDay?
        var level = Level.custom
        var list = RecordedList.shipped(.full)
        var guesses: [Character] = []
        if fields.count >= 8 {
            if fields[6] != "-" {
                guard let known = Host(stored: fields[6]), mode == .evil else { return nil }
                host = known
            }
            if fields[7] != "-" {
                guard let day = UTCDay(date: fields[7]) else { return nil }
                daily = day
            }
        }
        if fields.count >= 11 {
            guard let read = Level(rawValue: fields[8]) ?? (fields[8] == "-" ? .custom : nil),
                let named = RecordedList(rawValue: fields[9])
            else { return nil }
            (level, list) = (read, named)
            guesses = fields[10] == "-" ? [] : Array(fields[10])
        }
        // The word as its list spells it (túmido): played as its language folds it (tumido).
        guard let word = list.language.foldedWord(fields[5]) else { return nil }
        let listID: WordListID =
            switch list {
            case .shipped(let id): id
            case .file(let name): .file(path: name)
            }
        var deal = Deal(
            list: listID, length: word.count, misses: allowed, host: host, level: level, seed: 0,
            origin: daily.map { .daily($0) } ?? .new)
        if fields.count == 12 {
            // A twelve-field line holds a challenge's game's code: its deal.
            guard let coded = try? Deal(code: fields[11]), coded.list == listID, coded.length == deal.length,
                coded.misses == allowed, coded.host == host, coded.level == level, daily == nil
            else { return nil }
            deal = coded
            deal.origin = .challenge
        }
        if fields.count == 15 {
            guard let origin = Deal.Origin(stored: fields[11]), let seed = UInt64(fields[12]),
                origin.scoredDay == daily
            else { return nil }
            (deal.origin, deal.seed) = (origin, seed)
            if fields[13] != "-" {
                guard let share = Double(fields[13]) else { return nil }
                deal.share = share
            }
            if fields[14] != "-" {
                guard let theme = Int(fields[14]).flatMap(Theme.Rule.init(rawValue:)) else { return nil }
                deal.theme = theme
            }
        }
        var record = GameRecord(
            id: fields[1], deal: deal, word: word, won: fields[3] == "won", missesMade: made, guesses: guesses,
            endedAt: endedAt, spelling: fields[5] == word ? nil : fields[5])
        record.begun = fields[3] == "begun"
        return record.problem == nil ? record : nil
    }

    /// A moment: a whole number with an optional minus sign (a clock set before 1970).
    private static func signedNumber(_ text: String) -> Int64? {
        guard text.first == "-" else { return number(Substring(text)).map(Int64.init) }
        return number(text.dropFirst()).map { -Int64($0) }
    }

    /// A whole number of at most 12 digits (no sign, no spaces).
    private static func number(_ digits: Substring) -> Int? {
        guard (1...12).contains(digits.utf8.count) else { return nil }
        var n = 0
        for d in digits.utf8 {
            guard (48...57).contains(d) else { return nil }
            n = n * 10 + Int(d - 48)
        }
        return n
    }
}

extension GameRecord {
    /// The record as its line of the log, without the newline.
    public var line: String { String(decoding: HistoryLine.encode(self).dropLast(), as: UTF8.self) }

    /// The record a line of the log holds (without its newline), nil for a damaged line.
    public init?(line: String) {
        var bytes = Array(line.utf8)
        guard let record = bytes.withUnsafeMutableBufferPointer({ HistoryLine.decode(UnsafeBufferPointer($0)) }) else {
            return nil
        }
        self = record
    }
}
