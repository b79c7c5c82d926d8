/// The game of one UTC day, the same for everyone: its length, misses, host and list are fixed,
/// and every random choice is seeded from the day, so two players who guess the same letters
/// on the same day meet the same answers.
public enum DailyGame {
    /// The list: everyday words, so that the word at the end is one the player knows.
    public static let wordList = WordListID.common
    /// The misses allowed, every day.
    public static let missesAllowed = 10
    /// The host, every day.
    public static let evilLevel = EvilLevel.fiendish
    /// The lengths a day can have. Against the Fiendish host on the common list people hang at
    /// 7 letters and fewer almost always, and win at 10 and more almost always (`make bench`).
    public static let lengths = 8...11

    /// Every random choice of the day's game comes from this.
    public static func seed(for day: UTCDay) -> UInt64 {
        var generator = SeededGenerator(seed: 0x4556_494C_4441_494C ^ UInt64(bitPattern: Int64(day.number)))
        return generator.next()
    }

    /// The day's settings: evil, Fiendish, the common list, 10 misses, a length from the day.
    public static func settings(for day: UTCDay) -> Settings {
        let length = lengths.lowerBound + Int(seed(for: day) % UInt64(lengths.count))
        return Settings(wordLength: length, missesAllowed: missesAllowed, mode: .evil, evilLevel: evilLevel, wordList: wordList)
    }

    /// The day's game from the common list (the same for everyone on that day).
    public static func newGame(for day: UTCDay, list: WordList) -> any Gameplay {
        var generator = SeededGenerator(seed: seed(for: day))
        return GameFactory.newGame(settings: settings(for: day), list: list, id: wordList, using: &generator).game
    }

    /// Whether a record can be the scored daily of `day` ended at `endedAt`: the day's host,
    /// misses and a length the day can have, ended on its day or later (it resumes), never before.
    public static func couldBe(_ record: GameRecord, of day: UTCDay) -> Bool {
        record.mode == .evil && record.evilLevel == evilLevel && record.missesAllowed == missesAllowed
            && lengths.contains(record.wordLength) && day <= UTCDay(utcSeconds: record.endedAt)
    }
}
