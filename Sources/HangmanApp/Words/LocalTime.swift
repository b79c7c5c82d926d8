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

    /// The local calendar date of a moment as the screen shows dates, e.g. "2026-11-22" (the
    /// calendar is `CivilCalendar`).
    public func date(_ utcSeconds: Int64) -> String {
        UTCDay(utcSeconds: utcSeconds &+ Int64(utcOffset(utcSeconds))).shown
    }
}

extension UTCDay {
    /// The date as the screen shows it, in the order the screen's language writes a date
    /// (2026-11-25; 25.11.2026 in German): ten characters in every language. Flags and files
    /// keep `date`, YYYY-MM-DD.
    public var shown: String {
        let parts = date.split(separator: "-").map(String.init)
        guard parts.count == 3 else { return date }
        return trc(
            "a date on screen: %1$s the year, %2$s the month, %3$s the day (2026-11-25)", "%1$s-%2$s-%3$s", parts[0],
            parts[1], parts[2])
    }
}
