import HangmanCore

/// A look at a property list's text before it is decoded: only the XML form this game writes is
/// accepted, its elements — every one, not only arrays and dictionaries: the parser recurses on
/// any — nested no deeper than `maximumDepth` (a file nested four thousand levels deep overflowed
/// a background thread's stack).
enum PropertyListShape {
    /// The deepest any file this game writes goes is 6 elements (plist, then the history summary's
    /// dictionaries, then a value).
    static let maximumDepth = 16

    static func check(_ bytes: [UInt8], path: String) throws(StoreError) {
        // Only the plain UTF-8 XML this game writes: a binary property list ("bplist00"), UTF-16
        // (whose tags this byte scanner could not see) or anything else is not read.
        let start = bytes.firstIndex { ![9, 10, 13, 32].contains($0) } ?? bytes.count
        let head = bytes[start...]
        guard
            head.starts(with: Array("<?xml".utf8)) || head.starts(with: Array("<!DOCTYPE".utf8))
                || head.starts(with: Array("<plist".utf8)),
            !bytes.contains(0)
        else { throw .notAPropertyList(path: path) }
        guard let deepest = depth(of: bytes) else { throw .notAPropertyList(path: path) }
        guard deepest <= maximumDepth else { throw .tooDeep(path: path) }
    }

    /// The deepest nesting of elements, read with the scanner that steps over what the
    /// XML parser steps over (comments, CDATA, processing instructions, declarations); nil when a
    /// closing tag comes with nothing open, or the text stops making sense to the scanner (text
    /// it and the parser could read differently: refused).
    static func depth(of bytes: [UInt8]) -> Int? {
        var tags = XMLTags(bytes: bytes)
        var open: [String] = []
        var deepest = 0
        while let tag = tags.nextTag() {
            if tag.name.hasPrefix("/") {
                // Every closing tag closes the element open last, or the text is not what a parser reads.
                guard open.last == String(tag.name.dropFirst()) else { return nil }
                open.removeLast()
            } else if !tag.selfClosing {
                open.append(tag.name)
                deepest = max(deepest, open.count)
                // Stop at once: counting on through a hostile file gains nothing.
                if deepest > maximumDepth { return deepest }
            }
        }
        return tags.broken == nil ? deepest : nil
    }
}
