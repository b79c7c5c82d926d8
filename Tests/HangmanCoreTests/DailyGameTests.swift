import Testing
@testable import HangmanCore

@Suite struct DailyGameTests {
    @Test func datesAndDaysRoundTripForEveryDayOfTwoCenturies() {
        for number in 0...(UTCDay(date: "2169-12-31")!.number) {
            let day = UTCDay(number: number)
            #expect(UTCDay(date: day.date) == day, "\(day.date)")
        }
        #expect(UTCDay(date: "1970-01-01")?.number == 0)
        #expect(UTCDay(date: "2026-11-22")?.number == 20_779)  // `date -u -d 2026-11-22 +%s` / 86400
        #expect(UTCDay(utcSeconds: 1_795_305_600).date == "2026-11-22")  // 2026-11-22 00:00 UTC
        #expect(UTCDay(utcSeconds: 1_795_305_599).date == "2026-11-21")
    }

    /// Any clock value is a day whose date reads back: before 1970, and beyond year 9999 (held there).
    @Test(arguments: [Int64.min, -62_135_596_801, -1, 0, 253_402_300_800, Int64.max])
    func everyMomentIsADayWithADate(seconds: Int64) throws {
        let day = UTCDay(utcSeconds: seconds)
        #expect(UTCDay(date: day.date) == day, "\(day.date)")
        #expect(UTCDay(utcSeconds: -1).date == "1969-12-31")
        #expect(DailyGame.lengths.contains(DailyGame.settings(for: day).wordLength))
    }

    @Test func fileStampsAndOldDatesUseTheSameCalendar() {
        #expect(CivilCalendar.stamp(1_700_000_000) == "20231114T221320Z")
        #expect(CivilCalendar.stamp(-86_400) == "19691231T000000Z")
        let expected: Int64 = 1_795_305_600 + 16 * 3600 + 27 * 60 + 21
        #expect(CivilCalendar.seconds(ofTimestamp: "2026-11-22T16:27:21Z") == expected)
        #expect(CivilCalendar.seconds(ofTimestamp: "2026-02-30T00:00:00Z") == nil)
    }

    @Test(arguments: ["2026-02-29", "2023-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-22", "26-11-22",
                      "2026/11/22", "2026-11-22 ", " 2026-11-22", "0000-12-31", "10000-01-01", "２０２６-11-22", "", "today", "2026-11-2x"])
    func anythingButARealDateIsRefused(text: String) {
        #expect(UTCDay(date: text) == nil)
    }

    @Test func leapDaysAreDates() {
        #expect(UTCDay(date: "2024-02-29") != nil)
        #expect(UTCDay(date: "2000-02-29") != nil)
        #expect(UTCDay(date: "2100-02-29") == nil)
        #expect(UTCDay(date: "1969-12-31")?.number == -1)
    }

    /// The day fixes everything: the same date deals the same game, and the same guesses meet
    /// the same answers; the settings are the documented ones.
    @Test func theSameDayDealsTheSameGameAndAnswersAlike() {
        var entries: [String] = []
        for i in 0..<400 {
            var word = ""
            for k in 0..<(8 + i % 4) {
                let letter = UInt8(97 + (i * 7 + k * 3 + i / 26) % 26)
                word.append(Character(UnicodeScalar(letter)))
            }
            entries.append(word)
        }
        let list = WordList(name: "common.txt", entries: entries)
        for date in ["2026-11-22", "2026-11-23", "2027-01-01"] {
            let day = UTCDay(date: date)!
            let settings = DailyGame.settings(for: day)
            #expect(DailyGame.lengths.contains(settings.wordLength))
            #expect(settings.missesAllowed == DailyGame.missesAllowed(forLength: settings.wordLength) && settings.mode == .evil && settings.host == .cunning)
            var a = DailyGame.newGame(for: day, list: list), b = DailyGame.newGame(for: UTCDay(date: date)!, list: list)
            for letter in "etaoinsrhl" {
                _ = a.guess(String(letter))
                _ = b.guess(String(letter))
                #expect(a.patternText == b.patternText)
                #expect(a.wrongLetters == b.wrongLetters)
            }
        }
        let lengths = Set((0..<60).map { DailyGame.settings(for: UTCDay(number: 20_400 + $0)).wordLength })
        #expect(lengths == Set(DailyGame.lengths))
    }

