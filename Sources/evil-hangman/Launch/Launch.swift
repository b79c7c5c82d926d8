import ArgumentParser
import CNCursesw
import HangmanApp
import HangmanCore
import HangmanScreens
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

/// What every front end starts from: the options checked (a bad one ends the run before anything is played),
/// the player's files read (not for `--json`), and the app's starting state.
struct Launch {
    let frontEnd: FrontEnd
    /// Where the player's files are, and the stores that read and write them (nil for `--json`).
    let locations: DataLocations?
    let stores: LiveStores?
    /// The app's starting state, without what only the terminal knows (glyphs, size).
    var start: AppStart
    /// Held while this instance plays the saved game (the kernel lets go at exit).
    private(set) var gameLock: GameLock?
    /// `--json` with a data folder: the habits file it reads (and never writes).
    private(set) var habitsToRead: String?

    /// Checks the options (status 64, 66 or 78) and reads the settings; the saved game waits for `readSavedGame`.
    init(options: EvilHangmanCommand.Options, frontEnd: FrontEnd, environment: [String: String]) throws {
        self.frontEnd = frontEnd
        let customList = options.words.map { WordListID.file(path: Self.absolute($0)) }
        if let path = options.words {
            do throws(WordListError) { try WordListFile.checkReadable(path: path) } catch {
                EvilHangmanCommand.fail(error.description)
                throw ExitCode(66)  // EX_NOINPUT
            }
        }
        let now = Int64(time(nil))
        let today = UTCDay(utcSeconds: now)
        start = AppStart(
            overrides: RunOverrides(
                length: options.length, misses: options.misses, mode: options.mode,
                daily: try Self.dailyRequest(options.daily, today: today), language: options.language,
                level: options.level, host: options.host, challenge: options.challenge),
            customList: customList, seed: options.seed ?? Self.systemRandom() ?? Self.clockSeed(),
            instanceID: Self.instanceID(),
            persistent: frontEnd.keepsFiles, localTime: .system, today: today.number)
        // Without --seed, randomness comes from the system, never from what a player can know (clock, pid, a code).
        let systemHasRandomness = Self.systemRandom() != nil
        if options.seed == nil && systemHasRandomness { start.freshSeed = { Self.systemRandom() ?? Self.clockSeed() } }
        try Self.checkPractice(start.overrides.daily, frontEnd: frontEnd, today: today)
        if let refused = CatalogueLoader.problem { start.problems.append(refused) }
        if frontEnd.keepsFiles {
            do throws(DataLocations.Unresolved) {
                locations = try DataLocations.resolve(dataDir: options.dataDir, environment: environment)
            } catch {
                EvilHangmanCommand.fail(error.description)
                throw ExitCode(78)  // EX_CONFIG
            }
            try Self.checkOwnership(locations!)
            stores = LiveStores(locations: locations!)
            let settings = stores!.settings.load()
            start.settings = settings.value ?? Self.firstSettings(environment: environment)
            // A first start's language, from the locale, is saved as the player's (only where there was no file).
            if case .missing = settings, start.settings.wordList.language != .english {
                start.settingsChosenAtStart = true
            }
            start.firstLaunch = locations!.isFresh
            start.problems += [settings.problem(named: "settings.plist")].compactMap { $0 }
        } else {
            (locations, stores) = (nil, nil)
            // `--json` reads what Nemesis learnt only from a folder given to it, and writes nothing.
            if let folder = options.dataDir ?? environment["EVIL_HANGMAN_HOME"],
                let given = try? DataLocations.resolve(dataDir: Self.absolute(folder), environment: [:])
            {
                habitsToRead = given.habitsFile
                start.readsHabits = true
            }
        }
        start.dictionaries = Language.allCases.filter(SystemDictionary.isInstalled)
        // The machine's board, opened before the privilege was given up (MachineAccess): only
        // real games reach it — none from a list or a seed the player chose.
        switch MachineAccess.opening {
        case .opened: start.machine = .available
        case .none(.notInstalled(let folder)): start.machine = .notInstalled(folder: folder)
        case .none(let why): start.machine = .unusable(reason: why.description)
        }
        start.machinePlayer = Self.player()
        start.machineCountsThisRun =
            options.seed == nil && systemHasRandomness && options.words == nil && !SystemDictionary.isReplaced
            && Self.listsAreTheSystems()
        if let length = options.length { try checkLength(length) }
        if let read = options.challenge { try checkChallenge(read) }
        if options.daily != nil, let unused = Self.flagsTheDailyLeaves(options) { start.problems.append(unused) }
    }

