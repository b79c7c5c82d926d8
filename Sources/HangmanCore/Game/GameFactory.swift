/// Deals new games from settings.
public enum GameFactory {
    /// A new game for `settings` drawn from `list` (known as `id`). The length is moved to the
    /// nearest one that has words when needed; `note` then says so. A level (any but Custom) deals
    /// a length of its range, and an evil game of a level is dealt from a sample of the length's
    /// words drawn by the game's seed (`Level.Preset.share`, of a theme's words where `themed`): the same guesses lead elsewhere in
    /// another game, and the dictionary's corners are not visited every time.
    /// `habits`: what the Nemesis host learnt of the player (no other host reads it).
    public static func newGame(settings: Settings, list: WordList, id: WordListID, habits: PlayerHabits? = nil,
                               using generator: inout SeededGenerator) -> (game: any Gameplay, note: String?) {
        var (length, note) = settings.playableLength(in: list)
        let preset = settings.level.preset(in: list.language)
        if let lengths = preset?.lengths {
            let drawn = lengths.lowerBound + Int(generator.next() % UInt64(lengths.count))
            if list.count(ofLength: drawn) > 0 { (length, note) = (drawn, nil) }
        }
        switch settings.mode {
        case .good:
            return (GoodGameplay(words: list.words(ofLength: length), missesAllowed: settings.missesAllowed, wordList: id,
                                 using: &generator), note)
        case .evil:
            let seed = generator.next()
            let share = preset?.share, theme: Theme.Rule? = preset?.themed == true ? .bothLetters : nil
            return (EvilGameplay(words: words(of: list, length: length, share: share, theme: theme, seed: seed),
                                 missesAllowed: settings.missesAllowed, host: settings.host,
                                 strategy: settings.host.strategy(knowing: habits, in: list.language), wordList: id, seed: seed,
                                 poolShare: share, theme: theme), note)
        }
    }

    /// The words a game is dealt from: all of `length`, or the sample of `share` its seed draws
    /// (all of them where the sample would be empty).
    public static func words(of list: WordList, length: Int, share: Double?, theme: Theme.Rule? = nil, seed: UInt64) -> WordBucket {
        words(of: list.words(ofLength: length), share: share, theme: theme, seed: seed)
    }

    /// `theme`: of the words its rule keeps for the two letters the seed draws (`Theme`), where
    /// there are at least `Theme.minimumWords`; of all of them otherwise.
    public static func words(of all: WordBucket, share: Double?, theme: Theme.Rule? = nil, seed: UInt64) -> WordBucket {
        guard let share, share < 1 else { return all }
        let from = theme.flatMap { Theme.words(of: all, rule: $0, seed: seed ^ 0x5448_454D) } ?? all
        let sample = from.sample(keeping: share, seed: seed ^ 0x4C45_5645_4C53)
        return sample.count > 0 ? sample : all
    }
}
