import HangmanCore

/// Records for the tests of the history, in the store and through the binary.
public enum Records {
    public static func record(_ id: String, won: Bool = true, misses: Int, length: Int = 8, day: Double = 0,
                              mode: GameMode = .evil) -> GameRecord {
        GameRecord(id: id, word: String(repeating: "a", count: length), won: won, missesMade: misses, missesAllowed: 10,
                   wordLength: length, mode: mode, endedAt: 1_700_000_000 + Int64(day * 86_400))
    }
}

