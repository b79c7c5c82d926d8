/// Where settings, the game in progress and the history live.
///
/// By default the XDG places: settings in `$XDG_CONFIG_HOME/evil-hangman` (`~/.config/…`), the game
/// in `$XDG_STATE_HOME/evil-hangman` (`~/.local/state/…`), the history in `$XDG_DATA_HOME/evil-hangman`
/// (`~/.local/share/…`). One folder (`--data-dir` or `EVIL_HANGMAN_HOME`) overrides all three.
public struct DataLocations: Equatable, Sendable {
    public var settingsFile: String
    public var gameFile: String
    public var historyFile: String

    /// All three files in `folder`.
    public init(folder: String) {
        settingsFile = folder + "/settings.plist"
        gameFile = folder + "/game.plist"
        historyFile = folder + "/history.plist"
    }

    public init(settingsFile: String, gameFile: String, historyFile: String) {
        self.settingsFile = settingsFile
        self.gameFile = gameFile
        self.historyFile = historyFile
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
                             historyFile: xdg("XDG_DATA_HOME", ".local/share") + "/history.plist")
    }
}
