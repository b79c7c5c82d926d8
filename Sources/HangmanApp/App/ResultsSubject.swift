import HangmanCore

/// The finished game the results window speaks of — its headline, its result to share and "How
/// I cheated": the game that has just ended, or a day's daily shown again from its record (F5
/// once it is played), never whatever game happens to be in play.
public struct ResultsSubject {
    /// The game's id: the record it is, or will be once the store has it.
    public let id: String
    public let won: Bool
    public let missesMade: Int
    public let missesAllowed: Int
    /// The word at the end, as its list spells it.
    public let word: String
    /// The page it ranks on (until the history says otherwise).
    public let page: ScorePage
    /// An evil game (its host never chose a word).
    public let isEvil: Bool
    /// The result to share.
    public let share: ShareText
    /// The game itself, over, for "How I cheated"; nil when it cannot be had again (a record
    /// without its guesses, or a list that deals that day's game differently now).
    public private(set) var game: (any Gameplay)?
    /// The game is the one in play (its board can be seen behind the window).
    public let isInPlay: Bool
    /// A daily begun (its first guess written ahead) and never ended: it counts as lost.
    public let isUnended: Bool

    /// The game that has just ended.
    init(finished: GameRecord, game: any Gameplay, unicode: Bool) {
        id = finished.id
        won = finished.won
        missesMade = finished.missesMade
        missesAllowed = finished.missesAllowed
        word = finished.spelledWord
        page = finished.page
        isEvil = finished.mode == .evil
        share = ShareText(finished, unicode: unicode, challenge: game.deal.code)
        self.game = game
        isInPlay = true
        isUnended = false
    }

    /// A recorded game shown again (a day's daily), with the game replayed from its guesses if it could be.
    init(record: GameRecord, replayed: (any Gameplay)?, unicode: Bool) {
        id = record.id
        won = record.won
        missesMade = record.missesMade
        missesAllowed = record.missesAllowed
        word = record.spelledWord
        page = record.page
        isEvil = record.mode == .evil
        share = ShareText(record, unicode: unicode)
        game = replayed
        isInPlay = false
        isUnended = record.begun
    }

    /// The same, with its game replayed.
    func replayed(_ game: any Gameplay) -> ResultsSubject {
        var copy = self
        copy.game = game
        return copy
    }

    /// "How I cheated" can be shown: an evil game, there to replay.
    public var howICheatedAvailable: Bool { game?.mode == .evil }
}
