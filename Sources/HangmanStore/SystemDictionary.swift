import HangmanCore
#if canImport(Glibc)
import Glibc
#endif

/// The word lists Debian installs for other languages (`wdutch`, `wngerman`, `wfrench`,
/// `wspanish` into `/usr/share/dict`): read where they are, as BSD hangman reads
/// `/usr/share/dict/words`, never copied into the game. `EVIL_HANGMAN_DICT_DIR` names another
/// folder (tests use it to play a machine where a package is missing).
public enum SystemDictionary {
    /// The folder the lists are looked for in.
    public static var folder: String {
        if let value = getenv("EVIL_HANGMAN_DICT_DIR"), value.pointee != 0 { return String(cString: value) }
        return "/usr/share/dict"
    }

    /// Where `language`'s list is, installed or not; nil for English (its lists are shipped).
    public static func path(for language: Language) -> String? {
        language.dictionaryFile.map { folder + "/" + $0 }
    }

    /// Whether `language` can be played here: English always; another when its list is a
    /// readable file.
    public static func isInstalled(_ language: Language) -> Bool {
        guard let path = path(for: language) else { return true }
        do throws(WordListError) { try WordListFile.checkReadable(path: path); return true } catch { return false }
    }

    /// What to say where `language`'s list is missing: "Dutch needs its word list: apt install wdutch".
    public static func missingNote(for language: Language) -> String {
        "\(language.name) needs its word list (\(path(for: language) ?? "")): apt install \(language.package ?? "")"
    }
}
