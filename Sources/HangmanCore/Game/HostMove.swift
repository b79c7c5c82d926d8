/// One step of an evil game, for the "How I cheated" post-mortem.
public struct HostMove: Equatable, Sendable {
    public let letter: Character
    /// Words still possible before and after the guess.
    public let poolBefore: Int
    public let poolAfter: Int
    /// The pattern of the family kept, e.g. "__e__e".
    public let patternAfter: String
    public var wasMiss: Bool
}
