/// Proleptic Gregorian dates in UTC, after Howard Hinnant's `days_from_civil` / `civil_from_days`: the one calendar
/// of the program.
public enum CivilCalendar {
    /// 0001-01-01 00:00:00 UTC: a clock set far back still gives a date that reads back.
    public static let earliestSeconds: Int64 = -62_135_596_800
    /// The latest: 9999-12-31 23:59:59 UTC (beyond it a year no longer has four digits).
    public static let latestSeconds: Int64 = 253_402_300_799

    /// Days since 1970-01-01 of a date.
    public static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day (days since 1970-01-01).
    public static func date(ofDay days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Floor division: a moment before 1970 is on a negative day. Held within the years 0001-9999.
    public static func day(ofSeconds seconds: Int64) -> Int {
        let moment = clamped(seconds)
        return Int(moment >= 0 ? moment / 86_400 : (moment - 86_399) / 86_400)
    }

    public static func clamped(_ seconds: Int64) -> Int64 { min(max(seconds, earliestSeconds), latestSeconds) }

    /// "2026-11-22".
    public static func dateText(ofDay days: Int) -> String {
        let (y, m, d) = date(ofDay: days)
        return digits(y, 4) + "-" + digits(m, 2) + "-" + digits(d, 2)
    }

    /// "20261122T162721Z": the UTC stamp in the name of a file kept aside.
    public static func stamp(_ seconds: Int64) -> String {
        let moment = clamped(seconds)
        let days = day(ofSeconds: moment)
        let (y, m, d) = date(ofDay: days)
        let inDay = Int(moment - Int64(days) * 86_400)
        return digits(y, 4) + digits(m, 2) + digits(d, 2) + "T" + digits(inDay / 3600, 2) + digits(inDay / 60 % 60, 2)
            + digits(inDay % 60, 2) + "Z"
    }

    /// "2026-11-22" (years 0001-9999, a real day of its month) as days since 1970; nil for anything else.
    public static func day(ofDate text: String) -> Int? {
        let b = Array(text.utf8)
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
            let y = number(b, 0..<4), let m = number(b, 5..<7), let d = number(b, 8..<10),
            y >= 1, (1...12).contains(m), (1...daysIn(month: m, year: y)).contains(d)
        else { return nil }
        return days(year: y, month: m, day: d)
    }

    /// "2026-11-22T16:27:21Z" as seconds since 1970; nil for anything else.
    public static func seconds(ofTimestamp text: String) -> Int64? {
        let b = Array(text.utf8)
        guard b.count == 20, b[10] == UInt8(ascii: "T"), b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
            b[19] == UInt8(ascii: "Z"), let days = day(ofDate: String(decoding: b[0..<10], as: UTF8.self)),
            let h = number(b, 11..<13), let mi = number(b, 14..<16), let s = number(b, 17..<19), h < 24, mi < 60, s < 61
        else { return nil }
        return Int64(days) * 86_400 + Int64(h * 3600 + mi * 60 + s)
    }

    private static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var n = 0
        for i in range {
            guard (48...57).contains(bytes[i]) else { return nil }
            n = n * 10 + Int(bytes[i] - 48)
        }
        return n
    }

    private static func digits(_ n: Int, _ width: Int) -> String {
        let text = String(n)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
