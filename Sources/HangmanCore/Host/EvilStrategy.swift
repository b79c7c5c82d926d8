/// The rule an evil host uses to keep one family after a guess. Swappable, so stronger hosts
/// can stand where the classic one does.
public protocol EvilStrategy: Sendable {
    /// Index into `families` (never empty, ordered by position mask) of the family to keep.
    func chooseFamily(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> Int
}
