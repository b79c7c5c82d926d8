/// How one player guesses in one language, learnt from their finished games: small enough to say
/// in words, and nothing more than counts. Each count is "recent-weighted": at every game learnt,
/// what was learnt before counts `PlayerHabits.memory` times as much, so a player who changes
/// how they play is known by their new habit within a score of games.
public struct LetterHabit: Equatable, Sendable {
    /// Games learnt from, recent-weighted (at most 1 / (1 − memory)).
    public private(set) var weight: Double = 0
    /// Games learnt from, all told.
    public private(set) var games = 0
    /// For letters a and b (index: code − 97), `preferred[a * count + b]`: the guesses of a made
    /// while b was still untried. Which of two letters a player tries first, whatever the other
    /// letters a game let them skip, is what an order is made of.
    public private(set) var preferred = [Double](repeating: 0, count: LetterCode.count * LetterCode.count)
    /// Per letter, the games opened with it.
    public private(set) var openers = [Double](repeating: 0, count: LetterCode.count)
    /// Vowels among each game's first three guesses, summed over games.
    public private(set) var earlyVowels: Double = 0
    /// Guesses that kept to the order learnt before their game (`orderShare`), and all the guesses
    /// counted for that (a game's first is not: the order before it is what it opened).
    public private(set) var onOrder: Double = 0
    public private(set) var ordered: Double = 0

    public init() {}

    /// The letters of `language` in the order this player tries them, likeliest first: each
    /// letter wins a pair when most guesses between the two went to it; letters rank by pairs won,
    /// then by their shares. Ties, and pairs the games never set side by side, keep the language's
    /// usual order.
    public func order(in language: Language) -> [UInt8] {
        let usual = language.usualOrder
        let rank = Dictionary(uniqueKeysWithValues: usual.enumerated().map { ($1, $0) })
        let score = Dictionary(
            uniqueKeysWithValues: usual.map { a in
                (
                    a,
                    usual.reduce(0.0) { total, b in
                        guard a != b else { return total }
                        // A tenth of a guess of the usual order's say: it settles only pairs no game set side by side.
                        let prior = Self.usualOrderSay
                        let ab = preferred[pair(a, b)] + (rank[a]! < rank[b]! ? prior : 0)
                        let ba = preferred[pair(b, a)] + (rank[b]! < rank[a]! ? prior : 0)
                        // Copeland's rule: a pair won counts whole (so a letter a game skipped does not
                        // sink for losing a little to every letter), then the shares break ties.
                        let share = ab / (ab + ba)
                        return total + (share > 0.5 ? 100 : share == 0.5 ? 50 : 0) + share
                    }
                )
            })
        return usual.sorted { a, b in score[a]! != score[b]! ? score[a]! > score[b]! : rank[a]! < rank[b]! }
    }

    /// Learns one game's guesses (lower case, in order) of `language`.
    public mutating func learn(_ guesses: [Character], in language: Language, memory: Double) {
        let codes = guesses.compactMap(LetterCode.code(of:)).filter {
            LetterCode.isLetter($0) && language.mask & LetterCode.bit($0) != 0
        }
        guard !codes.isEmpty else { return }
        let before = games > 0 ? order(in: language) : []
        scale(by: memory)
        weight += 1
        games += 1
        openers[index(codes[0])] += 1
        earlyVowels += Double(codes.prefix(3).filter { Self.vowels.contains($0) }.count)
        let all = codes.reduce(UInt32(0)) { $0 | LetterCode.bit($1) }
        var tried: UInt32 = 0
        for (n, code) in codes.enumerated() where tried & LetterCode.bit(code) == 0 {
            // A letter tried later lost to this one. A letter never tried this game may have been one
            // no fitting word held (people skip those) or one the game ended before: it counts for
            // a sixteenth, enough to rank letters no game tried below those tried, too little to
            // lift a letter often impossible above one a strict player always tries first.
            for other in language.letters where other != code && tried & LetterCode.bit(other) == 0 {
                preferred[pair(code, other)] += all & LetterCode.bit(other) != 0 ? 1 : Self.untriedShare
            }
            if n > 0, !before.isEmpty {
                ordered += 1
                // On order when every untried letter the order puts first is one this game never tries:
                // a player skips the letters no fitting word holds, and those stay impossible.
                let ahead = before.prefix { $0 != code }
                if ahead.allSatisfy({ tried & LetterCode.bit($0) != 0 || all & LetterCode.bit($0) == 0 }) {
                    onOrder += 1
                }
            }
            tried |= LetterCode.bit(code)
        }
        // Kept as the file keeps them, so that what is read back is what was learnt, tie for tie.
        preferred = preferred.map(Self.thousandths)
        openers = openers.map(Self.thousandths)
    }

