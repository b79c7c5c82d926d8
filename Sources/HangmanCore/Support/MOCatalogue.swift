/// A compiled gettext catalogue (`.mo`), read by the game itself and checked whole before any string is used: magic
/// and revision, every table and string inside the file and NUL-ended, UTF-8 throughout (and a header that says so),
/// a plural rule that gives a form for every count (`PluralRule`) and that many forms in every plural entry. It is
/// outside input: one that fails a check is refused with its reason, and the game speaks English. Translations are
/// escaped (`PrintableText`); one whose directives are not its English's, or that holds a NUL, is said in English.
public struct MOCatalogue: Catalogue {
    /// msgid (with its context, `ctx\u{4}id`) → the translation; plural forms apart.
    private let singles: [String: String]
    private let plurals: [String: [String]]
    public let pluralRule: PluralRule
    /// The catalogue's own language tag (`Language:` in its header), if it says one.
    public let language: String?
    /// Translations left out for directives that are not their English's, or a NUL inside.
    public let leftOut: Int

    public static let sizeLimit = 1 << 20

    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    public init(bytes: [UInt8]) throws(Problem) {
        func fail(_ reason: String) -> Problem { Problem(description: reason) }
        guard bytes.count >= 28 else {
            throw fail("\(bytes.count) byte\(bytes.count == 1 ? "" : "s"), too short for a catalogue")
        }
        guard bytes.count <= Self.sizeLimit else { throw fail("over \(Self.sizeLimit >> 10) KiB") }
        let little: Bool
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0xde, 0x12, 0x04, 0x95): little = true
        case (0x95, 0x04, 0x12, 0xde): little = false
        default: throw fail("not a gettext catalogue")
        }
        func word(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            let b0 = UInt32(bytes[at])
            let b1 = UInt32(bytes[at + 1])
            let b2 = UInt32(bytes[at + 2])
            let b3 = UInt32(bytes[at + 3])
            return Int(little ? b0 | b1 << 8 | b2 << 16 | b3 << 24 : b3 | b2 << 8 | b1 << 16 | b0 << 24)
        }
        guard let revision = word(4), revision >> 16 == 0, let count = word(8), let originals = word(12),
            let translations = word(16)
        else {
            throw fail("an unknown catalogue revision")
        }
        guard count <= 100_000, originals + 8 * count <= bytes.count, translations + 8 * count <= bytes.count else {
            throw fail("tables past the end of the file")
        }
        func string(_ table: Int, _ i: Int) throws(Problem) -> [UInt8] {
            guard let length = word(table + 8 * i), let offset = word(table + 8 * i + 4),
                length <= bytes.count, offset <= bytes.count - length - 1, bytes[offset + length] == 0
            else {
                throw fail("a string past the end of the file")
            }
            return Array(bytes[offset..<offset + length])
        }
        func text(_ raw: ArraySlice<UInt8>) throws(Problem) -> String {
            let s = String(decoding: raw, as: UTF8.self)
            guard s.utf8.count == raw.count else { throw fail("a string that is not UTF-8") }
            return s
        }
        var singles: [String: String] = [:]
        var plurals: [String: [String]] = [:]
        var header = ""
        var leftOut = 0
        for i in 0..<count {
            let id = try string(originals, i)
            let value = try string(translations, i)
            let idParts = id.split(separator: 0, omittingEmptySubsequences: false)
            let key = try text(idParts[0])
            if key.isEmpty {
                header = try text(value[...])
                continue
            }
            let forms = try value.split(separator: 0, omittingEmptySubsequences: false).map { raw throws(Problem) in
                Self.escaped(try text(raw))
            }
            let plural = idParts.count > 1 ? try text(idParts[1]) : nil
            // The directives are the msgid's: a context ("a date: %1$s the year…") only names them.
            let msgid = key.utf8.firstIndex(of: 4).map { String(key[key.utf8.index(after: $0)...]) } ?? key
            guard Self.keeps(forms, of: msgid, plural: plural) else {
                leftOut += 1
                continue
            }
            if plural != nil { plurals[key] = forms } else { singles[key] = forms[0] }
        }
        self.leftOut = leftOut
        (pluralRule, language) = try Self.readHeader(header)
        for (id, forms) in plurals where forms.count < pluralRule.count {
            throw fail(
                """
                \(forms.count) forms for '\(PrintableText.escaping(id, limit: 40))' where the rule has \
                \(pluralRule.count)
                """
            )
        }
        self.singles = singles
        self.plurals = plurals
    }

    /// The header's checks: UTF-8, and a plural rule that holds for every count; its language.
    static func readHeader(_ header: String) throws(Problem) -> (PluralRule, String?) {
        let fields = Dictionary(
            header.split(separator: "\n").compactMap { line -> (String, String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (
                    line[..<colon].trimmingSpaces.lowercased(), String(line[line.index(after: colon)...]).trimmingSpaces
                )
            }, uniquingKeysWith: { a, _ in a })
        if let type = fields["content-type"], !type.lowercased().replacingAll(" ", "").contains("charset=utf-8") {
            throw Problem(description: "a catalogue not in UTF-8 (\(PrintableText.escaping(type, limit: 40)))")
        }
        let pluralForms = fields["plural-forms"] ?? "nplurals=2; plural=(n != 1);"
        guard let nplurals = pluralForms.field("nplurals").flatMap({ Int($0) }),
            let expression = pluralForms.field("plural")
        else {
            throw Problem(description: "no plural rule (\(PrintableText.escaping(pluralForms, limit: 60)))")
        }
        do { return (try PluralRule(expression, count: nplurals), fields["language"]) } catch {
            throw Problem(description: error.description)
        }
    }

    /// Whether a translation's `forms` fill what its English does: a single one the same
    /// directives, no NUL in it; each plural form a part of the plural's (one: "a miss" may
    /// leave out the count), never more.
    static func keeps(_ forms: [String], of msgid: String, plural: String?) -> Bool {
        guard let plural else { return forms.count == 1 && directives(in: forms[0]) == directives(in: msgid) }
        let english = directives(in: plural)
        return forms.allSatisfy { isSubset(directives(in: $0), of: english) }
    }

    /// The `%s`/`%d` directives of `text` in order of kind (positions aside); any other `%` is
    /// shown as it is (so `%@` and `%n` count for nothing, and a translation using them where
    /// its English has `%s` is one directive short).
    static func directives(in text: String) -> [UInt8] {
        // Over the bytes: every catalogue entry is checked at each start, before the first frame.
        var found: [UInt8] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else {
                i += 1
                continue
            }
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "%") {
                i += 1
                continue
            }
            var j = i
            while j < bytes.count, (48...57).contains(bytes[j]) { j += 1 }
            if j > i, j < bytes.count, bytes[j] == UInt8(ascii: "$") { i = j + 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "s") || bytes[i] == UInt8(ascii: "d") else { continue }
            found.append(bytes[i])
            i += 1
        }
        return found.sorted()
    }

    static func isSubset(_ part: [UInt8], of whole: [UInt8]) -> Bool {
        var left = whole
        for c in part {
            guard let i = left.firstIndex(of: c) else { return false }
            left.remove(at: i)
        }
        return true
    }

    /// A translation as any outside text is shown: controls and direction overrides spelled out,
    /// each line on its own (the line breaks of a long help text are the translator's).
    static func escaped(_ text: String) -> String {
        // Most translations hold nothing to escape: kept as they are, without splitting them.
        if !text.unicodeScalars.contains(where: { $0 != "\n" && PrintableText.needsEscaping($0.value) }) { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { PrintableText.escaping(String($0)) }
            .joined(separator: "\n")
    }

    public func translation(of msgid: String) -> String? {
        guard let found = singles[msgid], !found.isEmpty else { return nil }
        return found
    }

    public func translation(singular: String, plural: String, count: Int) -> String? {
        guard let forms = plurals[singular] else { return nil }
        let form = forms[pluralRule.form(for: count)]
        return form.isEmpty ? nil : form
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end (over the bytes: the header is read at every start).
    var trimmingSpaces: String {
        let bytes = Array(utf8)
        let blank = { (b: UInt8) in b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// The value of `name=value;` in a header line such as `nplurals=2; plural=(n != 1);`.
    func field(_ name: String) -> String? {
        for part in split(separator: ";") {
            let kv = part.split(separator: "=", maxSplits: 1)
            if kv.count == 2, kv[0].trimmingSpaces == name { return kv[1].trimmingSpaces }
        }
        return nil
    }
}
