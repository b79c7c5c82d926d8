/// A host that thinks ahead ("Fiendish"). For each family it could keep, it asks how many more
/// misses that family will still cost the guesser, and keeps the family that costs the most:
///
/// - when the pool is small, exactly: a minimax search over (guesser's letter, host's family)
///   with alpha-beta cut-offs, capped at the misses the guesser has left and memoised on the pool
///   (the value of a pool depends only on its words); a node budget keeps every decision bounded
///   and deterministic;
/// - otherwise by looking one exchange further and then playing the rest out: the guesser's two
///   most frequent letters are tried against the family, the host answers each with its worst
///   family for the guesser, and from there a strong guesser (the letter in the most remaining
///   words) plays the classic host to the end, counting misses. Large pools are sampled at one
///   rate for every family, which keeps a decision under a frame on the largest pools.
///
/// A family that ends the game (the guesser's last miss) always wins; ties fall back to the
/// classic rule, so it never does worse than greedy on the move it makes.
public struct LookaheadStrategy: EvilStrategy {
    /// Pools up to this size are searched exactly (if the node budget allows).
    public var exactPoolLimit: Int
    /// Positions visited per decision before the exact search gives up and estimates instead.
    public var nodeBudget: Int

    /// Playouts on a pool larger than this run on an even sample of it (the same rate for every
    /// family), so a decision on the largest pools stays within a frame.
    public var playoutSample: Int

    /// How many of the guesser's best replies (by letter frequency) are tried against each family
    /// before the playout; 0 plays out at once.
    public var replyLetters: Int

    /// How many misses better than the classic choice an estimated (not exact) family must look
    /// before the host leaves the classic choice: estimates are noisy, the largest family is safe.
    public var margin: Int

    public init(exactPoolLimit: Int = 300, nodeBudget: Int = 1_000, playoutSample: Int = 500, replyLetters: Int = 2,
                margin: Int = 1) {
        self.margin = margin
        self.exactPoolLimit = exactPoolLimit
        self.nodeBudget = nodeBudget
        self.playoutSample = playoutSample
        self.replyLetters = replyLetters
    }

    public func chooseFamily(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> Int {
        if families.count == 1 { return 0 }
        let guessed = context.guessedLetters | 1 << UInt32(letter &- 97)
        var scores: [Int]
        var search = PoolSearch(bucket: pool.bucket, budget: nodeBudget)
        if pool.count <= exactPoolLimit, let exact = exactScores(families, guessed: guessed, missesLeft: context.missesLeft, search: &search) {
            scores = exact
        } else {
            scores = estimatedScores(families, pool: pool, guessed: guessed, missesLeft: context.missesLeft, search: &search)
        }
        var best = 0
        for i in families.indices.dropFirst() {
            if scores[i] > scores[best] || (scores[i] == scores[best] && GreedyStrategy.isBetter(families[i], than: families[best])) {
                best = i
            }
        }
        return best
    }

    /// Every `stride`-th word (at least one).
    static func sample(_ words: [Int32], stride: Int) -> [Int32] {
        guard stride > 1 else { return words }
        return Swift.stride(from: 0, to: words.count, by: stride).map { words[$0] }
    }

    /// Estimates for pools too large to solve. The host leaves the classic (largest) family only
    /// for one whose estimate beats it by `margin`: the estimates are noisy, and the largest
    /// family is the safe choice.
    private func estimatedScores(_ families: [WordFamily], pool: WordPool, guessed: UInt32, missesLeft: Int,
                                 search: inout PoolSearch) -> [Int] {
        // One sampling rate for every family, so that their sizes keep their proportions.
        let stride = max(1, (pool.count + playoutSample - 1) / playoutSample)
        let samples = families.map { Self.sample($0.words, stride: stride) }
        func estimate(_ replies: Int) -> [Int] {
            families.indices.map { i in
                let miss = families[i].isMiss ? 1 : 0
                let cap = missesLeft - miss
                guard cap > 0 else { return miss }
                return miss + (replies > 0 ? search.reply(samples[i], guessed: guessed, cap: cap, letters: replies)
                                           : search.playout(samples[i], guessed: guessed, cap: cap))
            }
        }
        let ranked = estimate(replyLetters)
        let classic = GreedyStrategy.largest(families)
        return ranked.indices.map { i in
            if i == classic || ranked[i] >= missesLeft || ranked[i] >= ranked[classic] + margin { return ranked[i] }
            return min(ranked[i], ranked[classic])
        }
    }

    private func exactScores(_ families: [WordFamily], guessed: UInt32, missesLeft: Int, search: inout PoolSearch) -> [Int]? {
        var scores = [Int]()
        for family in families {
            let miss = family.isMiss ? 1 : 0
            let cap = missesLeft - miss
            if cap <= 0 { scores.append(miss); continue }
            guard let value = search.value(family.words, cap: cap) else { return nil }
            scores.append(miss + value)
        }
        return scores
    }
}

/// Search over pools of one bucket: exact minimax values and playouts.
struct PoolSearch {
    let bucket: WordBucket
    var budget: Int
    private var nodes = 0
    /// Pool → (value found, cap it was found under). A value below its cap is exact; otherwise a lower bound.
    private var memo: [[Int32]: (value: Int, cap: Int)] = [:]

