/// All words of one length, stored back to back in one byte buffer.
public struct WordBucket: Equatable, Sendable {
    /// Characters per word.
    public let length: Int
    /// `count * length` bytes: letter codes (`LetterCode`: a–z, then ñ ä ö ü ß) and spaces.
    public let bytes: [UInt8]
    /// The language the words are spelled in: the letters a guesser may try.
    public let language: Language

    /// Bit k set where the word holds the letter of code 97 + k (a = 0): lets a host count letters
    /// without rescanning.
    public let letterSets: [UInt32]
    /// The list's spellings of words whose marks the language folds (tumido → túmido): the word
    /// is played by its letters and shown as the list spells it. Empty for most lists.
    public let spellings: Spellings

    public init(length: Int, bytes: [UInt8], language: Language = .english, spellings: Spellings = Spellings()) {
        precondition(length >= 1 && bytes.count % length == 0)
        self.length = length
        self.bytes = bytes
        self.language = language
        self.spellings = spellings
        var sets = [UInt32](repeating: 0, count: bytes.count / length)
        bytes.withUnsafeBufferPointer { b in
            for w in sets.indices {
                var set: UInt32 = 0
                for i in (w * length)..<(w * length + length) where b[i] != UInt8(ascii: " ") {
                    set |= 1 << UInt32(b[i] &- 97)
                }
                sets[w] = set
            }
        }
        self.letterSets = sets
    }

    public var count: Int { bytes.count / length }

    /// Whether any word holds a space (a phrase list).
    public var hasSpaces: Bool { bytes.contains(UInt8(ascii: " ")) }

    /// The word at `index` as text.
    public func word(at index: Int) -> String {
        LetterCode.text(bytes[(index * length)..<(index * length + length)])
    }

    /// `word` (its letters, as `word(at:)` gives them) as the list spells it.
    public func spelling(of word: String) -> String { spellings.spelling(of: word) }

    /// Bit i is set where the word at `index` holds `letter`.
    @inline(__always)
    public func positions(of letter: UInt8, inWordAt index: Int) -> UInt64 {
        var mask: UInt64 = 0
        let start = index * length
        bytes.withUnsafeBufferPointer { buffer in
            for i in 0..<length where buffer[start + i] == letter { mask |= 1 << UInt64(i) }
        }
        return mask
    }
}

extension WordBucket {
    /// A seeded sample of the words: each kept with probability `share`, in their order (the
    /// same seed keeps the same words).
    public func sample(keeping share: Double, seed: UInt64) -> WordBucket {
        var generator = SeededGenerator(seed: seed)
        let threshold = UInt64(max(0, min(1, share)) * Double(UInt64.max >> 11)) << 11
        var kept: [UInt8] = []
        kept.reserveCapacity(Int(Double(bytes.count) * share) + length)
        for w in 0..<count where generator.next() <= threshold {
            kept += bytes[(w * length)..<(w * length + length)]
        }
        return WordBucket(length: length, bytes: kept, language: language, spellings: spellings)
    }

    /// The words with no ending (the last three letters) held by more than `share` of them: the extra words of a
    /// common ending (-ing, -ion) are left out, drawn by `seed`, the rest kept in their order. An evil host keeps the
    /// largest families, and words of one ending make one: left whole, they are where most games end.
    public func cappingEndings(at share: Double, seed: UInt64) -> WordBucket {
        guard length > 3 else { return self }
        let cap = max(1, Int(Double(count) * share))
        var generator = SeededGenerator(seed: seed)
        var order = Array(0..<count)
        order.shuffle(using: &generator)
        var seen: [UInt32: Int] = [:]
        var keep = [Bool](repeating: false, count: count)
        for w in order {
            let end = (w + 1) * length
            let ending = UInt32(bytes[end - 3]) << 16 | UInt32(bytes[end - 2]) << 8 | UInt32(bytes[end - 1])
            seen[ending, default: 0] += 1
            keep[w] = seen[ending]! <= cap
        }
        guard keep.contains(false) else { return self }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        for w in 0..<count where keep[w] { kept += bytes[(w * length)..<(w * length + length)] }
        return WordBucket(length: length, bytes: kept, language: language, spellings: spellings)
    }

    /// The words that hold at least one of the letters in `letters` (bit 0 = a).
    public func keeping(anyOf letters: UInt32) -> WordBucket { keeping { $0 & letters != 0 } }

    /// The words whose letter set passes `test`, in their order.
    public func keeping(where test: (UInt32) -> Bool) -> WordBucket {
        var kept: [UInt8] = []
        for w in 0..<count where test(letterSets[w]) { kept += bytes[(w * length)..<(w * length + length)] }
        return WordBucket(length: length, bytes: kept, language: language, spellings: spellings)
    }

    /// Whether `word` is one of this bucket's words.
    public func contains(_ word: String) -> Bool {
        let target = LetterCode.codes(word)
        guard target.count == length else { return false }
        return bytes.withUnsafeBufferPointer { all in
            for w in 0..<count {
                let start = w * length
                var i = 0
                while i < length, all[start + i] == target[i] { i += 1 }
                if i == length { return true }
            }
            return false
        }
    }
}
