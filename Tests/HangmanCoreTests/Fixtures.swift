import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

enum Fixtures {
    static let resources = TestFiles.resources

    /// The shipped full list, loaded once.
    static let fullList: WordList = try! WordListFile.load(path: resources + "/words.txt")

    /// The Stanford example list.
    static let stanford = WordList(entries: ["ALLY", "BETA", "COOL", "DEAL", "ELSE", "FLEW", "GOOD", "HOPE", "IBEX"])

    static func tempFolder() -> String { TestFiles.tempFolder() }
    static func write(_ text: String, to path: String) { TestFiles.write(text, to: path) }
    static func read(_ path: String) -> String? { TestFiles.read(path) }
    static func files(in folder: String) -> [String] { TestFiles.files(in: folder) }
    static func fits(_ word: String, _ game: any Gameplay) -> Bool { GameChecks.fits(word, game) }
}
