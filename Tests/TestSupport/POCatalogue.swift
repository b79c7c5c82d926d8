import HangmanCore
#if canImport(Glibc)
import Glibc
#endif

/// A translation read from its `po/LL.po` as a `Catalogue`, for the tests that draw a translated
/// screen beside an English one (the game itself reads the compiled catalogue through gettext).
/// It also remembers every English string asked for that it has no translation of: a screen
/// that shows one is not fully translated.
public final class POCatalogue: Catalogue, @unchecked Sendable {
    /// msgid (with "context\u{4}" in front where it has one) → its forms (one, or singular and plural).
    public let entries: [String: [String]]
    /// The msgids marked fuzzy: a translator's guess that msgmerge made, not yet checked.
    public let fuzzy: Set<String>
    /// The header's plural rule, read by the game's own `PluralRule` (nil: none the game can read).
    public let pluralRule: PluralRule?
    private let lock = NSLockLike()
    private var untranslated: Set<String> = []

    /// Reads `po/LL.po` of the source tree; nil when it is not there.
    public convenience init?(language: String) {
        guard let text = TestFiles.read(TestFiles.sourceRoot + "/po/\(language).po") else { return nil }
        self.init(text: text)
    }

    public init(text: String) {
        var entries: [String: [String]] = [:]
        var fuzzy: Set<String> = []
        var header = ""
        for block in text.split(separator: "\n\n", omittingEmptySubsequences: true) {
            let entry = POEntry(String(block))
            guard !entry.obsolete else { continue }
            if entry.msgid.isEmpty { header = entry.forms.first ?? ""; continue }
            let key = entry.context.map { $0 + Localization.contextSeparator + entry.msgid } ?? entry.msgid
            if entry.isFuzzy { fuzzy.insert(key) }
            if !entry.isFuzzy, !entry.forms.isEmpty, entry.forms.allSatisfy({ !$0.isEmpty }) { entries[key] = entry.forms }
        }
        self.entries = entries
        self.fuzzy = fuzzy
        // "Plural-Forms: nplurals=2; plural=(n > 1);\n" → its count and expression.
        let forms = header.split(separator: "\n").first { $0.hasPrefix("Plural-Forms:") }.map { $0.dropFirst("Plural-Forms:".count) } ?? ""
        func field(_ name: String) -> String? {
            forms.split(separator: ";").map { $0.split(separator: "=", maxSplits: 1) }
                .first { $0.count == 2 && $0[0].filter { $0 != " " } == name }.map { $0[1].filter { $0 != " " } }
        }
        pluralRule = field("nplurals").flatMap(Int.init).flatMap { count in field("plural").flatMap { try? PluralRule($0, count: count) } }
    }

    /// Every msgid of a .po or .pot text (with its context in front, as the game looks it up), in order.
    public static func msgids(in text: String) -> [String] {
        text.split(separator: "\n\n").map { POEntry(String($0)) }.filter { !$0.obsolete && !$0.msgid.isEmpty }
            .map { entry in entry.context.map { $0 + Localization.contextSeparator + entry.msgid } ?? entry.msgid }
    }

    public func translation(of msgid: String) -> String? {
        guard let forms = entries[msgid] else { remember(msgid); return nil }
        return forms[0]
    }

    public func translation(singular: String, plural: String, count: Int) -> String? {
        guard let forms = entries[singular], let rule = pluralRule, forms.count == rule.count else { remember(singular); return nil }
        return forms[rule.form(for: count)]
    }

    /// The English strings asked for so far that have no translation.
    public var missing: Set<String> { lock.locked { untranslated } }

    private func remember(_ msgid: String) { lock.locked { _ = untranslated.insert(msgid) } }
}

/// One entry of a .po file: its context, msgid and translations, unescaped.
struct POEntry {
    var context: String?
    var msgid = ""
    var forms: [String] = []
    var isFuzzy = false
    var obsolete = false

    init(_ block: String) {
        var field: String?
        var values: [String: String] = [:]
        for line in block.split(separator: "\n") {
            if line.hasPrefix("#~") { obsolete = true; continue }
            if line.hasPrefix("#,") { isFuzzy = isFuzzy || line.contains("fuzzy"); continue }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("\"") {
                if let field { values[field, default: ""] += Self.unquote(line) }
                continue
            }
            guard let space = line.firstIndex(of: " ") else { continue }
            field = String(line[..<space])
            values[field!, default: ""] += Self.unquote(line[line.index(after: space)...])
        }
        context = values["msgctxt"]
        msgid = values["msgid"] ?? ""
        forms = values["msgstr"].map { [$0] } ?? (0..<2).compactMap { values["msgstr[\($0)]"] }
    }

    /// `"a\"b\n"` → `a"b` and a line break.
    static func unquote(_ quoted: Substring) -> String {
        var out = ""
        var escaped = false
        for c in quoted.dropFirst().dropLast() {
            if escaped {
                switch c {
                case "n": out += "\n"
                case "t": out += "\t"
                default: out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}

/// A mutex from the C library (TestSupport uses nothing but it and the core).
final class NSLockLike: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
