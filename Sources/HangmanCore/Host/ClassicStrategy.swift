/// The Classic host: keep the largest family; on a tie prefer a miss, then the family that
/// reveals fewer letters, then the lower position mask (so it is deterministic).
public struct ClassicStrategy: EvilStrategy {
    public init() {}

    public func chooseFamily(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> Int {
        Self.largest(families)
    }

    /// The classic choice, shared with other strategies as their tie-breaker and fallback.
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
