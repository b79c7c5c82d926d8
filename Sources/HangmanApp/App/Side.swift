/// Which side of the card is up.
public enum Side: Equatable, Sendable {
    /// The game: gallows, word, letter grid.
    case front
    /// The settings side: the settings for the next game.
    case settings
}
