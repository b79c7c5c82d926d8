/// The cheating host. It never commits to a word: it keeps every word of the chosen length that
/// is consistent with all its answers, and after each guess keeps the family its strategy picks.
public struct EvilGameplay: Gameplay {
    public let mode = GameMode.evil
    public private(set) var round: Round
    /// The host's level (never nil here: the protocol's optional is for good games).
    public let host: Host?
    public let wordList: WordListID
    public var committedWord: String? { nil }
    /// Seeds the one random choice an evil host makes: which word of the pool to show at a loss.
    public let seed: UInt64
    /// The words still consistent with every answer.
    public private(set) var pool: WordPool
    /// Every accepted guess with its effect on the pool.
    public private(set) var moves: [HostMove] = []
    /// Guesses in a row, up to the last, that were a counter's: the letter in the most words that
    /// still fit (`CounterPlan`; `HostContext.counterRun`).
    public private(set) var counterRun = 0
    /// Pool size at the start (after the layout of spaces, for phrases).
    public let initialPoolSize: Int
    /// The day whose daily sample of the list the game was dealt from (`DailyGame.words(for:list:)`).
    public let dailyDay: UTCDay?
    /// The share of the length's words this game was dealt from (a level's game), if not all.
    public let poolShare: Double?
    /// Whether those words were first narrowed to a theme (`Theme`).
    public let theme: Theme.Rule?
    private var strategy: any HostRule

    /// A Nemesis game (dealt or resumed before what its host learnt was read) counts on `habits`
    /// from its next answer on; any other host's game is left as it is. The pool is the game's
    /// whole state, so the answers so far stay what they were.
    public mutating func countOn(_ habits: PlayerHabits?) {
        guard host == .nemesis, expectedOrder == nil else { return }
        strategy = Host.nemesis.strategy(knowing: habits, in: round.language)
    }

    /// The order of letters the Nemesis host expected of its player in this game (what it learnt
    /// from their games), likeliest first; nil for every other host, and for Nemesis before it knew any.
    public var expectedOrder: [UInt8]? { (strategy as? CunningHost)?.learned?.order }

    /// How much say that order had in this game's answers, 0...1 (full from about fifteen recent
    /// games); nil where it had none.
    public var learnedConfidence: Double? { (strategy as? CunningHost)?.learned?.confidence }

    /// A new game over all words of `bucket`. For phrase lists the host first commits to the
    /// layout of spaces shared by the most entries.
    public init(words bucket: WordBucket, missesAllowed: Int, host level: Host = .classic,
                strategy: (any HostRule)? = nil, wordList: WordListID, seed: UInt64, daily: UTCDay? = nil,
                poolShare: Double? = nil, theme: Theme.Rule? = nil) {
        precondition(bucket.count > 0, "no words of this length")
        var pool = WordPool(all: bucket)
        var spaces: [Int] = []
        if bucket.hasSpaces {
            let families = pool.wordFamilies(for: UInt8(ascii: " "))
            let kept = families[ClassicHost.largest(families)]
            pool.indices = kept.words
            spaces = kept.positions.setBits
        }
        self.round = Round(length: bucket.length, missesAllowed: missesAllowed, knownSpaces: spaces, language: bucket.language)
        self.pool = pool
        self.initialPoolSize = pool.count
        self.host = level
        self.strategy = strategy ?? level.strategy
        self.wordList = wordList
        self.seed = seed
        self.dailyDay = daily
        self.poolShare = poolShare
        self.theme = theme
    }

    public var word: String? {
        switch round.status {
        case .playing: return nil
        case .won: return round.patternText
        case .lost:
            var rng = SeededGenerator(seed: seed)
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
        let context = HostContext(guessedLetters: guessedMask, missesLeft: round.missesLeft, seed: seed, counterRun: run)
        let choice = strategy.choose(among: families, letter: letter, pool: pool, context: context)
        return keep(families[choice.index], for: letter, among: families, reason: choice.reason, counterRun: run)
    }

    /// The run of a counter's guesses with `letter`, about to be guessed on the pool as it is.
    private func countersRun(after letter: UInt8) -> Int {
        CounterPlan.countersLetters(pool.indices, in: pool.bucket, guessed: guessedMask) & LetterCode.bit(letter) != 0 ? counterRun + 1 : 0
    }

    /// Narrows the pool to `kept`, books the answer and notes the move (with what the Classic
    /// host would have kept): the one path for a guess played and a guess replayed from a save.
    private mutating func keep(_ kept: WordFamily, for letter: UInt8, among families: [WordFamily],
                               reason: FamilyChoice.Reason, counterRun run: Int) -> GuessResult {
        let before = pool.count
        counterRun = run
        let classic = families[ClassicHost.largest(families)]
        pool.indices = kept.words
        let result = round.record(letter, at: kept.positions.setBits)
        moves.append(HostMove(letter: LetterCode.character(letter), poolBefore: before, poolAfter: pool.count,
                              patternAfter: round.patternText, wasMiss: kept.isMiss, classicPoolAfter: classic.count,
                              classicPositions: classic.positions,
                              reason: kept.positions == classic.positions ? .largest : reason))
        return result
    }

    /// Restores a saved game exactly by replaying its guesses: each letter's answer is read off
    /// the saved pattern, so no strategy runs and the pool comes out the same. A save that no
    /// longer fits the list (edited since, or not this list at all) is refused, never trusted.
    public init(restoring snapshot: GameSnapshot, words bucket: WordBucket) throws(SnapshotError) {
        guard snapshot.mode == .evil, bucket.length == snapshot.length, bucket.count > 0 else {
            throw .doesNotFit(tr("the saved game does not fit the word list"))
        }
        let target = LetterCode.codes(snapshot.pattern)
        guard target.count == snapshot.length else { throw .doesNotFit(tr("the saved pattern has the wrong length")) }
        self.init(words: bucket, missesAllowed: snapshot.missesAllowed, host: snapshot.host ?? .classic,
                  wordList: snapshot.wordList, seed: snapshot.seed, daily: snapshot.daily, poolShare: snapshot.poolShare,
                  theme: snapshot.theme)
        // The spaces of a phrase are where the save shows them, not where the host would put them now.
        let spaces = target.indices.filter { target[$0] == UInt8(ascii: " ") }
        if bucket.hasSpaces || !spaces.isEmpty {
            let spaceMask = spaces.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
            pool = WordPool(all: bucket)
            pool.indices = pool.indices.filter { bucket.positions(of: UInt8(ascii: " "), inWordAt: Int($0)) == spaceMask }
            guard pool.count > 0 else { throw .doesNotFit(tr("the saved game does not fit the word list")) }
            round = Round(length: snapshot.length, missesAllowed: snapshot.missesAllowed, knownSpaces: spaces, language: bucket.language)
        }
        try replay(snapshot)
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
