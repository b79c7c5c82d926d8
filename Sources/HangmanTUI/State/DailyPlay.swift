import HangmanCore

/// A daily game being played: the day, and whether it scores (the day's one attempt) or is a
/// past day replayed as practice (`--daily YYYY-MM-DD`), which counts as an ordinary game.
public struct DailyPlay: Equatable, Sendable {
    public var day: DailyGame
    public var scored: Bool
    public init(day: DailyGame, scored: Bool) { self.day = day; self.scored = scored }
}

/// What `--daily` asked for.
public enum DailyRequest: Equatable, Sendable {
    /// Today's daily (the clock says which day that is).
    case today
    /// A past day, as practice.
    case practice(DailyGame)
}
