import HangmanCore

/// The machine's board: every account's best wins at each level, and today's daily — how many
/// played it here and how many won — on the "This machine" pages of the high scores. A finished
/// game of a level or a day's daily adds its line (`MachineLine`) where the machine has a board
/// (a setgid install: `MachineLog`) and the game is a real one: dealt this run (a resumed game's
/// save could have been copied and brought back), not from a list the player chose (`--words`) or
/// a seed they chose (`--seed`, a challenge). The day's daily writes its line when its first guess
/// is made, and counts on the board only if that line is there. The board is read when one of its
/// pages is shown.
public struct MachineBoardFeature {
    public enum Action: Equatable, Sendable {
        /// The board as the log says it, and how many of its lines were damaged.
        case boardLoaded(MachineBoard, damaged: Int)
        case boardFailed(String)
        /// A game's line is on the board.
        case lineAdded(MachineEntry)
        /// Not written now, but kept in the player's folder for a later start.
        case lineWaiting(MachineEntry, String)
        case lineFailed(MachineEntry, String)
        /// Lines that waited in the player's folder were written (how many), or still wait (why).
        case waitingWritten(Int, problem: String?)
    }

    /// Whether this machine has a board the game can write; why not, where it has none.
    public enum Availability: Equatable, Sendable {
        case available
        /// A user install: no board where one would be (`folder`); the page says how to make one.
        case notInstalled(folder: String)
        /// An administrator made a board, but the game cannot use it (`reason`).
        case unusable(reason: String)
    }

    public let availability: Availability
    /// The account playing: its number and login name (as the system says them), for its lines.
    public let player: (uid: UInt32, name: String)?
    /// This run's games can reach the board (no `--words`, no `--seed`).
    public let runCounts: Bool
    /// The board as last read; nil until a page of it is shown.
    public fileprivate(set) var board: MachineBoard?
    /// The board is being read.
    public fileprivate(set) var loading = false
    /// What went wrong reading or writing it, said on its pages.
    public fileprivate(set) var problem: String?

    init(_ start: AppStart) {
        availability = start.machine
        player = start.machinePlayer
        runCounts = start.machineCountsThisRun
    }

    /// What reading the log left out, where it left anything.
    public static func damagedNote(_ damaged: Int) -> String? {
        damaged > 0
            ? trn(
                "%d line of the machine's log was damaged and left out",
                "%d lines of the machine's log were damaged and left out",
                damaged, damaged) : nil
    }

    /// Whether the board takes `record`, a game just recorded in the player's history (a begun
    /// daily too: its first guess puts the day's try on the board).
    func takes(_ record: GameRecord) -> Bool {
        availability == .available && player != nil && runCounts && record.countsOnTheBoard
            && MachineEntry.belongsOnTheBoard(record)
    }

    /// Whether the board would take `game`'s end, had it been dealt this run.
    func wouldTake(_ game: any Gameplay) -> Bool {
        var record = GameRecord(beginning: game, word: "", id: "")
        record.begun = false
        return takes(record)
    }
}

extension MachineBoardFeature: Feature {
    /// The line a game just recorded in the player's history adds to the machine's board, if any.
    static func gameRecorded(_ record: GameRecord, in app: inout App) -> [Effect] {
        guard app.machine.takes(record), let player = app.machine.player else { return [] }
        return [.recordOnMachine(MachineEntry(uid: player.uid, name: player.name, record: record))]
    }
}

extension MachineBoardFeature: Equatable {
    public static func == (a: MachineBoardFeature, b: MachineBoardFeature) -> Bool {
        a.availability == b.availability && a.player?.uid == b.player?.uid && a.board == b.board
            && a.problem == b.problem
    }
}

extension App {
    mutating func send(_ action: MachineBoardFeature.Action) -> [Effect] {
        switch action {
        case .boardLoaded(let board, let damaged):
            machine.board = board
            machine.loading = false
            machine.problem = MachineBoardFeature.damagedNote(damaged)
        case .boardFailed(let reason):
            machine.loading = false
            machine.problem = tr("The machine's board cannot be read: %s", reason)
        case .lineAdded(let entry):
            machine.board?.add(entry)
        case .lineWaiting(let entry, let reason):
            // Said in every front end (the line modes tell the run's problems).
            if entry.record.begun { return dailyLeavesTheBoard(reason) }
            machine.problem = tr(
                "This game is not on the machine's board yet (%s): it will be written at your next start", reason)
            report(problem: machine.problem!)
        case .lineFailed(let entry, let reason):
            if entry.record.begun { return dailyLeavesTheBoard(reason) }
            machine.problem = tr("This game is not on the machine's board: %s", reason)
            report(problem: machine.problem!)
        case .waitingWritten(_, let problem?):
            report(problem: tr("Games of yours still wait for the machine's board: %s", problem))
        case .waitingWritten: break
        }
        return []
    }

    /// The day's daily could not put its try on the board at its first guess: it plays on, and
    /// counts in the player's history only.
    private mutating func dailyLeavesTheBoard(_ reason: String) -> [Effect] {
        play.leaveTheBoard()
        machine.problem = tr(
            "Today's daily is not on the machine's board (%s): it counts in your own history only", reason)
        report(problem: machine.problem!)
        return []
    }

    /// A page of the machine's board is shown and the board has not been read (or was read before
    /// the last game): it is read now.
    mutating func machineBoardNeeded() -> [Effect] {
        guard case .results(.scores)? = windows.modal, windows.scorePage.machineLevel != nil,
            machine.availability == .available,
            !machine.loading, machine.board == nil
        else { return [] }
        machine.loading = true
        return [.loadMachineBoard]
    }
}
