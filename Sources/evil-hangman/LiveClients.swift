import HangmanApp
import HangmanCore
import HangmanScreens
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

extension Clients {
    /// The real files and the system clock. The history loads on another thread when
    /// `historyInBackground` (the full screen answers keys meanwhile).
    static func live(stores: LiveStores, historyInBackground: Bool) -> Clients {
        var clients = Clients(
            loadList: { WordListFile.load($0, resources: ResourceLocator.found) },
            loadHistory: { deliver in
                let load: @Sendable () -> Void = {
                    let (history, problems) = stores.history.load()
                    deliver(history, problems)
                }
                if historyInBackground { BackgroundThread.run(load) } else { load() }
            },
            recordGame: { record in
                do throws(StoreError) {
                    let (merged, problems) = try stores.history.record(record)
                    return .recorded(merged: merged, problems: problems)
                } catch {
                    do throws(StoreError) {
                        return .kept(reason: error.description, at: try stores.history.keepPending(record))
                    } catch {
                        return .lost(reason: error.description)
                    }
                }
            },
            saveSettings: { settings in failure { try stores.settings.save(settings) } },
            saveGame: { saved in
                // On a machine with a board, the seed is sealed: an account cannot read its game's off its own file.
                if case .opened(let log) = MachineAccess.opening {
                    return failure { try stores.savedGame.save(saved.sealing(by: log, true)) }
                }
                return failure { try stores.savedGame.save(saved) }
            },
            removeSavedGame: { failure { try stores.savedGame.remove() } },
            keepSavedGameAside: {
                failure { try FileIO.keepAside(stores.savedGame.path, now: Int(time(nil))) }
                    .map { String($0.split(separator: "/").last ?? "") }
            },
            now: { Int64(time(nil)) })
        clients.loadHabits = { deliver in
            let load: @Sendable () -> Void = { deliver(stores.readHabits()) }
            if historyInBackground { BackgroundThread.run(load) } else { load() }
        }
        // Read, learn, write, under the history's lock: two windows ending games at once both teach.
        clients.learnFrom = { record in
            failure {
                try stores.history.whileLocked { () throws(StoreError) -> PlayerHabits in
                    var habits: PlayerHabits
                    switch stores.readHabits(excluding: record.id) {
                    case .success(let (read, _)): habits = read
                    case .failure(let failure): throw .readFailed(path: stores.habits.path, reason: failure.description)
                    }
                    habits.learn(from: record)
                    try stores.habits.save(habits)
                    return habits
                }
            }
        }
        clients.saveHabits = { habits in failure { try stores.habits.save(habits) } }
        // The machine's board, through the descriptor opened before the privilege was given up.
        if case .opened(let log) = MachineAccess.opening {
            clients.loadMachineBoard = { deliver in
                let load: @Sendable () -> Void = {
                    deliver(
                        failure {
                            let (board, damaged) = try log.board(today: UTCDay(utcSeconds: Int64(time(nil))))
                            return (board, damaged)
                        })
                }
                if historyInBackground { BackgroundThread.run(load) } else { load() }
            }
            let pending = stores.locations.machinePendingFile
            clients.recordOnMachine = { entry in
                let today = UTCDay(utcSeconds: Int64(time(nil)))
                do throws(StoreError) {
                    _ = try? log.writePending(at: pending, uid: entry.uid, today: today)
                    try log.append(entry, today: today)
                    return .written
                } catch {
                    // Who holds the board, where another game does: an administrator can act on it.
                    var reason = error.reason
                    if case .lockBusy = error, let holder = log.holder() {
                        reason = tr("another game holds it: %s", holder)
                    }
                    do throws(StoreError) { try log.keepPending(entry, at: pending) } catch {
                        return .lost(reason: error.description)
                    }
                    return .waiting(reason: reason)
                }
            }
            clients.writeWaitingLines = { deliver in
                let uid = UInt32(getuid())
                let write: @Sendable () -> Void = {
                    deliver(
                        failure {
                            try log.writePending(at: pending, uid: uid, today: UTCDay(utcSeconds: Int64(time(nil))))
                        })
                }
                if historyInBackground { BackgroundThread.run(write) } else { write() }
            }
        }
        return clients
    }

    /// Word lists only: nothing is written (the JSON front end), and nothing read but what Nemesis
    /// learnt, from `habits` where a data folder was given.
    static func listsOnly(habits: String? = nil) -> Clients {
        var clients = Clients(
            loadList: { WordListFile.load($0, resources: ResourceLocator.found) },
            loadHistory: { deliver in deliver(History(), []) },
            recordGame: { _ in .recorded(merged: nil) },
            saveSettings: { _ in .success(()) },
            saveGame: { _ in .success(()) },
            removeSavedGame: { .success(()) },
            keepSavedGameAside: { .failure(StoreFailure(tr("nothing is saved in this mode"))) },
            now: { Int64(time(nil)) })
        if let habits {
            clients.loadHabits = { deliver in
                let (read, problem) = PropertyListStore<PlayerHabits>(path: habits).peek()
                if let problem {
                    deliver(.failure(StoreFailure(tr("habits.plist: %s", problem))))
                } else {
                    deliver(.success((read ?? PlayerHabits(), nil)))
                }
            }
        }
        return clients
    }
}

/// A store call as a `Result` the runner can hand back to the app.
private func failure<T>(_ body: () throws -> T) -> Result<T, StoreFailure> {
    do { return .success(try body()) } catch { return .failure(StoreFailure("\(error)")) }
}

extension SavedGame {
    /// The save with its seed sealed by the machine's secret (`seal`), or unsealed (the same mix).
    func sealing(by log: MachineLog, _ seal: Bool) -> SavedGame {
        var copy = self
        copy.deal.seed = log.sealSeed(deal.seed, id: id)
        copy.sealedSeed = seal
        return copy
    }
}
