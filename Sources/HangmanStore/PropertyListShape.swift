import HangmanCore

/// A look at a property list before it is decoded: only the XML form this game writes, every element (the parser
/// recurses on any) nested no deeper than `maximumDepth`, so a hostile file cannot overflow a thread's stack.
enum PropertyListShape {
    /// Files this game writes go 6 deep (plist, the history summary's dictionaries, a value).
    static let maximumDepth = 16

    static func check(_ bytes: [UInt8], path: String) throws(StoreError) {
        // Only plain UTF-8 XML: not a binary plist ("bplist00"), nor UTF-16, whose tags this scanner could not see.
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

    /// The deepest nesting, read with the scanner that steps over what the parser steps over; nil when a closing tag
    /// closes nothing open, or the text stops making sense (text the parser could read differently: refused).
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
