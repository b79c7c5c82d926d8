/// The game of one UTC day, the same for everyone: its length, misses, host and list are fixed,
/// and every random choice is seeded from the date, so two players who guess the same letters
/// on the same day meet the same answers.
public struct DailyGame: Equatable, Hashable, Sendable {
    /// Days since 1970-01-01 (UTC).
    public let day: Int

    public init(day: Int) { self.day = day }

    /// The day a moment falls on, in UTC (`seconds` since 1970).
    public init(utcSeconds seconds: Int64) {
        day = Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
    }

    /// A date written `YYYY-MM-DD` (years 1970-9999), or nil for anything else.
    public init?(date text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var n = 0
            for b in bytes[range] {
                guard (48...57).contains(b) else { return nil }
                n = n * 10 + Int(b - 48)
            }
            return n
        }
        guard let year = number(0..<4), let month = number(5..<7), let dayOfMonth = number(8..<10),
              (1970...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(dayOfMonth) else { return nil }
        day = Self.days(year: year, month: month, day: dayOfMonth)
    }

    /// `YYYY-MM-DD`.
    public var date: String {
        let (y, m, d) = Self.civil(fromDays: day)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(y)-\(two(m))-\(two(d))"
    }

    /// The list: everyday words, so that the word at the end is one the player knows.
    public static let wordList = WordListID.common
    /// The misses allowed, every day.
    public static let missesAllowed = 10
    /// The lengths a day can have. Against the Fiendish host on the common list people hang at
    /// 7 letters and fewer almost always, and win at 10 and more almost always (`make bench`).
    public static let lengths = 8...11

    /// Every random choice of the day's game comes from this.
    public var seed: UInt64 {
        var generator = SeededGenerator(seed: 0x4556_494C_4441_494C ^ UInt64(bitPattern: Int64(day)))
        return generator.next()
    }

    /// The day's settings: evil, Fiendish, the common list, 10 misses, a length from the date.
    public var settings: Settings {
        let length = Self.lengths.lowerBound + Int(seed % UInt64(Self.lengths.count))
        return Settings(wordLength: length, missesAllowed: Self.missesAllowed, mode: .evil, evilLevel: .fiendish,
                        wordList: Self.wordList)
    }

    /// The day's game from the common list (the same for everyone on that date).
    public func newGame(list: WordList) -> any Gameplay {
        var generator = SeededGenerator(seed: seed)
        return GameFactory.newGame(settings: settings, list: list, id: Self.wordList, using: &generator).game
    }

    // Civil dates (proleptic Gregorian), after Howard Hinnant's days_from_civil / civil_from_days.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
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

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
