import HangmanCore

/// What the screen says of a new English game at Normal, the level a first start plays: taken from
/// its preset, so that a re-tuned level changes one number and not every test that waits for a game.
enum NormalGame {
    /// The misses Normal allows in English.
    static let misses = Level.normal.preset!.missesAllowed
    /// The status line of a Normal game before its first miss.
    static let fresh = "Misses left: \(misses) of \(misses)"
}
