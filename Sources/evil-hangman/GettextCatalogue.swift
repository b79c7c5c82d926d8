import CIntl
#if canImport(Glibc)
import Glibc
#endif
import HangmanCore
import HangmanStore

/// glibc's gettext as the game's `Catalogue`: the language is the locale's (`LANGUAGE=nl`,
/// `LANG=nl_NL.UTF-8`), the catalogue `LOCALEDIR/nl/LC_MESSAGES/evil-hangman.mo`.
struct GettextCatalogue: Catalogue {
    static let domain = "evil-hangman"

    /// The catalogue for the player's locale, or nil when no catalogue folder is found (English).
    /// Sets `LC_MESSAGES` from the environment (gettext reads the language from it) and asks for
    /// UTF-8 whatever the locale's character set, as the terminal code expects.
    static func forLocale(environment: [String: String]) -> GettextCatalogue? {
        // The first language asked for that the game speaks; English (the sources') needs no
        // catalogue, and asking for none keeps the locale unread before the first frame.
        let requested = Localization.requestedLanguages(environment: environment)
        guard let language = requested.first(where: { $0 == "en" || Localization.shippedLanguages.contains($0) }), language != "en" else {
            return nil
        }
        // gettext is told that language alone: LANGUAGE may name folders ("../x"), and a catalogue
        // is read only from ours. A locale not generated here (LANG=nl_NL.UTF-8 without it) still
        // gets the screen its language, as the word list does (C.UTF-8 is always there).
        setenv("LANGUAGE", language, 1)
        let locale = setlocale(LC_MESSAGES, "").map { String(cString: $0) }
        if locale == nil || locale == "C" || locale == "POSIX" { setlocale(LC_MESSAGES, "C.UTF-8") }
        guard let folder = ResourceLocator.localeFolder(domain: domain) else { return nil }
        bindtextdomain(domain, folder)
        bind_textdomain_codeset(domain, "UTF-8")
        return GettextCatalogue()
    }

    func translation(of msgid: String) -> String? {
        msgid.withCString { id in
            guard let found = dgettext(Self.domain, id), found != UnsafeMutablePointer(mutating: id) else { return nil }
            return String(cString: found)
        }
    }

    func translation(singular: String, plural: String, count: Int) -> String? {
        singular.withCString { one in
            plural.withCString { many in
                guard let found = dngettext(Self.domain, one, many, UInt(max(count, 0))),
                      found != UnsafeMutablePointer(mutating: one), found != UnsafeMutablePointer(mutating: many) else { return nil }
                return String(cString: found)
            }
        }
    }
}
