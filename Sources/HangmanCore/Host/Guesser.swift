/// A guesser playing one game: it keeps the words that fit everything the host has answered
/// and asks its bot (or its model of a person) for the next letter. It never repeats a letter.
public struct Guesser: Sendable {
    /// Who chooses the letters.
    public enum Player: Sendable {
        case bot(GuesserBot)
        case person(Person)
        /// Any other way of choosing (the bench's held-out panel, which the host never models).
        case picker(any LetterPicker)
    }

    public private(set) var player: Player
    private var pool: WordPool

    public init(bucket: WordBucket, bot: GuesserBot) { self.init(bucket: bucket, player: .bot(bot)) }

    /// `bucket` holds the words the player knows, of the game's length (for a bot, the game's own
    /// list; for a person, their vocabulary).
    public init(bucket: WordBucket, player: Player) {
        self.player = player
        pool = WordPool(all: bucket)
    }

    /// The words still possible after the answers so far.
    public var candidates: Int { pool.count }

    /// The next letter (lower-case ASCII) given the host's pattern and the letters tried (bit 0 = a).
    public mutating func nextLetter(pattern: [Character?], guessed: UInt32) -> UInt8 {
        narrow(pattern: pattern, guessed: guessed)
        let letter: UInt8?
        switch player {
        case .bot(let bot): letter = bot.letter(for: pool.indices, in: pool.bucket, guessed: guessed)
        case .person(var person):
            letter = person.letter(for: pool.indices, in: pool.bucket, guessed: guessed)
            player = .person(person)
        case .picker(var picker):
            letter = picker.letter(for: pool.indices, in: pool.bucket, guessed: guessed)
            player = .picker(picker)
        }
        guard let letter else { preconditionFailure("every letter has been tried") }
        return letter
    }

    /// Keeps the words that fit the pattern: revealed letters in place, no tried letter elsewhere.
    private mutating func narrow(pattern: [Character?], guessed: UInt32) {
        let bucket = pool.bucket
        let shown = pattern.map { $0.flatMap(LetterCode.code(of:)) }
        pool.indices = pool.indices.filter { w in
            let start = Int(w) * bucket.length
            for i in 0..<bucket.length {
                let c = bucket.bytes[start + i]
                if let s = shown[i] {
                    if c != s { return false }
                } else if c != UInt8(ascii: " "), guessed & (1 << UInt32(c &- 97)) != 0 {
                    return false
                }
            }
            return true
        }
    }
}

/// A way of choosing letters: given the words the player still thinks possible (of `bucket`) and
/// the letters tried (bit 0 = a), the next letter; nil only when every letter has been tried.
public protocol LetterPicker: Sendable {
    mutating func letter(for words: [Int32], in bucket: WordBucket, guessed: UInt32) -> UInt8?
}