    /// The account playing as the system says it (never `USER` or `LOGNAME`), and its name on the machine's board.
    static func player() -> (uid: UInt32, name: String) {
        let uid = getuid()
        return (UInt32(uid), MachineLine.writtenName(FileTrust.account(uid)?.login, uid: UInt32(uid)))
    }

    /// The shipped lists are root's, writable by no one else: lists beside a binary the player copied are theirs.
    static func listsAreTheSystems() -> Bool {
        guard let folder = ResourceLocator.found else { return false }
        var info = stat()
        return stat(folder, &info) == 0 && info.st_uid == 0 && info.st_mode & 0o022 == 0
    }

    /// A first start's settings: Normal, in the locale's language where the game plays it, else English.
    static func firstSettings(environment: [String: String]) -> Settings {
        let wanted = Localization.requestedLanguages(environment: environment).compactMap(Language.init(rawValue:))
        guard let language = wanted.first else { return .firstLaunch }
        return Settings.firstLaunch.speaking(language)
    }

    /// `--daily` deals the day's own game: the flags that shape games reach only those after it.
    static func flagsTheDailyLeaves(_ options: EvilHangmanCommand.Options) -> String? {
        var flags: [String] = []
        if options.length != nil { flags.append("--length") }
        if options.misses != nil { flags.append("--misses") }
        if let mode = options.mode { flags.append("--\(mode.rawValue)") }
        if options.words != nil { flags.append("--words") }
        guard !flags.isEmpty else { return nil }
        let them =
            flags.count == 1
            ? tr("%s applies", flags[0]) : tr("%s and %s apply", flags.dropLast().joined(separator: ", "), flags.last!)
        return tr(
            """
            --daily plays the day's own game (its own length, misses and words, Cunning host); %s to the games \
            after it
            """,
            them)
    }

    /// Only folders of the player's own that no one else can write (`FileTrust`): else 77 (EX_NOPERM), before any read.
    private static func checkOwnership(_ locations: DataLocations) throws {
        let folders = [
            FileIO.folder(of: locations.settingsFile), FileIO.folder(of: locations.gameFile), locations.historyFolder,
        ]
        for folder in Set(folders).sorted() {
            guard let problem = FileTrust.problem(withFolder: folder) else { continue }
            EvilHangmanCommand.fail(
                tr(
                    """
                    not using %s: %s; keep your files in a folder of your own (--data-dir, or chmod go-w on a \
                    folder that is yours)
                    """,
                    PrintableText.name(folder), problem))
            throw ExitCode(77)  // EX_NOPERM
        }
    }

    /// `--length` against the `--words` list, else the settings' one, loaded now (status 66 if it cannot be).
    private mutating func checkLength(_ length: Int) throws {
        let id = start.customList ?? start.overrides.applied(to: start.settings).wordList
        let list = try loadNow(id)
        if list.count(ofLength: length) == 0 {
            throw ValidationError(
                trn(
                    "--length %d: no word in the list (%s) has %d letter (lengths 1-%d)",
                    "--length %d: no word in the list (%s) has %d letters (lengths 1-%d)", length, length,
                    id.isShipped ? id.shortName : PrintableText.name(list.name), length, list.longestLength))
        }
    }

    /// A `--challenge` code for a length its list has no word of is refused now (status 64), in every front end,
    /// rather than wait for a game that cannot come.
    private mutating func checkChallenge(_ read: Deal) throws {
        let list = try loadNow(read.list)
        if list.count(ofLength: read.length) == 0 {
            throw ValidationError(
                trn(
                    "--challenge: this code deals words of %d letter from %s, which has none here",
                    "--challenge: this code deals words of %d letters from %s, which has none here",
                    read.length, read.length, read.list.shortName))
        }
    }

    /// Loads a list now (status 66 when it cannot be), and keeps it for the app.
    private mutating func loadNow(_ id: WordListID) throws -> WordList {
        if let loaded = start.lists[id] { return loaded }
        switch WordListFile.load(id, resources: ResourceLocator.found) {
        case .success(let loaded):
            start.lists[id] = loaded
            return loaded
        case .failure(let error):
            EvilHangmanCommand.fail(error.description)
            throw ExitCode(66)  // EX_NOINPUT
        }
    }

