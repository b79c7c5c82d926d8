import HangmanCore

/// What became of a finished game's record.
public enum RecordOutcome: Equatable, Sendable {
    /// In the history; the stored history with it, when the store could tell.
    case recorded(merged: History?)
    /// Not in the history (`reason`), but kept in the file `at`, to be added at the next start.
    case kept(reason: String, at: String)
    /// Neither in the history nor kept anywhere.
    case lost(reason: String)
}
