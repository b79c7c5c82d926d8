import HangmanCore
import HangmanStore

/// The stores of one run: the same objects read the files at launch and write them later, so a
/// file that could not be kept aside is never written over.
struct LiveStores: Sendable {
    let settings: PropertyListStore<Settings>
    let savedGame: PropertyListStore<SavedGame>
    let history: HistoryLog

    init(locations: DataLocations) {
        settings = PropertyListStore(path: locations.settingsFile)
        savedGame = PropertyListStore(path: locations.gameFile)
        history = HistoryLog(folder: locations.historyFolder, pendingFolders: [FileIO.folder(of: locations.gameFile)])
    }
}
