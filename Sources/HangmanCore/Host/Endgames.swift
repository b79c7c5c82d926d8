/// What each family of a decision is as an endgame, by exact search (`ExactSolver`): one from
/// which the host can hang any guesser (`hostWins`), one from which every guesser can escape
/// with best play (`guesserWins`), or not known — the search ran past its budget, or the family
/// is larger than a solver holds. The Cunning host never keeps a proven escape while it has
/// another answer, so a player who solves endgames exactly is never handed a won game.
public enum Endgame: Int, Sendable, Comparable {
    case guesserWins, unknown, hostWins

    public static func < (a: Endgame, b: Endgame) -> Bool { a.rawValue < b.rawValue }

    /// The work (words searched, `ExactSolver.wordsSearched`) one family's search may take, and all
    /// of a decision's together: within a frame on the pools the levels deal (`make bench`, the
    /// hosts' decision times).
    static let familyBudget = 30_000
    static let decisionBudget = 80_000
    /// Families this small are solved at every decision; a larger one only once the host would keep
    /// it, within `checkBudget` words (and the next, if that one is an escape).
    static let solvedPool = 256
    static let checkBudget = 40_000

    /// The verdict on one large family (`checkBudget` words searched).
    static func of(_ family: WordFamily, pool: WordPool, missesLeft: Int) -> Endgame {
        let (k, settled) = settle(family, missesLeft: missesLeft)
        if let settled { return settled }
        guard family.count <= PoolBits.capacity else { return .unknown }
        var solver = ExactSolver(bucket: pool.bucket, words: family.words)
        return Endgame(forced: solver.forces(solver.root, k, within: checkBudget))
    }

    /// The misses the host must still force from `family`, and its verdict where no search is
    /// needed: a miss that ends the game, or too few words to force them (every letter that splits
    /// the words costs at most one of them: n words give at most n − 1 misses).
    private static func settle(_ family: WordFamily, missesLeft: Int) -> (misses: Int, verdict: Endgame?) {
        let k = missesLeft - (family.isMiss ? 1 : 0)
        return (k, k <= 0 ? .hostWins : family.count <= k ? .guesserWins : nil)
    }

    /// A search's answer: forced, escaped, or out of budget.
    init(forced: Bool?) { self = forced.map { $0 ? .hostWins : .guesserWins } ?? .unknown }

    /// Each family's verdict when the guesser has `missesLeft` misses left before this guess; only
    /// the families `considered` are searched (the rest are not known).
    static func of(_ families: [WordFamily], pool: WordPool, missesLeft: Int, considered: [Bool]) -> [Endgame] {
        var spent = 0
        // One solver for the whole pool where it fits: the families' searches share what they prove.
        var shared = pool.count <= solvedPool ? ExactSolver(bucket: pool.bucket, words: pool.indices) : nil
        let local = shared.map { _ in Dictionary(uniqueKeysWithValues: pool.indices.enumerated().map { ($1, $0) }) }
        return zip(families, considered).map { family, considered in
            let (k, settled) = settle(family, missesLeft: missesLeft)
            if let settled { return settled }
            guard considered, family.count <= solvedPool, spent < decisionBudget else { return .unknown }
            let budget = min(familyBudget, decisionBudget - spent)
            let forced: Bool?
            if shared != nil, let local {
                // In place: a copy of the solver would copy its table at its first write.
                let before = shared!.wordsSearched
                let members = shared!.pool(family.words.map { local[$0]! })
                forced = shared!.forces(members, k, within: budget)
                spent += shared!.wordsSearched - before
            } else {
                var solver = ExactSolver(bucket: pool.bucket, words: family.words)
                forced = solver.forces(solver.root, k, within: budget)
                spent += solver.wordsSearched
            }
            return Endgame(forced: forced)
        }
    }
}
