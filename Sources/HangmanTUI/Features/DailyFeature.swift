import HangmanCore

/// The daily game: one game a UTC day for everyone, scored once. F5 asks the clock which day it
/// is; the day's game is dealt once (its result is shown afterwards); a past day is practice.
public struct DailyFeature {
    public enum Action: Equatable, Sendable {
        /// F5: today's daily (or its result when it has been played).
        case play
        /// The clock's answer: today is `day` (UTC).
        case todayIs(UTCDay)
    }

    /// Today (UTC), as the clock last said: the daily streak is shown as it stands on this day.
    public fileprivate(set) var today: UTCDay
}

extension App {
    mutating func send(_ action: DailyFeature.Action) -> [Effect] {
        switch action {
        case .play:
            if case .firstGame? = waiting {
                note = Note(UIText.loading)
                return []
            }
            return [.findToday]
        case .todayIs(let day):
            daily.today = day
            // Today's daily is only ever the scored one: where nothing is saved (--json) it is not
            // played at all (a practice of it would be the scored game, answer for answer).
            guard persistent else {
                note = Note(UIText.noPracticeOfToday, .warning)
                return []
            }
            return startDaily(DailyPlay(day: day, scored: true))
        }
    }

    /// Deals a daily game: today's once (afterwards its result is shown instead), or a past day
    /// as practice. It waits for the history (to know whether today's was played) and for the
    /// common list, and asks before leaving a game under way.
    mutating func startDaily(_ requested: DailyPlay, confirmed: Bool = false, checked: Bool = false) -> [Effect] {
        windows.show(nil)
        side = .front
        if requested.scored {
            if play.daily == requested && !play.game.isOver {
                note = Note(UIText.dailyUnderWay(requested.day.shown))
                return []
            }
            if persistent {
                guard let history = store.history else {
                    waiting = .daily(requested, confirmed: confirmed, checked: true)  // read now, so read fresh
                    note = Note(UIText.loading)
                    return []
                }
                // One try a day, in any language: a daily begun (its first guess written ahead) spent it.
                if let done = history.daily(of: requested.day) { return showDailyPlayed(done) }
                // Read again first: another window of the player's may have played it since.
                if !checked {
                    waiting = .daily(requested, confirmed: confirmed, checked: true)
                    return refreshHistory()
                }
            }
        }
        if !confirmed && play.isInPlay && !isLoading {
            windows.show(.question(.leaveForDaily(requested)))
            return []
        }
        guard let list = store.lists[dailyListID] else {
            waiting = .daily(requested, confirmed: true, checked: true)
            return [.loadList(dailyListID)]
        }
        waiting = nil
        let first = isLoading
        let effects = play.forfeit(persistent: persistent) + play.begin(DailyGame.newGame(for: requested.day, list: list), daily: requested)
        let date = requested.day.shown
        note = Note(requested.scored ? UIText.dailyDealt(play.game, date: date) : UIText.practiceDealt(play.game, date: date))
        // The first game of a run: what was said at start stays said (`--daily` with other flags).
        if first && !store.problems.isEmpty { note = Note((store.problems + [note!.text]).joined(separator: "; "), .problem) }
        return effects
    }

    /// Today's daily has been played: its own result — headline, share line and How I cheated,
    /// from its record — on the Daily page.
    private mutating func showDailyPlayed(_ last: GameRecord) -> [Effect] {
        let next = UIText.clock(Int64(daily.today.number + 1) * 86_400, localTime)
        let done = Note(last.begun ? UIText.dailyBegun(next: next)
                        : UIText.dailyPlayed(won: last.won, misses: last.missesMade, of: last.missesAllowed, next: next),
                        last.won ? .good : .bad)
        var effects: [Effect] = []
        // At start (`--daily`) there is no game yet: an ordinary one is dealt under the window.
        if isLoading { effects = dealNewGame(saying: done) }
        windows.open(.scores, page: .daily, about: dailySubject(last))
        note = done
        // Its list, to replay its guesses (How I cheated), where it has guesses to replay.
        if !last.guesses.isEmpty, let list = last.list, case .shipped(let id) = list, store.lists[id] == nil, windows.subject?.game == nil {
            effects.append(.loadList(id))
        }
        return effects
    }

    /// A day's daily as the results window shows it again: replayed from its guesses where its
    /// list is in (and still deals that day's game).
    func dailySubject(_ record: GameRecord) -> ResultsSubject? {
        guard let day = record.daily else { return nil }
        let replayed: (any Gameplay)?
        if let list = record.list, case .shipped(let id) = list, let words = store.lists[id] {
            replayed = DailyGame.replay(record, of: day, list: words)
        } else {
            replayed = nil
        }
        return ResultsSubject(record: record, replayed: replayed, dailyLabel: DailyPlay(day: day, scored: true).label, unicode: glyphs == .unicode)
    }
}
