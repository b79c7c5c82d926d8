import HangmanApp
import HangmanCore
import HangmanScreens

#if canImport(Glibc)
    import Glibc
#endif

/// The locale's character set (LC_CTYPE, set once at the start) and what a character becomes in it: where the
/// game meets a terminal that is not UTF-8. A character the set lacks takes one cell all the same, as its lower
/// case where only that is there (ẞ as ß in Latin-1), else its ASCII stand-in (É as E), never dropped.
struct LocaleCharset: Sendable {
    /// The codeset as the C library names it: "UTF-8", "ISO-8859-1", "ANSI_X3.4-1968".
    let name: String
    let isUTF8: Bool
    /// The C and POSIX locales: typed bytes are still read as UTF-8 (most often a UTF-8 terminal whose locale was
    /// not passed on), but only ASCII is written.
    let isASCII: Bool

    /// UTF-8, for what is written whatever the locale (the JSON protocol).
    static let utf8 = LocaleCharset(name: "UTF-8", isUTF8: true, isASCII: false)

    /// Sets the character type from the environment and reads its codeset. A UTF-8 locale not generated here
    /// (`LANG=de_DE.UTF-8` over SSH) is taken as C.UTF-8: the terminal still speaks UTF-8. Only the character
    /// type: every other category is work before the first frame (docs/start-up.md).
    static func adopt(_ environment: [String: String]) -> LocaleCharset {
        if setlocale(LC_CTYPE, "") == nil, asksForUTF8(environment) { setlocale(LC_CTYPE, "C.UTF-8") }
        let name = String(cString: nl_langinfo(Int32(CODESET)))
        let plain = name.uppercased().filter { $0 != "-" && $0 != "_" }
        return LocaleCharset(name: name, isUTF8: plain == "UTF8", isASCII: plain == "ANSIX3.41968" || plain == "ASCII")
    }

    /// Whether the first set of LC_ALL, LC_CTYPE and LANG names UTF-8.
    static func asksForUTF8(_ environment: [String: String]) -> Bool {
        let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let charset = name.split(separator: ".").dropFirst().first?.split(separator: "@").first ?? ""
        return charset.lowercased().filter { $0 != "-" } == "utf8"
    }

    func represents(_ scalar: Unicode.Scalar) -> Bool {
        if isUTF8 || scalar.isASCII { return true }
        if isASCII { return false }
        // wctomb: the sets a locale names here keep no shift state (Glibc has no wcrtomb).
        var bytes = [CChar](repeating: 0, count: 16)
        return wctomb(&bytes, wchar_t(bitPattern: scalar.value)) >= 0
    }

    /// What stands for `scalar` here, in one cell.
    func shown(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if represents(scalar) { return scalar }
        if let lower = Self.lowerCase(of: scalar), represents(lower) { return lower }
        return Unicode.Scalar(ASCIIStandIn.byte(for: scalar))
    }

    /// Whether a game of `language` can be shown here: each of its own letters as itself or its
    /// lower case (a stand-in would read as another letter of the game: Ä as A).
    func canShow(_ language: Language) -> Bool {
        language.extraLetters.allSatisfy { code in
            guard let capital = LetterCode.character(code).gameCapital.unicodeScalars.first else { return false }
            return represents(capital) || Self.lowerCase(of: capital).map(represents) == true
        }
    }

    func encode(_ text: String) -> [UInt8] {
        if isUTF8 { return Array(text.utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var bytes = [CChar](repeating: 0, count: 16)
        for scalar in text.unicodeScalars {
            let shown = shown(scalar)
            if shown.isASCII {
                out.append(UInt8(shown.value))
                continue
            }
            let n = wctomb(&bytes, wchar_t(bitPattern: shown.value))
            if n < 0 { out.append(UInt8(ascii: "?")) } else { out += bytes[0..<Int(n)].map { UInt8(bitPattern: $0) } }
        }
        return out
    }

    /// Typed bytes as text: UTF-8 and ASCII locales read UTF-8; others convert by character, a bad byte U+FFFD.
    func decode(_ bytes: some Collection<UInt8>) -> String {
        if isUTF8 || isASCII { return String(decoding: bytes, as: UTF8.self) }
        var text = String.UnicodeScalarView()
        let input = bytes.map { CChar(bitPattern: $0) }
        var at = 0
        while at < input.count {
            var wide: wchar_t = 0
            let n = input[at...].withUnsafeBufferPointer { mbtowc(&wide, $0.baseAddress, $0.count) }
            guard n > 0 else {
                text.append(n == 0 ? "\u{0}" : "\u{FFFD}")
                _ = mbtowc(nil, nil, 0)  // back to the initial state after a bad byte
                at += 1
                continue
            }
            text.append(Unicode.Scalar(UInt32(bitPattern: wide)) ?? "\u{FFFD}")
            at += Int(n)
        }
        return String(text)
    }

    /// Moves the languages this set cannot show from `start`'s to its unshown ones (settings naming one play
    /// English, saying why). Returns the `--language` asked for when it is one of them.
    func setAsideUnshownLanguages(of start: inout AppStart) -> Language? {
        start.unshownLanguages = start.languages.filter { !canShow($0) }
        start.languages.removeAll { start.unshownLanguages.contains($0) }
        return start.overrides.language.flatMap { start.unshownLanguages.contains($0) ? $0 : nil }
    }

    private static func lowerCase(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 && lower.first != scalar ? lower.first : nil
    }
}
