/// Two letters drawn by a seed, for a game dealt from the words that hold one of them (the daily
/// game, a level's game): the host answers from another part of the list each time, so the same
/// guesses end in other words.
public enum Theme {
    /// Letters of middling frequency (in every language's list) from which two are drawn.
    static let alphabet = LetterCode.codes("bcdfghkmpwyv")

    /// A theme smaller than this is not used (the words are not narrowed).
    public static let minimumWords = 200

    /// The seed's two letters, as a letter set.
    public static func letters(seed: UInt64) -> UInt32 {
        var generator = SeededGenerator(seed: seed)
        let first = Int(generator.next() % UInt64(alphabet.count))
        var second = Int(generator.next() % UInt64(alphabet.count - 1))
        if second >= first { second += 1 }
        return LetterCode.bit(alphabet[first]) | LetterCode.bit(alphabet[second])
    }
}
