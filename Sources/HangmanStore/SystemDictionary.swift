import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// The word lists Debian installs for other languages (`wdutch`, `wngerman`, `wfrench`,
/// `wspanish` into `/usr/share/dict`): read where they are, as BSD hangman reads
/// `/usr/share/dict/words`, never copied into the game. `EVIL_HANGMAN_DICT_DIR` (the man page
/// says so) names another folder, for a system that keeps them elsewhere. These are the
/// languages' Full dictionaries (Custom games); their everyday words, which the levels and the
/// daily deal, ship with the game.
public enum SystemDictionary {
    /// The folder the lists are looked for in.
    public static var folder: String {
        if let value = getenv("EVIL_HANGMAN_DICT_DIR"), value.pointee != 0 { return String(cString: value) }
        return "/usr/share/dict"
    }

    /// The folder is not the system's (`EVIL_HANGMAN_DICT_DIR` is set): a list missing there is
    /// not a package to install.
    public static var isReplaced: Bool {
        guard let value = getenv("EVIL_HANGMAN_DICT_DIR") else { return false }
        return value.pointee != 0
    }

    /// Where `language`'s list is, installed or not; nil for English (its lists are shipped).
    public static func path(for language: Language) -> String? {
        language.dictionaryFile.map { folder + "/" + $0 }
    }

    /// Whether `language` can be played here: English always; another when its list is a
    /// readable file.
    public static func isInstalled(_ language: Language) -> Bool {
        guard let path = path(for: language) else { return true }
        do throws(WordListError) {
            try WordListFile.checkReadable(path: path)
            return true
        } catch { return false }
    }

    /// What to say where `language`'s list cannot be read: "Dutch needs its word list
    /// (/usr/share/dict/dutch): apt install wdutch" where it is missing; why, where it is there
    /// but no list (a folder, a FIFO, unreadable, too large).
    public static func missingNote(for language: Language) -> String {
        let path = path(for: language) ?? ""
        var info = stat()
        guard stat(path, &info) != 0, errno == ENOENT else {
            do throws(WordListError) { try WordListFile.checkReadable(path: path) } catch { return error.description }
            return tr("%s: %s is not a list", language.name, PrintableText.name(path))
        }
        return tr(
            "%s needs its word list (%s): apt install %s", language.name, PrintableText.name(path),
            language.package ?? "")
    }
}
