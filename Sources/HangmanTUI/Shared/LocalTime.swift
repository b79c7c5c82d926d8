import HangmanCore

/// The player's time zone, given to the app (tests pass a fixed one; the executable passes the
/// system's): records carry UTC, and a date is shown in local time.
public struct LocalTime: Sendable {
    /// Seconds east of UTC in effect at a moment (seconds since 1970 UTC): daylight saving makes
    /// it depend on the moment.
    public let utcOffset: @Sendable (Int64) -> Int

    public init(utcOffset: @escaping @Sendable (Int64) -> Int) { self.utcOffset = utcOffset }

    public static let utc = LocalTime { _ in 0 }
    public static func fixed(secondsEast: Int) -> LocalTime { LocalTime { _ in secondsEast } }

    /// The local calendar date of a moment, e.g. "2026-11-22" (the calendar is `CivilCalendar`).
    public func date(_ utcSeconds: Int64) -> String {
        UTCDay(utcSeconds: utcSeconds &+ Int64(utcOffset(utcSeconds))).date
    }
}
