import HangmanApp
import HangmanCore
import HangmanScreens
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

extension Clients {
    /// The real files and the system clock; with `historyInBackground` the history loads on another thread.
    static func live(stores: LiveStores, historyInBackground: Bool) -> Clients {
        let reading: @Sendable (@escaping @Sendable () -> Void) -> Void = { read in
            if historyInBackground { BackgroundThread.run(read) } else { read() }
        }
        var clients = Clients(
            loadList: { WordListFile.load($0, resources: ResourceLocator.found) },
            loadHistory: { deliver in
                reading {
                    let (history, problems) = stores.history.load()
                    deliver(history, problems)
                }
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
        clients.loadHabits = { deliver in reading { deliver(stores.readHabits()) } }
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
                reading { deliver(failure { try log.board(today: UTCDay(utcSeconds: Int64(time(nil)))) }) }
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
                reading {
                    deliver(
                        failure {
                            try log.writePending(at: pending, uid: uid, today: UTCDay(utcSeconds: Int64(time(nil))))
                        })
                }
            }
        }
        return clients
    }

    /// Word lists only (the JSON front end): nothing written, nothing read but Nemesis's `habits`, if given.
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
