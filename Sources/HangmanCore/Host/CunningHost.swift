/// The Fiendish host: it thinks ahead. For each family it could keep, model guessers
/// (`GuesserBot`) and models of people's habits (`Person`) play the rest of the game out, and it
/// keeps the family that hangs the most modelled people, then costs the strongest bot the most —
/// but only among families that cost *every* model guesser at least as much as the Classic
/// host's choice would, so against them it is never easier than Classic (a policy-improvement
/// step on the Classic host). Small pools are solved exactly (minimax, alpha-beta, memoised);
/// with one miss left a miss family always wins. Why each rule is there, and what was measured
/// on the way: docs/cunning-host.md.
public struct CunningHost: HostRule {
    /// Pools up to this size are searched exactly (if the node budget allows).
    public var exactPoolLimit: Int
    /// Positions visited per decision before the exact search gives up.
    public var nodeBudget: Int
    /// Rollouts on a pool of more letters than this (words × length) run on an even sample of it
    /// (the same rate for every family), so a decision stays within a frame on lists larger than
    /// the shipped ones: Dutch and German pools of 10 and 11 letters hold 40,000 words. The
    /// English lists' pools all fit (web2's largest, 10 letters, is 308,780 letters).
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
    /// by the Classic rollouts. (0.5: see docs/cunning-host.md.)
    public var leaningShare: Double?
    /// Whether the game's seed varies the answers: the people the host imagines, and the choice
    /// among families that score the same. Off, the same guesses meet the same answers in every
    /// game of a pool.
    public var variety: Bool
    /// Pools of up to this many letters (words × length) look for a star in each family
    /// (`StarBound`): misses no guesser escapes, which the rollouts (bots that play against a
    /// Classic host) cannot see. The look costs a table probe a word a place (4 ms on web2's
    /// largest pool, 32,263 words of 9 letters), so the first answers at 9 and 10 letters of web2
    /// (290,367 and 308,140 letters), and the larger Dutch and German pools, skip it to stay within
    /// a frame; the root of 8 letters (238,256 letters, a star of 9) does not.
    public var starLetterLimit: Int
    /// After this many guesses in a row that were a counter's (the letter in the most words), the
    /// host plans against a counter (`CounterPlan`); nil never.
    public var counterPlanAfter: Int?
    /// Words a plan against a counter may look at in one decision (`CounterPlan.budget`).
    public var counterNodeBudget: Int
    /// The player as the Nemesis host learnt them from their games (their order of letters), played
    /// out beside the modelled people; nil for every other host.
    public var learned: LearnedPlayer?
    /// What the learnt player counts for, at full confidence, in modelled people: a family that
    /// hangs them counts as hanging this many people.
    public var learnedWeight: Int
    /// A family that costs the learnt player more than the Classic family would is safe too,
    /// though it costs some model guesser less, when the player leaves their order at most this
    /// share of the time (1: always; 0: never).
    public var trustUpToHunches: Double
    /// Playouts of the learnt player per family: one keeps to their order; more draw their hunches.
    public var learnedSamples: Int

    /// Whether a decision on `words` words of `length` letters looks for stars. Words longer than
    /// `StarBound.packedLength` never do: their keys are the words' bytes, slower by far, and a
    /// list of such words (`--words`) must not stall a decision.
    func looksForStars(inPoolOf words: Int, length: Int) -> Bool {
        length <= StarBound.packedLength && words * length <= starLetterLimit
    }

