/// The cheating host. It never commits to a word: it keeps every word of the chosen length that
/// is consistent with all its answers, and after each guess keeps the family its strategy picks.
public struct EvilGameplay: Gameplay {
    public let deal: Deal
    public private(set) var round: Round
    public var committedWord: String? { nil }
    public var wordsThatFit: Int? { pool.count }
    public private(set) var pool: WordPool
    public private(set) var moves: [HostMove] = []
    /// Guesses in a row, up to the last, that were a counter's: the letter in the most words that
    /// still fit (`WayPlan`; `HostContext.counterRun`).
    public private(set) var counterRun = 0
    /// Pool size at the start (after the layout of spaces, for phrases).
    public let initialPoolSize: Int
    private var rule: any HostRule

    /// A Nemesis game (dealt or resumed before its habits were read) counts on `habits` from its next answer on; any
    /// other host's game is left as it is. The pool is the game's whole state, so earlier answers stand.
    public mutating func countOn(_ habits: PlayerHabits?) {
        guard deal.host == .nemesis, expectedOrder == nil else { return }
        rule = Host.nemesis.rule(knowing: habits, in: round.language)
    }

    /// The order of letters the Nemesis host expected of its player in this game (what it learnt
    /// from their games), likeliest first; nil for every other host, and for Nemesis before it knew any.
    public var expectedOrder: [UInt8]? { (rule as? CunningHost)?.learned?.order }

    /// How much say that order had in this game's answers, 0...1; nil where it had none.
    public var learnedConfidence: Double? { (rule as? CunningHost)?.learned?.confidence }

    /// A new game of `deal` over all words of `bucket`, answered by `rule` (the deal's host's, unless given). For
    /// phrase lists the host first commits to the layout of spaces shared by the most entries.
    public init(deal: Deal, words bucket: WordBucket, rule: (any HostRule)? = nil) {
        precondition(bucket.count > 0, "no words of this length")
        var pool = WordPool(all: bucket)
        var spaces: [Int] = []
        if bucket.hasSpaces {
            let families = pool.wordFamilies(for: UInt8(ascii: " "))
            let kept = families[ClassicHost.largest(families)]
            pool.indices = kept.words
            spaces = kept.positions.setBits
        }
        self.round = Round(
            length: bucket.length, missesAllowed: deal.misses, knownSpaces: spaces, language: bucket.language)
        self.pool = pool
        self.initialPoolSize = pool.count
        self.deal = deal
        self.rule = rule ?? (deal.host ?? .classic).rule
    }

    public var word: String? {
        switch round.status {
        case .playing: return nil
        case .won: return round.patternText
        case .lost:
            var rng = SeededGenerator(seed: deal.seed)
            return pool.bucket.word(at: Int(pool.indices[Int(rng.next() % UInt64(pool.count))]))
        }
    }

    public func spelling(of word: String) -> String { pool.bucket.spelling(of: word) }

    public mutating func guess(_ input: String) -> GuessResult {
        let letter: UInt8
        switch round.validate(input) {
        case .failure(let reason): return .ignored(reason)
        case .success(let l): letter = l
        }
        let families = pool.wordFamilies(for: letter)
        let run = countersRun(after: letter)
        let context = HostContext(
            guessedLetters: guessedMask, missesLeft: round.missesLeft, seed: deal.seed, counterRun: run)
        let choice = rule.choose(among: families, letter: letter, pool: pool, context: context)
        return keep(families[choice.index], for: letter, among: families, reason: choice.reason, counterRun: run)
    }

    /// The run of a counter's guesses with `letter`, about to be guessed on the pool as it is.
    private func countersRun(after letter: UInt8) -> Int {
        WayPlan.countersLetters(pool.indices, in: pool.bucket, guessed: guessedMask) & LetterCode.bit(letter) != 0
            ? counterRun + 1 : 0
    }

    /// Narrows the pool to `kept`, books the answer and notes the move (with what the Classic
    /// host would have kept): the one path for a guess played and a guess replayed from a save.
    private mutating func keep(
        _ kept: WordFamily, for letter: UInt8, among families: [WordFamily],
        reason: FamilyChoice.Reason, counterRun run: Int
    ) -> GuessResult {
        let before = pool.count
        counterRun = run
        let classic = families[ClassicHost.largest(families)]
        pool.indices = kept.words
        let result = round.record(letter, at: kept.positions.setBits)
        moves.append(
            HostMove(
                letter: LetterCode.character(letter), poolBefore: before, poolAfter: pool.count,
                patternAfter: round.patternText, wasMiss: kept.isMiss, classicPoolAfter: classic.count,
                classicPositions: classic.positions,
                reason: kept.positions == classic.positions ? .largest : reason))
        return result
    }

    /// Restores a saved game exactly by replaying its guesses: each letter's answer is read off
    /// the saved pattern, so no rule runs and the pool comes out the same. A save that no longer
    /// fits the list (edited since, or not this list at all) is refused, never trusted.
    public init(restoring saved: SavedGame, words bucket: WordBucket) throws(SnapshotError) {
        guard saved.deal.host != nil, bucket.length == saved.deal.length, bucket.count > 0 else {
            throw .doesNotFit(tr("the saved game does not fit the word list"))
        }
        let target = LetterCode.codes(saved.pattern)
        guard target.count == saved.deal.length else { throw .doesNotFit(tr("the saved pattern has the wrong length")) }
        self.init(deal: saved.deal, words: bucket)
        // The spaces of a phrase are where the save shows them, not where the host would put them now.
        let spaces = target.indices.filter { target[$0] == UInt8(ascii: " ") }
        if bucket.hasSpaces || !spaces.isEmpty {
            let spaceMask = spaces.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
            pool = WordPool(all: bucket)
            pool.indices = pool.indices.filter {
                bucket.positions(of: UInt8(ascii: " "), inWordAt: Int($0)) == spaceMask
            }
            guard pool.count > 0 else { throw .doesNotFit(tr("the saved game does not fit the word list")) }
            round = Round(
                length: saved.deal.length, missesAllowed: saved.deal.misses, knownSpaces: spaces,
                language: bucket.language)
        }
        try replay(saved)
    }
}

extension EvilGameplay: ReplayableGame {
    mutating func replayAnswer(_ letter: UInt8, at positions: [Int]) throws(SnapshotError) {
        let mask = positions.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        let families = pool.wordFamilies(for: letter)
        guard let kept = families.first(where: { $0.positions == mask }) else {
            throw .doesNotFit(tr("the saved game does not fit the word list"))
        }
        _ = keep(kept, for: letter, among: families, reason: .resumed, counterRun: countersRun(after: letter))
    }
}
