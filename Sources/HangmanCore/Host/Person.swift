/// A model of a person guessing: a habit of letters, and hunches. People do not know the whole
/// list the way the `GuesserBot`s do; they know the words they know (a vocabulary: everyday
/// English), and go by the usual order of English letters, try vowels first, or picture a word
/// that fits and try its commonest letter — and now and then play a hunch instead. A person
/// skips a letter they know cannot fit: one in no word of their vocabulary that fits what the
/// host has shown (when no word they know fits, they skip only the letters tried). Seeded: the
/// same seed guesses the same way.
public struct Person: Sendable, Equatable {
    /// A person's habit.
    public enum Style: String, CaseIterable, Sendable {
        /// The usual English order, E T A O I N S H R D L C U M W F G Y P B V K J X Q Z.
        case letterOrder
        /// A, E, I, O, U first (in the usual order), then the consonants in the usual order.
        case vowelsFirst
        /// Pictures one word that fits and tries its commonest untried letter; pictures
        /// another when the host's answers rule that one out.
        case picturesAWord
    }

    /// The usual order of letters in English text, commonest first.
    public static let englishOrder: [UInt8] = Language.english.usualOrder
    /// Each language's usual order, and the same with its vowels first (a person's two habits).
    static let orders: [Language: (usual: [UInt8], vowelsFirst: [UInt8])] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { l in
            let vowels = l.usualOrder.filter { "aeiou".utf8.contains($0) }
            return (l, (l.usualOrder, vowels + l.usualOrder.filter { !vowels.contains($0) }))
        })

    public let style: Style
    /// The share of guesses played on a hunch: a letter picked at random among the next
    /// `hunchWidth` the habit would try, instead of the first.
    public let hunchRate: Double
    public let hunchWidth: Int
    /// A letter order of this person's own (a player's, as the Nemesis host learnt it), in place
    /// of the language's usual one.
    public let ownOrder: [UInt8]?
    private var rng: SeededGenerator
    /// The word pictured (`picturesAWord`), as an index into the bucket.
    private var pictured: Int32?

    public init(style: Style, seed: UInt64, hunchRate: Double = 0.25, hunchWidth: Int = 3, ownOrder: [UInt8]? = nil) {
        self.style = style
        self.ownOrder = ownOrder
        self.hunchRate = hunchRate
        self.hunchWidth = max(1, hunchWidth)
        rng = SeededGenerator(seed: seed)
    }

    /// The next letter (lower-case ASCII) for a person who knows `words` (of `bucket`, their
    /// vocabulary) fit what the host has shown, having tried the letters in `guessed` (bit 0 = a).
    /// Nil only when every letter has been tried.
    public mutating func letter(for words: [Int32], in bucket: WordBucket, guessed: UInt32) -> UInt8? {
        var present: UInt32 = 0
        bucket.letterSets.withUnsafeBufferPointer { sets in for w in words { present |= sets[Int(w)] } }
        var possible = present & ~guessed
        if possible == 0 { possible = ~guessed & bucket.language.mask }  // nothing they know fits: any letter not tried
        guard possible != 0 else { return nil }
        let order = Self.orders[bucket.language]!
        let preferred: [UInt8]
        switch style {
        case .letterOrder where ownOrder != nil: preferred = ownOrder!.filter { possible & Self.bit($0) != 0 }
        case .letterOrder: preferred = order.usual.filter { possible & Self.bit($0) != 0 }
        case .vowelsFirst: preferred = order.vowelsFirst.filter { possible & Self.bit($0) != 0 }
        case .picturesAWord where !words.isEmpty:
            if pictured == nil || !words.contains(pictured!) {
                pictured = words[Int(rng.next() % UInt64(words.count))]
            }
            let inWord = bucket.letterSets[Int(pictured!)] & possible
            // A word that fits always has an untried letter while the game is on; if not, the usual order.
            preferred = order.usual.filter { (inWord != 0 ? inWord : possible) & Self.bit($0) != 0 }
        case .picturesAWord:
            preferred = order.usual.filter { possible & Self.bit($0) != 0 }
        }
        return pick(from: preferred)
    }

    private mutating func pick(from letters: [UInt8]) -> UInt8 {
        let roll = Double(rng.next() >> 11) / Double(1 << 53)
        guard roll < hunchRate, letters.count > 1 else { return letters[0] }
        return letters[Int(rng.next() % UInt64(min(hunchWidth, letters.count)))]
    }

    static func bit(_ letter: UInt8) -> UInt32 { 1 << UInt32(letter - 97) }
}