    public init(
        exactPoolLimit: Int = 300, nodeBudget: Int = 200, playoutSample: Int = 310_000,
        guessers: [GuesserBot] = GuesserBot.allCases, people: [Person.Style] = Person.Style.allCases,
        peopleSafety: Bool = false, peopleHunches: Double = 0, leaningShare: Double? = 0.5, variety: Bool = false,
        starLetterLimit: Int = 290_000, counterPlanAfter: Int? = 2, counterNodeBudget: Int = 400_000,
        learned: LearnedPlayer? = nil, learnedWeight: Int = 6, trustUpToHunches: Double = 0.45, learnedSamples: Int = 1
    ) {
        self.learnedSamples = learnedSamples
        self.trustUpToHunches = trustUpToHunches
        self.learned = learned
        self.learnedWeight = learnedWeight
        self.counterPlanAfter = counterPlanAfter
        self.counterNodeBudget = counterNodeBudget
        self.variety = variety
        self.starLetterLimit = starLetterLimit
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

    public func choose(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext)
        -> FamilyChoice
    {
        let classic = ClassicHost.largest(families)
        if families.count == 1 { return FamilyChoice(index: 0, reason: .largest) }
        // A miss now ends the game: nothing later can be worth more (a rollout that also ends in a
        // miss only ties with it, and a player may still escape that).
        if context.missesLeft == 1, let miss = families.firstIndex(where: \.isMiss) {
            return FamilyChoice(index: miss, reason: miss == classic ? .largest : .killingMiss)
        }
        if let planned = planAgainstCounter(families, letter: letter, pool: pool, context: context) { return planned }
        var look = FamilyRollouts(families: families, letter: letter, pool: pool, context: context, strategy: self)
        let bots = FamilyRollouts.Players.bots(guessers)
        let (scores, peopleRanked, playerMisses) = lookAhead(
            families, classic: classic, pool: pool, context: context, look: &look)
        // Safety needs rollouts against the Classic host, so it is only checked for the families
        // that could still win: those ranked at or above the best safe one found so far.
        var classicRollouts: [Int: [Int]] = [:]
        func isSafe(_ i: Int) -> Bool {
            if i == classic { return true }
            if let playerMisses, let learned, learned.hunchRate <= trustUpToHunches,
                playerMisses[i] > playerMisses[classic]
            {
                return true
            }
            for j in [classic, i] where classicRollouts[j] == nil {
                classicRollouts[j] = look.misses(j, by: bots, against: .classic) + (peopleSafety ? peopleRanked[j] : [])
            }
            // Misses a star makes certain from the family (if the host keeps to it), at least those
            // of every model guesser from the Classic family: safe too.
            if scores.certain[i] >= classicRollouts[classic]!.max() ?? 0 { return true }
            return Self.costsAtLeastClassic(classicRollouts[i]!, classicRollouts[classic]!, sampled: look.stride > 1)
        }
        // Best first, so the first family with the best score wins. Ties go in the Classic order,
        // or (with variety) in an order the game's seed draws.
        let tieBreak = variety ? families.map { Self.mix(context.seed ^ $0.positions ^ UInt64(letter) << 56) } : []
        let order = families.indices.sorted {
            let a = scores.score($0, safe: true)
            let b = scores.score($1, safe: true)
            if a != b { return a > b }
            return variety ? tieBreak[$0] > tieBreak[$1] : ClassicHost.isBetter(families[$0], than: families[$1])
        }
        var best = order[0]
        var bestScore = scores.score(order[0], safe: isSafe(order[0]))
        for i in order.dropFirst() where scores.score(i, safe: true) > bestScore {
            let s = scores.score(i, safe: isSafe(i))
            if s > bestScore {
                best = i
                bestScore = s
            }
        }
        // Safety already looked at costs nothing; on a large pool no further rollout is spent on variety.
        func safety(_ i: Int) -> Bool? {
            if i == classic || classicRollouts[i] != nil { return isSafe(i) }
            return pool.count > Self.varietyLookLimit ? nil : isSafe(i)
        }
        if variety,
            let drawn = drawAmongTheBest(
                best, order: order, scores: scores, families: families, letter: letter,
                seed: context.seed, safety: safety), drawn != best
        {
            return FamilyChoice(index: drawn, reason: drawn == classic ? .largest : .drawnAmongTheBest)
        }
        return FamilyChoice(index: best, reason: scores.reason(keeping: best, over: classic))
    }

    /// What the look ahead finds for each family (`Scores`), and each modelled person's misses
    /// against the Classic host (safety may ask for them).
    private func lookAhead(
        _ families: [WordFamily], classic: Int, pool: WordPool, context: HostContext,
        look: inout FamilyRollouts
    ) -> (Scores, [[Int]], [Int]?) {
        let bots = FamilyRollouts.Players.bots(guessers)
        let ranking: RolloutHost = leaningShare.map { .leaningToMisses(share: $0) } ?? .classic
        // The strongest bot's misses against the ranking host; how many modelled people each
        // family hangs (all misses used up) and how many misses it costs them, against Classic.
        // On a large pool the families of a few words are not played out: keeping one tells the
        // guesser nearly everything, so it is never the best answer, and a long word's first
        // answer can have 2,000 of them (a rollout each would cost more than the frame).
        let looked = families.indices.map { i in
            i == classic || pool.count <= Self.tinyFamilyPool || families[i].count * Self.tinyFamilyShare >= pool.count
        }
        // The misses a star in the family makes certain if the host keeps to it, whoever guesses:
        // a floor under what the rollouts say (at two letters web2's ?O words force 18, the
        // optimum; the rollouts saw 17).
        let certain = families.indices.map { i in
            guard looked[i], looksForStars(inPoolOf: pool.count, length: pool.bucket.length) else { return 0 }
            // Capped at the misses left, as the rollouts are.
            return min(
                context.missesLeft,
                (families[i].isMiss ? 1 : 0) + StarBound.largestStar(in: families[i].words, of: pool.bucket) - 1)
        }
        let strongest = families.indices.map {
            looked[$0] ? max(certain[$0], look.misses($0, by: bots, against: ranking).min() ?? 0) : 0
        }
        let peopleRanked = families.indices.map {
            looked[$0] ? look.misses($0, by: .people(people, hunchRate: peopleHunches), against: .classic) : []
        }
        // The learnt player counts as `weight` people, by how sure the host is of them.
        let (players, weight) = learnedPlayers(seed: look.seed)
        // Each sample of the player: their misses from each family (its hunches differ by sample).
        let sampled = families.indices.map { i in
            players.map { looked[i] ? look.misses(i, by: $0, against: .classic) : 0 }
        }
        let playerMisses = sampled.map { $0.reduce(0, +) }
        let playerHanged = sampled.map { $0.filter { $0 >= context.missesLeft }.count }
        let samples = max(1, players.count)
        let scores = Scores(
            hanged: families.indices.map { i in
                certain[i] >= context.missesLeft
                    ? people.count * samples + weight * samples
                    : peopleRanked[i].filter { $0 >= context.missesLeft }.count * samples + weight * playerHanged[i]
            },
            strongest: strongest,
            peopleMisses: families.indices.map { peopleRanked[$0].reduce(0, +) * samples },
            player: players.isEmpty ? nil : playerMisses.map { weight * $0 },
            exact: pool.count <= exactPoolLimit ? look.exactValues() : nil, looked: looked, certain: certain)
        return (scores, peopleRanked, players.isEmpty ? nil : playerMisses)
    }

    /// The learnt player as modelled people who keep to their order (`learnedSamples` of them,
    /// each with the player's hunches drawn afresh), and what each counts for.
    private func learnedPlayers(seed: UInt64) -> ([Person], Int) {
        guard let learned, learnedWeight > 0 else { return ([], 0) }
        let weight = Int((learned.confidence * Double(learnedWeight)).rounded())
        guard weight > 0 else { return ([], 0) }
        return (
            (0..<max(1, learnedSamples)).map { n in
                Person(
                    style: .letterOrder, seed: seed &+ UInt64(n) &* 0x9E37,
                    hunchRate: learnedSamples > 1 ? learned.hunchRate : 0,
                    ownOrder: learned.order)
            }, weight
        )
    }

    /// With variety: the family the game's seed draws among the safe ones within a small margin
    /// of the best (as many people hanged, one miss fewer for the strongest bot, the same exact
    /// value, no fewer certain misses), so that the same guesses meet other answers in another game.
    /// Not one person hanged fewer: that margin gave away what the host had found against people
    /// (web2, 10 letters, held-out people won 77% of games against it, 70% now; docs/levels.md).
    func drawAmongTheBest(
        _ best: Int, order: [Int], scores: Scores, families: [WordFamily], letter: UInt8, seed: UInt64,
        safety: (Int) -> Bool?
    ) -> Int? {
        let near = order.filter { i in
            scores.looked[i] && scores.hanged[i] >= scores.hanged[best]
                && scores.strongest[i] >= scores.strongest[best] - 1
                && (scores.exact.map { $0[i] == $0[best] } ?? true) && scores.certain[i] >= scores.certain[best]
                && (scores.player.map { $0[i] >= $0[best] } ?? true)
        }
        guard near.count > 1 else { return nil }
        // In the order the seed draws them, the first that is the best or safe; the safety of one
        // family at most is asked (a rollout where not known yet: the decision stays in a frame),
        // and the best is kept when that one is unsafe.
        let drawn = near.sorted {
            ClassicHost.draw(families[$0], letter, seed) > ClassicHost.draw(families[$1], letter, seed)
        }
        var looked = 0
        for i in drawn {
            if i == best { return best }
            guard looked < 1, let safe = safety(i) else { continue }
            looked += 1
            if safe { return i }
        }
        return best
    }

    /// What the look ahead found for each family, and how it decides.
    struct Scores {
        let hanged: [Int], strongest: [Int], peopleMisses: [Int]
        /// The learnt player's misses (weighted, all samples), for the Nemesis host: they count
        /// with the people's misses, and a draw for variety never gives any of them up.
        var player: [Int]? = nil
        /// Exact minimax values, when the pool is small enough to search.
        let exact: [Int]?
        /// Whether each family was played out (a tiny family of a large pool is not, and is never kept).
        let looked: [Bool]
        /// The misses a star makes certain from each family if the host keeps to it, whoever guesses
        /// (0 where not looked for).
        let certain: [Int]

        /// The exact value (when known) decides, then safety, then the people hanged, the
        /// strongest guesser's misses and the people's misses; without an exact value an unsafe
        /// family is never kept (the classic family always is safe).
        func score(_ i: Int, safe: Bool) -> Int {
            guard looked[i] else { return -2 }
            let rollout = hanged[i] * 4096 + strongest[i] * 64 + peopleMisses[i] + (player?[i] ?? 0)
            // Room for the rollout below the safety bit however many the learnt player counts for
            // (the same order as before for every other host: their rollouts stay under 32,768).
            if let exact { return exact[i] << 20 + (safe ? 1 << 19 : 0) + rollout }
            return safe ? rollout : -1
        }

        /// Why `best` and not the largest family, in the terms that decided.
        func reason(keeping best: Int, over classic: Int) -> FamilyChoice.Reason {
            if best == classic { return .largest }
            if let exact, exact[best] != exact[classic] { return .moreMisses(exact[best] - exact[classic]) }
            if hanged[best] > hanged[classic] { return .hangsMorePeople(hanged[best] - hanged[classic]) }
            if strongest[best] > strongest[classic] { return .moreMisses(strongest[best] - strongest[classic]) }
            if peopleMisses[best] > peopleMisses[classic] { return .peopleMissMore }
            return .moreMisses(0)
        }
    }

    /// Whether a family's rollouts against the Classic host (`misses`, a guesser each) cost every
    /// model guesser at least what the Classic family's (`classic`) do. On a sampled pool (one of
    /// more letters than `playoutSample`) a family must cost each a miss more: a sample can rank
    /// a family above the Classic one that the whole pool plays worse (Dutch, 11 letters: the
    /// strongest bot suffered 3 misses against this host, 4 against Classic, before the margin).
    static func costsAtLeastClassic(_ misses: [Int], _ classic: [Int], sampled: Bool) -> Bool {
        let margin = sampled ? 1 : 0
        return zip(misses, classic).allSatisfy { $0 >= $1 + margin }
    }

    /// Pools larger than this spend no rollout on variety (only safety already known counts).
    static let varietyLookLimit = 3000
    /// Pools larger than this play out only the families of at least 1/`tinyFamilyShare` of it.
    static let tinyFamilyPool = 2000
    static let tinyFamilyShare = 500

    /// A well-stirred number from `x` (SplitMix64's finaliser).
    static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Every `stride`-th word (at least one).
    static func sample(_ words: [Int32], stride: Int) -> [Int32] {
        guard stride > 1 else { return words }
        return Swift.stride(from: 0, to: words.count, by: stride).map { words[$0] }
    }
}
