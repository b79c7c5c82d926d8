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

/// What `--daily` asked for.
public enum DailyRequest: Equatable, Sendable {
    /// Today's daily (the clock says which day that is).
    case today
    /// A past day, as practice.
    case practice(UTCDay)
}

/// The daily of a day as a source of games: today's, scored once (it needs the history first, to
/// know whether the day's try was spent, read again in case another window spent it), or a past
/// day's as practice.
struct Daily: GameSource {
    var day: UTCDay
    var scored: Bool
    /// The history was read for it since it was asked for.
    var checked = false

    var id: String { (scored ? "daily:" : "practice:") + day.date }
    var leaving: (title: String, question: String) {
        (tr("Daily game?"), tr("This game is not over. Leave it for today's daily game?"))
    }
    func list(in app: App) -> WordListID { app.dailyListID }

    func before(in app: inout App, confirmed: Bool) -> [Effect]? {
        guard scored else { return nil }
        if app.play.scoredDay == day && !app.play.game.isOver {
            app.windows.show(nil)
            app.side = .front
            app.note = Note(UIText.dailyUnderWay(day.shown))
            return []
        }
        guard app.persistent else { return nil }
        var read = self
        read.checked = true
        guard let history = app.store.history else {
            app.waiting = .deal(SourceBox(source: read), confirmed: confirmed, history: true)
            app.note = Note(UIText.loading)
            return []
        }
        // One try a day, in any language: a daily begun (its first guess written ahead) spent it.
        if let done = history.daily(of: day) { return app.showDailyPlayed(done) }
        // Read again first: another window of the player's may have played it since.
        if !checked {
            app.waiting = .deal(SourceBox(source: read), confirmed: confirmed, history: true)
            return app.refreshHistory()
        }
        return nil
    }

    func deal(in app: inout App, list: WordList) -> Result<Dealt, Note> {
        guard let game = DailyGame.deal(for: day, list: list, scored: scored).game(from: list) else {
            return .failure(Note(tr("No daily game: %s", list.name), .problem))
        }
        let date = day.shown
        return .success(
            Dealt(
                game: game,
                news: Note(scored ? UIText.dailyDealt(game, date: date) : UIText.practiceDealt(game, date: date))))
    }
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
            return deal(Daily(day: day, scored: true))
        }
    }

    /// Today's daily has been played: its own result — headline, share line and How I cheated,
    /// from its record — on the Daily page.
    mutating func showDailyPlayed(_ last: GameRecord) -> [Effect] {
        let next = UIText.clock(Int64(daily.today.number + 1) * 86_400, localTime)
        let done = Note(
            last.begun
                ? UIText.dailyBegun(next: next)
                : UIText.dailyPlayed(won: last.won, misses: last.missesMade, of: last.missesAllowed, next: next),
            last.won ? .good : .bad)
        var effects: [Effect] = []
        // At start (`--daily`) there is no game yet: an ordinary one is dealt under the window.
        if isLoading { effects = deal(NewGame(saying: done)) }
        windows.open(.scores, page: .daily, about: dailySubject(last))
        note = done
        // Its list, to replay its guesses (How I cheated), where it has guesses to replay.
        if !last.guesses.isEmpty, case .shipped(let id) = last.list, store.lists[id] == nil,
            windows.subject?.game == nil
        {
            effects.append(.loadList(id))
        }
        return effects
    }

    /// A day's daily as the results window shows it again: replayed from its guesses where its
    /// list is in (and still deals that day's game).
    func dailySubject(_ record: GameRecord) -> ResultsSubject? {
        guard let day = record.daily else { return nil }
        var replayed: (any Gameplay)?
        if case .shipped(let id) = record.list, let words = store.lists[id] {
            replayed = DailyGame.replay(record, of: day, list: words)
        }
        return ResultsSubject(record: record, replayed: replayed, unicode: glyphs == .unicode)
    }
}

extension DailyFeature: Feature {
    static var keys: [KeyBinding] {
        [
            KeyBinding(
                .deal, keys: [.function(5)], where: { _ in true },
                help: { _ in HelpLine(.front, 60, "F5", tr("today's daily")) }, .daily(.play))
        ]
    }
}

extension KeyLabel {
    public static var daily: KeyLabel { KeyLabel("F5", tr("Daily"), .daily(.play)) }
}

extension Deal {
    /// "Daily 2026-11-22" or "Practice 2026-11-01": how the screen and the share line name a
    /// daily; nil for any other game.
    public var dailyLabel: String? {
        switch origin {
        case .daily(let day): return tr("Daily %s", day.shown)
        case .practice(let day): return tr("Practice %s", day.shown)
        case .new, .challenge: return nil
        }
    }
}
