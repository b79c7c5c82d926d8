import HangmanApp
import HangmanCore

/// What moves on the screen at one moment: a plain description that the layout draws, so that a
/// screen at a given time is a pure function of the app and this.
public struct Motion: Equatable, Sendable {
    /// How far the results window has risen into place: 1 is in place, 0 just below the
    /// bottom of the screen.
    public var windowRise: Double = 1
    /// The last guess, flashing on the grid and in the word.
    public var flash: Flash?

    /// A guessed letter and whether it hit.
    public struct Flash: Equatable, Sendable {
        public var letter: Character
        public var hit: Bool
        public init(letter: Character, hit: Bool) {
            self.letter = letter
            self.hit = hit
        }
    }

    public init(windowRise: Double = 1, flash: Flash? = nil) {
        self.windowRise = windowRise
        self.flash = flash
    }

    /// Nothing moves.
    public static let still = Motion()
}
