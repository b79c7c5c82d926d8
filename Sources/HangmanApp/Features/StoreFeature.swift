import HangmanCore

/// What the app knows of the files: the word lists loaded, the history, and every answer the
/// files gave to an effect — a list loaded or not, a save that worked or failed, a record kept.
/// Nothing the files said is lost: each problem is kept, shown, and told again at exit.
public struct StoreFeature {
    public enum Action: Equatable, Sendable {
        case listLoaded(WordListID, WordList)
        case listFailed(WordListID, WordListError)
        /// The history as stored, and what was wrong with the files if anything.
        case historyLoaded(History, problems: [String])
        case settingsSaved
        case settingsSaveFailed(reason: String)
        case gameSaved
        case gameSaveFailed(reason: String)
        /// What became of a record (`Effect.recordGame`): a game left, and counted as lost.
        case recorded(GameRecord, RecordOutcome)
        /// What became of a game's end (`Effect.endGame`): its record, and whether the end is
        /// kept at all (`kept`: recorded or waiting, or its save showing the end, or no save left to
        /// bring back the game before its last guess).
        case ended(GameRecord, RecordOutcome, kept: Bool)
        /// What became of the day's daily written ahead (`Effect.beginDaily`).
        case dailyBegun(GameRecord, RecordOutcome)
        /// The saved game that could not be resumed was kept aside as `keptAs` (nil if it could not be).
        case savedGameKeptAside(keptAs: String?)
    }

    /// A record that did not reach the history this run, and what became of it.
    public struct Unrecorded: Equatable, Sendable {
        public var record: GameRecord
        public var reason: String
        /// The file it is kept in for the next start, or nil when it is kept nowhere.
        public var keptAt: String?
    }

    /// Lists loaded so far.
    public fileprivate(set) var lists: [WordListID: WordList]
    /// The `--words` list, which stands in for the shipped ones this run.
    public let customList: WordListID?
    /// nil until the history has loaded.
    public fileprivate(set) var history: History?
    /// Records that came back before the history did: they join it when it comes.
    var recordedBeforeHistory: [GameRecord] = []
    /// Every problem with the files, and every failure to write them, in the order they came.
    public fileprivate(set) var problems: [String]
    /// Why the last save of the game failed; nil once a save has worked.
    public fileprivate(set) var gameSaveProblem: String?
    /// Why the last save of the settings failed; nil once a save has worked.
    public fileprivate(set) var settingsSaveProblem: String?
    public fileprivate(set) var unrecorded: [Unrecorded] = []
    /// A word list the first game cannot do without failed to load: there is nothing to play.
    public fileprivate(set) var fatalProblem: String?
    /// The history is being read again (`App.refreshHistory`): what comes replaces the one shown.
    fileprivate(set) var refreshing = false

    init(_ start: AppStart) {
        lists = start.lists
        customList = start.customList
        problems = start.problems
        if let id = customList, let list = lists[id], let skipped = list.skippedNote { problems.append(skipped) }
    }

    /// A problem the player must hear about, kept to be told again at exit.
    mutating func keep(problem text: String) { problems.append(text) }

    /// Nothing can be played (`problem`): the run ends saying it once, as its end, not also as
    /// a problem met on the way.
    mutating func end(with problem: String) {
        if problems.last == problem { problems.removeLast() }
        fatalProblem = problem
    }

    /// A finished game's record joins the history shown (or waits for the history to load).
    mutating func add(_ record: GameRecord) {
        if history != nil { history!.record(record) } else { recordedBeforeHistory.append(record) }
    }

    /// The history as loaded, with the games recorded meanwhile.
    mutating func receive(_ loaded: History) {
        var merged = loaded
        for record in recordedBeforeHistory { merged.record(record) }
        recordedBeforeHistory = []
        history = merged
    }

    /// The stored history after a record: it has every recorded game; those that could not be
    /// written (kept for later) are shown on top of it.
    mutating func receive(merged: History) {
        history = merged
        recordedBeforeHistory = []
        for failed in unrecorded { history!.record(failed.record) }
    }
}

extension App {
    /// Reads the history again (another window of the player's may have recorded games since):
    /// it replaces the one shown, and what waits for it goes on.
    mutating func refreshHistory() -> [Effect] {
        store.refreshing = true
        note = Note(UIText.loading)
        return [.loadHistory]
    }

    /// The history read (at start, or again: `refreshHistory`), and what waited for it.
    private mutating func historyLoaded(_ loaded: History, problems: [String]) -> [Effect] {
        for problem in problems where !store.problems.contains(problem) { report(problem: problem) }
        if store.refreshing {
            store.refreshing = false
            store.receive(merged: loaded)
        } else {
            guard store.history == nil else { return [] }  // a record already brought a newer one
            store.receive(loaded)
        }
        return resumeWaiting(listArrived: nil)
    }

