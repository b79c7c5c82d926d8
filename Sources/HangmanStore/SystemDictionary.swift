import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// Debian's word lists for other languages (`wdutch`, `wngerman`… in `/usr/share/dict`), read in place as BSD
/// hangman reads `words`, never copied. `EVIL_HANGMAN_DICT_DIR` names another folder. These are the Full
/// dictionaries of Custom games; the everyday words of the levels and the daily ship with the game.
public enum SystemDictionary {
    public static var folder: String {
        if let value = getenv("EVIL_HANGMAN_DICT_DIR"), value.pointee != 0 { return String(cString: value) }
        return "/usr/share/dict"
    }

    /// `EVIL_HANGMAN_DICT_DIR` is set: a list missing there is no package to install.
    public static var isReplaced: Bool {
        guard let value = getenv("EVIL_HANGMAN_DICT_DIR") else { return false }
        return value.pointee != 0
    }

    /// Where `language`'s list is, installed or not; nil for English (its lists are shipped).
    public static func path(for language: Language) -> String? {
        language.dictionaryFile.map { folder + "/" + $0 }
    }

    /// English always; another language when its list is a readable file.
    public static func isInstalled(_ language: Language) -> Bool {
        guard let path = path(for: language) else { return true }
        do throws(WordListError) {
            try WordListFile.checkReadable(path: path)
            return true
        } catch { return false }
    }
}
