import HangmanCore

/// What is on screen, as far as a key's meaning depends on it.
public struct KeyContext: Equatable, Sendable {
    public var side: Side
    public var modal: Modal?
    /// "How I cheated" can be shown (an evil game that is over).
    public var howICheatedAvailable: Bool
    /// The window is below the minimum size: the game is hidden behind a request to enlarge it.
    public var tooSmall: Bool
    /// The results window is set aside to show the finished board: any key brings it back.
    public var seeingTheBoard: Bool
    /// The results window speaks of the game on the board behind it, over: Space can show it.
    public var canSeeTheBoard = false
    /// The level the results window offers (L takes it), if any.
    public var levelOffer: Level?
    /// Whether Nemesis learns (nil: what it learnt is not read yet, or cannot be).
    public var learning: Bool?
    /// The key before was an Esc that closed a window (set by the driver, which sees the keys in order).
    public var escapeClosedAWindow = false

    public init(side: Side, modal: Modal?, howICheatedAvailable: Bool, tooSmall: Bool, seeingTheBoard: Bool = false) {
        self.seeingTheBoard = seeingTheBoard
        self.side = side
        self.modal = modal
        self.howICheatedAvailable = howICheatedAvailable
        self.tooSmall = tooSmall
    }
}
