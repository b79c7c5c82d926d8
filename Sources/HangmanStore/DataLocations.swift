import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// Where settings, the game in progress and the history live: the XDG config, state and data folders
/// (`evil-hangman` in each), or all in one folder (`--data-dir` or `EVIL_HANGMAN_HOME`).
public struct DataLocations: Equatable, Sendable {
    public var settingsFile: String
    public var gameFile: String
    public var historyFolder: String
    /// What the Nemesis host learnt of the player, beside the games it learnt it from.
    public var habitsFile: String { historyFolder + "/habits.plist" }
    /// Lines of this player's games the machine's board could not take yet, sealed (`MachineLog`).
    public var machinePendingFile: String { historyFolder + "/machine.pending" }

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

    public struct Unresolved: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// `dataDir`, else `EVIL_HANGMAN_HOME`, else XDG under the home: `HOME` when absolute, else the password
    /// database's; never the current folder.
    public static func resolve(
        dataDir: String?, environment: [String: String],
        accountHome: () -> String? = DataLocations.accountHome,
        currentFolder: () -> String = DataLocations.currentFolder
    ) throws(Unresolved) -> DataLocations {
        if let dataDir, let problem = problem(withFolder: dataDir) { throw Unresolved(description: problem) }
        if let folder = dataDir ?? environment["EVIL_HANGMAN_HOME"].flatMap({ $0.isEmpty ? nil : $0 }) {
            // A relative folder is made absolute now: every message names it, and a later chdir cannot move it.
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

    public static func accountHome() -> String? {
        guard let home = FileTrust.account(getuid())?.home, !home.isEmpty else { return nil }
        return home
    }
}

extension DataLocations {
    /// No settings, saved game or history yet: the very first start.
    public var isFresh: Bool {
        var info = stat()
        return [settingsFile, gameFile, historyFolder + "/history.log"].allSatisfy {
            lstat($0, &info) != 0 && errno == ENOENT
        }
    }
}
