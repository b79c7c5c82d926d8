import HangmanCore

/// What a yes/no window asks. The answer (`WindowsFeature.Action.answer`) does what the question names.
public enum Question: Equatable, Sendable {
    /// Leave the program? (The game is saved either way.)
    case quit
    /// Leave the game under way for a new one?
    case leaveForNewGame
    /// Leave the game under way for this daily game?
    case leaveForDaily(DailyPlay)
    /// Leave the game under way for this challenge's game?
    case leaveForChallenge(Challenge)
    /// Forget everything Nemesis learnt of the player, and stop learning?
    case forgetHabits
}
