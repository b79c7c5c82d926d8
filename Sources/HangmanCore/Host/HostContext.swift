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
