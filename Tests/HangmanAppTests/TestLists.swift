import HangmanCore
import HangmanApp
import HangmanScreens

/// The small lists and the clock the app's tests run on, and the clients that serve them.
enum TestLists {
    static let words = ["ally", "beta", "cool", "deal", "else", "flew", "good", "hope", "ibex", "jazz", "kiwi", "lamb",
                        "an", "ox", "cat", "dog", "zebra", "quartz", "rhythms", "jukebox", "abcdefghijklmno"]
    // Sorted, as the shipped lists are (a list that is not keeps its own order).
    static let list = WordList(name: "test.txt", entries: words.sorted())
    static let common = WordList(name: "common.txt", entries: ["cat", "dog", "owl", "bird", "fish"])
    static let phrases = WordList(name: "phrases.txt", entries: ["bed slat", "crab pot", "sand belt", "salt glaze"])
    static let spanish = WordList(name: "spanish", entries: ["niño", "caña", "peña", "moño", "mesa", "sol"], language: .spanish)
    static let german = WordList(name: "ngerman", entries: ["Straße", "Äpfel", "Größe", "Tür", "Haus", "GmbH"], language: .german)
    /// The everyday words of the other languages (shipped: they always load).
    static let everyday: [Language: WordList] = [
        .dutch: WordList(name: "everyday-nl.txt", entries: ["fiets", "kaas", "molen", "tulp", "klomp", "water"], language: .dutch),
        .german: WordList(name: "everyday-de.txt", entries: ["Straße", "Äpfel", "Größe", "Tür", "Haus"], language: .german),
        .french: WordList(name: "everyday-fr.txt", entries: ["pain", "vélo", "fromage", "été", "chat"], language: .french),
        .spanish: WordList(name: "everyday-es.txt", entries: ["niño", "caña", "peña", "moño", "mesa", "sol"], language: .spanish),
    ]
    /// The test clock: 2026-11-18 (UTC).
    static let now: Int64 = 1_795_000_000

    /// Clients on `store`; `lists` replace the test lists, a list in `gone` cannot be read.
    /// The clients with `habits.plist` in `store`.
    static func habitsClients(_ clients: Clients, _ store: MemoryStore) -> Clients {
        var clients = clients
        clients.loadHabits = { deliver in deliver(.success((store.read(\.habits), nil))) }
        clients.learnFrom = { record in
            if let reason = store.read(\.failure) { return .failure(StoreFailure(reason)) }
            store.change { $0.habits.learn(from: record) }
            return .success(store.read(\.habits))
        }
        clients.saveHabits = { habits in
            if let reason = store.read(\.failure) { return .failure(StoreFailure(reason)) }
            store.change { $0.habits = habits }
            return .success(())
        }
        return clients
    }

    static func clients(_ store: MemoryStore, history: History = History(), lists: [WordListID: WordList] = [:],
                        gone: Set<WordListID> = []) -> Clients {
        habitsClients(Clients(
            loadList: { id in
                store.change { $0.listLoads.append(id) }
                if gone.contains(id) { return .failure(.unreadable(path: id.resourceName ?? id.rawValue, reason: "No such file or directory")) }
                if let list = lists[id] { return .success(list) }
                switch id {
                case .common: return .success(common)
                case .phrases: return .success(phrases)
                case .dictionary(.spanish): return .success(spanish)
                case .dictionary(.german): return .success(german)
                case .everyday(let language): return .success(everyday[language]!)
                case .dictionary(let language):
                    return .failure(.notInstalled(path: "/usr/share/dict/" + (language.dictionaryFile ?? ""), package: language.package ?? ""))
                default: return .success(list)
                }
            },
            // The history on disk: what it started with and every game recorded since.
            loadHistory: { deliver in
                var onDisk = history
                for record in store.read(\.records) { onDisk.record(record) }
                deliver(onDisk, [])
            },
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
            removeSavedGame: {
                if let reason = store.read(\.removalFailure) { return .failure(StoreFailure(reason)) }
                store.change { $0.saved = nil }
                return .success(())
            },
            keepSavedGameAside: { store.change { $0.saved = nil }; return .success("game.plist.corrupt-test") },
            now: { now }), store)
    }
}
