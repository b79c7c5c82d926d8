/// Guessing strategies that know the whole word list: the Fiendish host's model guessers, and the
/// opponents in tests and the benchmark.
public enum GuesserBot: String, CaseIterable, Sendable {
    /// The letter found in the most remaining words.
    case frequency
    /// The letter whose largest family is smallest.
    case minimax
    /// The letter that splits the remaining words most evenly (highest entropy of family sizes).
    case entropy
}

extension GuesserBot {
    /// The bot's letter for a pool of words, among the letters not in `guessed` (bit 0 = a); nil
    /// when every letter has been tried. Ties go to the letter in more words, then to the first in
    /// the alphabet, so that a bot never wastes a guess on a letter no word has while one is left.
    func letter(for words: [Int32], in bucket: WordBucket, guessed: UInt32) -> UInt8? {
        letter(
            from: LetterSplits(bucket: bucket, words: words, withFamilies: self != .frequency, ignoring: guessed),
            guessed: guessed)
    }

    /// The bot's letter given how each letter splits the pool (with families, unless `.frequency`).
    func letter(from splits: LetterSplits, guessed: UInt32) -> UInt8? {
        assert(splits.hasFamilies || self == .frequency, "\(self) needs the families of each letter")
        var best: Int? = nil
        var bestScore = (primary: -Double.infinity, containing: -1)
        for k in 0..<LetterCode.count where (guessed | ~splits.alphabet) & (1 << UInt32(k)) == 0 {
            let score = (primary: primaryScore(k, splits), containing: splits.containing[k])
            if score.primary > bestScore.primary
                || (score.primary == bestScore.primary && score.containing > bestScore.containing)
            {
                best = k
                bestScore = score
            }
        }
        return best.map { UInt8(97 + $0) }
    }

    private func primaryScore(_ k: Int, _ splits: LetterSplits) -> Double {
        switch self {
        case .frequency: return Double(splits.containing[k])
        case .minimax: return -Double(splits.largestFamily[k])
        case .entropy: return splits.entropy[k]
        }
    }
}
