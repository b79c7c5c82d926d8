import HangmanCore

/// A daily game being played: the day, and whether it scores (the day's one attempt) or is a
/// past day replayed as practice (`--daily YYYY-MM-DD`), which counts as an ordinary game.
public struct DailyPlay: Equatable, Sendable {
    public var day: UTCDay
    public var scored: Bool
    public init(day: UTCDay, scored: Bool) { self.day = day; self.scored = scored }

    /// "Daily 2026-11-22" or "Practice 2026-11-01": how the screen and the share line name it.
    public var label: String { scored ? tr("Daily %s", day.shown) : tr("Practice %s", day.shown) }
}
