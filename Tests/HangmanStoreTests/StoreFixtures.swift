import HangmanCore
import HangmanStore
#if canImport(FoundationEssentials)
import FoundationEssentials
#endif
#if canImport(Glibc)
import Glibc
#endif

enum Fixtures {
    /// A fresh, empty temp folder.
    static func tempFolder() -> String {
        var template = Array("/tmp/hangman-store-test-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    static func write(_ text: String, to path: String) {
        let f = fopen(path, "w")!
        fputs(text, f)
        fclose(f)
    }

    static func read(_ path: String) -> String? {
        guard let bytes = try? FileIO.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func files(in folder: String) -> [String] { FileIO.files(in: folder) }

    static func record(_ id: String, won: Bool = true, misses: Int, length: Int = 8, day: Double = 0,
                       mode: GameMode = .evil) -> GameRecord {
        GameRecord(id: id, word: String(repeating: "a", count: length), won: won, missesMade: misses, missesAllowed: 10,
                   wordLength: length, mode: mode, date: Date(timeIntervalSince1970: 1_700_000_000 + day * 86_400))
    }
}