    init(bucket: WordBucket, budget: Int) {
        self.bucket = bucket
        self.budget = budget
    }

    /// Letters that split `words` (present in some but not all, or at different places), most
    /// even split first so that cut-offs come early.
    func splittingLetters(_ words: [Int32]) -> [UInt8] {
        var counts = [Int](repeating: 0, count: 26)
        for w in words {
            var set = bucket.letterSets[Int(w)]
            while set != 0 { counts[set.trailingZeroBitCount] += 1; set &= set - 1 }
        }
        var letters: [UInt8] = []
        for k in 0..<26 where counts[k] > 0 {
            let letter = UInt8(97 + k)
            if counts[k] < words.count { letters.append(letter); continue }
            // In every word: it splits only if the positions differ.
            let first = bucket.positions(of: letter, inWordAt: Int(words[0]))
            if words.contains(where: { bucket.positions(of: letter, inWordAt: Int($0)) != first }) { letters.append(letter) }
        }
        let half = words.count / 2
        return letters.sorted { abs(counts[Int($0 - 97)] - half) < abs(counts[Int($1 - 97)] - half) }
    }

    /// min(V, cap): the misses an optimal host forces on an optimal guesser from `words`, or nil
    /// when the node budget runs out.
    mutating func value(_ words: [Int32], cap: Int) -> Int? {
        if words.count <= 1 || cap <= 0 { return 0 }
        if let known = memo[words] {
            if known.value < known.cap { return min(known.value, cap) }
            if cap <= known.value { return cap }
        }
        nodes += 1
        if nodes > budget { return nil }
        var best = cap  // the guesser's best so far (lower is better for the guesser)
        for letter in splittingLetters(words) {
            let families = WordPool(bucket: bucket, indices: words).wordFamilies(for: letter)
                .sorted { $0.count > $1.count }
            var worst = 0  // the host's best reply to this letter, capped at `best`
            for family in families {
                let miss = family.isMiss ? 1 : 0
                guard let v = value(family.words, cap: best - miss) else { return nil }
                worst = max(worst, miss + v)
                if worst >= best { break }
            }
            best = min(best, worst)
            if best == 0 { break }
        }
        memo[words] = (best, cap)
        return best
    }

    /// The guesser's best reply among its `letters` most frequent splitting letters, each answered
    /// by the host's best family, each family then played out.
    func reply(_ words: [Int32], guessed: UInt32, cap: Int, letters: Int) -> Int {
        if words.count <= 1 { return 0 }
        var counts = [Int](repeating: 0, count: 26)
        for w in words {
            var set = bucket.letterSets[Int(w)] & ~guessed
            while set != 0 { counts[set.trailingZeroBitCount] += 1; set &= set - 1 }
        }
        let candidates = (0..<26).filter { counts[$0] > 0 && counts[$0] < words.count }
            .sorted { counts[$0] > counts[$1] }.prefix(letters)
        if candidates.isEmpty { return playout(words, guessed: guessed, cap: cap) }
        var best = cap
        for k in candidates {
            let families = WordPool(bucket: bucket, indices: words).wordFamilies(for: UInt8(97 + k))
            var worst = 0
            for family in families {
                let miss = family.isMiss ? 1 : 0
                worst = max(worst, miss + playout(family.words, guessed: guessed | 1 << UInt32(k), cap: best - miss))
                if worst >= best { break }
            }
            best = min(best, worst)
        }
        return best
    }

    /// Misses a guesser that picks the letter found in the most remaining words suffers against
    /// the classic host, from `words` on, capped at `cap`.
    func playout(_ words: [Int32], guessed: UInt32, cap: Int) -> Int {
        var pool = WordPool(bucket: bucket, indices: words)
        var misses = 0
        var guessed = guessed
        while pool.count > 1 && misses < cap {
            var counts = [Int](repeating: 0, count: 26)
            for w in pool.indices {
                var set = bucket.letterSets[Int(w)] & ~guessed
                while set != 0 { counts[set.trailingZeroBitCount] += 1; set &= set - 1 }
            }
            guard let k = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[k] > 0 else { break }
            guessed |= 1 << UInt32(k)
            let families = pool.wordFamilies(for: UInt8(97 + k))
            let kept = families[GreedyStrategy.largest(families)]
            if kept.isMiss { misses += 1 }
            pool.indices = kept.words
        }
        return min(misses, cap)
    }
}
