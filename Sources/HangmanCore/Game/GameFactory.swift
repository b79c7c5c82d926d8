/// Deals new games from settings.
public enum GameFactory {
    /// A new game for `settings` drawn from `list` (known as `id`). The length is moved to the
    /// nearest one that has words when needed; `note` then says so.
    public static func newGame(settings: Settings, list: WordList, id: WordListID,
                               using generator: inout SeededGenerator) -> (game: any Gameplay, note: String?) {
        let (length, note) = settings.playableLength(in: list)
        let bucket = list.words(ofLength: length)
        switch settings.mode {
        case .good:
            return (GoodGameplay(words: bucket, missesAllowed: settings.missesAllowed, wordList: id, using: &generator), note)
        case .evil:
            return (EvilGameplay(words: bucket, missesAllowed: settings.missesAllowed, evilLevel: settings.evilLevel,
                                 wordList: id, seed: generator.next()), note)
        }
    }
}
