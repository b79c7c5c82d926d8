import HangmanCore

/// A look at a property list's text before it is decoded: only the XML form this game writes is
/// accepted, nested no deeper than `maximumDepth` (a decoder recurses once a level: a file nested
/// ten thousand levels deep would overflow the stack).
enum PropertyListShape {
    /// The deepest any file this game writes goes is 4 (the history summary).
    static let maximumDepth = 16

    static func check(_ bytes: [UInt8], path: String) throws(StoreError) {
        // Only the plain UTF-8 XML this game writes: a binary property list ("bplist00"), UTF-16
        // (whose tags this byte scanner could not see) or anything else is not read.
        let start = bytes.firstIndex { ![9, 10, 13, 32].contains($0) } ?? bytes.count
        let head = bytes[start...]
        guard head.starts(with: Array("<?xml".utf8)) || head.starts(with: Array("<!DOCTYPE".utf8)) || head.starts(with: Array("<plist".utf8)),
              !bytes.contains(0)
        else { throw .notAPropertyList(path: path) }
        guard let deepest = depth(of: bytes), deepest <= maximumDepth else { throw .tooDeep(path: path) }
    }

    /// The deepest nesting of <array> and <dict> (comments, CDATA, processing instructions and
    /// declarations skipped as the XML parser skips them); nil when a closing tag comes with
    /// nothing open (text this scanner and the parser would read differently: refused).
    static func depth(of bytes: [UInt8]) -> Int? {
        var depth = 0, deepest = 0
        var i = 0
        let n = bytes.count
        func starts(_ text: String, at j: Int) -> Bool {
            let t = Array(text.utf8)
            return j + t.count <= n && Array(bytes[j..<(j + t.count)]) == t
        }
        func skip(past end: String, from j: Int) -> Int {
            let t = Array(end.utf8)
            var k = j
            while k + t.count <= n {
                if bytes[k] == t[0] && Array(bytes[k..<(k + t.count)]) == t { return k + t.count }
                k += 1
            }
            return n
        }
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if starts("<!--", at: i) { i = skip(past: "-->", from: i + 4); continue }
            if starts("<![CDATA[", at: i) { i = skip(past: "]]>", from: i + 9); continue }
            if starts("<?", at: i) { i = skip(past: "?>", from: i + 2); continue }
            if starts("<!", at: i) { i = skip(past: ">", from: i + 2); continue }
            let end = skip(past: ">", from: i + 1)
            let selfClosing = end >= 2 && bytes[end - 2] == UInt8(ascii: "/")
            if starts("<array", at: i) || starts("<dict", at: i) {
                if !selfClosing { depth += 1; deepest = max(deepest, depth) }
                // Stop at once: counting on through a hostile file gains nothing.
                if deepest > maximumDepth { return deepest }
            } else if starts("</array", at: i) || starts("</dict", at: i) {
                depth -= 1
                if depth < 0 { return nil }
            }
            i = end
        }
        return deepest
    }
}
