import HangmanCore
import HangmanTUI
import HangmanStore
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

enum TestSupport {
    static let words = ["ally", "beta", "cool", "deal", "else", "flew", "good", "hope", "ibex", "jazz", "kiwi", "lamb",
                        "an", "ox", "cat", "dog", "zebra", "quartz", "rhythms", "jukebox", "abcdefghijklmno"]
    static let list = WordList(name: "test.txt", entries: words)
    static let common = WordList(name: "common.txt", entries: ["cat", "dog", "owl", "bird", "fish"])
    static let date = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18

    static func environment() -> AppEnvironment {
        let counter = IDCounter()
        return AppEnvironment(loadList: { $0 == .full ? .success(list) : .success(common) },
                              makeID: { "game-\(counter.next())" }, now: { date })
    }

    /// An app at 80×24 (or the given size) with a fresh history.
    static func app(settings: Settings = Settings(wordLength: 4, missesAllowed: 6, mode: .good),
                    history: History = History(), width: Int = 80, height: Int = 24, glyphs: Glyphs = .unicode,
                    seed: UInt64 = 1) -> (App, [Effect]) {
        setenv("TZ", "UTC", 1)
        tzset()
        var (app, effects) = App.start(settings: settings, history: history, resumed: nil, lists: [.full: list],
                                       seed: seed, glyphs: glyphs, environment: environment())
        _ = app.update(.resize(width: width, height: height))
        return (app, effects)
    }

    /// Types each character of `text`.
    static func type(_ text: String, into app: inout App) -> [Effect] {
        text.flatMap { app.update(.character($0)) }
    }

    /// The folder of expected screens.
    static let expectedFolder = ResourceLocator.sourceRoot + "/Tests/HangmanTUITests/Expected"

    /// Compares a frame's text with `Expected/NAME.txt`. With RECORD_SCREENS=1 it writes the file instead.
    static func matches(_ screen: Screen, _ name: String) -> (Bool, String) {
        let path = expectedFolder + "/" + name + ".txt"
        let actual = screen.text + "\n"
        if getenv("RECORD_SCREENS") != nil {
            mkdir(expectedFolder, 0o755)
            let f = fopen(path, "w")!
            fputs(actual, f)
            fclose(f)
            return (true, actual)
        }
        guard let f = fopen(path, "r") else { return (false, "missing \(path); run with RECORD_SCREENS=1\n" + actual) }
        defer { fclose(f) }
        var bytes = [UInt8]()
        var c = fgetc(f)
        while c != EOF { bytes.append(UInt8(c)); c = fgetc(f) }
        let expected = String(decoding: bytes, as: UTF8.self)
        return (expected == actual, "expected:\n\(expected)\nactual:\n\(actual)")
    }
}

final class IDCounter: @unchecked Sendable {
    private var n = 0
    func next() -> Int { n += 1; return n }
}
