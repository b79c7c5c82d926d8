import HangmanCore

/// Just enough XML for a property list: comments, declarations and CDATA stepped over as a parser steps over
/// them. Every property list is measured with it before it is decoded (`PropertyListShape`).
struct XMLTags {
    struct Tag {
        let name: String
        let selfClosing: Bool
    }

    private let bytes: [UInt8]
    private var position = 0
    /// Set when the file stopped making sense: where, for a message.
    private(set) var broken: String?

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The next element tag (a closing one as "/name"); comments, declarations and text stepped over.
    mutating func nextTag() -> Tag? {
        while let lt = find(UInt8(ascii: "<")) {
            position = lt
            // In this order: "<!" begins the others too.
            let stepped = [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">")]
            if let (_, end) = stepped.first(where: { starts(with: $0.0) }) {
                guard skip(past: end) else { return nil }
                continue
            }
            guard let gt = find(UInt8(ascii: ">"), within: 256) else {
                broken = broken ?? tr("a tag longer than any a property list has")
                return nil
            }
            var inner = Array(bytes[(position + 1)..<gt])
            position = gt + 1
            let selfClosing = inner.last == UInt8(ascii: "/")
            if selfClosing { inner.removeLast() }
            let name = String(decoding: inner.prefix { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 }, as: UTF8.self)
            return Tag(name: name, selfClosing: selfClosing)
        }
        return nil
    }

    private func starts(with text: String) -> Bool {
        bytes[position...].starts(with: text.utf8)
    }

    private mutating func skip(past text: String) -> Bool {
        let t = Array(text.utf8)
        var i = position
        while i + t.count <= bytes.count {
            if bytes[i..<(i + t.count)].elementsEqual(t) {
                position = i + t.count
                return true
            }
            i += 1
        }
        broken = broken ?? tr("cut short")
        return false
    }

    private func find(_ byte: UInt8, within: Int = Int.max) -> Int? {
        var i = position
        while i < bytes.count {
            if bytes[i] == byte { return i }
            i += 1
            if i - position > within { return nil }
        }
        return nil
    }
}
