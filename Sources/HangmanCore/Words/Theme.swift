/// Two letters drawn by a seed, for a game dealt from the words that hold them (the daily game,
/// a level's game): the host answers from another part of the list each time, so the same
/// guesses end in other words.
public enum Theme {
    /// Which words of the two letters a game is dealt from. Saved with the game (a restore deals
    /// the same words again), so a rule, once shipped, is kept.
    public enum Rule: Int, Sendable, Codable {
        /// The words holding either letter: the daily, and a level's games saved before 1.2.
        case eitherLetter = 1
        /// The words holding both (either, where fewer than `minimumWords` hold both): fewer words
        /// a game, and less alike from one game to the next (docs/levels.md, "Games that differ").
        case bothLetters = 2
    }

    /// Letters of middling frequency (in every language's list) from which two are drawn.
    static let alphabet = LetterCode.codes("bcdfghkmpwyv")

    /// A theme smaller than this is not used (the words are not narrowed).
    public static let minimumWords = 200

    /// The words of `all` that `rule` keeps for the seed's letters; nil where fewer than
    /// `minimumWords` (the game then deals from all of them).
    public static func words(of all: WordBucket, rule: Rule, seed: UInt64) -> WordBucket? {
        let letters = Self.letters(seed: seed)
        let either = { () -> WordBucket? in
            let kept = all.keeping { $0 & letters != 0 }
            return kept.count >= minimumWords ? kept : nil
        }
        switch rule {
        case .eitherLetter: return either()
        case .bothLetters:
            let kept = all.keeping { $0 & letters == letters }
            return kept.count >= minimumWords ? kept : either()
        }
    }

    /// The seed's two letters, as a letter set.
    public static func letters(seed: UInt64) -> UInt32 {
        var generator = SeededGenerator(seed: seed)
        let first = Int(generator.next() % UInt64(alphabet.count))
        var second = Int(generator.next() % UInt64(alphabet.count - 1))
        if second >= first { second += 1 }
        return LetterCode.bit(alphabet[first]) | LetterCode.bit(alphabet[second])
    }
}