    /// `value` to the nearest thousandth (what `habits.plist` keeps of a per-letter count).
    static func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// Every count times `factor`: older games count for less.
    private mutating func scale(by factor: Double) {
        weight *= factor
        earlyVowels *= factor
        onOrder *= factor
        ordered *= factor
        for k in preferred.indices { preferred[k] *= factor }
        for k in openers.indices { openers[k] *= factor }
    }

    private func index(_ code: UInt8) -> Int { Int(code - LetterCode.first) }
    private func pair(_ a: UInt8, _ b: UInt8) -> Int { index(a) * LetterCode.count + index(b) }

    /// Whether any game learnt tried `letter`.
    public func hasTried(_ letter: UInt8) -> Bool {
        let row = index(letter) * LetterCode.count
        return preferred[row..<row + LetterCode.count].contains { $0 > 0 } || openers[index(letter)] > 0
    }

    /// The letter most games opened with, and the share of games that did (recent-weighted).
    public var favouriteOpener: (letter: UInt8, share: Double)? {
        guard weight > 0, let k = openers.indices.max(by: { openers[$0] < openers[$1] }), openers[k] > 0 else {
            return nil
        }
        return (UInt8(k) + LetterCode.first, openers[k] / weight)
    }

    /// Vowels among the first three guesses of a game, on average.
    public var vowelsInFirstThree: Double { weight > 0 ? earlyVowels / weight : 0 }

    /// The share of guesses (after the first) that kept to the order learnt from the games before
    /// (the next untried letter of it, but for letters the game never tried); nil before a second game.
    public var orderShare: Double? { ordered > 0 ? onOrder / ordered : nil }

    /// Whether counts read from a file could have been learnt: one per letter (or pair), none
    /// negative or infinite, none above what a lifetime of games adds up to.
    var isWellFormed: Bool {
        let ceiling = 1 / (1 - PlayerHabits.memory) + 1
        // The file keeps per-letter counts to a thousandth: their sum may pass the weight by that much a letter.
        let rounding = 0.0005 * Double(LetterCode.count) + 1e-6
        return preferred.count == LetterCode.count * LetterCode.count && openers.count == LetterCode.count
            && (preferred + openers + [weight, earlyVowels, onOrder, ordered]).allSatisfy {
                $0.isFinite && $0 >= 0 && $0 <= 40 * ceiling
            }
            && weight <= ceiling && openers.reduce(0, +) <= weight + rounding
            && (0...Statistics.largestCount).contains(games)
            && earlyVowels <= 3 * weight + 1e-6
            && onOrder <= ordered + 1e-6
    }

    /// What the language's usual order counts for in a pair, in guesses.
    static let usualOrderSay = 0.1

    /// What a guess counts for against a letter its game never tried (a quarter before 1.6).
    static let untriedShare = 0.0625

    /// The vowels: a e i o u, and German's ä ö ü (other accented vowels are guessed as their plain letter).
    static let vowels: Set<UInt8> = Set("aeiou".utf8).union([124, 125, 126])
}

extension LetterHabit: Codable {
    private enum CodingKeys: String, CodingKey { case weight, games, preferred, openers, earlyVowels, onOrder, ordered }

    /// Per-letter counts are written as one line of numbers each (a thousandth is all they need):
    /// a pair table is 961 numbers, small as text, large as a property list's elements.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        weight = try c.decode(Double.self, forKey: .weight)
        games = try c.decode(Int.self, forKey: .games)
        preferred = try Self.numbers(
            c.decode(String.self, forKey: .preferred), count: LetterCode.count * LetterCode.count, key: .preferred,
            in: c)
        openers = try Self.numbers(
            c.decode(String.self, forKey: .openers), count: LetterCode.count, key: .openers, in: c)
        earlyVowels = try c.decode(Double.self, forKey: .earlyVowels)
        onOrder = try c.decode(Double.self, forKey: .onOrder)
        ordered = try c.decode(Double.self, forKey: .ordered)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(weight, forKey: .weight)
        try c.encode(games, forKey: .games)
        try c.encode(Self.text(preferred), forKey: .preferred)
        try c.encode(Self.text(openers), forKey: .openers)
        try c.encode(earlyVowels, forKey: .earlyVowels)
        try c.encode(onOrder, forKey: .onOrder)
        try c.encode(ordered, forKey: .ordered)
    }

    private static func text(_ values: [Double]) -> String {
        values.map { v in
            let thousandths = Int((v * 1000).rounded())  // exact: the counts are kept in thousandths
            return thousandths % 1000 == 0 ? "\(thousandths / 1000)" : "\(Double(thousandths) / 1000)"
        }.joined(separator: " ")
    }

    private static func numbers(_ text: String, count: Int, key: CodingKeys, in c: KeyedDecodingContainer<CodingKeys>)
        throws -> [Double]
    {
        let values = text.split(separator: " ").map { Double($0) }
        guard values.count == count, values.allSatisfy({ $0 != nil }) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\(count) numbers expected")
        }
        return values.map { $0! }
    }
}
