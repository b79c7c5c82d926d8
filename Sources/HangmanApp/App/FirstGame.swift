import HangmanCore

/// The first game of a run: the saved game resumed, or the game the run asked for (`--challenge`,
/// `--daily`), or a new one.
extension App {
    /// The list the first game needs: the saved game's, the challenge's, the daily's, or the current one.
    var firstGameList: WordListID {
        if case .firstGame(let saved?)? = waiting { return saved.deal.list }
        if let read = settingsSide.overrides.challenge { return read.list }
        return settingsSide.overrides.daily != nil ? dailyListID : currentListID
    }

    /// Begins the first game once its list is in (at once where it is).
    mutating func firstGame(resuming saved: SavedGame?) -> [Effect] {
        waiting = .firstGame(resuming: saved)
        return store.lists[firstGameList] != nil ? beginFirstGame() : [.loadList(firstGameList)]
    }

    /// Resumes the saved game, or deals the first one. A saved game that had ended (the last run
    /// stopped between its end and the removal of its save) is recorded once more — the history
    /// keeps a game once — and never shown as resumed: a new game is dealt.
    mutating func beginFirstGame() -> [Effect] {
        guard case .firstGame(let saved)? = waiting else { return [] }
        waiting = nil
        let overrides = settingsSide.overrides
        var effects: [Effect] = []
        var ended: String?
        // `--daily` or `--challenge` over a saved game not yet guessed into: nothing is lost, the daily comes.
        let asked = overrides.daily != nil || overrides.challenge != nil
        let setAside =
            asked && saved?.guesses.isEmpty == true
            && !(overrides.daily == .today && saved?.deal.scoredDay == daily.today)
        if let saved, !setAside {
            do throws(SnapshotError) {
                guard let list = store.lists[saved.deal.list] else { throw .doesNotFit(tr("its word list is gone")) }
                try play.resume(saved, list: list)
                play.countOn(habits.known)
                guard play.game.isOver else {
                    if machine.wouldTake(play.game) { note = Note(UIText.welcomeBackOffTheBoard) }
                    if let request = overrides.daily { note = noteForDailyBehindSavedGame(request) }
                    if overrides.challenge != nil { note = Note(UIText.savedGameFirstForChallenge, .warning) }
                    return []
                }
                effects += persistent ? play.finish() : []
                ended = UIText.outcome(of: play.game)
            } catch {
                report(problem: tr("The saved game could not be resumed: %s", error))
                effects.append(.keepSavedGameAside(reason: "\(error)"))
            }
        }
        // Problems met at start stay on the status line over the new game's note; so does the
        // first start's welcome, which says what this game is.
        let welcome = firstLaunch && settingsSide.nextGameSettings.mode == .evil ? Note(UIText.firstLaunch) : nil
        let kept = store.problems.isEmpty ? ended.map { Note(UIText.lastGameEnded($0)) } ?? welcome : note
        if let read = overrides.challenge { return effects + deal(Challenge(deal: read)) }
        switch overrides.daily {
        case .today?: return effects + [.findToday]
        case .practice(let day)?: return effects + deal(Daily(day: day, scored: false))
        case nil: return effects + deal(NewGame(saying: kept))
        }
    }

    /// `--daily` with a saved game: the saved game comes first (unless it is that daily).
    private func noteForDailyBehindSavedGame(_ request: DailyRequest) -> Note {
        if request == .today, let day = play.scoredDay, day == daily.today {
            return Note(UIText.dailyUnderWay(day.shown))
        }
        return Note(UIText.savedGameFirst, .warning)
    }
}
