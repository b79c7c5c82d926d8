import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// Where settings, the game in progress and the history live.
///
/// By default the XDG places: settings in `$XDG_CONFIG_HOME/evil-hangman` (`~/.config/…`), the game
/// in `$XDG_STATE_HOME/evil-hangman` (`~/.local/state/…`), the history in `$XDG_DATA_HOME/evil-hangman`
/// (`~/.local/share/…`). One folder (`--data-dir` or `EVIL_HANGMAN_HOME`) overrides all three.
public struct DataLocations: Equatable, Sendable {
    public var settingsFile: String
    public var gameFile: String
    /// The folder of the history's files (`history.log` and its companions, see `HistoryLog`).
    public var historyFolder: String
    /// What the Nemesis host learnt of the player, beside the games it learnt it from.
    public var habitsFile: String { historyFolder + "/habits.plist" }
    /// Lines of this player's games the machine's board could not take yet, sealed (`MachineLog`).
    public var machinePendingFile: String { historyFolder + "/machine.pending" }

    /// Everything in `folder`.
    public init(folder: String) {
        settingsFile = folder + "/settings.plist"
        gameFile = folder + "/game.plist"
        historyFolder = folder
    }

    public init(settingsFile: String, gameFile: String, historyFolder: String) {
        self.settingsFile = settingsFile
        self.gameFile = gameFile
        self.historyFolder = historyFolder
    }

    /// Why no place could be found for the files.
    public struct Unresolved: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Resolves the places: `dataDir` first, then `EVIL_HANGMAN_HOME`, then XDG under the home
    /// folder. The home is `HOME` when it is an absolute path, else the password database's
    /// (`accountHome`); never the current folder. An empty `dataDir` is refused.
    public static func resolve(
        dataDir: String?, environment: [String: String],
        accountHome: () -> String? = DataLocations.accountHome,
        currentFolder: () -> String = DataLocations.currentFolder
    ) throws(Unresolved) -> DataLocations {
        if let dataDir, let problem = problem(withFolder: dataDir) { throw Unresolved(description: problem) }
        if let folder = dataDir ?? environment["EVIL_HANGMAN_HOME"].flatMap({ $0.isEmpty ? nil : $0 }) {
            // A relative folder is the one under the current folder now, and is named so in
            // every message (a later change of folder cannot move it).
            return DataLocations(folder: folder.hasPrefix("/") ? folder : currentFolder() + "/" + folder)
        }
        guard
            let home = environment["HOME"].flatMap({ $0.hasPrefix("/") ? $0 : nil })
                ?? accountHome().flatMap({ $0.hasPrefix("/") ? $0 : nil })
        else {
            throw Unresolved(
                description: tr(
                    "no home folder (HOME is not set and the account has none): set HOME, or give --data-dir"))
        }
        func xdg(_ key: String, _ fallback: String) -> String {
            // XDG: a relative path in these variables is invalid and is ignored.
            if let value = environment[key], value.hasPrefix("/") { return value + "/evil-hangman" }
            return (home == "/" ? "" : home) + "/" + fallback + "/evil-hangman"
        }
        return DataLocations(
            settingsFile: xdg("XDG_CONFIG_HOME", ".config") + "/settings.plist",
            gameFile: xdg("XDG_STATE_HOME", ".local/state") + "/game.plist",
            historyFolder: xdg("XDG_DATA_HOME", ".local/share"))
    }

    /// The current folder (as bytes: `ByteText`), "." when it cannot be known.
    public static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return buffer.withUnsafeBufferPointer { ByteText.decode(cString: $0.baseAddress!) }
    }

    /// What is wrong with `--data-dir folder`, if anything: the one check of the flag's value.
    public static func problem(withFolder folder: String) -> String? {
        folder.isEmpty ? tr("--data-dir needs a folder (got an empty value)") : nil
    }

    /// The home folder the password database gives this user, if any.
    public static func accountHome() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil, let dir = entry.pw_dir
        else { return nil }
        let home = ByteText.decode(cString: dir)
        return home.isEmpty ? nil : home
    }
}

extension DataLocations {
    /// Nothing of the game's is there yet (no settings, no saved game, no history): the first
    /// start of all.
    public var isFresh: Bool {
        var info = stat()
        return [settingsFile, gameFile, historyFolder + "/history.log"].allSatisfy {
            lstat($0, &info) != 0 && errno == ENOENT
        }
    }
}
