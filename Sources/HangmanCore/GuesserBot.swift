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
        letter(from: LetterSplits(bucket: bucket, words: words, withFamilies: self != .frequency, ignoring: guessed), guessed: guessed)
    }

    /// The bot's letter given how each letter splits the pool (with families, unless `.frequency`).
    func letter(from splits: LetterSplits, guessed: UInt32) -> UInt8? {
        assert(splits.hasFamilies || self == .frequency, "\(self) needs the families of each letter")
        var best: Int? = nil
        var bestScore = (primary: -Double.infinity, containing: -1)
        for k in 0..<26 where guessed & (1 << UInt32(k)) == 0 {
            let score = (primary: primaryScore(k, splits), containing: splits.containing[k])
            if score.primary > bestScore.primary || (score.primary == bestScore.primary && score.containing > bestScore.containing) {
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

/// A guesser playing one game: it keeps the words that fit everything the host has answered
/// and asks its bot for the next letter. It never repeats a letter.
public struct Guesser: Sendable {
    public let bot: GuesserBot
    private var pool: WordPool

    public init(bucket: WordBucket, bot: GuesserBot) {
        self.bot = bot
        pool = WordPool(all: bucket)
    }

    /// The words still possible after the answers so far.
    public var candidates: Int { pool.count }

    /// The next letter (lower-case ASCII) given the host's pattern and the letters tried (bit 0 = a).
    public mutating func nextLetter(pattern: [Character?], guessed: UInt32) -> UInt8 {
        narrow(pattern: pattern, guessed: guessed)
        guard let letter = bot.letter(for: pool.indices, in: pool.bucket, guessed: guessed) else {
            preconditionFailure("every letter has been tried")
        }
        return letter
    }

    /// Keeps the words that fit the pattern: revealed letters in place, no tried letter elsewhere.
    private mutating func narrow(pattern: [Character?], guessed: UInt32) {
        let bucket = pool.bucket
        let shown = pattern.map { $0.flatMap(\.asciiValue) }
        pool.indices = pool.indices.filter { w in
            let start = Int(w) * bucket.length
            for i in 0..<bucket.length {
                let c = bucket.bytes[start + i]
                if let s = shown[i] { if c != s { return false } }
                else if c != UInt8(ascii: " "), guessed & (1 << UInt32(c &- 97)) != 0 { return false }
            }
            return true
        }
    }
}
