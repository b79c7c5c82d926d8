import HangmanCore
import HangmanStore
#if canImport(Glibc)
import Glibc
#endif

enum Fixtures {
    /// The repository's Resources folder, found from this file's path.
    static let resources = ResourceLocator.sourceRoot + "/Resources"

    /// The shipped full list, loaded once.
    static let fullList: WordList = try! WordListFile.load(path: resources + "/words.txt")

    /// The Stanford example list.
    static let stanford = WordList(entries: ["ALLY", "BETA", "COOL", "DEAL", "ELSE", "FLEW", "GOOD", "HOPE", "IBEX"])

    /// A fresh, empty temp folder.
    static func tempFolder() -> String {
        var template = Array("/tmp/hangman-test-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    static func write(_ text: String, to path: String) {
        let f = fopen(path, "w")!
        fputs(text, f)
        fclose(f)
    }

    static func read(_ path: String) -> String? {
        guard let f = fopen(path, "r") else { return nil }
        defer { fclose(f) }
        var out = [UInt8]()
        var c = fgetc(f)
        while c != EOF { out.append(UInt8(c)); c = fgetc(f) }
        return String(decoding: out, as: UTF8.self)
    }

    static func files(in folder: String) -> [String] { FileIO.files(in: folder) }

    /// True when `word` fits every answer of `game`: revealed letters in place, no wrong letter,
    /// and no guessed letter in a hidden place.
    static func fits(_ word: String, _ game: any Gameplay) -> Bool {
        let chars = Array(word)
        guard chars.count == game.wordLength else { return false }
        for (i, c) in chars.enumerated() {
            if let shown = game.pattern[i] { if shown != c { return false } }
            else if game.guessedLetters.contains(c) || c == " " { return false }
        }
        return true
    }
}
