import HangmanCore

/// A game's end: its record, and the results window that speaks of it.
extension App {
    /// The game in play, once it is over, as the results window speaks of it.
    var endedGameSubject: ResultsSubject? {
        guard play.game.isOver, let finished = play.finished else { return nil }
        return ResultsSubject(finished: finished, game: play.game, dailyLabel: play.daily?.label, unicode: glyphs == .unicode)
    }

    /// A game has just ended (or a resumed one had, unrecorded): its record, and the results window.
    mutating func gameEnded() -> [Effect] {
        let effects = play.finish(persistent: persistent)
        windows.open(.scores, page: play.scorePage, about: endedGameSubject)
        note = Note(UIText.outcome(of: play.game), play.game.status == .won ? .good : .bad)
        return effects
    }
}
