import HangmanCore

/// What became of a finished game's record.
public enum RecordOutcome: Equatable, Sendable {
    /// In the history; the stored history with it, when the store could tell, and what was
    /// wrong on the way (a file that stood in the log's place, kept aside).
    case recorded(merged: History?, problems: [String] = [])
    /// Not in the history (`reason`), but kept in the file `at`, to be added at the next start.
    case kept(reason: String, at: String)
    /// Neither in the history nor kept anywhere.
    case lost(reason: String)
}

/// What became of a finished game's line for the machine's board.
public enum MachineLineOutcome: Equatable, Sendable {
    case written
    /// Not written now (`reason`: another game held the board past the wait), but kept, sealed, in
    /// the player's folder: written at a later start.
    case waiting(reason: String)
    /// Neither written nor kept.
    case lost(reason: String)
}
