/// Guessing strategies that know the whole word list, for tests and the benchmark.
public enum GuesserBot: String, CaseIterable, Sendable {
    /// The letter found in the most remaining words.
    case frequency
    /// The letter whose largest family is smallest.
    case minimax
    /// The letter that splits the remaining words most evenly (highest entropy of family sizes).
    case entropy
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
        let open = (0..<26).filter { guessed & (1 << UInt32($0)) == 0 }
        precondition(!open.isEmpty, "every letter has been tried")
        var best = open[0]
        var bestScore = -Double.infinity
        for k in open {
            let score = self.score(letter: UInt8(97 + k))
            if score > bestScore { best = k; bestScore = score }
        }
        return UInt8(97 + best)
    }

    private func score(letter: UInt8) -> Double {
        let bit = UInt32(1) << UInt32(letter - 97)
        switch bot {
        case .frequency:
            return Double(pool.indices.reduce(0) { $0 + (pool.bucket.letterSets[Int($1)] & bit != 0 ? 1 : 0) })
        case .minimax:
            let families = pool.wordFamilies(for: letter)
            let containing = pool.count - (families.first { $0.isMiss }?.count ?? 0)
            // Smaller largest family first; then the letter in more words.
            return -Double(families.map(\.count).max() ?? 0) + Double(containing) / Double(pool.count + 1)
        case .entropy:
            let total = Double(pool.count)
            let families = pool.wordFamilies(for: letter)
            return families.reduce(0) { sum, f in
                let p = Double(f.count) / total
                return sum - p * log2(p)
            }
        }
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

/// log2 without Foundation.
@inline(__always)
func log2(_ x: Double) -> Double {
    guard x > 0 else { return 0 }
    var exponent = 0.0, m = x
    while m >= 2 { m /= 2; exponent += 1 }
    while m < 1 { m *= 2; exponent -= 1 }
    // ln(m)/ln(2) for m in [1, 2) by a short series on (m-1)/(m+1).
    let y = (m - 1) / (m + 1), y2 = y * y
    var term = y, sum = 0.0
    for k in stride(from: 1.0, through: 15.0, by: 2.0) { sum += term / k; term *= y2 }
    return exponent + 2 * sum / 0.693_147_180_559_945_3
}
