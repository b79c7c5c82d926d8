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

    /// Resolves the places: `dataDir` first, then `EVIL_HANGMAN_HOME`, then XDG.
    public static func resolve(dataDir: String?, environment: [String: String]) -> DataLocations {
        if let folder = dataDir ?? environment["EVIL_HANGMAN_HOME"].flatMap({ $0.isEmpty ? nil : $0 }) {
            return DataLocations(folder: folder)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
        func xdg(_ key: String, _ fallback: String) -> String {
            // XDG: a relative path in these variables is invalid and is ignored.
            if let value = environment[key], value.hasPrefix("/") { return value + "/evil-hangman" }
            return home + "/" + fallback + "/evil-hangman"
        }
        return DataLocations(settingsFile: xdg("XDG_CONFIG_HOME", ".config") + "/settings.plist",
                             gameFile: xdg("XDG_STATE_HOME", ".local/state") + "/game.plist",
                             historyFolder: xdg("XDG_DATA_HOME", ".local/share"))
    }
}