    /// Today's game, or a past day's as practice; a future date or a non-`YYYY-MM-DD` value is a bad value (64).
    static func dailyRequest(_ value: String?, today: UTCDay) throws -> DailyRequest? {
        guard let value else { return nil }
        if value == "today" { return .today }
        guard let day = UTCDay(date: value) else {
            throw ValidationError(
                tr(
                    "--daily takes a date as YYYY-MM-DD (got '%s'), or nothing for today's",
                    PrintableText.escaping(value, limit: 40)))
        }
        if day > today {
            throw ValidationError(tr("--daily %s has not come yet (today is %s, UTC)", value, today.date))
        }
        return day == today ? .today : .practice(day)
    }

    /// `--json` plays a day's daily only once that day is over (UTC): today's is the scored game,
    /// and a practice of it would be that game, answer for answer.
    static func checkPractice(_ request: DailyRequest?, frontEnd: FrontEnd, today: UTCDay) throws {
        guard request == .today, !frontEnd.keepsFiles else { return }
        throw ValidationError(
            tr(
                """
                --json cannot play today's daily (%s): it is scored once, and nothing is saved here; a day that \
                is over can be practised (--daily %s)
                """,
                today.date, UTCDay(number: today.number - 1).date))
    }

    /// Reads the saved game, and takes it for this instance (the front ends that keep files).
    mutating func readSavedGame() {
        guard let stores, let locations else { return }
        switch GameLock.acquire(for: locations.gameFile) {
        case .heldByAnother:
            start.savesGame = false
            start.problems.append(
                tr("Another evil-hangman is playing your saved game: this is a new game, and it will not be saved"))
        case .acquired(let lock):
            gameLock = lock
            fallthrough
        case .unavailable:
            // (A folder that cannot hold a lock cannot hold a save either: saving says so.)
            let saved = stores.savedGame.load()
            start.savedGame = saved.value
            if let sealed = saved.value, sealed.sealedSeed {
                if case .opened(let log) = MachineAccess.opening {
                    start.savedGame = sealed.sealing(by: log, false)
                } else {
                    // Dealt by the machine's install, whose secret this copy has not: it waits for it.
                    start.savedGame = nil
                    start.savesGame = false
                    start.problems.append(
                        tr(
                            """
                            Your saved game was dealt by the game installed for every account: it waits for that \
                            one, and this run's games are not saved over it
                            """
                        ))
                }
            }
            if case .newer = saved { start.savesGame = false }  // that version's game, not this run's to replace
            start.problems += [saved.problem(named: "game.plist")].compactMap { $0 }
        }
    }

    /// Removes a crashed run's temp files (the full screen does it after its first frame: housekeeping).
    func removeLeftovers() {
        guard let locations else { return }
        let now = Int(time(nil))
        var folders: [String] = []
        for folder in [
            FileIO.folder(of: locations.settingsFile), FileIO.folder(of: locations.gameFile), locations.historyFolder,
        ]
        where !folders.contains(folder) {
            folders.append(folder)
            FileIO.removeLeftoverTempFiles(in: folder, now: now)
        }
    }

    func clients(historyInBackground: Bool) -> Clients {
        stores.map { .live(stores: $0, historyInBackground: historyInBackground) } ?? .listsOnly(habits: habitsToRead)
    }

    /// 64 bits of the system's randomness: `getrandom` (which waits only for the pool's first seeding, at boot),
    /// else `/dev/urandom`; nil where there is none, and the run's games then never reach the machine's board.
    static func systemRandom() -> UInt64? {
        var value: UInt64 = 0
        var filled = 0
        while filled < 8 {
            let got = withUnsafeMutableBytes(of: &value) { cn_getrandom($0.baseAddress! + filled, 8 - filled) }
            if got > 0 { filled += got } else if got < 0 && errno == EINTR { continue } else { break }
        }
        if filled == 8 { return value }
        let device = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard device >= 0 else { return nil }
        defer { close(device) }
        return withUnsafeMutableBytes(of: &value) { read(device, $0.baseAddress!, 8) } == 8 ? value : nil
    }

    /// A seed where the system gives no randomness: such a run's games are the player's own.
    private static func clockSeed() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return UInt64(bitPattern: Int64(now.tv_nsec) &* 1_000_000_007 &+ Int64(now.tv_sec)) ^ UInt64(getpid()) << 40
    }

    /// Unique among the instances sharing the files: the start time in milliseconds and the process.
    static func instanceID() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return "\(Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000)-\(getpid())"
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : DataLocations.currentFolder() + "/" + path
    }
}
