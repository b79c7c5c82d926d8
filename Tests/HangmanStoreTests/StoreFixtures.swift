import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

enum Fixtures {
    static func tempFolder() -> String { TestFiles.tempFolder("hangman-store-test") }
    static func write(_ text: String, to path: String) { TestFiles.write(text, to: path) }
    static func read(_ path: String) -> String? { TestFiles.read(path) }
    static func files(in folder: String) -> [String] { TestFiles.files(in: folder) }
    static func fixture(_ name: String) -> String { TestFiles.fixture(name) }
    static func copy(_ from: String, to: String) { write(read(from)!, to: to) }

    static func record(_ id: String, won: Bool = true, misses: Int, length: Int = 8, day: Double = 0,
                       mode: GameMode = .evil) -> GameRecord {
        GameRecord(id: id, word: String(repeating: "a", count: length), won: won, missesMade: misses, missesAllowed: 10,
                   wordLength: length, mode: mode, endedAt: 1_700_000_000 + Int64(day * 86_400))
    }
}
