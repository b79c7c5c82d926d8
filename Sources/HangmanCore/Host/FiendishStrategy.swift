/// The Fiendish host: it thinks ahead. For each family it could keep, model guessers
/// (`GuesserBot`) and models of people's habits (`Person`) play the rest of the game out, and it
/// keeps the family that hangs the most modelled people, then costs the strongest bot the most —
/// but only among families that cost *every* model guesser at least as much as the Classic
/// host's choice would, so against them it is never easier than Classic (a policy-improvement
/// step on the Classic host). Small pools are solved exactly (minimax, alpha-beta, memoised);
/// with one miss left a miss family always wins. Why each rule is there, and what was measured
/// on the way: docs/fiendish-host.md.
public struct FiendishStrategy: EvilStrategy {
    /// Pools up to this size are searched exactly (if the node budget allows).
    public var exactPoolLimit: Int
    /// Positions visited per decision before the exact search gives up.
    public var nodeBudget: Int
    /// Rollouts on a pool larger than this run on an even sample of it (the same rate for every
    /// family), so a decision stays within a frame on lists larger than the shipped ones.
    public var playoutSample: Int
    /// The guessers the host models in its rollouts.
    public var guessers: [GuesserBot]
    /// The habits of people the host models too (`Person`, without hunches): a family is only
    /// safe if it costs each of them at least as much as the Classic family would, and among safe
    /// families the host prefers the one that hangs the most of them. Empty: bots only.
    public var people: [Person.Style]
    /// Whether safety also asks that a family cost each modelled habit at least as much as the
    /// Classic family (otherwise the habits only rank the safe families).
    public var peopleSafety: Bool
    /// The share of hunches in the modelled people (0: the habits alone).
    public var peopleHunches: Double
    /// When set, safe families are ranked by rollouts against a host that leans to misses (keeps
    /// the miss family when it has at least this share of the largest family's words), which is
    /// closer to how this host goes on; safety is still judged against the Classic host. nil ranks
    /// by the Classic rollouts. (0.5: see docs/fiendish-host.md.)
    public var leaningShare: Double?

    public init(exactPoolLimit: Int = 300, nodeBudget: Int = 200, playoutSample: Int = 40_000,
                guessers: [GuesserBot] = GuesserBot.allCases, people: [Person.Style] = Person.Style.allCases,
                peopleSafety: Bool = false, peopleHunches: Double = 0, leaningShare: Double? = 0.5) {
        self.peopleHunches = peopleHunches
        self.people = people
        self.peopleSafety = peopleSafety
        self.leaningShare = leaningShare
        self.exactPoolLimit = exactPoolLimit
        self.nodeBudget = nodeBudget
        self.playoutSample = playoutSample
        self.guessers = guessers
    }

    public func chooseFamily(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> Int {
        choose(among: families, letter: letter, pool: pool, context: context).index
    }

    public func choose(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> FamilyChoice {
        let classic = ClassicStrategy.largest(families)
        if families.count == 1 { return FamilyChoice(index: 0, reason: .largest) }
        // A miss now ends the game: nothing later can be worth more (a rollout that also ends in a
        // miss only ties with it, and a player may still escape that).
        if context.missesLeft == 1, let miss = families.firstIndex(where: \.isMiss) {
            return FamilyChoice(index: miss, reason: miss == classic ? .largest : .killingMiss)
        }
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
        // People, modelled without hunches; the word a person pictures depends on the decision alone.
        let seed = UInt64(guessed) << 32 ^ UInt64(pool.count)
        func peopleRollouts(_ i: Int, against host: RolloutHost) -> [Int] {
            let miss = families[i].isMiss ? 1 : 0
            let cap = context.missesLeft - miss
            guard cap > 0 else { return people.map { _ in miss } }
            return search.personPlayouts(Self.sample(families[i].words, stride: stride), styles: people, against: host,
                                         guessed: guessed, cap: cap, seed: seed, hunchRate: peopleHunches).map { miss + $0 }
        }
        let ranking: RolloutHost = leaningShare.map { .leaningToMisses(share: $0) } ?? .classic
        let ranked = families.indices.map { rollouts($0, against: ranking) }
        let strongest = ranked.map { $0.min() ?? 0 }
        // How many of the modelled people each family hangs (all its misses used up), and how many
        // misses it costs them in all, against the Classic host from there on.
        let peopleRanked = families.indices.map { peopleRollouts($0, against: .classic) }
        let hanged = peopleRanked.map { $0.filter { $0 >= context.missesLeft }.count }
        let peopleMisses = peopleRanked.map { $0.reduce(0, +) }
        let exact = pool.count <= exactPoolLimit
            ? exactScores(families, guessed: guessed, missesLeft: context.missesLeft, search: &search) : nil
        // Safety needs rollouts against the classic host, so it is only checked for the families
        // that could still win: those ranked at or above the best safe one found so far.
        var classicRollouts: [Int: [Int]] = [:]
        func isSafe(_ i: Int) -> Bool {
            if i == classic { return true }
            for j in [classic, i] where classicRollouts[j] == nil {
                classicRollouts[j] = rollouts(j, against: .classic) + (peopleSafety ? peopleRanked[j] : [])
            }
            return zip(classicRollouts[i]!, classicRollouts[classic]!).allSatisfy { $0 >= $1 }
        }
        // The exact value (when known) decides, then safety, then the strongest guesser's misses;
        // without an exact value an unsafe family is never kept (the classic family always is safe).
        func score(_ i: Int, safe: Bool) -> Int {
            let rollout = hanged[i] * 4096 + strongest[i] * 64 + peopleMisses[i]
            if let exact { return exact[i] * 65536 + (safe ? 32768 : 0) + rollout }
            return safe ? rollout : -1
        }
        // Best first (ties in the classic order), so the first family with the best score wins.
        let order = families.indices.sorted {
            let a = score($0, safe: true), b = score($1, safe: true)
            return a != b ? a > b : ClassicStrategy.isBetter(families[$0], than: families[$1])
        }
        var best = order[0], bestScore = score(order[0], safe: isSafe(order[0]))
        for i in order.dropFirst() where score(i, safe: true) > bestScore {
            let s = score(i, safe: isSafe(i))
            if s > bestScore { best = i; bestScore = s }
        }
        // Why not the largest family, in the terms that decided.
        let reason: FamilyChoice.Reason
        if best == classic { reason = .largest }
        else if let exact, exact[best] != exact[classic] { reason = .moreMisses(exact[best] - exact[classic]) }
        else if hanged[best] > hanged[classic] { reason = .hangsMorePeople(hanged[best] - hanged[classic]) }
        else if strongest[best] > strongest[classic] { reason = .moreMisses(strongest[best] - strongest[classic]) }
        else if peopleMisses[best] > peopleMisses[classic] { reason = .peopleMissMore }
        else { reason = .moreMisses(0) }
        return FamilyChoice(index: best, reason: reason)
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
