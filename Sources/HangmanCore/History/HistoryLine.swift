/// One record of `history.log` as a line of text, tab-separated:
/// `ended (UTC seconds)  id  mode  won|lost|begun  misses/allowed  word  host  daily  level  list  guesses`,
/// and for a challenge's game its code as a twelfth field
/// (`begun`: the day's daily, written ahead at its first guess), e.g.
/// `1795364841	1795364841567-3462-1	evil	lost	1/1	hairy	fiendish	-	custom	full	q`. Plain text so
/// that a player can read it and a damaged line costs that line only. Lines written before the
/// level, the list and the guesses were recorded have six or eight fields, and still read: their
/// level is inferred where their knobs say it (`Level.inferred`), "earlier" otherwise. The
/// history's summary keeps its tables in the same form (`History`'s coding).
public enum HistoryLine {
    /// The first line of every log; lines starting with `#` are comments.
    public static let header = "# evil-hangman history 2: ended (seconds since 1970 UTC), id, mode, won|lost|begun, misses/allowed, word, host, daily day, level, list, guesses\n"
    /// A line longer than this is damaged, whatever it holds.
    public static let maximumLength = 512

    public static func encode(_ r: GameRecord) -> [UInt8] {
        Array(("\(r.endedAt)\t\(r.id)\t\(r.mode.rawValue)\t\(r.begun ? "begun" : r.won ? "won" : "lost")\t\(r.missesMade)/\(r.missesAllowed)\t\(r.spelledWord)"
               + "\t\(r.host?.rawValue ?? "-")\t\(r.daily?.date ?? "-")\t\(r.level?.rawValue ?? "-")\t\(r.list?.rawValue ?? "-")"
               + "\t\(r.guesses.isEmpty ? "-" : String(r.guesses))" + (r.challenge.map { "\t" + $0 } ?? "") + "\n").utf8)
    }

    /// The record on one line (without its newline), or nil when the line is damaged: every
    /// field is checked, and the record must be one a real game could leave.
    public static func decode(_ line: UnsafeBufferPointer<UInt8>) -> GameRecord? {
        guard line.count <= maximumLength else { return nil }
        let text = String(decoding: line, as: UTF8.self)
        guard text.utf8.count == line.count else { return nil }  // not valid UTF-8
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard [6, 8, 11, 12].contains(fields.count), let endedAt = signedNumber(fields[0]), let mode = GameMode(rawValue: fields[2]),
              fields[3] == "won" || fields[3] == "lost" || (fields[3] == "begun" && fields.count >= 11)
        else { return nil }
        let misses = fields[4].split(separator: "/", omittingEmptySubsequences: false)
        guard misses.count == 2, let made = number(misses[0]), let allowed = number(misses[1]) else { return nil }
        var word = fields[5]
        var host: Host?, daily: UTCDay?, level: Level?, list: RecordedList?, guesses: [Character] = []
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
            guard fields[8] == "-" || Level(rawValue: fields[8]) != nil, fields[9] == "-" || RecordedList(rawValue: fields[9]) != nil
            else { return nil }
            level = Level(rawValue: fields[8])
            list = RecordedList(rawValue: fields[9])
            guesses = fields[10] == "-" ? [] : Array(fields[10])
        }
        // The word as its list spells it (túmido): played as its language folds it (tumido). A
        // record that names no list spells its word in the game's letters, as it always did.
        let spelled = word
        if let language = list?.language {
            guard let folded = language.foldedWord(spelled) else { return nil }
            word = folded
        }
        if fields.count < 11, mode == .evil, daily == nil, let host {
            level = Level.inferred(host: host, length: word.count, misses: allowed)
        }
        var record = GameRecord(id: fields[1], word: word, won: fields[3] == "won", missesMade: made, missesAllowed: allowed,
                                wordLength: word.count, mode: mode, endedAt: endedAt, host: host, daily: daily, level: level,
                                list: list, guesses: guesses, spelling: spelled == word ? nil : spelled,
                                challenge: fields.count == 12 ? fields[11] : nil)
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
        guard let record = bytes.withUnsafeMutableBufferPointer({ HistoryLine.decode(UnsafeBufferPointer($0)) }) else { return nil }
        self = record
    }
}
