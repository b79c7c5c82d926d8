import HangmanCore
import HangmanStore
#if canImport(Glibc)
import Glibc
#endif

/// Files for tests: temp folders, small text files, and the fixtures committed under Tests/.
public enum TestFiles {
    /// The repository's Resources folder.
    public static let resources = ResourceLocator.sourceRoot + "/Resources"

    /// A file committed under Tests/Fixtures (written by an earlier version).
    public static func fixture(_ name: String) -> String { ResourceLocator.sourceRoot + "/Tests/Fixtures/" + name }

    /// A fresh, empty temp folder.
    public static func tempFolder(_ prefix: String = "hangman-test") -> String {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    public static func write(_ text: String, to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(fd >= 0, "cannot write \(path)")
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    public static func read(_ path: String) -> String? {
        guard let bytes = try? FileIO.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func files(in folder: String) -> [String] { FileIO.files(in: folder) }
}

/// Checks on games that tests in several targets share.
public enum GameChecks {
    /// True when `word` fits every answer of `game`: revealed letters in place, no wrong letter,
    /// and no guessed letter (nor a space) in a hidden place.
    public static func fits(_ word: String, _ game: any Gameplay) -> Bool {
        let chars = Array(word)
        guard chars.count == game.wordLength else { return false }
        for (i, c) in chars.enumerated() {
            if let shown = game.pattern[i] { if shown != c { return false } }
            else if game.guessedLetters.contains(c) || c == " " { return false }
        }
        return true
    }
}
