import HangmanCore

/// Carries out the app's effects through its clients and feeds every result back through the
/// app's one door, `App.send`, until nothing is left to do. Results that come later (the history,
/// loaded on another thread) wait in a mailbox the event loop drains.
public final class EffectRunner: @unchecked Sendable {
    private let clients: Clients
    private let mailbox = Mailbox()

    public init(clients: Clients) { self.clients = clients }

    /// Performs `effects` and everything they lead to. Returns true when the app asked to quit.
    public func run(_ effects: [Effect], on app: inout App) -> Bool {
        var queue = effects
        var quit = false
        while !queue.isEmpty || mailbox.hasMail {
            if queue.isEmpty {
                for action in mailbox.takeAll() { queue += app.send(action) }
                continue
            }
            let effect = queue.removeFirst()
            if effect == .quit { quit = true; continue }
            if let action = perform(effect) { queue += app.send(action) }
        }
        return quit
    }

    /// True when results have arrived from another thread since the last run (`run([])` sends them).
    public var hasMail: Bool { mailbox.hasMail }

    /// How often (milliseconds) the event loop looks for a result that is due from another thread.
    public static let resultPoll: Int32 = 20

    /// How long the event loop may wait for a key, in milliseconds (-1: as long as it takes):
    /// not at all when a result is in, briefly while one is due, else `idle`.
    public func keyWait(idle: Int32) -> Int32 {
        let (mail, waiting) = mailbox.mailAndWaiting
        return mail ? 0 : (waiting ? min(Self.resultPoll, idle < 0 ? Self.resultPoll : idle) : idle)
    }

    private func perform(_ effect: Effect) -> Action? {
        store(performStoreEffect(effect)) ?? performOther(effect)
    }

    private func store(_ action: StoreFeature.Action?) -> Action? { action.map { .store($0) } }

    /// The effects the files answer, with what they answered.
    private func performStoreEffect(_ effect: Effect) -> StoreFeature.Action? {
        switch effect {
        case .loadList(let id):
            switch clients.loadList(id) {
            case .success(let list): return .listLoaded(id, list)
            case .failure(let error): return .listFailed(id, error)
            }
        case .saveSettings(let settings):
            return result(clients.saveSettings(settings), ok: .settingsSaved) { .settingsSaveFailed(reason: $0.description) }
        case .saveGame(let saved):
            return result(clients.saveGame(saved), ok: .gameSaved) { .gameSaveFailed(reason: $0.description) }
        case .keepSavedGameAside:
            switch clients.keepSavedGameAside() {
            case .success(let name): return .savedGameKeptAside(keptAs: name)
            case .failure: return .savedGameKeptAside(keptAs: nil)
            }
        case .recordGame(let finished):
            let record = finished.record(endedAt: clients.now())
            switch clients.recordGame(record) {
            case .recorded(let merged, let problems): return .gameRecorded(record, merged: merged, problems: problems)
            case .kept(let reason, let path): return .recordFailed(record, reason: reason, keptAt: path)
            case .lost(let reason): return .recordFailed(record, reason: reason, keptAt: nil)
            }
        default: return nil
        }
    }

    private func performOther(_ effect: Effect) -> Action? {
        switch effect {
        case .loadHistory:
            mailbox.expect()
            let mailbox = self.mailbox
            clients.loadHistory { history, problems in mailbox.post(.store(.historyLoaded(history, problems: problems))) }
        case .removeSavedGame:
            // Told to the app: a guess that ends the game may wait on it (a leftover save of a
            // finished game is recognised, and not recorded twice, at the next start).
            switch clients.removeSavedGame() {
            case .success: return .store(.savedGameRemoved(failure: nil))
            case .failure(let failure): return .store(.savedGameRemoved(failure: failure.description))
            }
        case .findToday:
            return .daily(.todayIs(UTCDay(utcSeconds: clients.now())))
        case .copyToClipboard(let text):
            clients.copyToClipboard(text)
        case .loadMachineBoard:
            answerByMail(clients.loadMachineBoard) { result in
                switch result {
                case .success(let (board, damaged)): .machine(.boardLoaded(board, damaged: damaged))
                case .failure(let failure): .machine(.boardFailed(failure.description))
                }
            }
        case .recordOnMachine(let entry):
            switch clients.recordOnMachine(entry) {
            case .written: return .machine(.lineAdded(entry))
            case .waiting(let reason): return .machine(.lineWaiting(reason))
            case .lost(let reason): return .machine(.lineFailed(reason))
            }
        case .loadHabits:
            answerByMail(clients.loadHabits) { result in
                switch result {
                case .success(let (habits, problem)): .habits(.loaded(habits, problem: problem))
                case .failure(let failure): .habits(.loadFailed(failure.description))
                }
            }
        case .learnFrom(let record):
            switch clients.learnFrom(record) {
            case .success(let habits): return .habits(.learnt(habits))
            case .failure(let failure): return .habits(.saveFailed(failure.description))
            }
        case .saveHabits(let habits):
            switch clients.saveHabits(habits) {
            case .success: return .habits(.saved(habits))
            case .failure(let failure): return .habits(.saveFailed(failure.description))
            }
        case .quit, .loadList, .saveSettings, .saveGame, .keepSavedGameAside, .recordGame:
            break
        }
        return nil
    }

    /// Starts a read that answers on another thread (`start`, a client): its answer, as `action`
    /// makes it, waits in the mailbox for the event loop.
    private func answerByMail<Value>(_ start: (@escaping @Sendable (Result<Value, StoreFailure>) -> Void) -> Void,
                                     _ action: @escaping @Sendable (Result<Value, StoreFailure>) -> Action) {
        mailbox.expect()
        let mailbox = self.mailbox
        start { mailbox.post(action($0)) }
    }

    private func result(_ outcome: Result<Void, StoreFailure>, ok: StoreFeature.Action,
                        failed: (StoreFailure) -> StoreFeature.Action) -> StoreFeature.Action {
        switch outcome {
        case .success: return ok
        case .failure(let failure): return failed(failure)
        }
    }
}
