/// The game of one UTC day, the same for everyone: its length, misses, host and list are fixed,
/// and every random choice is seeded from the day, so two players who guess the same letters
/// on the same day meet the same answers.
public enum DailyGame {
    /// The English list: everyday words, so that the word at the end is one the player knows.
    public static let wordList = WordListID.common

    /// The day's list in `language`: its everyday words, shipped with the game (so the same
    /// for everyone who plays that version, whatever their system's dictionaries).
    public static func wordList(in language: Language) -> WordListID { .everyday(in: language) }
    /// The misses a day of 6, 7 or 8 letters allows: fewer for longer words, which give more
    /// away. With these people win a sixth of the 6-letter days and over a third of the others, and no run of
    /// guesses that wins one day wins more than a fifth of the other days of its length
    /// (`make bench`, 120 days a length; docs/levels.md).
    static let missesByLength = [7, 6, 5]

    /// Misses the day's game of `length` letters allows.
    public static func missesAllowed(forLength length: Int) -> Int {
        missesByLength[min(max(length, lengths.lowerBound), lengths.upperBound) - lengths.lowerBound]
    }
    /// The host, every day.
    public static let host = Host.cunning
    /// The lengths a day can have. People know the everyday words of 9 letters and more well
    /// enough to win most days at any fair number of misses (`make bench`).
    public static let lengths = 6...8

    /// Every random choice of the day's game comes from this: the same for everyone who plays
    /// `language` that day (English keeps the seeds of the days before languages).
    public static func seed(for day: UTCDay, language: Language = .english) -> UInt64 {
        let salt = language == .english ? 0 : language.rawValue.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        var generator = SeededGenerator(
            seed: 0x4556_494C_4441_494C ^ UInt64(bitPattern: Int64(day.number)) ^ salt << 32)
        return generator.next()
    }

    /// The day's settings: evil, Fiendish, the common list, a length from the day and its misses.
    public static func settings(for day: UTCDay, language: Language = .english) -> Settings {
        let length = lengths.lowerBound + Int(seed(for: day, language: language) % UInt64(lengths.count))
        return Settings(
            wordLength: length, missesAllowed: missesAllowed(forLength: length), mode: .evil, host: host,
            wordList: wordList(in: language))
    }

    /// The share of the common list's words of the day's length that the day plays with.
    public static let poolShare = 0.8

    /// The day's words: those of the day's length that hold one of the day's two theme letters
    /// (`themeLetters`), and of those a seeded sample (`poolShare`), another each day. The host
    /// answers from these alone, so its answers, and the words a game can end on, change from
    /// day to day: a run of guesses learned on one day does not win the next (`make bench`
    /// measures it: `DailyBench`).
    public static func words(for day: UTCDay, list: WordList, share: Double = poolShare) -> WordBucket {
        let language = list.language
        let length = settings(for: day, language: language).playableLength(in: list).length
        let all = list.words(ofLength: length)
        let themed = all.keeping(anyOf: themeLetters(for: day, language: language))
        let sample = (themed.count >= 50 ? themed : all).sample(
            keeping: share, seed: seed(for: day, language: language) ^ 0x504F_4F4C)
        return sample.count > 0 ? Deal.apart(sample, seed: seed(for: day, language: language)) : all
    }

    /// The day's two theme letters: its words each hold at least one of them.
    public static func themeLetters(for day: UTCDay, language: Language = .english) -> UInt32 {
        Theme.letters(seed: seed(for: day, language: language) ^ 0x5448_454D)
    }

    /// The deal of the day's game in `list`'s language (the same for everyone on that day): the
    /// scored one, or a practice of it.
    public static func deal(for day: UTCDay, list: WordList, scored: Bool) -> Deal {
        var generator = SeededGenerator(seed: seed(for: day, language: list.language))
        _ = generator.next()
        let length = settings(for: day, language: list.language).playableLength(in: list).length
        return Deal(
            list: wordList(in: list.language), length: length, misses: missesAllowed(forLength: length), host: host,
            seed: generator.next(), share: poolShare, origin: scored ? .daily(day) : .practice(day))
    }

    /// The day's game played again from a record's guesses, as the player played it: the same
    /// guesses meet the same answers, so its "How I cheated" can be shown again. Nil when the
    /// record has no guesses, or `list` no longer deals that game (another version of the
    /// language's word list): the answers would not be the ones the player met.
    public static func replay(_ record: GameRecord, of day: UTCDay, list: WordList) -> (any Gameplay)? {
        guard !record.guesses.isEmpty, var game = deal(for: day, list: list, scored: true).game(from: list) else {
            return nil
        }
        guard game.wordLength == record.wordLength, game.missesAllowed == record.missesAllowed else { return nil }
        for letter in record.guesses where !game.isOver { _ = game.guess(String(letter)) }
        let left = record.won ? game.status == .won : (game.status == .lost || record.missesMade < record.missesAllowed)
        guard game.guessedLetters == record.guesses, game.missesMade == record.missesMade, left else { return nil }
        return game
    }

    /// Whether a record can be the scored daily of `day`: the day's host, a length and misses some
    /// release dealt a day (6 to 11 letters, 5 to 10 misses), ended on its day or later (it
    /// resumes), never before.
    public static func couldBe(_ record: GameRecord, of day: UTCDay) -> Bool {
        record.host == host && (6...11).contains(record.wordLength) && (5...10).contains(record.missesAllowed)
            && day <= UTCDay(utcSeconds: record.endedAt)
    }
}
