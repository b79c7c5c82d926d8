/// A host that thinks ahead ("Fiendish"). For each family it could keep, it asks how many more
/// misses that family will still cost the guesser, and keeps the family that costs the most:
///
/// - by rollouts: from each family, each model guesser (`GuesserBot`: frequency, minimax,
///   entropy) plays the game out against the classic host, and its misses are counted. The host
///   leaves the classic (largest) family only for one that costs *every* model guesser at least as
///   much as the classic family would ("safe"), and among those keeps the one whose strongest
///   guesser still suffers most in rollouts against a host leaning to misses (`leaningShare`),
///   which is closer to how this host goes on than the classic one is. The classic family is
///   always safe, so each decision is a policy-improvement step on the classic host: as long as
///   these decisions are the only ones made, this host never does worse than the classic host
///   would against each model guesser (exactly so while the rollouts are not sampled; the
///   shipped lists never are);
/// - when the pool is small, exactly: a minimax search over (guesser's letter, host's family)
///   with alpha-beta cut-offs, capped at the misses the guesser has left and memoised on the pool
///   (the value of a pool depends only on its words). The exact value decides, so the host plays
///   the minimax optimum against a perfect guesser; among families of equal value it prefers one
///   that is safe for every model guesser, then the hardest for the strongest. (Here the
///   guarantee above does not hold by construction: a weaker guesser can do better against the
///   optimum than against the largest family. `make bench` measures that it does not happen on
///   the shipped lists.) A node budget keeps every decision bounded and deterministic; when it
///   runs out the rollouts decide alone.
///
/// When the guesser has one miss left, a miss family (which ends the game) always wins; other
/// ties fall back to the classic rule.
public struct LookaheadStrategy: EvilStrategy {
    /// Pools up to this size are searched exactly (if the node budget allows).
    public var exactPoolLimit: Int
    /// Positions visited per decision before the exact search gives up.
    public var nodeBudget: Int
    /// Rollouts on a pool larger than this run on an even sample of it (the same rate for every
    /// family), so a decision stays within a frame on lists larger than the shipped ones.
    public var playoutSample: Int
    /// The guessers the host models in its rollouts.
    public var guessers: [GuesserBot]
    /// When set, safe families are ranked by rollouts against a host that leans to misses: it
    /// keeps the miss family when that has at least this share of the largest family's words.
    /// The classic host undervalues families from which misses can still be forced, and this host
    /// gives them; safety is still judged against the classic host. 0.5 measured best (0.5–0.6
    /// the same; 0.4 and 0.67 a few misses fewer); nil ranks by the classic rollouts.
    public var leaningShare: Double?

    public init(exactPoolLimit: Int = 300, nodeBudget: Int = 200, playoutSample: Int = 40_000,
                guessers: [GuesserBot] = GuesserBot.allCases, leaningShare: Double? = 0.5) {
        self.leaningShare = leaningShare
        self.exactPoolLimit = exactPoolLimit
        self.nodeBudget = nodeBudget
        self.playoutSample = playoutSample
        self.guessers = guessers
    }

