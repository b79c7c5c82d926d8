/// What a host knows when it picks a family.
public struct HostContext: Sendable {
    /// Letters tried before this guess (bit 0 = a).
    public var guessedLetters: UInt32
    /// Misses the guesser can still afford, before this guess.
    public var missesLeft: Int
    /// The game's seed: a host may let it choose among answers it finds equally good, so that
    /// the same guesses meet other answers in another game.
    public var seed: UInt64
    /// Guesses in a row, this one the last, that were a counter's: the letter in the most words
    /// that still fit (`WayPlan`).
    public var counterRun: Int
    public init(guessedLetters: UInt32, missesLeft: Int, seed: UInt64 = 0, counterRun: Int = 0) {
        self.guessedLetters = guessedLetters
        self.missesLeft = missesLeft
        self.seed = seed
        self.counterRun = counterRun
    }
}
