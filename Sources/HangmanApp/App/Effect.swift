import HangmanCore

/// What the app asks the outside world to do. The runner performs these through its clients and
/// answers each with an `Action`; the app itself never touches a file or the clock.
public indirect enum Effect: Equatable, Sendable {
    case loadList(WordListID)
    case loadHistory
    case saveSettings(Settings)
    case saveGame(SavedGame)
    /// The saved game cannot be resumed (`reason`): keep it aside, never delete it.
    case keepSavedGameAside(reason: String)
    /// Stamp the record with the time and add it to the history (a game left, counted as lost).
    case recordGame(GameRecord)
    /// A game's end: its record stamped and added to the history (or kept for the next start),
    /// then its save removed — or, where the record cannot be kept, `ended` (the save as the game
    /// ended) written in its place, so that no game comes back as it was before its last guess.
    /// `ended` is nil for a game that is not saved.
    case endGame(GameRecord, ended: SavedGame?)
    /// The day's daily written ahead (`begun`) at its first guess: the day's try spent before the
    /// guess is answered. `then` follows only once it is kept.
    case beginDaily(GameRecord, then: [Effect])
    /// Ask the clock which UTC day it is (answered with `DailyFeature.Action.todayIs`), for the daily game.
    case findToday
    /// Put `text` on the system clipboard through the terminal (OSC 52).
    case copyToClipboard(String)
    /// Read the machine's board (answered later, from another thread).
    case loadMachineBoard
    /// Add a finished game's line to the machine's board.
    case recordOnMachine(MachineEntry)
    /// Write to the board the lines of this player's games that waited for it.
    case writeWaitingLines
    /// Read what Nemesis learnt of the player (answered later, from another thread).
    case loadHabits
    /// Teach the stored habits a finished game.
    case learnFrom(GameRecord)
    /// Write the habits as they are (forgotten, or learning turned on again).
    case saveHabits(PlayerHabits)
    /// Leave (the game in progress has been saved by a `saveGame` before).
    case quit
}