    public func chooseFamily(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> Int {
        if families.count == 1 { return 0 }
        // A miss now ends the game: nothing later can be worth more (a rollout that also ends in a
        // miss only ties with it, and a player may still escape that).
        if context.missesLeft == 1, let miss = families.firstIndex(where: \.isMiss) { return miss }
        let guessed = context.guessedLetters | 1 << UInt32(letter &- 97)
        var search = PoolSearch(bucket: pool.bucket, budget: nodeBudget)
        // One sampling rate for every family, so that their sizes keep their proportions.
        let stride = max(1, (pool.count + max(1, playoutSample) - 1) / max(1, playoutSample))
        func rollouts(_ i: Int, against host: RolloutHost) -> [Int] {
            let miss = families[i].isMiss ? 1 : 0
            let cap = context.missesLeft - miss
            guard cap > 0 else { return guessers.map { _ in miss } }
            return search.playouts(Self.sample(families[i].words, stride: stride), by: guessers, against: host, guessed: guessed, cap: cap)
                .map { miss + $0 }
        }
        let ranking: RolloutHost = leaningShare.map { .leaningToMisses(share: $0) } ?? .classic
        let ranked = families.indices.map { rollouts($0, against: ranking) }
        let strongest = ranked.map { $0.min() ?? 0 }
        let exact = pool.count <= exactPoolLimit
            ? exactScores(families, guessed: guessed, missesLeft: context.missesLeft, search: &search) : nil
        // Safety needs rollouts against the classic host, so it is only checked for the families
        // that could still win: those ranked at or above the best safe one found so far.
        let classic = GreedyStrategy.largest(families)
        var classicRollouts: [Int: [Int]] = leaningShare == nil ? Dictionary(uniqueKeysWithValues: zip(ranked.indices, ranked)) : [:]
        func isSafe(_ i: Int) -> Bool {
            if i == classic { return true }
            for j in [classic, i] where classicRollouts[j] == nil { classicRollouts[j] = rollouts(j, against: .classic) }
            return zip(classicRollouts[i]!, classicRollouts[classic]!).allSatisfy { $0 >= $1 }
        }
        // The exact value (when known) decides, then safety, then the strongest guesser's misses;
        // without an exact value an unsafe family is never kept (the classic family always is safe).
        func score(_ i: Int, safe: Bool) -> Int {
            if let exact { return exact[i] * 4096 + (safe ? 2048 : 0) + strongest[i] }
            return safe ? strongest[i] : -1
        }
        // Best first (ties in the classic order), so the first family with the best score wins.
        let order = families.indices.sorted {
            let a = score($0, safe: true), b = score($1, safe: true)
            return a != b ? a > b : GreedyStrategy.isBetter(families[$0], than: families[$1])
        }
        var best = order[0], bestScore = score(order[0], safe: isSafe(order[0]))
        for i in order.dropFirst() where score(i, safe: true) > bestScore {
            let s = score(i, safe: isSafe(i))
            if s > bestScore { best = i; bestScore = s }
        }
        return best
    }

    /// Every `stride`-th word (at least one).
    static func sample(_ words: [Int32], stride: Int) -> [Int32] {
        guard stride > 1 else { return words }
        return Swift.stride(from: 0, to: words.count, by: stride).map { words[$0] }
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
        let counts = LetterSplits(bucket: bucket, words: words, withFamilies: false).containing
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

    /// Misses each of `bots` suffers against `host` from `words` on (the letters in `guessed`
    /// already tried), capped at `cap`. The bots play in lock-step and share the work for as long
    /// as they choose the same letters.
    func playouts(_ words: [Int32], by bots: [GuesserBot], against host: RolloutHost, guessed: UInt32, cap: Int) -> [Int] {
        var results = [Int](repeating: 0, count: bots.count)
        func play(_ words: [Int32], guessed: UInt32, misses: Int, players: [Int]) {
            if words.count <= 1 || misses >= cap {
                for p in players { results[p] = min(misses, cap) }
                return
            }
            let splits = LetterSplits(bucket: bucket, words: words, withFamilies: players.contains { bots[$0] != .frequency },
                                      ignoring: guessed)
            var byLetter: [(letter: UInt8, players: [Int])] = []
            for p in players {
                guard let letter = bots[p].letter(from: splits, guessed: guessed) else { results[p] = misses; continue }
                if let i = byLetter.firstIndex(where: { $0.letter == letter }) { byLetter[i].players.append(p) }
                else { byLetter.append((letter, [p])) }
            }
            for (letter, group) in byLetter {
                let families = WordPool(bucket: bucket, indices: words).wordFamilies(for: letter)
                let kept = families[host.choice(among: families)]
                play(kept.words, guessed: guessed | 1 << UInt32(letter - 97), misses: misses + (kept.isMiss ? 1 : 0), players: group)
            }
        }
        play(words, guessed: guessed, misses: 0, players: Array(bots.indices))
        return results
    }
}

/// The host a rollout plays against once the decision at hand is made.
enum RolloutHost: Sendable {
    /// The largest family (`GreedyStrategy`).
    case classic
    /// The miss family when it has at least `share` of the largest family's words; else the largest.
    case leaningToMisses(share: Double)

    func choice(among families: [WordFamily]) -> Int {
        let largest = GreedyStrategy.largest(families)
        guard case .leaningToMisses(let share) = self, !families[largest].isMiss, families[0].isMiss,
              Double(families[0].count) >= share * Double(families[largest].count) else { return largest }
        return 0  // families are ordered by mask, so the miss family (mask 0) comes first
    }
}
