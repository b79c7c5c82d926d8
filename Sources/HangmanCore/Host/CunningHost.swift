/// The Cunning host: it thinks ahead. Small enough families are solved as endgames
/// (`Endgame`): it keeps one from which it can hang any guesser where it has one, and never one
/// from which every guesser escapes while it has another. Among the rest, model guessers
/// (`GuesserBot`) and models of people's habits (`Person`) play the game out, and it keeps the
/// family that hangs the most modelled people, then costs the strongest bot the most — among
/// families that cost every model guesser at least what the Classic host's choice would (a
/// policy-improvement step on Classic). Why each rule is there: docs/cunning-host.md.
public struct CunningHost: HostRule {
    /// Whether the game's seed varies the answers: the people imagined, and the choice among
    /// families that score alike. Off, the same guesses meet the same answers in every game.
    public var variety: Bool
    /// After this many guesses in a row that were a counter's (the letter in the most words), the
    /// host plans against a counter (`WayPlan`); nil never.
    public var counterPlanAfter: Int?
    /// The player as the Nemesis host learnt them, played out beside the modelled people (and, kept
    /// to strictly enough, planned against); nil for every other host.
    public var learned: LearnedPlayer?
    /// Rollouts on a pool of more letters than this (words × length) run on an even sample of it,
    /// so that a decision stays within a frame on the largest pools (Dutch and German compounds).
    public var playoutSample: Int
    /// Whether endgames are solved (off: the look ahead alone, for the tests that look at it).
    public var solvesEndgames: Bool

    public init(
        variety: Bool = false, counterPlanAfter: Int? = 2, learned: LearnedPlayer? = nil,
        playoutSample: Int = 310_000, solvesEndgames: Bool = true
    ) {
        self.variety = variety
        self.counterPlanAfter = counterPlanAfter
        self.learned = learned
        self.playoutSample = playoutSample
        self.solvesEndgames = solvesEndgames
    }

    static let guessers = GuesserBot.allCases
    static let people = Person.Style.allCases
    /// Safe families are ranked by rollouts against a host that keeps the miss family when it has
    /// half the largest family's words (closer to how this host goes on); safety is judged against
    /// Classic.
    static let ranking = RolloutHost.leaningToMisses(share: 0.5)
    /// Pools of up to this many letters look for a star in each family (`StarBound`): misses no
    /// guesser escapes, which rollouts cannot see. Larger ones skip it to stay within a frame.
    static let starLetterLimit = 290_000
    /// Words a plan against a way of guessing (`WayPlan`) may look at in one decision.
    static let planBudget = 400_000
    /// What the learnt player counts for, at full confidence, among the modelled people.
    static let learnedWeight = 6
    /// A family that costs the learnt player more than Classic's is safe too when the player leaves
    /// their order at most this share of the time.
    static let trustUpToHunches = 0.45

    func looksForStars(inPoolOf words: Int, length: Int) -> Bool {
        length <= StarBound.packedLength && words * length <= Self.starLetterLimit
    }

