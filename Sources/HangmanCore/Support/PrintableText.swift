/// The one sanitiser for text from outside the program — a file, a word list, a path, the
/// environment, a key typed — before it is shown anywhere (screen, line mode, stderr). Control
/// characters are spelled out instead of sent, so no such text can move the cursor, set the
/// window title, clear the screen or beep; a byte that was not UTF-8 shows as `\xFF`.
public enum PrintableText {
    /// `text` with every control character escaped: C0 as `^A`…`^_` (ESC is `^[`), DEL as `^?`, C1, the Unicode line,
    /// paragraph and direction controls and the invisible ones (zero-width space, word joiner, byte-order mark) as
    /// `\u{9B}`. Cut to `limit` characters with an ellipsis when longer.
    public static func escaping(_ text: String, limit: Int = Int.max) -> String {
        // Most text needs nothing (every translation is escaped at each start): said as it is.
        if limit == .max, !text.unicodeScalars.contains(where: { needsEscaping($0.value) }) { return text }
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit { return out + "…" }
            count += 1
            let v = scalar.value
            switch v {
            case 0..<0x20: out += "^" + String(UnicodeScalar(UInt8(v) + 64))
            case 0x7f: out += "^?"
            case 0xF780...0xF7FF:
                // A byte that was not UTF-8 (a path, an environment value): `ByteText`.
                out += "\\x" + String(v - 0xF700, radix: 16, uppercase: true)
            case 0x80..<0xa0, 0x2028, 0x2029, 0x200b, 0x200e, 0x200f, 0x202a...0x202e, 0x2060...0x2064, 0x2066...0x2069,
                0xfeff:
                out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A name from outside (a path, a file's or a list's name, TERM), escaped, and cut in its middle past `limit`
    /// characters (the end, where a path says most, is kept): a message never quotes a 100 KB argument whole.
    public static func name(_ text: String, limit: Int = 120) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > limit else { return escaping(text) }
        var head = String.UnicodeScalarView()
        var tail = String.UnicodeScalarView()
        head.append(contentsOf: scalars.prefix(limit / 2))
        tail.append(contentsOf: scalars.suffix(limit / 2 - 1))
        return escaping(String(head)) + "…" + escaping(String(tail))
    }

    /// Whether the scalar of value `v` is one `escaping` spells out.
    static func needsEscaping(_ v: UInt32) -> Bool {
        switch v {
        case 0x20..<0x7f: return false
        case 0..<0x20, 0x7f, 0x80..<0xa0, 0xF780...0xF7FF, 0x2028, 0x2029, 0x200b, 0x200e, 0x200f, 0x202a...0x202e,
            0x2060...0x2064,
            0x2066...0x2069, 0xfeff:
            return true
        default: return false
        }
    }
}
