import HangmanCore

/// Guessers the host never plays out and no tuning decision looked at: the held-out panel. They
/// live in the bench alone, so the game cannot model them. People (they know everyday words,
/// the common list) with letter orders other than the host's models, hunches up to 40%, letters
/// tried that no word they picture has, and the commonest letter of several words pictured; and a
/// bot that knows the whole list and counts letters by occurrences.
enum HeldOutPanel {
    /// A person going by a letter order, with hunches, who may try a letter no fitting word has.
    struct OrderPerson: LetterPicker {
        let order: [UInt8]
        let hunchRate: Double
        let hunchWidth: Int
        /// The share of guesses that ignore what fits (the next letter of the order, untried).
        let careless: Double
        var rng: SeededGenerator

        mutating func letter(for words: [Int32], in bucket: WordBucket, guessed: UInt32) -> UInt8? {
            var present: UInt32 = 0
            for w in words { present |= bucket.letterSets[Int(w)] }
            let untried = ~guessed & bucket.language.mask
            var possible = present & untried
            if possible == 0 || roll() < careless { possible = untried }
            guard possible != 0 else { return nil }
            // The order, then the language's letters it does not name (Ñ, Ä…), last.
            let letters = HeldOutPanel.completed(order, for: bucket.language).filter {
                possible & LetterCode.bit($0) != 0
            }
            guard roll() < hunchRate, letters.count > 1 else { return letters[0] }
            return letters[Int(rng.next() % UInt64(min(hunchWidth, letters.count)))]
        }

        mutating func roll() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
    }

    /// A person who pictures several words that fit and tries the letter most of them have.
    struct CommonestOfPictured: LetterPicker {
        let pictures: Int
        let hunchRate: Double
        var rng: SeededGenerator
        var pictured: [Int32] = []

        mutating func letter(for words: [Int32], in bucket: WordBucket, guessed: UInt32) -> UInt8? {
            let untried = ~guessed & bucket.language.mask
            guard untried != 0 else { return nil }
            pictured = pictured.filter { words.contains($0) }
            while pictured.count < min(pictures, words.count) {
                let w = words[Int(rng.next() % UInt64(words.count))]
                if !pictured.contains(w) { pictured.append(w) }
            }
            var counts = [Int](repeating: 0, count: LetterCode.count)
            for w in pictured {
                for k in 0..<LetterCode.count where bucket.letterSets[Int(w)] & (1 << UInt32(k)) != 0 { counts[k] += 1 }
            }
            let order = HeldOutPanel.completed(Person.englishOrder, for: bucket.language).filter {
                untried & LetterCode.bit($0) != 0
            }
            let ranked = order.sorted { counts[Int($0 - 97)] > counts[Int($1 - 97)] }
            let hunch = Double(rng.next() >> 11) / Double(1 << 53) < hunchRate
            return hunch && ranked.count > 1 ? ranked[Int(rng.next() % UInt64(min(3, ranked.count)))] : ranked[0]
        }
    }

    /// A bot that knows the whole list and picks the letter with the most occurrences in the
    /// words left (the host's bots count words, not occurrences).
    struct OccurrenceBot: LetterPicker {
        mutating func letter(for words: [Int32], in bucket: WordBucket, guessed: UInt32) -> UInt8? {
            var counts = [Int](repeating: 0, count: LetterCode.count)
            for w in words {
                let start = Int(w) * bucket.length
                for i in 0..<bucket.length {
                    let c = bucket.bytes[start + i]
                    if LetterCode.isLetter(c) { counts[Int(c - 97)] += 1 }
                }
            }
            var best: Int?
            let allowed = ~guessed & bucket.language.mask
            for k in 0..<LetterCode.count
            where allowed & (1 << UInt32(k)) != 0 && (best == nil || counts[k] > counts[best!]) { best = k }
            return best.map { UInt8(97 + $0) }
        }
    }

