import HangmanCore

/// Everything that can change the app, and the only way it changes (`App.send`): what the player
/// asks for — keys and clicks become these — and what the outside world answers to an `Effect`.
public enum Action: Equatable, Sendable {
    // MARK: The player
    case guess(String)
    case guessAtCursor
    case moveCursor(dx: Int, dy: Int)
    case flip
    /// A new game; asks first while a game is under way.
    case newGame
    /// A new game, no questions: the answer to that question, or a deliberate "new" in line mode.
    case confirmNewGame
    case showScores
    case askQuit, confirmQuit, cancelQuit
    case closeModal
    case showEndPage(EndPage)
    case scrollCheats(Int)
    /// Today's daily game (or its result when it has been played).
    case playDaily
    /// The high-score page to show.
    case showBoard(Board)
    /// The next (1) or previous (-1) high-score page.
    case cycleBoard(Int)
    /// Copy the finished game's share text (`ShareText`) to the clipboard.
    case copyResult
    case focus(SettingsControl)
    case moveFocus(Int)
    /// Left/Right, +/-: step the focused control.
    case adjust(Int)
    /// Home/End: the focused slider to its lowest/highest value.
    case adjustToEnd(highest: Bool)
    case activate
    case setLength(Int)
    case setMisses(Int)
    case setMode(GameMode)
    case setLevel(EvilLevel)
    case setWordList(WordListID)
    case setAnimations(Bool)
    /// Drawing a frame took too long: this terminal gets no animations this run.
    case terminalIsSlow
    /// A key that means nothing where the player is.
    case unmappedKey
    case resize(width: Int, height: Int)

    // MARK: The outside world, answering an effect
    /// The UTC day the clock gave (days since 1970).
    case todayIs(day: Int)
    case listLoaded(WordListID, WordList)
    case listFailed(WordListID, reason: String)
    /// The history as stored, and what was wrong with the files if anything.
    case historyLoaded(History, problems: [String])
    case settingsSaved
    case settingsSaveFailed(reason: String)
    case gameSaved
    case gameSaveFailed(reason: String)
    /// The finished game is in the history; `merged` is the stored history with it (and any
    /// other instance's games), when the store could tell.
    case gameRecorded(GameRecord, merged: History?, problems: [String] = [])
    /// The record could not be written to the history (`reason`); it was kept in the file
    /// `keptAt` for the next start, or nowhere (nil).
    case recordFailed(GameRecord, reason: String, keptAt: String?)
    /// The saved game that could not be resumed was moved aside (`keptAs`, nil if it could not be).
    case savedGameSetAside(keptAs: String?)
}
