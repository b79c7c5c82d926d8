import HangmanCore

/// The bench's games: a host's rule, with the knobs only the bench turns, on a bucket of words.
extension EvilGameplay {
    init(
        bench bucket: WordBucket, misses: Int, rule: any HostRule, list: WordListID = .full, host: Host = .cunning,
        seed: UInt64,
        share: Double? = nil, theme: Theme.Rule? = nil
    ) {
        self.init(
            deal: Deal(
                list: list, length: bucket.length, misses: misses, host: host, seed: seed, share: share, theme: theme),
            words: bucket, rule: rule)
    }
}

extension GameRecord {
    /// A record of a bench game (never written to a player's history).
    init(bench id: String, game: any Gameplay, endedAt: Int64 = 0, level: Level = .custom) {
        var deal = game.deal
        deal.level = level
        self.init(
            id: id, deal: deal, word: game.word ?? "", won: game.status == .won, missesMade: game.missesMade,
            guesses: game.guessedLetters, endedAt: endedAt)
    }
}

/// The daily of `day` dealt from `share` of its words (the bench tries other shares than the day's).
func dailyGame(_ day: UTCDay, _ list: WordList, _ share: Double) -> any Gameplay {
    let deal = DailyGame.deal(for: day, list: list, scored: true)
    return EvilGameplay(deal: deal, words: DailyGame.words(for: day, list: list, share: share))
}
