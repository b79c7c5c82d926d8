import HangmanCore
import HangmanStore
import HangmanTUI
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#endif

/// Everything on disk for one run: the three stores, and the effects the app asks for.
final class Session {
    let locations: DataLocations
    let settingsStore: PropertyListStore<Settings>
    let gameStore: PropertyListStore<SavedGame>
    let historyStore: HistoryStore
    /// Finished games whose recording failed (e.g. a read-only folder): retried at every later effect.
    private var unrecorded: [GameRecord] = []

    init(locations: DataLocations) {
        self.locations = locations
        settingsStore = PropertyListStore(path: locations.settingsFile)
        gameStore = PropertyListStore(path: locations.gameFile)
        historyStore = HistoryStore(path: locations.historyFile)
    }

    /// Performs effects; returns true when the app asked to quit.
    func perform(_ effects: [Effect], on app: inout App) -> Bool {
        var quit = false
        for effect in effects {
            switch effect {
            case .saveSettings(let settings):
                do { try settingsStore.save(settings) } catch { app.storeFailed("Settings not saved: \(error)") }
            case .saveGame(let saved):
                do { try gameStore.save(saved) } catch { app.storeFailed("Game not saved: \(error)") }
            case .finishGame(let record):
                unrecorded.append(record)
            case .quit:
                quit = true
            }
        }
        flushRecords(app: &app)
        return quit
    }

    private func flushRecords(app: inout App) {
        while let record = unrecorded.first {
            do {
                let (history, problem) = try historyStore.record(record)
                unrecorded.removeFirst()
                app.historyRecorded(history, problem: problem)
                // Recorded: the finished game need not be resumed any more.
                if app.gameID == record.id { try? gameStore.remove() }
            } catch {
                app.storeFailed("Score not saved yet: \(error)")
                return
            }
        }
    }

    /// Saves the game in progress on the way out (quit, Ctrl-C, SIGTERM, SIGHUP).
    func saveOnExit(_ app: App) {
        if !app.game.isOver { try? gameStore.save(app.savedGame) }
    }

    /// A unique id for a game: time, process, and a counter.
    static func makeID() -> String {
        let counter = idCounter.next()
        return "\(Int(Date().timeIntervalSince1970 * 1000))-\(getpid())-\(counter)"
    }

    private static let idCounter = Counter()
}

final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLockLite()
    func next() -> Int { lock.locked { value += 1; return value } }
}
