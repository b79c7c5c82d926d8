import HangmanCore

/// Dealing: the first game (the saved one resumed, or a new one), new games, and the waits for
/// a list or the history they can need. Every wait is `App.waiting`; `resumeWaiting` goes on
/// with it when what it waits for arrives.
extension App {
    /// Resumes the saved game, or deals the first one (or the daily `--daily` asked for). A saved
    /// game that had ended (the last run stopped between its end and the removal of its save, or
    /// could not remove it) is recorded once more — the history keeps a game once — and never
    /// shown as resumed: a new game is dealt.
    mutating func beginFirstGame() -> [Effect] {
        guard case .firstGame(let saved)? = waiting else { return [] }
        waiting = nil
        var effects: [Effect] = []
        var ended: String?
        // `--daily` or `--challenge` over a saved game not yet guessed into: nothing is lost, the daily comes.
        let asked = settingsSide.overrides.daily != nil || settingsSide.overrides.challenge != nil
        let setAside = asked && saved?.game.guesses.isEmpty == true
            && !(settingsSide.overrides.daily == .today && saved?.daily == daily.today)
        if let saved, !setAside {
            do throws(SnapshotError) {
                guard let list = store.lists[saved.game.wordList] else { throw .doesNotFit(tr("its word list is gone")) }
                try play.resume(saved, list: list)
                play.countOn(habits.known)
                guard play.game.isOver else {
                    if let request = settingsSide.overrides.daily { note = noteForDailyBehindSavedGame(request) }
                    if settingsSide.overrides.challenge != nil { note = Note(UIText.savedGameFirstForChallenge, .warning) }
                    return []
                }
                effects += play.finish(persistent: persistent)
                ended = UIText.outcome(of: play.game)
            } catch {
                play.forgetDaily()
                report(problem: tr("The saved game could not be resumed: %s", error))
                effects.append(.keepSavedGameAside(reason: "\(error)"))
            }
        }
        play.drawFirstNumber()
        // Problems met at start stay on the status line over the new game's note.
        // So does the first start's welcome, which says what this game is.
        let welcome = firstLaunch && settingsSide.nextGameSettings.mode == .evil ? Note(UIText.firstLaunch) : nil
        let kept = store.problems.isEmpty ? ended.map { Note(UIText.lastGameEnded($0)) } ?? welcome : note
        if let read = settingsSide.overrides.challenge { return effects + startChallenge(read) }
        switch settingsSide.overrides.daily {
        case .today?: return effects + [.findToday]
        case .practice(let day)?: return effects + startDaily(DailyPlay(day: day, scored: false))
        case nil: return effects + dealNewGame(saying: kept)
        }
    }

    /// `--daily` with a saved game: the saved game comes first (unless it is that daily).
    private func noteForDailyBehindSavedGame(_ request: DailyRequest) -> Note {
        if request == .today, let daily = play.daily, daily.scored, daily.day == self.daily.today {
            return Note(UIText.dailyUnderWay(daily.day.shown))
        }
        return Note(UIText.savedGameFirst, .warning)
    }

    /// A new game. While a game is in play it asks first, guessed into or not, so that the same
    /// keys do the same thing every time (Ctrl-N again, or Y, says yes).
    mutating func newGame(asking: Bool) -> [Effect] {
        if case .firstGame? = waiting {
            note = Note(UIText.loading)
            return []
        }
        if asking && windows.modal != .question(.leaveForNewGame) && play.isInPlay {
            windows.show(.question(.leaveForNewGame))
            return []
        }
        windows.show(nil)
        side = .front
        let forfeited = play.forfeit(persistent: persistent)
        let effects = dealNewGame()
        if case .recordGame(let record)? = forfeited.first, waiting == nil, note?.kind != .warning {
            note = Note(UIText.leftAsLost(record.spelledWord, evil: record.mode == .evil, then: play.game))
        }
        return forfeited + effects
    }

    /// Deals a game of the next game's settings, once its list is in; `saying` is the note
    /// to show then (instead of the new game's own).
    mutating func dealNewGame(saying news: Note? = nil) -> [Effect] {
        guard let list = store.lists[currentListID] else {
            waiting = .newGame(saying: news)
            return [.loadList(currentListID)]
        }
        waiting = nil
        let (effects, lengthNote) = play.deal(settings: settingsSide.nextGameSettings, list: list, id: currentListID,
                                                 habits: habits.known)
        note = news ?? lengthNote.map { Note($0, .warning) } ?? Note(UIText.newGame(play.game, level: settingsSide.nextGameSettings.level))
        return effects
    }

    /// Goes on with what the app waits for, now that a list (`list`) or the history (nil) is in.
    mutating func resumeWaiting(listArrived list: WordListID?) -> [Effect] {
        switch waiting {
        case .firstGame? where list == firstGameList: return beginFirstGame()
        case .newGame(let news)? where list == currentListID: return dealNewGame(saying: news)
        case .daily(let daily, let confirmed, let checked)? where list == nil || list == dailyListID:
            waiting = nil
            return startDaily(daily, confirmed: confirmed, checked: checked)
        case .challenge(let read)? where list == read.list: return startChallenge(read)
        default: return []
        }
    }
}
