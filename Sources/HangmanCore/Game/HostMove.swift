/// One step of an evil game, for "How I cheated".
public struct HostMove: Equatable, Sendable {
    public let letter: Character
    /// Words still possible before and after the guess.
    public let poolBefore: Int
    public let poolAfter: Int
    /// The pattern of the family kept, e.g. "__e__e".
    public let patternAfter: String
    public var wasMiss: Bool
    /// What the Classic host would have kept: the largest family's size and the places of the
    /// letter in it (0: a miss).
    public let classicPoolAfter: Int
    public let classicPositions: UInt64
    /// Why this host kept another family (`.largest` when it kept the Classic one).
    public let reason: FamilyChoice.Reason

    public init(
        letter: Character, poolBefore: Int, poolAfter: Int, patternAfter: String, wasMiss: Bool, classicPoolAfter: Int,
        classicPositions: UInt64, reason: FamilyChoice.Reason
    ) {
        self.letter = letter
        self.poolBefore = poolBefore
        self.poolAfter = poolAfter
        self.patternAfter = patternAfter
        self.wasMiss = wasMiss
        self.classicPoolAfter = classicPoolAfter
        self.classicPositions = classicPositions
        self.reason = reason
    }

    /// The places (1-based) of the letter in the Classic host's family; empty for a miss.
    public var classicPlaces: [Int] { classicPositions.setBits.map { $0 + 1 } }

    public var asClassic: Bool { reason == .largest }
}
