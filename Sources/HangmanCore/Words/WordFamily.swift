/// The words of a pool that answer one guess the same way: the same positions of the letter.
public struct WordFamily: Sendable, Equatable {
    /// Bit i set where the letter stands; 0 for the family without the letter (a miss).
    public let positions: UInt64
    /// Indices into the pool's bucket.
    public var words: [Int32]

    public var count: Int { words.count }
    public var isMiss: Bool { positions == 0 }
}
