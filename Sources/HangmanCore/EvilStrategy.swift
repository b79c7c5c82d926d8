/// What a host knows when it picks a family.
public struct HostContext: Sendable {
    /// Letters tried before this guess (bit 0 = a).
    public var guessedLetters: UInt32
    /// Misses the guesser can still afford, before this guess.
    public var missesLeft: Int
    public init(guessedLetters: UInt32, missesLeft: Int) {
        self.guessedLetters = guessedLetters
        self.missesLeft = missesLeft
    }
}

/// The rule an evil host uses to keep one family after a guess. Swappable, so stronger hosts
/// can stand where the classic one does.
public protocol EvilStrategy: Sendable {
    /// Index into `families` (never empty, ordered by position mask) of the family to keep.
    func chooseFamily(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> Int
}

/// The classic host: keep the largest family; on a tie prefer a miss, then the family that
/// reveals fewer letters, then the lower position mask (so it is deterministic).
public struct GreedyStrategy: EvilStrategy {
    public init() {}

    public func chooseFamily(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> Int {
        Self.largest(families)
    }

    /// The greedy choice, shared with other strategies as their tie-breaker and fallback.
    public static func largest(_ families: [WordFamily]) -> Int {
        var best = 0
        for i in families.indices.dropFirst() where isBetter(families[i], than: families[best]) { best = i }
        return best
    }

    static func isBetter(_ a: WordFamily, than b: WordFamily) -> Bool {
        if a.count != b.count { return a.count > b.count }
        if a.revealCount != b.revealCount { return a.revealCount < b.revealCount }
        return a.positions < b.positions
    }
}
