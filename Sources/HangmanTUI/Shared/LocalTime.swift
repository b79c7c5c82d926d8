/// The player's time zone, given to the app (tests pass a fixed one; the executable passes the
/// system's): records carry UTC, and a date is shown in local time.
public struct LocalTime: Sendable {
    /// Seconds east of UTC in effect at a moment (seconds since 1970 UTC): daylight saving makes
    /// it depend on the moment.
    public let utcOffset: @Sendable (Int64) -> Int

    public init(utcOffset: @escaping @Sendable (Int64) -> Int) { self.utcOffset = utcOffset }

    public static let utc = LocalTime { _ in 0 }
    public static func fixed(secondsEast: Int) -> LocalTime { LocalTime { _ in secondsEast } }

    /// The local calendar date of a moment, e.g. "2026-11-22".
    public func date(_ utcSeconds: Int64) -> String {
        let local = utcSeconds + Int64(utcOffset(utcSeconds))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let (y, m, d) = Self.civil(fromDays: days)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(y)-\(two(m))-\(two(d))"
    }

    /// Year, month, day of a day number (days since 1970-01-01), proleptic Gregorian
    /// (H. Hinnant's civil_from_days).
    static func civil(fromDays z0: Int64) -> (Int64, Int64, Int64) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}
