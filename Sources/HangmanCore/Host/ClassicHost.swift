/// The Classic host: keep the largest family; on a tie prefer a miss, then the family that
/// reveals fewer letters, then the lower position mask (so it is deterministic). With `variety`
/// (the game's host, not the yardstick the other hosts and "How I cheated" measure against) it
/// keeps, by the game's seed, any family within a quarter of the largest: the same guesses meet
/// other answers in another game.
public struct ClassicHost: HostRule {
    public var variety: Bool

    public init(variety: Bool = false) { self.variety = variety }

    public func chooseFamily(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> Int {
        choose(among: families, letter: letter, pool: pool, context: context).index
    }

    public func choose(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext)
        -> FamilyChoice
    {
        let best = Self.largest(families)
        guard variety else { return FamilyChoice(index: best, reason: .largest) }
        let floor = families[best].count - families[best].count / 4
        let near = families.indices.filter { families[$0].count >= floor }
        let pick =
            near.max { Self.draw(families[$0], letter, context.seed) < Self.draw(families[$1], letter, context.seed) }
            ?? best
        return FamilyChoice(index: pick, reason: pick == best ? .largest : .nearlyLargest)
    }

    /// The game's draw for a family: the same family, letter and seed always draw the same.
    static func draw(_ family: WordFamily, _ letter: UInt8, _ seed: UInt64) -> UInt64 {
        CunningHost.mix(seed ^ family.positions ^ UInt64(letter) << 56)
    }

    /// The classic choice, shared with other strategies as their tie-breaker and fallback.
    public static func largest(_ families: [WordFamily]) -> Int {
        largest(masks: families.map(\.positions), counts: families.map(\.count))
    }

    /// The classic choice among families known by their position masks and sizes (any order).
    static func largest(masks: [UInt64], counts: [Int]) -> Int {
        var best = 0
        for i in masks.indices.dropFirst()
        where isBetter(count: counts[i], positions: masks[i], than: counts[best], positions: masks[best]) {
            best = i
        }
        return best
    }

    static func isBetter(_ a: WordFamily, than b: WordFamily) -> Bool {
        isBetter(count: a.count, positions: a.positions, than: b.count, positions: b.positions)
    }

    /// The Classic order on families known by their size and position mask alone.
    static func isBetter(count a: Int, positions pa: UInt64, than b: Int, positions pb: UInt64) -> Bool {
        if a != b { return a > b }
        if pa.nonzeroBitCount != pb.nonzeroBitCount { return pa.nonzeroBitCount < pb.nonzeroBitCount }
        return pa < pb
    }
}
