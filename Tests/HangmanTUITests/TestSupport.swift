import HangmanCore
import HangmanTUI
import HangmanStore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Files in memory: what the test clients read and write.
final class MemoryStore: Sendable {
    struct Contents {
        var settings: Settings?
        var saved: SavedGame?
        var records: [GameRecord] = []
        /// When set, every save and record fails with this reason.
        var failure: String?
        var listLoads: [WordListID] = []
    }
    let contents = Mutex(Contents())

    func read<T>(_ body: (Contents) -> T) -> T { contents.withLock { body($0) } }
    func change(_ body: (inout Contents) -> Void) { contents.withLock { body(&$0) } }
}

/// The app driven as the event loop drives it: a key goes through the `Keymap` (a click through
/// the last frame's targets), the action through `App.send`, the effects through the real
/// `EffectRunner` with in-memory clients.
struct TestGame {
    var app: App
    let store: MemoryStore
    let runner: EffectRunner
    /// The effects `App.start` returned.
    let startEffects: [Effect]

    /// Like one key press (or click, or resize) in the full screen. Returns the effects the app asked for.
    @discardableResult
    mutating func press(_ input: Input) -> [Effect] {
        let action: Action?
        if case .click(let x, let y) = input { action = Layout.render(app).action(at: x, y) } else {
            action = Keymap.action(for: input, in: app.keyContext)
        }
        guard let action else { return [] }
        return send(action)
    }

    @discardableResult
    mutating func send(_ action: Action) -> [Effect] {
        let effects = app.send(action)
        _ = runner.run(effects, on: &app)
        return effects
    }

    /// Types each character of `text`.
    mutating func type(_ text: String) { for c in text { press(.character(c)) } }

    var screen: Screen { Layout.render(app).screen }
}

enum TestSupport {
    static let words = ["ally", "beta", "cool", "deal", "else", "flew", "good", "hope", "ibex", "jazz", "kiwi", "lamb",
                        "an", "ox", "cat", "dog", "zebra", "quartz", "rhythms", "jukebox", "abcdefghijklmno"]
    static let list = WordList(name: "test.txt", entries: words)
    static let common = WordList(name: "common.txt", entries: ["cat", "dog", "owl", "bird", "fish"])
    static let phrases = WordList(name: "phrases.txt", entries: ["bed slat", "crab pot", "sand belt", "salt glaze"])
    /// The test clock: 2026-11-18 (UTC).
    static let now: Int64 = 1_795_000_000

    static func clients(_ store: MemoryStore, history: History = History()) -> Clients {
        Clients(
            loadList: { id in
                store.change { $0.listLoads.append(id) }
                switch id {
                case .common: return .success(common)
                case .phrases: return .success(phrases)
                default: return .success(list)
                }
            },
            loadHistory: { deliver in deliver(history, []) },
            recordGame: { record in
                if let reason = store.read(\.failure) { return .lost(reason: reason) }
                store.change { $0.records.append(record) }
                return .recorded(merged: nil)
            },
            saveSettings: { settings in
                if let reason = store.read(\.failure) { return .failure(StoreFailure(reason)) }
                store.change { $0.settings = settings }
                return .success(())
            },
            saveGame: { saved in
                if let reason = store.read(\.failure) { return .failure(StoreFailure(reason)) }
                store.change { $0.saved = saved }
                return .success(())
            },
            removeSavedGame: { store.change { $0.saved = nil }; return .success(()) },
            setAsideSavedGame: { store.change { $0.saved = nil }; return .success("game.plist.corrupt-test") },
            now: { now })
    }

    /// A game at 80×24 (or the given size) with `history` behind it.
    static func game(settings: Settings = Settings(wordLength: 4, missesAllowed: 6, mode: .good),
                     history: History = History(), savedGame: SavedGame? = nil, overrides: RunOverrides = RunOverrides(),
                     width: Int = 80, height: Int = 24, glyphs: Glyphs = .unicode, seed: UInt64 = 1,
                     preloaded: Bool = true) -> TestGame {
        let store = MemoryStore()
        let runner = EffectRunner(clients: clients(store, history: history))
        var (app, effects) = App.start(AppStart(settings: settings, savedGame: savedGame, overrides: overrides,
                                                lists: preloaded ? [.full: list] : [:], seed: seed, instanceID: "game",
                                                glyphs: glyphs, localTime: .utc, width: width, height: height,
                                                today: DailyGame(utcSeconds: now).day))
        _ = runner.run(effects, on: &app)
        return TestGame(app: app, store: store, runner: runner, startEffects: effects)
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
        guard let bytes = try? FileIO.read(path, limit: 1 << 20) else { return (false, "missing \(path); run with RECORD_SCREENS=1\n" + actual) }
        let expected = String(decoding: bytes, as: UTF8.self)
        return (expected == actual, "expected:\n\(expected)\nactual:\n\(actual)")
    }
}
