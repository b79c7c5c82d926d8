import HangmanCore

/// What `--daily` asked for.
public enum DailyRequest: Equatable, Sendable {
    /// Today's daily (the clock says which day that is).
    case today
    /// A past day, as practice.
    case practice(UTCDay)
}
