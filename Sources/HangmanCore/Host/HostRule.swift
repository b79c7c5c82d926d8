/// The rule an evil host uses to keep one family after a guess. Swappable, so stronger hosts
/// can stand where the classic one does.
public protocol HostRule: Sendable {
    /// Index into `families` (never empty, ordered by position mask) of the family to keep.
    func chooseFamily(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> Int
    /// The same choice, with why it is not the largest family's.
    func choose(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> FamilyChoice
}

extension HostRule {
    public func choose(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext)
        -> FamilyChoice
    {
        let index = chooseFamily(among: families, letter: letter, pool: pool, context: context)
        return FamilyChoice(index: index, reason: index == ClassicHost.largest(families) ? .largest : .moreMisses(0))
    }
}
