/// What a host knows when it picks a family.
public struct HostContext: Sendable {
    /// Letters tried before this guess (bit 0 = a).
    public var guessedLetters: UInt32
    /// Misses the guesser can still afford, before this guess.
    public var missesLeft: Int
    /// The game's seed: a host may let it choose among answers it finds equally good, so that
    /// the same guesses meet other answers in another game.
    public var seed: UInt64
    public init(guessedLetters: UInt32, missesLeft: Int, seed: UInt64 = 0) {
        self.guessedLetters = guessedLetters
        self.missesLeft = missesLeft
        self.seed = seed
    }
}
