/// One day of the UTC calendar, as days since 1970-01-01 (negative before): the daily game's
/// day, and the day a streak is counted on. Every day has a `YYYY-MM-DD` date that reads back.
public struct UTCDay: Comparable, Hashable, Sendable {
    public let number: Int

    public init(number: Int) {
        let first = CivilCalendar.day(ofSeconds: CivilCalendar.earliestSeconds)
        let last = CivilCalendar.day(ofSeconds: CivilCalendar.latestSeconds)
        self.number = min(max(number, first), last)
    }

    /// Any value: a clock far off is held to the years 0001-9999.
    public init(utcSeconds seconds: Int64) { self.init(number: CivilCalendar.day(ofSeconds: seconds)) }

    /// A date written `YYYY-MM-DD` (years 0001-9999), or nil for anything else.
    public init?(date text: String) {
        guard let number = CivilCalendar.day(ofDate: text) else { return nil }
        self.number = number
    }

    public var date: String { CivilCalendar.dateText(ofDay: number) }

    public static func < (a: UTCDay, b: UTCDay) -> Bool { a.number < b.number }
}