    static func daily(_ date: String, won: Bool, id: String? = nil) -> GameRecord {
        GameRecord(id: id ?? "d-\(date)", word: "aaaaaaaa", won: won, missesMade: won ? 3 : 10, missesAllowed: 10, wordLength: 8,
                   mode: .evil, endedAt: Int64(UTCDay(date: date)!.number) * 86_400 + 3600, host: .cunning, daily: UTCDay(date: date)!)
    }

    /// A record that says "daily" must be one: the day's settings, ended on its day or later.
    @Test func aDailyRecordThatCannotBeTheDaysGameIsDamage() {
        #expect(Self.daily("2026-11-22", won: true).problem == nil)
        var future = Self.daily("2026-11-22", won: true)
        future.deal.origin = .daily(UTCDay(date: "2026-11-25")!)  // ends three days before its day
        #expect(future.problem != nil)
        var easy = Self.daily("2026-11-22", won: true)
        easy.deal.misses = 26
        #expect(easy.problem != nil)
        var classic = Self.daily("2026-11-22", won: true)
        classic.deal.host = .classic
        #expect(classic.problem != nil)
        var short = Self.daily("2026-11-22", won: true)
        (short.word, short.deal.length) = ("aaa", 3)
        #expect(short.problem != nil)
    }

    @Test func theDailyStreakCountsWinsOnConsecutiveDays() {
        var h = History()
        h.record(Self.daily("2026-11-18", won: true))
        h.record(Self.daily("2026-11-19", won: true))
        h.record(GameRecord(id: "x", word: "bbbb", won: true, missesMade: 1, missesAllowed: 10, wordLength: 4, mode: .good, endedAt: 1))
        h.record(Self.daily("2026-11-20", won: true))
        #expect(h.dailyStreak(today: UTCDay(date: "2026-11-20")!) == 3)
        #expect(h.dailyStreak(today: UTCDay(date: "2026-11-21")!) == 3)  // today's not played yet
        #expect(h.dailyStreak(today: UTCDay(date: "2026-11-22")!) == 0)  // a day passed
        h.record(Self.daily("2026-11-22", won: true))  // a gap: a new streak
        #expect(h.dailyStreak(today: UTCDay(date: "2026-11-22")!) == 1)
        #expect(h.daily.bestStreak == 3 && h.daily.played == 4 && h.daily.won == 4)
        h.record(Self.daily("2026-11-23", won: false))
        #expect(h.dailyStreak(today: UTCDay(date: "2026-11-23")!) == 0)
        #expect(h.lastDaily?.daily == UTCDay(date: "2026-11-23"))
    }

    @Test func oneScoredDailyADayAndEachPageRanksItsOwn() {
        var h = History()
        h.record(Self.daily("2026-11-22", won: true, id: "first"))
        h.record(Self.daily("2026-11-22", won: true, id: "second"))  // another instance, same day
        #expect(h.daily.played == 1)
        #expect(h.highScores(on: .daily).map(\.id) == ["first"])
        #expect(h.highScores(on: .custom).map(\.id) == ["second"])  // counted as a game of its settings, not the day's
        h.record(GameRecord(id: "f", word: "cccccccc", won: true, missesMade: 6, missesAllowed: 10, wordLength: 8, mode: .evil,
                            endedAt: 5, host: .cunning))
        h.record(GameRecord(id: "g", word: "dddd", won: true, missesMade: 5, missesAllowed: 10, wordLength: 4, mode: .good, endedAt: 6))
        #expect(h.highScores(on: .custom).map(\.id) == ["second", "f"])  // the same settings: fewer misses first
        #expect(h.highScores(on: .good).map(\.id) == ["g"])
        #expect(h.rank(of: "f") == 2 && h.page(of: "f") == .custom)
        #expect(h.all.played == 4 && h.evil.played == 3)
    }
}
