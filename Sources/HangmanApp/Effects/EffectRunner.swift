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
            if effect == .quit {
                quit = true
                continue
            }
            let (action, then) = perform(effect)
            queue.insert(contentsOf: then, at: 0)
            if let action { queue += app.send(action) }
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

    /// An effect carried out: the app's answer, and the effects that follow it where it worked.
    private func perform(_ effect: Effect) -> (Action?, then: [Effect]) {
        switch effect {
        case .loadList(let id):
            switch clients.loadList(id) {
            case .success(let list): return (.store(.listLoaded(id, list)), [])
            case .failure(let error): return (.store(.listFailed(id, error)), [])
            }
        case .loadHistory:
            mailbox.expect()
            let mailbox = self.mailbox
            clients.loadHistory { history, problems in mailbox.post(.store(.historyLoaded(history, problems: problems)))
            }
        case .saveSettings(let settings):
            return (
                answer(clients.saveSettings(settings), ok: .store(.settingsSaved)) {
                    .store(.settingsSaveFailed(reason: $0))
                }, []
            )
        case .saveGame(let saved):
            return (answer(clients.saveGame(saved), ok: .store(.gameSaved)) { .store(.gameSaveFailed(reason: $0)) }, [])
        case .keepSavedGameAside:
            switch clients.keepSavedGameAside() {
            case .success(let name): return (.store(.savedGameKeptAside(keptAs: name)), [])
            case .failure: return (.store(.savedGameKeptAside(keptAs: nil)), [])
            }
        case .recordGame(let record):
            let stamped = record.stamped(clients.now())
            return (.store(.recorded(stamped, clients.recordGame(stamped))), [])
        case .endGame(let record, let ended):
            let stamped = record.stamped(clients.now())
            let outcome = clients.recordGame(stamped)
            return (.store(.ended(stamped, outcome, kept: endKept(outcome, ended))), [])
        case .beginDaily(let record, let then):
            let stamped = record.stamped(clients.now())
            let outcome = clients.recordGame(stamped)
            if case .lost = outcome { return (.store(.dailyBegun(stamped, outcome)), []) }
            return (.store(.dailyBegun(stamped, outcome)), then)
        case .findToday:
            return (.daily(.todayIs(UTCDay(utcSeconds: clients.now()))), [])
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
            case .written: return (.machine(.lineAdded(entry)), [])
            case .waiting(let reason): return (.machine(.lineWaiting(entry, reason)), [])
            case .lost(let reason): return (.machine(.lineFailed(entry, reason)), [])
            }
        case .writeWaitingLines:
            answerByMail(clients.writeWaitingLines) { result in
                switch result {
                case .success(let written): .machine(.waitingWritten(written, problem: nil))
                case .failure(let failure): .machine(.waitingWritten(0, problem: failure.description))
                }
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
            case .success(let habits): return (.habits(.learnt(habits)), [])
            case .failure(let failure): return (.habits(.saveFailed(failure.description)), [])
            }
        case .saveHabits(let habits):
            return (answer(clients.saveHabits(habits), ok: .habits(.saved(habits))) { .habits(.saveFailed($0)) }, [])
        case .quit:
            break
        }
        return (nil, [])
    }

    /// Whether a game's end is kept once its record went where `outcome` says: recorded or kept for
    /// the next start, its save goes (or, where it cannot, shows the end); recorded nowhere, the
    /// save shows the end, or goes; where neither can be written, nothing is kept.
    private func endKept(_ outcome: RecordOutcome, _ ended: SavedGame?) -> Bool {
        guard let ended else { return true }
        switch outcome {
        case .recorded, .kept:
            if case .failure = clients.removeSavedGame() { _ = clients.saveGame(ended) }
            return true
        case .lost:
            if case .success = clients.saveGame(ended) { return true }
            if case .success = clients.removeSavedGame() { return true }
            return false
        }
    }

    /// Starts a read that answers on another thread (`start`, a client): its answer, as `action`
    /// makes it, waits in the mailbox for the event loop.
    private func answerByMail<Value>(
        _ start: (@escaping @Sendable (Result<Value, StoreFailure>) -> Void) -> Void,
        _ action: @escaping @Sendable (Result<Value, StoreFailure>) -> Action
    ) {
        mailbox.expect()
        let mailbox = self.mailbox
        start { mailbox.post(action($0)) }
    }

    private func answer(_ outcome: Result<Void, StoreFailure>, ok: Action, failed: (String) -> Action) -> Action {
        switch outcome {
        case .success: return ok
        case .failure(let failure): return failed(failure.description)
        }
    }
}
