/// Which side of the card is up.
public enum Side: Equatable, Sendable {
    case front
    /// The flipside: the settings pane.
    case settings
}
