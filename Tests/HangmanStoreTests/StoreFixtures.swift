import HangmanCore
import HangmanStore
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

    /// A file committed under Tests/Fixtures (written by an earlier version).
    static func fixture(_ name: String) -> String { ResourceLocator.sourceRoot + "/Tests/Fixtures/" + name }

    static func copy(_ from: String, to: String) {
        write(read(from)!, to: to)
    }

    static func record(_ id: String, won: Bool = true, misses: Int, length: Int = 8, day: Double = 0,
                       mode: GameMode = .evil) -> GameRecord {
        GameRecord(id: id, word: String(repeating: "a", count: length), won: won, missesMade: misses, missesAllowed: 10,
                   wordLength: length, mode: mode, endedAt: 1_700_000_000 + Int64(day * 86_400))
    }
}
