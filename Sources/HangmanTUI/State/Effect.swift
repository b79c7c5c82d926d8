import HangmanCore

/// What the app asks the outside world to do. The runner performs these through its clients and
/// answers each with an `Action`; the app itself never touches a file or the clock.
public enum Effect: Equatable, Sendable {
    case loadList(WordListID)
    case loadHistory
    case saveSettings(Settings)
    case saveGame(SavedGame)
    /// The finished game needs no resuming any more.
    case removeSavedGame
    /// The saved game cannot be resumed (`reason`): keep it aside, never delete it.
    case keepSavedGameAside(reason: String)
    /// Stamp the finished game with the time and add it to the shared history.
    case recordGame(FinishedGame)
    /// Ask the clock which UTC day it is (answered with `DailyFeature.Action.todayIs`), for the daily game.
    case findToday
    /// Put `text` on the system clipboard through the terminal (OSC 52).
    case copyToClipboard(String)
    /// Read the machine's board (answered later, from another thread).
    case loadMachineBoard
    /// Add a finished game's line to the machine's board.
    case recordOnMachine(MachineEntry)
    /// Read what Nemesis learnt of the player (answered later, from another thread).
    case loadHabits
    /// Teach the stored habits a finished game.
    case learnFrom(GameRecord)
    /// Write the habits as they are (forgotten, or learning turned on again).
    case saveHabits(PlayerHabits)
    /// Leave (the game in progress has been saved by a `saveGame` before).
    case quit
}
