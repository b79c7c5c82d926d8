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
                      let ended = values["date"].flatMap(CivilCalendar.seconds(ofTimestamp:))
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
}
