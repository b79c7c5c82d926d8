import HangmanCore

/// The tags of an XML text, read in chunks from a file or from bytes in memory: just enough XML
/// for a property list (comments, declarations and CDATA stepped over as a parser steps over
/// them; text between tags read on demand). The one XML scanner: 1.0's history is imported with
/// it, and every property list is measured with it before it is decoded (`PropertyListShape`).
struct XMLTags {
    struct Tag {
        let name: String
        let selfClosing: Bool
    }

    /// Where the bytes come from: a file (read 1 MiB at a time), or all at once.
    private let file: Descriptor?
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

    init(bytes: [UInt8]) {
        file = nil
        limit = Int64(bytes.count)
        buffer = bytes
        finished = true
    }

    /// Makes sure `count` bytes from the current position are in the buffer (fewer at the end).
    /// Indices into the buffer stay valid (it is only trimmed by `nextTag`, between tags).
    private mutating func fill(_ count: Int) -> Bool {
        while buffer.count - position < count && !finished, let file {
            let chunk = file.read(count: 1 << 20, at: offset)
            if chunk.isEmpty || offset >= limit {
                finished = true
                break
            }
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
        if position > 1 << 20 {
            buffer.removeFirst(position)
            position = 0
        }
        while true {
            guard let lt = find(UInt8(ascii: "<")) else { return nil }
            position = lt
            if starts(with: "<!--") {
                guard skip(past: "-->") else { return nil }
                continue
            }
            if starts(with: "<![CDATA[") {
                guard skip(past: "]]>") else { return nil }
                continue
            }
            if starts(with: "<?") {
                guard skip(past: "?>") else { return nil }
                continue
            }
            if starts(with: "<!") {
                guard skip(past: ">") else { return nil }
                continue
            }
            guard let gt = find(UInt8(ascii: ">"), within: 256) else {
                broken = broken ?? tr("a tag longer than any a property list has")
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
                guard buffer[i..<(i + marker.count)].elementsEqual(marker) else {
                    broken = broken ?? tr("a value holds a tag")
                    return nil
                }
                let text = String(decoding: buffer[position..<i], as: UTF8.self)
                position = i + marker.count
                return text
            }
            i += 1
            if i - position > 4096 {
                broken = broken ?? tr("a value longer than any record has")
                return nil
            }
        }
        broken = broken ?? tr("cut short")
        return nil
    }

    /// Steps over an element's content to its closing tag (nested ones counted, without recursion).
    mutating func skipElement(named name: String) -> Bool {
        var depth = 1
        while let tag = nextTag() {
            if tag.name == name && !tag.selfClosing { depth += 1 }
            if tag.name == "/" + name {
                depth -= 1
                if depth == 0 { return true }
            }
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
            if buffer[i..<(i + t.count)].elementsEqual(t) {
                position = i + t.count
                return true
            }
            i += 1
        }
        broken = broken ?? tr("cut short")
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
