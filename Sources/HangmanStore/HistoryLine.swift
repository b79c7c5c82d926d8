import HangmanCore

/// One record of `history.log` as a line of text, tab-separated:
/// `ended (UTC seconds)  id  mode  won|lost  misses/allowed  word  level  daily`, e.g.
/// `1795364841	1795364841567-3462-1	evil	lost	1/1	hairy	fiendish	-`. Plain text so that a
/// player can read it and a damaged line costs that line only. Lines written before the level
/// and the daily day were recorded have the first six fields only, and still read.
enum HistoryLine {
    /// The first line of every log; lines starting with `#` are comments.
    static let header = "# evil-hangman history 1: ended (seconds since 1970 UTC), id, mode, won|lost, misses/allowed, word, level, daily day\n"
    /// A line longer than this is damaged, whatever it holds.
    static let maximumLength = 256

    static func encode(_ r: GameRecord) -> [UInt8] {
        Array(("\(r.endedAt)\t\(r.id)\t\(r.mode.rawValue)\t\(r.won ? "won" : "lost")\t\(r.missesMade)/\(r.missesAllowed)\t\(r.word)"
               + "\t\(r.evilLevel?.rawValue ?? "-")\t\(r.daily?.date ?? "-")\n").utf8)
    }

    /// The record on one line (without its newline), or nil when the line is damaged: every
    /// field is checked, and the record must be one a real game could leave.
    static func decode(_ line: UnsafeBufferPointer<UInt8>) -> GameRecord? {
        guard line.count <= maximumLength else { return nil }
        var fields: [Substring.UTF8View.SubSequence] = []
        let text = String(decoding: line, as: UTF8.self)
        guard text.utf8.count == line.count else { return nil }  // not valid UTF-8
        fields = text.utf8.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        guard fields.count == 6 || fields.count == 8,
              let endedAt = signedNumber(fields[0]),
              let mode = GameMode(rawValue: String(decoding: fields[2], as: UTF8.self))
        else { return nil }
        let result = String(decoding: fields[3], as: UTF8.self)
        guard result == "won" || result == "lost" else { return nil }
        let misses = fields[4].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard misses.count == 2, let made = number(misses[0]), let allowed = number(misses[1]) else { return nil }
        let word = String(decoding: fields[5], as: UTF8.self)
        var level: EvilLevel?, daily: UTCDay?
        if fields.count == 8 {
            let levelText = String(decoding: fields[6], as: UTF8.self), dailyText = String(decoding: fields[7], as: UTF8.self)
            if levelText != "-" {
                guard let known = EvilLevel(rawValue: levelText), mode == .evil else { return nil }
                level = known
            }
            if dailyText != "-" {
                guard let day = UTCDay(date: dailyText) else { return nil }
                daily = day
            }
        }
        let record = GameRecord(id: String(decoding: fields[1], as: UTF8.self), word: word, won: result == "won",
                                missesMade: made, missesAllowed: allowed, wordLength: word.count, mode: mode,
                                endedAt: endedAt, evilLevel: level, daily: daily)
        return record.problem == nil ? record : nil
    }

    /// A moment: a whole number with an optional minus sign (a clock set before 1970).
    private static func signedNumber(_ text: Substring.UTF8View.SubSequence) -> Int64? {
        guard text.first == UInt8(ascii: "-") else { return number(text).map(Int64.init) }
        return number(text.dropFirst()).map { -Int64($0) }
    }

    /// A whole number of at most 12 digits (no sign, no spaces).
    private static func number(_ digits: Substring.UTF8View.SubSequence) -> Int? {
        guard (1...12).contains(digits.count) else { return nil }
        var n = 0
        for d in digits {
            guard (48...57).contains(d) else { return nil }
            n = n * 10 + Int(d - 48)
        }
        return n
    }
}
