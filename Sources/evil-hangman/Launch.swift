import ArgumentParser
import HangmanCore
import HangmanStore
import HangmanTUI
#if canImport(Glibc)
import Glibc
#endif

/// What every mode starts from: the options checked against the word list, the lists, the seed.
struct Launch {
    var overrides: RunOverrides
    var seed: UInt64
    let lists: WordListCache
    /// `--words FILE`, loaded, with the id saved games use for it.
    let customList: (list: WordList, id: WordListID)?
    let locations: DataLocations

    init(options command: EvilHangmanCommand.Options, environment: [String: String]) throws {
        lists = WordListCache(folder: ResourceLocator.folder())
        if let path = command.words {
            do {
                let list = try WordListFile.load(path: path)
                customList = (list, .file(path: Self.absolute(path)))
            } catch {
                EvilHangmanCommand.fail("\(error)")
                throw ExitCode(66)  // EX_NOINPUT
            }
        } else {
            customList = nil
        }
        locations = DataLocations.resolve(dataDir: command.dataDir, environment: environment)
        overrides = RunOverrides(length: command.length, misses: command.misses,
                                 mode: command.mode)
        seed = command.seed ?? (UInt64(time(nil)) &* 6_364_136_223_846_793_005 ^ UInt64(getpid()) &* 1_442_695_040_888_963_407)
        if let length = command.length {
            let list: WordList
            if let custom = customList { list = custom.list } else {
                guard case .success(let l) = lists.load(.full) else { throw Self.listMissing(lists) }
                list = l
            }
            if list.count(ofLength: length) == 0 {
                throw ValidationError("--length \(length): no word in \(list.name) has \(length) letters (lengths 1-\(list.longestLength))")
            }
        }
    }

    static func listMissing(_ lists: WordListCache) -> ExitCode {
        if case .failure(let error) = lists.load(.full) { EvilHangmanCommand.fail("\(error)") }
        return ExitCode(66)
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } + "/" + path
    }

    /// The list a saved game was played with.
    func list(forID id: WordListID) -> WordList? {
        if let custom = customList, custom.id == id { return custom.list }
        switch id {
        case .full, .common:
            if case .success(let list) = lists.load(id) { return list }
            return nil
        case .file(let path): return try? WordListFile.load(path: path)
        }
    }

    /// What the first frame needs: the settings and the saved game as stored (not yet restored).
    func loadFirst(session: Session) -> (settings: Settings, saved: SavedGame?, problems: [String]) {
        let settingsOutcome = session.settingsStore.load()
        let gameOutcome = session.gameStore.load()
        var problems = [settingsOutcome.problem(named: "settings.plist"), gameOutcome.problem(named: "game.plist")].compactMap { $0 }
        if let custom = customList?.list, custom.skippedLines > 0 {
            let lines = custom.skippedLines == 1 ? "1 line" : "\(custom.skippedLines) lines"
            problems.append("\(custom.name): skipped \(lines) with characters other than letters and spaces")
        }
        return (settingsOutcome.value ?? .defaults, gameOutcome.value, problems)
    }

    /// The rest: the history, the word list the settings name, and the saved game restored on its
    /// own list. A game that cannot be restored is moved aside and reported.
    func loadRest(session: Session, settings: Settings, saved: SavedGame?)
        -> (history: History, resumed: (id: String, game: any Gameplay)?, lists: [WordListID: WordList], problems: [String]) {
        var problems: [String] = []
        let historyOutcome = session.historyStore.load()
        problems += [historyOutcome.problem(named: "history.plist")].compactMap { $0 }
        var resumed: (id: String, game: any Gameplay)?
        if let saved {
            do {
                guard let list = list(forID: saved.game.wordList) else {
                    throw SnapshotError.doesNotFit("its word list \(PrintableText.escaping(saved.game.wordList.rawValue)) is gone")
                }
                resumed = (saved.id, try saved.game.restore(using: list))
            } catch {
                let moved = (try? FileIO.moveAside(session.gameStore.path, now: Int(time(nil))))
                    .map { " (kept as \($0.split(separator: "/").last ?? ""))" } ?? ""
                problems.append("The saved game could not be resumed: \(error)\(moved)")
            }
        }
        return (historyOutcome.value ?? History(), resumed, initialLists(for: settings), problems)
    }

    /// Settings, history and the saved game, all at once (the line mode needs no first frame).
    func loadState(session: Session) -> (settings: Settings, history: History, resumed: (id: String, game: any Gameplay)?,
                                         lists: [WordListID: WordList], problems: [String]) {
        let first = loadFirst(session: session)
        let rest = loadRest(session: session, settings: first.settings, saved: first.saved)
        return (first.settings, rest.history, rest.resumed, rest.lists, first.problems + rest.problems)
    }

    /// The shipped lists the app starts with: the one the settings name.
    func initialLists(for settings: Settings) -> [WordListID: WordList] {
        guard customList == nil, case .success(let list) = lists.load(settings.wordList) else { return [:] }
        return [settings.wordList: list]
    }
}
