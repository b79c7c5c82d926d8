import HangmanCore

/// What the app waits for before it can go on: one thing at a time, resumed by the answer it
/// waits for (`StoreFeature`'s `listLoaded` / `listFailed` / `historyLoaded`).
public enum Waiting: Equatable, Sendable {
    /// The first game's list; then the saved game is resumed in it, or a game dealt.
    case firstGame(resuming: SavedGame?)
    /// A new game's list; `saying` is the news to show once it is dealt (today's daily done).
    case newGame(saying: Note?)
    /// A daily game: the history (has today's been played?) and the common list.
    /// `confirmed` once the player said yes to leaving the game under way; `checked` once the
    /// history was read for it (another window may have played the day's daily since the start).
    case daily(DailyPlay, confirmed: Bool, checked: Bool)
    /// A challenge's list.
    case challenge(Challenge)
}
