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
