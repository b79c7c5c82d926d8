import HangmanCore

/// A compiled gettext catalogue written the way msgfmt writes one, for the tests that attack
/// the game's reader of them (in the core, and through the binary).
public enum MOFile {
    /// A `.mo` of `entries` (msgid, or msgid NUL plural → translation, or forms NUL-joined), sorted
    /// as msgfmt writes them, with `header` as the translation of "".
    public static func bytes(_ entries: [(String, String)], header: String = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n",
                   bigEndian: Bool = false) -> [UInt8] {
        let all = ([("", header)] + entries).sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
        var out: [UInt8] = []
        func word(_ v: Int) {
            let w = UInt32(v)
            out += bigEndian ? [UInt8(w >> 24), UInt8(w >> 16 & 255), UInt8(w >> 8 & 255), UInt8(w & 255)]
                : [UInt8(w & 255), UInt8(w >> 8 & 255), UInt8(w >> 16 & 255), UInt8(w >> 24)]
        }
        let n = all.count, originals = 28, translations = 28 + 8 * n
        var strings: [UInt8] = [], table1: [(Int, Int)] = [], table2: [(Int, Int)] = []
        let base = 28 + 16 * n
        for (id, _) in all { table1.append((id.utf8.count, base + strings.count)); strings += Array(id.utf8) + [0] }
        for (_, value) in all { table2.append((value.utf8.count, base + strings.count)); strings += Array(value.utf8) + [0] }
        word(0x950412de); word(0); word(n); word(originals); word(translations); word(0); word(0)
        for (l, o) in table1 { word(l); word(o) }
        for (l, o) in table2 { word(l); word(o) }
        return out + strings
    }

}
