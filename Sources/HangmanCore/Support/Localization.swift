/// Where the words a player reads come from: the English in the sources, unless a catalogue (a gettext `.mo`, read
/// and checked by the game itself: `MOCatalogue`) has them in the player's language. Every string a player sees is
/// `tr("…")` or `trn("…", "…", n)`, so `xgettext` finds it; the msgid is a `StaticString` (an interpolated string
/// could not be looked up), so values go in as `%s`/`%d` (or `%1$s` where a translation reorders them).
public protocol Catalogue: Sendable {
    /// `msgid` in the catalogue's language, or nil when the catalogue has no translation.
    func translation(of msgid: String) -> String?
    /// The form of `singular`/`plural` that `count` takes in the catalogue's language, or nil.
    func translation(singular: String, plural: String, count: Int) -> String?
}

public enum Localization {
    /// Installed once by the program at start, before any other thread runs (so read without a
    /// lock): gettext's catalogue for the player's locale. Nil: English.
    nonisolated(unsafe) public private(set) static var installed: (any Catalogue)?
    /// A catalogue for one task and everything it calls: the tests draw Dutch and English
    /// screens side by side, so they cannot change the program's catalogue.
    @TaskLocal public static var override: (any Catalogue)?

    /// Makes `catalogue` the program's (call it before starting any thread).
    public static func install(_ catalogue: (any Catalogue)?) { installed = catalogue }

    static var current: (any Catalogue)? { override ?? installed }

    /// The languages whose catalogues ship (`po/*.po`): where the game looks for one.
    public static let shippedLanguages = ["nl", "de", "fr", "es"]

    /// The languages the environment asks for, first choice first, as gettext reads them:
    /// `LANGUAGE` (a list, "nl:en") unless the locale is plain C or POSIX, then the locale
    /// (`LC_ALL`, else `LC_MESSAGES`, else `LANG`): ["nl", "en", "de"] for `LANGUAGE=nl:en LANG=de_DE.UTF-8`.
    public static func requestedLanguages(environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        // As gettext: no locale at all is the C locale, and the names are read as written (NL is no language).
        var names =
            locale.isEmpty || locale == "C" || locale == "POSIX"
            ? [] : (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        names.append(locale)
        return names.map { String($0.prefix { $0 != "_" && $0 != "." && $0 != "@" }) }.filter {
            !$0.isEmpty && $0 != "C" && $0 != "POSIX"
        }
    }

    /// gettext's separator between a context and its msgid (`pgettext`).
    public static let contextSeparator = "\u{4}"

    /// `template` with its `%s`/`%d` (and `%1$s`, `%2$d`…) replaced by `arguments` in order (or by
    /// position), and `%%` by `%`, as the c-format `msgfmt -c` checks. An argument a template does
    /// not name is left out; a directive without an argument stays as written.
    public static func format(_ template: String, _ arguments: [String]) -> String {
        guard template.contains("%") else { return template }
        var out = ""
        var next = 0
        var chars = template[...]
        while let percent = chars.firstIndex(of: "%") {
            out += chars[..<percent]
            chars = chars[chars.index(after: percent)...]
            if chars.first == "%" {
                out += "%"
                chars = chars.dropFirst()
                continue
            }
            var position: Int?
            let digits = chars.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, chars.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                chars = chars.dropFirst(digits.count + 1)
            }
            guard let conversion = chars.first, conversion == "s" || conversion == "d" else {
                out += "%"
                continue
            }
            chars = chars.dropFirst()
            let index = position ?? next
            if position == nil { next += 1 }
            out += arguments.indices.contains(index) ? arguments[index] : "%" + String(conversion)
        }
        return out + chars
    }
}

/// `msgid` in the player's language, with `arguments` put in its `%s`/`%d`.
public func tr(_ msgid: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    let english = msgid.description
    let text = Localization.current?.translation(of: english) ?? english
    return arguments.isEmpty ? text : Localization.format(text, arguments.map(\.description))
}

/// The form of `singular`/`plural` for `count` in the player's language ("1 miss", "3 misses"),
/// with `arguments` put in its directives — `count` itself when none are given.
public func trn(
    _ singular: StaticString, _ plural: StaticString, _ count: Int,
    _ arguments: any CustomStringConvertible...
) -> String {
    let (one, many) = (singular.description, plural.description)
    let text = Localization.current?.translation(singular: one, plural: many, count: count) ?? (count == 1 ? one : many)
    return Localization.format(text, arguments.isEmpty ? [String(count)] : arguments.map(\.description))
}

/// `msgid` as it reads in `context` (gettext's `pgettext`): for a short msgid that reads
/// differently in different places ("Words" the list, "Words" the count).
public func trc(_ context: StaticString, _ msgid: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    let english = msgid.description
    let text =
        Localization.current?.translation(of: context.description + Localization.contextSeparator + english) ?? english
    return arguments.isEmpty ? text : Localization.format(text, arguments.map(\.description))
}
