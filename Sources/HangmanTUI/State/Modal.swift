/// A window over the front side.
public enum Modal: Equatable, Sendable {
    /// The high scores, opened at every game end (`page` picks scores, statistics or the post-mortem).
    case endOfGame(EndPage)
    /// "Quit? The game is saved."
    case confirmQuit
    /// "New game?" while a game is under way.
    case confirmNewGame
}