    /// The strongest guesser written: while more than `exactFrom` words fit, the letter whose
    /// largest family is smallest (minimax); from there, exact play — the letter whose worst answer
    /// costs the fewest misses, by exhaustive search (`ExactSolver`). Whatever the misses allowed,
    /// it escapes every endgame that can be escaped.
    struct EndgameSolver: LetterPicker {
        static let exactFrom = 150

        mutating func letter(for words: [Int32], in bucket: WordBucket, guessed: UInt32) -> UInt8? {
            let untried = ~guessed & bucket.language.mask
            guard untried != 0 else { return nil }
            var present: UInt32 = 0
            for w in words { present |= bucket.letterSets[Int(w)] }
            let candidates = bucket.language.letters.filter { untried & present & LetterCode.bit($0) != 0 }
            guard words.count > 1, !candidates.isEmpty else {
                return candidates.first ?? bucket.language.letters.first { untried & LetterCode.bit($0) != 0 }
            }
            if words.count <= Self.exactFrom {
                var solver = ExactSolver(bucket: bucket, words: words)
                var best: (misses: Int, letter: UInt8)?
                for split in solver.splits(solver.root) where untried & LetterCode.bit(split.letter) != 0 {
                    let worst = split.families.map { solver.value($0.pool) + ($0.positions == 0 ? 1 : 0) }.max()!
                    if best == nil || worst < best!.misses { best = (worst, split.letter) }
                }
                if let best { return best.letter }
            }
            let pool = WordPool(bucket: bucket, indices: words)
            let largest = candidates.map { pool.wordFamilies(for: $0).map(\.count).max()! }
            return candidates.indices.min { largest[$0] < largest[$1] }.map { candidates[$0] }
        }
    }

    /// Order of letters by the share of the list's words that hold them (the list's own order).
    static func order(of list: WordList) -> [UInt8] {
        var counts = [Int](repeating: 0, count: LetterCode.count)
        for length in 1...max(1, list.longestLength) {
            let bucket = list.words(ofLength: length)
            for set in bucket.letterSets {
                for k in 0..<LetterCode.count where set & (1 << UInt32(k)) != 0 { counts[k] += 1 }
            }
        }
        return list.language.letters.sorted { counts[Int($0 - 97)] > counts[Int($1 - 97)] }
    }

    /// `order`, then the letters of `language` it does not name, in the language's grid order.
    static func completed(_ order: [UInt8], for language: Language) -> [UInt8] {
        language == .english ? order : order + language.letters.filter { !order.contains($0) }
    }

    static let rstlne: [UInt8] =
        Array("rstlneaiou".utf8) + Person.englishOrder.filter { !"rstlneaiou".utf8.contains($0) }
    /// Letters by their frequency in a dictionary's words (Concise Oxford), not in running text.
    static let dictionaryOrder: [UInt8] = Array("eariotnslcudpmhgbfywkvxzjq".utf8)

    /// The held-out people, by name, for a game of `list` (seeded).
    static func people(listOrder: [UInt8], seed: UInt64) -> [(String, any LetterPicker)] {
        [
            (
                "R S T L N E first",
                OrderPerson(
                    order: rstlne, hunchRate: 0.25, hunchWidth: 3, careless: 0, rng: SeededGenerator(seed: seed))
            ),
            (
                "the list's order, 40% hunches",
                OrderPerson(
                    order: listOrder, hunchRate: 0.4, hunchWidth: 4, careless: 0,
                    rng: SeededGenerator(seed: seed ^ 1))
            ),
            (
                "a dictionary's order",
                OrderPerson(
                    order: dictionaryOrder, hunchRate: 0.3, hunchWidth: 3, careless: 0,
                    rng: SeededGenerator(seed: seed ^ 2))
            ),
            (
                "tries letters that cannot fit",
                OrderPerson(
                    order: Person.englishOrder, hunchRate: 0.25, hunchWidth: 3, careless: 0.15,
                    rng: SeededGenerator(seed: seed ^ 3))
            ),
            (
                "commonest of five pictured",
                CommonestOfPictured(pictures: 5, hunchRate: 0.2, rng: SeededGenerator(seed: seed ^ 4))
            ),
        ]
    }
}
