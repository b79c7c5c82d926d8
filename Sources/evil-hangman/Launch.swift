import ArgumentParser
import HangmanCore
import HangmanStore
import HangmanTUI
#if canImport(Glibc)
import Glibc
#endif

/// What every mode starts from: the options checked (a bad one ends the run with its status
/// before anything else happens), the files in their places, and the app's starting state.
struct Launch {
    let options: EvilHangmanCommand.Options
    let locations: DataLocations
    let stores: LiveStores
    /// The app's starting state, without what only the terminal knows (glyphs, size).
    var start: AppStart
    /// Held while this instance plays the saved game.
    private(set) var gameLock: GameLock?

    init(options: EvilHangmanCommand.Options, environment: [String: String]) throws {
        self.options = options
        var customList: (id: WordListID, list: WordList)?
        if let path = options.words {
            do throws(WordListError) {
                customList = (.file(path: Self.absolute(path)), try WordListFile.load(path: path))
            } catch {
                EvilHangmanCommand.fail(error.description)
                throw ExitCode(66)  // EX_NOINPUT
            }
        }
        do throws(DataLocations.Unresolved) {
            locations = try DataLocations.resolve(dataDir: options.dataDir, environment: environment)
        } catch {
            EvilHangmanCommand.fail(error.description)
            throw ExitCode(78)  // EX_CONFIG
        }
        stores = LiveStores(locations: locations)
        let seed = options.seed ?? (UInt64(time(nil)) &* 6_364_136_223_846_793_005 ^ UInt64(getpid()) &* 1_442_695_040_888_963_407)
        let today = DailyGame(utcSeconds: Int64(time(nil)))
        start = AppStart(overrides: RunOverrides(length: options.length, misses: options.misses, mode: options.mode,
                                                 daily: try Self.dailyRequest(options.daily, today: today)),
                         customList: customList, seed: seed, instanceID: Self.instanceID(), localTime: .system, today: today.day)
        if let length = options.length {
            let list: WordList
            if let custom = customList { list = custom.list } else {
                switch WordListFile.load(.full, resources: ResourceLocator.found) {
                case .success(let full): list = full
                case .failure(let error):
                    EvilHangmanCommand.fail(error.description)
                    throw ExitCode(66)
                }
                start.lists[.full] = list
            }
            if list.count(ofLength: length) == 0 {
                throw ValidationError("--length \(length): no word in \(PrintableText.escaping(list.name)) has \(length) letters (lengths 1-\(list.longestLength))")
            }
        }
    }

    /// What `--daily` asked for: today's game, or a past day's as practice. A date to come, or
    /// anything that is not a `YYYY-MM-DD` date, is a bad value (status 64).
    static func dailyRequest(_ value: String?, today: DailyGame) throws -> DailyRequest? {
        guard let value else { return nil }
        if value == "today" { return .today }
        guard let day = DailyGame(date: value) else {
            throw ValidationError("--daily takes a date as YYYY-MM-DD (got '\(PrintableText.escaping(value, limit: 40))'), or nothing for today's")
        }
        if day.day > today.day { throw ValidationError("--daily \(value) has not come yet (today is \(today.date), UTC)") }
        return day == today ? .today : .practice(day)
    }

    /// Reads the settings and the saved game into the starting state (the modes that save).
    mutating func readSavedFiles() {
        let settings = stores.settings.load()
        start.settings = settings.value ?? .defaults
        start.problems += [settings.problem(named: "settings.plist")].compactMap { $0 }
        switch GameLock.acquire(for: locations.gameFile) {
        case .heldByAnother:
            // The saved game is another instance's: leave it alone and play a game of our own.
            start.savesGame = false
            start.problems.append("Another evil-hangman is playing your saved game: this is a new game, and it will not be saved")
            return addListProblems()
        case .acquired(let lock):
            gameLock = lock
        case .unavailable:
            break  // a folder that cannot hold a lock cannot hold a save either: saving says so
        }
        let saved = stores.savedGame.load()
        start.savedGame = saved.value
        start.problems += [saved.problem(named: "game.plist")].compactMap { $0 }
        addListProblems()
    }

    /// Removes the temporary files a crashed run left (the full screen does it after its first
    /// frame: it is housekeeping, and the saved files are read without it).
    func removeLeftovers() {
        let now = Int(time(nil))
        var folders: [String] = []
        for folder in [FileIO.folder(of: locations.settingsFile), FileIO.folder(of: locations.gameFile), locations.historyFolder]
        where !folders.contains(folder) {
            folders.append(folder)
            FileIO.removeLeftoverTempFiles(in: folder, now: now)
        }
    }

    private mutating func addListProblems() {
        if let custom = start.customList?.list, custom.skippedLines > 0 {
            start.problems.append("\(PrintableText.escaping(custom.name)): skipped \(UIText.plural(custom.skippedLines, "line")) "
                                  + "with characters other than letters and spaces")
        }
    }

    /// The clients the modes that save run with.
    func liveClients(historyInBackground: Bool) -> Clients {
        .live(stores: stores, historyInBackground: historyInBackground)
    }

    /// Unique among the instances sharing the files: the start time in milliseconds and the process.
    static func instanceID() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return "\(Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000)-\(getpid())"
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } + "/" + path
    }
}
