import HangmanCore

/// `history.plist` as version 1.0 wrote it: every record in one XML property list, rewritten at
/// every game end — a million games make some 400 MB. It is read once, to move its records into
/// `history.log`, by a streaming reader of that one shape (a dict whose `records` array holds flat
/// dicts), in chunks: memory stays small and nothing recurses, whatever the file holds.
struct LegacyHistoryFile {
    /// What reading found.
    struct Contents {
        /// The records that are real games, in the file's order, as lines of `history.log`.
        var lines: [UInt8] = []
        var imported = 0
        /// Records that could not be real games (or had a value of the wrong kind).
        var skipped = 0
        /// Where the file stopped making sense (cut short, or not the shape 1.0 wrote), if it did.
        var brokenAt: String?
    }

    /// Why the file is not read at all.
    enum Refusal: Error {
        case notAPropertyList
        case newerVersion(Int)
    }

    /// Reads the file open as `file` (a regular file; at most `limit` bytes of it are read).
    static func read(_ file: Descriptor, limit: Int64) throws(Refusal) -> Contents {
        var reader = XMLTags(file: file, limit: limit)
        var contents = Contents()
        guard reader.skipProlog(), reader.nextTag()?.name == "plist", let top = reader.nextTag(), top.name == "dict", !top.selfClosing
        else { throw .notAPropertyList }
        var sawRecords = false
        // The top dict: <key>records</key><array>…</array>, <key>version</key><integer>1</integer>.
        loop: while let tag = reader.nextTag() {
            guard tag.name == "key", let key = reader.text(until: "</key>"), let value = reader.nextTag() else { break loop }
            if key == "records" && value.name == "array" {
                sawRecords = true
                if !value.selfClosing { readRecords(&reader, into: &contents) }
            } else if key == "version" && value.name == "integer" && !value.selfClosing {
                if let v = Int(reader.text(until: "</integer>") ?? ""), v > 1 { throw .newerVersion(v) }
            } else if !value.selfClosing {
                if value.name.hasPrefix("/") || !reader.skipElement(named: value.name) { break loop }
            }
        }
        contents.brokenAt = reader.broken
        guard sawRecords else { throw .notAPropertyList }
        return contents
    }

    /// The records of the array, up to its end, as log lines.
    private static func readRecords(_ reader: inout XMLTags, into contents: inout Contents) {
        while let tag = reader.nextTag() {
            switch tag.name {
            case "/array": return
            case "dict" where !tag.selfClosing:
                if let record = readRecord(&reader), record.problem == nil {
                    contents.lines += HistoryLine.encode(record)
                    contents.imported += 1
                } else {
                    contents.skipped += 1
                }
            default:
                // Not a record: stepped over whole.
                contents.skipped += 1
                if tag.name.hasPrefix("/") || (!tag.selfClosing && !reader.skipElement(named: tag.name)) { return }
            }
        }
    }

    /// One record's flat dict, up to its end; nil if it is not one.
    private static func readRecord(_ reader: inout XMLTags) -> GameRecord? {
        var values: [String: String] = [:]
        var key: String?
        var valid = true
        while let tag = reader.nextTag() {
            switch tag.name {
            case "/dict":
                guard valid, let id = values["id"], let word = values["word"], let won = values["won"],
                      let made = values["missesMade"].flatMap({ Int($0) }), let allowed = values["missesAllowed"].flatMap({ Int($0) }),
                      let length = values["wordLength"].flatMap({ Int($0) }), let mode = values["mode"].flatMap({ GameMode(rawValue: $0) }),
                      let ended = values["date"].flatMap(Self.seconds)
                else { return nil }
                return GameRecord(id: id, word: word, won: won == "true", missesMade: made, missesAllowed: allowed,
                                  wordLength: length, mode: mode, endedAt: ended)
            case "key": key = reader.text(until: "</key>")
            case "string", "integer", "date":
                let text = tag.selfClosing ? "" : reader.text(until: "</\(tag.name)>")
                if let key, let text { values[key] = XMLTags.unescape(text) } else { valid = false }
                key = nil
            case "true", "false":
                if let key, tag.selfClosing { values[key] = tag.name } else { valid = false }
                key = nil
            default:
                // A value of another kind (a real, a nested container): this record is not one.
                if tag.name.hasPrefix("/") { return nil }
                valid = false
                key = nil
                if !tag.selfClosing && !reader.skipElement(named: tag.name) { return nil }
            }
        }
        return nil
    }

    /// "2026-11-22T16:27:21Z" as seconds since 1970 (UTC); nil for anything else.
    static func seconds(_ text: String) -> Int64? {
        let b = Array(text.utf8)
        guard b.count == 20, b[4] == 45, b[7] == 45, b[10] == 84, b[13] == 58, b[16] == 58, b[19] == 90 else { return nil }
        func number(_ r: Range<Int>) -> Int64? {
            var n: Int64 = 0
            for i in r { guard (48...57).contains(b[i]) else { return nil }; n = n * 10 + Int64(b[i] - 48) }
            return n
        }
        guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10), let h = number(11..<13),
              let mi = number(14..<16), let s = number(17..<19), (1...12).contains(m), (1...31).contains(d), h < 24, mi < 60, s < 61
        else { return nil }
        // Days from civil (H. Hinnant).
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return days * 86_400 + h * 3600 + mi * 60 + s
    }
}