    public func chooseFamily(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> Int {
        choose(among: families, letter: letter, pool: pool, context: context).index
    }

    public func choose(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext)
        -> FamilyChoice
    {
        let classic = ClassicHost.largest(families)
        if families.count == 1 { return FamilyChoice(index: 0, reason: .largest) }
        // A miss now ends the game: nothing later can be worth more.
        if context.missesLeft == 1, let miss = families.firstIndex(where: \.isMiss) {
            return FamilyChoice(index: miss, reason: miss == classic ? .largest : .killingMiss)
        }
        // Families up to `Endgame.solvedPool` words are solved: the host keeps one it can win from
        // where it has one, and never a proven escape while it has another. A larger one is checked
        // once the host would keep it (below).
        // On a large pool the families of a few words are neither solved nor played out: keeping one
        // tells the guesser nearly everything, and a long word's first answer can have 2,000 of them.
        let considered = families.indices.map { i in
            i == classic || pool.count <= Self.tinyFamilyPool || families[i].count * Self.tinyFamilyShare >= pool.count
        }
        var endgames =
            solvesEndgames
            ? Endgame.of(families, pool: pool, missesLeft: context.missesLeft, considered: considered)
            : families.map { _ in Endgame.unknown }
        let best = families.indices.filter { considered[$0] }.map { endgames[$0] }.max()!
        let open = families.indices.map { considered[$0] && endgames[$0] == best }
        if let planned = planAgainstPlayer(families, letter: letter, pool: pool, context: context, open: open)
            ?? planAgainstCounter(families, letter: letter, pool: pool, context: context, open: open)
        {
            return planned
        }
        var look = FamilyRollouts(families: families, letter: letter, pool: pool, context: context, strategy: self)
        let bots = FamilyRollouts.Players.bots(Self.guessers)
        let (ahead, playerMisses) = lookAhead(
            families, classic: classic, pool: pool, context: context, endgames: endgames, open: open, look: &look)
        var scores = ahead
        // Safety needs rollouts against the Classic host, so it is only checked for the families
        // that could still win: those ranked at or above the best safe one found so far.
        var classicRollouts: [Int: [Int]] = [:]
        func isSafe(_ i: Int) -> Bool {
            if i == classic { return true }
            if let playerMisses, let learned, learned.hunchRate <= Self.trustUpToHunches,
                playerMisses[i] > playerMisses[classic]
            {
                return true
            }
            for j in [classic, i] where classicRollouts[j] == nil {
                classicRollouts[j] = look.misses(j, by: bots, against: .classic)
            }
            // Misses a star makes certain from the family, at least those of every model guesser
            // from the Classic family: safe too.
            if scores.certain[i] >= classicRollouts[classic]!.max() ?? 0 { return true }
            return Self.costsAtLeastClassic(classicRollouts[i]!, classicRollouts[classic]!, sampled: look.stride > 1)
        }
        // A large family chosen is checked: a proven escape is set aside and the choice made again,
        // a few times at most.
        for _ in 0..<Self.checks {
            let choice = choose(
                families, scores: scores, classic: classic, letter: letter, pool: pool,
                context: context, isSafe: isSafe, known: { classicRollouts[$0] != nil })
            guard solvesEndgames, endgames[choice.index] == .unknown else { return choice }
            endgames[choice.index] = Endgame.of(families[choice.index], pool: pool, missesLeft: context.missesLeft)
            guard endgames[choice.index] == .guesserWins else { return choice }
            scores.endgames = endgames
        }
        return choose(
            families, scores: scores, classic: classic, letter: letter, pool: pool,
            context: context, isSafe: isSafe, known: { classicRollouts[$0] != nil })
    }

    /// How many families of a large pool the host checks at most, one after another.
    static let checks = 3

    /// The best family by `scores` (safety asked only where it could change the choice), or one
    /// drawn among the nearly best for variety.
    private func choose(
        _ families: [WordFamily], scores: Scores, classic: Int, letter: UInt8, pool: WordPool, context: HostContext,
        isSafe: (Int) -> Bool, known: (Int) -> Bool
    ) -> FamilyChoice {
        // Best first, so the first family with the best score wins. Ties go in the Classic order,
        // or (with variety) in an order the game's seed draws.
        let tieBreak = variety ? families.map { Self.mix(context.seed ^ $0.positions ^ UInt64(letter) << 56) } : []
        let order = families.indices.sorted {
            let a = scores.score($0, safe: true)
            let b = scores.score($1, safe: true)
            if a != b { return a > b }
            return variety ? tieBreak[$0] > tieBreak[$1] : ClassicHost.isBetter(families[$0], than: families[$1])
        }
        var kept = order[0]
        var keptScore = scores.score(order[0], safe: isSafe(order[0]))
        for i in order.dropFirst() where scores.score(i, safe: true) > keptScore {
            let s = scores.score(i, safe: isSafe(i))
            if s > keptScore {
                kept = i
                keptScore = s
            }
        }
        // Safety already looked at costs nothing; on a large pool no further rollout is spent on variety.
        func safety(_ i: Int) -> Bool? {
            if i == classic || known(i) { return isSafe(i) }
            return pool.count > Self.varietyLookLimit ? nil : isSafe(i)
        }
        if variety,
            let drawn = drawAmongTheBest(
                kept, order: order, scores: scores, families: families, letter: letter, seed: context.seed,
                safety: safety), drawn != kept
        {
            return FamilyChoice(index: drawn, reason: drawn == classic ? .largest : .drawnAmongTheBest)
        }
        return FamilyChoice(index: kept, reason: scores.reason(keeping: kept, over: classic))
    }

    /// What the look ahead finds for each open family (`Scores`), and the learnt player's misses.
    private func lookAhead(
        _ families: [WordFamily], classic: Int, pool: WordPool, context: HostContext, endgames: [Endgame],
        open: [Bool], look: inout FamilyRollouts
    ) -> (Scores, [Int]?) {
        let bots = FamilyRollouts.Players.bots(Self.guessers)
        let looked = open
        // The misses a star in the family makes certain if the host keeps to it, whoever guesses:
        // a floor under what the rollouts say. Capped at the misses left, as the rollouts are.
        let certain = families.indices.map { i in
            guard looked[i], looksForStars(inPoolOf: pool.count, length: pool.bucket.length) else { return 0 }
            return min(
                context.missesLeft,
                (families[i].isMiss ? 1 : 0) + StarBound.largestStar(in: families[i].words, of: pool.bucket) - 1)
        }
        let strongest = families.indices.map {
            looked[$0] ? max(certain[$0], look.misses($0, by: bots, against: Self.ranking).min() ?? 0) : 0
        }
        let peopleRanked = families.indices.map {
            looked[$0] ? look.misses($0, by: .people(Self.people, hunchRate: 0), against: .classic) : []
        }
        // The learnt player counts as `weight` people, by how sure the host is of them.
        let learnedPerson = learned.map {
            Person(style: .letterOrder, seed: look.seed, hunchRate: 0, ownOrder: $0.order)
        }
        let weight = learned.map { Int(($0.confidence * Double(Self.learnedWeight)).rounded()) } ?? 0
        let playerMisses = learnedPerson.flatMap { person in
            weight > 0 ? families.indices.map { looked[$0] ? look.misses($0, by: person, against: .classic) : 0 } : nil
        }
        let scores = Scores(
            hanged: families.indices.map { i in
                let player = (playerMisses?[i] ?? 0) >= context.missesLeft ? weight : 0
                return certain[i] >= context.missesLeft
                    ? Self.people.count + weight
                    : peopleRanked[i].filter { $0 >= context.missesLeft }.count + player
            },
            strongest: strongest,
            peopleMisses: families.indices.map { peopleRanked[$0].reduce(0, +) },
            player: playerMisses.map { $0.map { weight * $0 } },
            endgames: endgames, looked: looked, certain: certain)
        return (scores, playerMisses)
    }

    /// With variety: the family the game's seed draws among the safe ones within a small margin
    /// of the best (as many people hanged, one miss fewer for the strongest bot, the same endgame,
    /// no fewer certain misses), so that the same guesses meet other answers in another game.
    func drawAmongTheBest(
        _ best: Int, order: [Int], scores: Scores, families: [WordFamily], letter: UInt8, seed: UInt64,
        safety: (Int) -> Bool?
    ) -> Int? {
        let near = order.filter { i in
            scores.looked[i] && scores.hanged[i] >= scores.hanged[best]
                && scores.strongest[i] >= scores.strongest[best] - 1 && scores.endgames[i] == scores.endgames[best]
                && scores.certain[i] >= scores.certain[best] && (scores.player.map { $0[i] >= $0[best] } ?? true)
        }
        guard near.count > 1 else { return nil }
        // In the order the seed draws them, the first that is the best or safe; the safety of one
        // family at most is asked (a rollout where not known yet: the decision stays in a frame).
        let drawn = near.sorted {
            ClassicHost.draw(families[$0], letter, seed) > ClassicHost.draw(families[$1], letter, seed)
        }
        var asked = 0
        for i in drawn {
            if i == best { return best }
            guard asked < 1, let safe = safety(i) else { continue }
            asked += 1
            if safe { return i }
        }
        return best
    }

    /// What the look ahead found for each family, and how it decides.
    struct Scores {
        let hanged: [Int], strongest: [Int], peopleMisses: [Int]
        /// The learnt player's misses (weighted), for the Nemesis host.
        var player: [Int]? = nil
        var endgames: [Endgame]
        /// Whether each family was played out (one never kept: a proven escape, or a tiny family of
        /// a large pool).
        let looked: [Bool]
        /// The misses a star makes certain from each family if the host keeps to it (0 where not looked for).
        let certain: [Int]

        /// The endgame decides, then safety, then the people hanged, the strongest guesser's misses
        /// and the people's misses.
        func score(_ i: Int, safe: Bool) -> Int {
            guard looked[i] else { return -1 }
            let rollout = hanged[i] * 4096 + strongest[i] * 64 + peopleMisses[i] + (player?[i] ?? 0)
            return endgames[i].rawValue << 24 + (safe ? 1 << 23 : 0) + rollout
        }

        /// Why `best` and not the largest family, in the terms that decided.
        func reason(keeping best: Int, over classic: Int) -> FamilyChoice.Reason {
            if best == classic { return .largest }
            if endgames[best] > endgames[classic] { return .endgame }
            if hanged[best] > hanged[classic] { return .hangsMorePeople(hanged[best] - hanged[classic]) }
            if strongest[best] > strongest[classic] { return .moreMisses(strongest[best] - strongest[classic]) }
            if peopleMisses[best] > peopleMisses[classic] { return .peopleMissMore }
            return .moreMisses(0)
        }
    }

    /// Whether a family's rollouts against the Classic host (`misses`, a guesser each) cost every
    /// model guesser at least what the Classic family's (`classic`) do. On a sampled pool a family
    /// must cost each a miss more: a sample can rank a family above the Classic one that the whole
    /// pool plays worse.
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
