import HangmanApp
import HangmanCore
import HangmanScreens
import HangmanStore

/// One run's stores: the same objects read and later write, so a file not kept aside is never written over.
struct LiveStores: Sendable {
    let settings: PropertyListStore<Settings>
    let savedGame: PropertyListStore<SavedGame>
    let history: HistoryLog
    let habits: PropertyListStore<PlayerHabits>
    let locations: DataLocations

    /// What Nemesis learnt: the file's, or learnt now from the last games and written; a file unreadable or from a
    /// later version is a failure, never written over. `excluding`: a game just recorded, about to be learnt.
    func readHabits(excluding: String? = nil) -> Result<(PlayerHabits, String?), StoreFailure> {
        let outcome = habits.load()
        switch outcome {
        case .loaded(let known): return .success((known, nil))
        case .missing:
            var learnt = PlayerHabits()
            for record in history.recentRecords(PlayerHabits.gamesRemembered) where record.id != excluding {
                learnt.learn(from: record)
            }
            if learnt.languages.isEmpty { return .success((learnt, nil)) }
            do throws(StoreError) { try habits.save(learnt) } catch { return .success((learnt, error.description)) }
            return .success((learnt, nil))
        case .keptAside: return .success((PlayerHabits(), outcome.problem(named: "habits.plist")))
        case .unreadable, .newer:
            return .failure(StoreFailure(outcome.problem(named: "habits.plist") ?? tr("habits.plist cannot be read")))
        }
    }

    init(locations: DataLocations) {
        self.locations = locations
        settings = PropertyListStore(path: locations.settingsFile)
        savedGame = PropertyListStore(path: locations.gameFile)
        habits = PropertyListStore(path: locations.habitsFile)
        history = HistoryLog(folder: locations.historyFolder, pendingFolders: [FileIO.folder(of: locations.gameFile)])
    }
}