/// The tags of an XML file read in chunks: just enough XML for a property list (comments,
/// declarations and CDATA stepped over; text between tags read on demand).
struct XMLTags {
    struct Tag { let name: String; let selfClosing: Bool }

    private let file: Descriptor
    private let limit: Int64
    private var buffer: [UInt8] = []
    private var position = 0
    private var offset: Int64 = 0
    private var finished = false
    /// Set when the file stopped making sense: where, for a message.
    private(set) var broken: String?

    init(file: Descriptor, limit: Int64) {
        self.file = file
        self.limit = limit
    }

    /// Makes sure `count` bytes from the current position are in the buffer (fewer at the end).
    /// Indices into the buffer stay valid (it is only trimmed by `nextTag`, between tags).
    private mutating func fill(_ count: Int) -> Bool {
        while buffer.count - position < count && !finished {
            let chunk = file.read(count: 1 << 20, at: offset)
            if chunk.isEmpty || offset >= limit { finished = true; break }
            offset += Int64(chunk.count)
            buffer += chunk
        }
        return buffer.count - position >= count
    }

    /// Steps over the XML declaration, the DOCTYPE and comments before the first element.
    mutating func skipProlog() -> Bool {
        while fill(1) {
            while fill(1), [9, 10, 13, 32].contains(buffer[position]) { position += 1 }
            guard fill(2), buffer[position] == UInt8(ascii: "<") else { return false }
            let next = buffer[position + 1]
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                guard skip(past: next == UInt8(ascii: "?") ? "?>" : ">") else { return false }
                continue
            }
            return true
        }
        return false
    }

    /// The next element tag (opening, closing as "/name", or self-closing); comments and the
    /// like stepped over; text between tags stepped over.
    mutating func nextTag() -> Tag? {
        if position > 1 << 20 { buffer.removeFirst(position); position = 0 }
        while true {
            guard let lt = find(UInt8(ascii: "<")) else { return nil }
            position = lt
            if starts(with: "<!--") { guard skip(past: "-->") else { return nil }; continue }
            if starts(with: "<![CDATA[") { guard skip(past: "]]>") else { return nil }; continue }
            if starts(with: "<?") { guard skip(past: "?>") else { return nil }; continue }
            if starts(with: "<!") { guard skip(past: ">") else { return nil }; continue }
            guard let gt = find(UInt8(ascii: ">"), within: 256) else {
                broken = broken ?? "a tag longer than any a property list has"
                return nil
            }
            var inner = Array(buffer[(position + 1)..<gt])
            position = gt + 1
            let selfClosing = inner.last == UInt8(ascii: "/")
            if selfClosing { inner.removeLast() }
            let name = String(decoding: inner.prefix { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 }, as: UTF8.self)
            return Tag(name: name, selfClosing: selfClosing)
        }
    }

    /// The text up to `end` (consumed); nil if it is not there within a sane length.
    mutating func text(until end: String) -> String? {
        let marker = Array(end.utf8)
        var i = position
        while fill(i - position + marker.count) {
            if buffer[i] == UInt8(ascii: "<") {
                guard buffer[i..<(i + marker.count)].elementsEqual(marker) else { broken = broken ?? "a value holds a tag"; return nil }
                let text = String(decoding: buffer[position..<i], as: UTF8.self)
                position = i + marker.count
                return text
            }
            i += 1
            if i - position > 4096 { broken = broken ?? "a value longer than any record has"; return nil }
        }
        broken = broken ?? "cut short"
        return nil
    }

    /// Steps over an element's content to its closing tag (nested ones counted, without recursion).
    mutating func skipElement(named name: String) -> Bool {
        var depth = 1
        while let tag = nextTag() {
            if tag.name == name && !tag.selfClosing { depth += 1 }
            if tag.name == "/" + name { depth -= 1; if depth == 0 { return true } }
        }
        return false
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            out = out.split(separator: entity, omittingEmptySubsequences: false).joined(separator: character)
        }
        return out
    }

    private mutating func starts(with text: String) -> Bool {
        let t = Array(text.utf8)
        return fill(t.count) && buffer[position..<(position + t.count)].elementsEqual(t)
    }

    private mutating func skip(past text: String) -> Bool {
        let t = Array(text.utf8)
        var i = position
        while fill(i - position + t.count) {
            if buffer[i..<(i + t.count)].elementsEqual(t) { position = i + t.count; return true }
            i += 1
        }
        broken = broken ?? "cut short"
        return false
    }

    /// Index of the next `byte` from the current position (within `within` bytes when given).
    private mutating func find(_ byte: UInt8, within: Int = Int.max) -> Int? {
        var i = position
        while fill(i - position + 1) {
            if buffer[i] == byte { return i }
            i += 1
            if i - position > within { return nil }
        }
        return nil
    }
}
