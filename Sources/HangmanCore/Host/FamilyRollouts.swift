/// The Cunning host's look ahead at one decision: for each family it could keep, the misses each
/// model guesser (or modelled person) would suffer from there on.
struct FamilyRollouts {
    /// Who plays the rest of the game out.
    enum Players {
        case bots([GuesserBot])
        /// People's habits; `hunchRate` the share of hunches (0: the habits alone).
        case people([Person.Style], hunchRate: Double)
    }

    let families: [WordFamily]
    let missesLeft: Int
    /// The letters tried, this one included.
    let guessed: UInt32
    /// Rollouts run on every `stride`-th word of a family: one sampling rate for every family,
    /// so that their sizes keep their proportions.
    let stride: Int
    /// The word a person pictures depends on the decision alone.
    let seed: UInt64
    private var search: PoolSearch

    init(families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext, strategy: CunningHost) {
        self.families = families
        missesLeft = context.missesLeft
        guessed = context.guessedLetters | 1 << UInt32(letter &- 97)
        let sample = max(1, strategy.playoutSample)
        let letters = pool.count * pool.bucket.length
        stride = max(1, (letters + sample - 1) / sample)
        // The game's seed too, when the host varies: then each game imagines other people.
        seed = UInt64(guessed) << 32 ^ UInt64(pool.count) ^ (strategy.variety ? context.seed : 0)
        search = PoolSearch(bucket: pool.bucket)
    }

    /// The misses `players` suffer if the host keeps family `i` (its own miss included) and
    /// `host` answers from there on, each capped at the misses left.
    func misses(_ i: Int, by players: Players, against host: RolloutHost) -> [Int] {
        let miss = families[i].isMiss ? 1 : 0
        let cap = missesLeft - miss
        let words = CunningHost.sample(families[i].words, stride: stride)
        switch players {
        case .bots(let bots):
            guard cap > 0 else { return bots.map { _ in miss } }
            return search.playouts(words, by: bots, against: host, guessed: guessed, cap: cap).map { miss + $0 }
        case .people(let styles, let hunchRate):
            guard cap > 0 else { return styles.map { _ in miss } }
            return search.personPlayouts(
                words, styles: styles, against: host, guessed: guessed, cap: cap, seed: seed,
                hunchRate: hunchRate
            ).map { miss + $0 }
        }
    }

    /// The misses `person` suffers if the host keeps family `i` (its own miss included) and
    /// `host` answers from there on, capped at the misses left.
    func misses(_ i: Int, by person: Person, against host: RolloutHost) -> Int {
        let miss = families[i].isMiss ? 1 : 0
        let cap = missesLeft - miss
        guard cap > 0 else { return miss }
        return miss
            + search.playout(
                CunningHost.sample(families[i].words, stride: stride), by: person, against: host,
                guessed: guessed, cap: cap)
    }
}