    mutating func send(_ action: StoreFeature.Action) -> [Effect] {
        switch action {
        case .listLoaded(let id, let list):
            store.lists[id] = list
            // A daily shown again waited for its list to be replayed.
            if let shown = windows.subject, shown.game == nil, let last = store.history?.lastDaily, last.id == shown.id,
                let replayed = dailySubject(last)?.game
            {
                windows.attach(replayed, to: shown.id)
            }
            if id == store.customList, let skipped = list.skippedNote { report(problem: skipped) }
            return resumeWaiting(listArrived: id)
        case .listFailed(let id, let error): return listFailed(id, error)
        case .historyLoaded(let loaded, let problems): return historyLoaded(loaded, problems: problems)
        case .settingsSaved: store.settingsSaveProblem = nil
        case .settingsSaveFailed(let reason):
            store.settingsSaveProblem = reason
            report(problem: tr("Settings not saved: %s", reason))
        case .gameSaved: store.gameSaveProblem = nil
        case .gameSaveFailed(let reason):
            store.gameSaveProblem = reason
            report(problem: tr("Game not saved: %s (will retry)", reason))
        case .recorded(let record, let outcome): return recorded(record, outcome)
        case .ended(let record, let outcome, let kept):
            guard kept else {
                let reason = if case .lost(let why) = outcome { why } else { "" }
                return guessWrittenAhead(
                    kept: false,
                    reason: tr("This guess would end the game, and its end cannot be kept (%s): it is not made", reason)
                )
            }
            play.guessKept()
            return recorded(record, outcome)
        case .dailyBegun(let record, let outcome):
            if case .lost(let reason) = outcome {
                return guessWrittenAhead(
                    kept: false, reason: tr("Today's daily cannot be begun (%s): nothing was guessed", reason))
            }
            play.dailyWrittenAhead()
            if !play.game.isOver { play.guessKept() }
            return recorded(record, outcome)
        case .savedGameKeptAside(let keptAs):
            if let keptAs { report(problem: tr("The saved game was kept as %s", PrintableText.name(keptAs))) }
        }
        return []
    }

    /// A record written, kept for later, or lost: the history shown takes it, the player hears
    /// what did not reach the disk, and the features do what follows a recorded game.
    private mutating func recorded(_ record: GameRecord, _ outcome: RecordOutcome) -> [Effect] {
        switch outcome {
        case .recorded(let merged, let problems):
            for problem in problems { report(problem: problem) }
            if let merged { store.receive(merged: merged) } else { store.add(record) }
        case .kept(let reason, let keptAt):
            store.add(record)
            if !record.begun {
                store.unrecorded.append(StoreFeature.Unrecorded(record: record, reason: reason, keptAt: keptAt))
                report(
                    problem: tr(
                        "Score not saved in the history (%s); kept in %s until the next start", reason,
                        PrintableText.name(keptAt)))
            }
        case .lost(let reason):
            store.add(record)
            store.unrecorded.append(StoreFeature.Unrecorded(record: record, reason: reason, keptAt: nil))
            report(problem: tr("Score not saved: %s", reason))
        }
        // The board the game really ranks on (a second daily of a day ranks as a Custom game).
        if record.id == windows.subject?.id, let shown = store.history?.page(of: record.id) { windows.turn(to: shown) }
        return gameRecorded(record) + resumeWaiting(listArrived: nil)
    }

    private mutating func listFailed(_ id: WordListID, _ error: WordListError) -> [Effect] {
        let reason = error.description
        let noteBefore = note
        // A list nothing waits for (a daily's, to replay it): kept to be told at exit, not over the news.
        if waiting == nil && id != currentListID {
            store.keep(problem: reason)
            return []
        }
        if case .dictionary(let language) = id, id == currentListID,
            let effects = playEverydayWords(language, for: error)
        {
            return effects
        }
        report(problem: reason)
        switch waiting {
        case .firstGame(let saved?)? where saved.deal.list == id:
            // The list may be back next time (a folder not mounted, a permission): the saved
            // game stays where it is, untouched, and this run's game is not saved over it.
            play.stopSaving()
            report(problem: tr("The saved game waits for its word list; this game will not be saved over it"))
            return firstGame(resuming: nil)
        case .firstGame? where id == firstGameList: return nothingToDeal(reason, noteBefore, saying: nil)
        case .deal(let box, _, _)? where id == box.source.list(in: self):
            let saying: String? =
                switch box.source {
                case is Daily: tr("No daily game: %s", reason)
                case is Challenge: tr("No challenge: %s", reason)
                default: nil
                }
            return nothingToDeal(reason, noteBefore, saying: saying)
        default: break
        }
        return []
    }

    /// The game waited for cannot be dealt (its list is gone). With nothing in play yet (the run
    /// is starting: an install cut short) the run ends saying why, once, as its end; otherwise
    /// the game in play goes on and `saying` tells the player.
    private mutating func nothingToDeal(_ reason: String, _ noteBefore: Note?, saying: String?) -> [Effect] {
        waiting = nil
        if isLoading {
            note = noteBefore
            store.end(with: reason)
            return [.quit]
        }
        if let saying { note = Note(saying, .problem) }
        return []
    }

    /// A language's dictionary gone (its package removed) or broken while a game waits for it:
    /// this run plays its everyday words, and the setting stays, for when the dictionary is back.
    /// Nil where no game waits for it.
    private mutating func playEverydayWords(_ language: Language, for error: WordListError) -> [Effect]? {
        let newGameWaits: Bool
        switch waiting {
        case .firstGame(nil)?: newGameWaits = false
        case .deal(let box, _, _)? where box.source is NewGame: newGameWaits = true
        default: return nil
        }
        settingsSide.playEverydayWordsThisRun(language)
        // Said over the deal's note: why this game is not the dictionary's — the package to
        // install, or what is wrong with its list.
        let everyday = WordListID.everyday(in: language).shortName
        let why: Note
        if case .notInstalled = error {
            why = Note(
                tr(
                    "The %s dictionary is not installed (apt install %s): playing %s this run", language.name,
                    language.package ?? "", everyday), .problem)
        } else {
            why = Note(
                tr(
                    "The %s dictionary cannot be played: %s. This run plays %s", language.name, error.description,
                    everyday),
                .problem)
        }
        // Kept as the run's problem too: the line modes tell problems, not notes.
        store.keep(problem: why.text)
        waiting = nil
        let effects = newGameWaits ? deal(NewGame(saying: why), confirmed: true) : firstGame(resuming: nil)
        note = why
        return effects
    }
}
