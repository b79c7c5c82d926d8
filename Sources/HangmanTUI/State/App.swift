import HangmanCore

/// The whole game as a state machine, and its one front door: `send(_:)` takes an `Action` (a key
/// the `Keymap` understood, a click, or the outside world's answer to an effect), changes the
/// state, and returns the `Effect`s the outside world must carry out. Nothing else changes it.
/// No terminal, no files, no clock here; `Layout` reads the state to draw it.
public struct App {
    // MARK: What the screens read

    public private(set) var settings: Settings
    /// This run's flags: they shape new games until the settings pane changes the same setting.
    public private(set) var overrides: RunOverrides
    public private(set) var game: any Gameplay
    /// The id the game's record will carry.
    public private(set) var gameID: String
    /// nil until the history has loaded.
    public private(set) var history: History?
    public private(set) var side: Side = .front
    public private(set) var modal: Modal?
    /// Index (0 = A) of the letter under the grid cursor.
    public private(set) var cursor = 0
    public private(set) var focus: SettingsControl = .length
    /// The status line.
    public private(set) var note: Note?
    /// Every problem with the files, and every failure to write them, in the order they came.
    public private(set) var warnings: [String] = []
    public private(set) var width: Int
    public private(set) var height: Int
    public let glyphs: Glyphs
    public let localTime: LocalTime
    /// Lists loaded so far.
    public private(set) var lists: [WordListID: WordList]
    /// The `--words` list, which stands in for the shipped ones this run.
    public let customList: WordListID?
    /// The game that just ended, while its window is open.
    public private(set) var finished: FinishedGame?
    /// What the last guess did (line and JSON modes report it).
    public private(set) var lastGuess: GuessResult?
    /// Why the last save of the game failed; nil once a save has worked.
    public private(set) var gameSaveProblem: String?
    /// Why the last save of the settings failed; nil once a save has worked.
    public private(set) var settingsSaveProblem: String?
    /// Records that did not reach the history this run, each with what became of it.
    public private(set) var unrecorded: [(record: GameRecord, reason: String, keptAt: String?)] = []
    /// A word list the first game cannot do without failed to load: there is nothing to play.
    public private(set) var fatalProblem: String?
    /// The daily game in play, if the game is one.
    public private(set) var daily: DailyPlay?
    /// Today (UTC), as the clock last said: the daily streak is shown as it stands on this day.
    public private(set) var today: DailyGame
    /// The high-score page the window shows.
    public private(set) var board: Board = .fiendish
    /// The terminal took too long to draw an animated frame: animations stay off this run.
    public private(set) var slowTerminal = false

    // MARK: Private state

    private var generator: SeededGenerator
    private let instanceID: String
    private var gamesDealt = 0
    private let persistent: Bool
    /// Whether the game in progress is saved (not in JSON mode, nor while another instance plays
    /// the saved game, nor while the saved game waits for a word list that could not be read).
    public private(set) var savesGame: Bool
    /// The first game is still to be resumed or dealt (its list is loading).
    private var firstGamePending = true
    /// The saved game, waiting for its list.
    private var pendingRestore: SavedGame?
    /// A list choice waiting for its list to load.
    private var pendingListChoice: WordListID?
    /// A new game waiting for its list to load.
    private var pendingDeal = false
    /// Records that came back before the history did.
    private var recordsBeforeHistory: [GameRecord] = []
    /// A daily game waiting for its list, for the history (has today's been played?), or for the
    /// player to say yes to leaving the game under way.
    private var pendingDaily: (play: DailyPlay, confirmed: Bool)?
    private var confirmingDaily: DailyPlay?

    // MARK: Start

    /// The app with its first effects: load the history and the list the first game needs, then
    /// resume the saved game or deal a new one (at once when the list is already there).
    public static func start(_ start: AppStart) -> (App, [Effect]) {
        var app = App(start)
        var effects: [Effect] = start.persistent ? [.loadHistory] : []
        let needed = app.firstGameList
        if app.lists[needed] != nil {
            effects += app.beginFirstGame()
        } else {
            effects.append(.loadList(needed))
        }
        return (app, effects)
    }

    private init(_ start: AppStart) {
        settings = start.settings
        overrides = start.overrides
        lists = start.lists
        if let custom = start.customList { lists[custom.id] = custom.list }
        customList = start.customList?.id
        generator = SeededGenerator(seed: start.seed)
        instanceID = start.instanceID
        persistent = start.persistent
        savesGame = start.persistent && start.savesGame
        glyphs = start.glyphs
        localTime = start.localTime
        width = max(start.width, 1)
        height = max(start.height, 1)
        pendingRestore = start.savedGame
        warnings = start.problems
        gameID = start.savedGame?.id ?? ""
        today = DailyGame(day: start.today)
        // A saved daily of a day to come (a clock set back, a hand-made file) is an ordinary game.
        if let date = start.savedGame?.daily, let day = DailyGame(date: date), day.day <= start.today {
            daily = DailyPlay(day: day, scored: true)
        }
        let next = start.overrides.applied(to: start.settings)
        game = start.savedGame.map { PreviewGameplay(snapshot: $0.game) }
            ?? PreviewGameplay(settings: next, wordList: start.customList?.id ?? next.wordList)
        note = start.savedGame == nil ? Note(UIText.newGame(game)) : Note(UIText.welcomeBack)
        if !warnings.isEmpty { note = Note(warnings.joined(separator: "; "), .problem) }
    }

    /// Resumes the saved game, or deals the first one.
    private mutating func beginFirstGame() -> [Effect] {
        firstGamePending = false
        var effects: [Effect] = []
        if let saved = pendingRestore {
            pendingRestore = nil
            do throws(SnapshotError) {
                guard let list = lists[saved.game.wordList] else { throw .doesNotFit("its word list is gone") }
                game = try saved.game.restore(using: list)
                gameID = saved.id
                // `--daily` with a saved game: the saved game first (unless it is that daily).
                if overrides.daily != nil {
                    note = daily?.scored == true && (overrides.daily == .today && daily?.day == today)
                        ? Note(UIText.dailyUnderWay(today.date)) : Note(UIText.savedGameFirst, .warning)
                }
                // A game that had ended but was not yet recorded (the last run stopped in between).
                return game.isOver ? finishGame() : []
            } catch {
                warn("The saved game could not be resumed: \(error)")
                effects.append(.setAsideSavedGame(reason: "\(error)"))
            }
        }
        // Part of every seeded run's sequence since the first version (saved expectations depend on it).
        _ = generator.next()
        daily = nil
        let keep = warnings.isEmpty ? nil : note
        switch overrides.daily {
        case .today?: return effects + [.findToday]
        case .practice(let day)?: return effects + startDaily(DailyPlay(day: day, scored: false))
        case nil: effects += dealNewGame()
        }
        if let keep { note = keep }
        return effects
    }

    // MARK: Derived

    /// The settings the next new game will use: the saved ones with this run's overrides (what
    /// the settings pane shows and steps from).
    public var nextGameSettings: Settings { overrides.applied(to: settings) }

    /// The list the first game needs: the saved game's, the daily's (`--daily`), or the current one.
    private var firstGameList: WordListID {
        pendingRestore?.game.wordList ?? (overrides.daily != nil ? DailyGame.wordList : currentListID)
    }

    /// True until the first game is resumed or dealt: the game shown is a preview.
    public var isLoading: Bool { game is PreviewGameplay }

    /// The list new games draw from: the `--words` list, else the shipped one the settings name.
    public var currentListID: WordListID { customList ?? settings.wordList }
    public var currentList: WordList? { lists[currentListID] }

    /// The post-mortem of the game just played, when its host was evil.
    public var hostMoves: [HostMove]? { (game as? EvilGameplay)?.moves }

    /// The result to share, once the game is over (never the word).
    public var shareText: ShareText? {
        game.isOver ? ShareText(game: game, dailyLabel: daily.map { ($0.scored ? "daily " : "practice ") + $0.day.date },
                                unicode: glyphs == .unicode) : nil
    }

    /// The game in progress as it is saved.
    public var savedGame: SavedGame {
        SavedGame(id: gameID, game: game.snapshot(), daily: daily?.scored == true ? daily?.day.date : nil)
    }

    /// Whether anything moves on screen: the setting, unless the terminal draws too slowly.
    public var animates: Bool { settings.animations && !slowTerminal }

    /// The "New game?" question is about leaving the game for the daily one.
    public var confirmsDaily: Bool { confirmingDaily != nil }

    /// The board the game in play ranks on.
    public var currentBoard: Board {
        if daily?.scored == true { return .daily }
        if game.mode == .good { return .good }
        return game.evilLevel == .fiendish ? .fiendish : .classic
    }

    /// What a key's meaning depends on.
    public var keyContext: KeyContext {
        KeyContext(side: side, modal: modal, cheatsAvailable: game.mode == .evil && game.isOver,
                   tooSmall: !UIMetrics.fits(width: width, height: height))
    }

    // MARK: The front door

    /// Applies one action; returns what the outside world must do.
    public mutating func send(_ action: Action) -> [Effect] {
        switch action {
        case .guess(let input): return guess(input)
        case .guessAtCursor: return guess(String(UIMetrics.letter(at: cursor)))
        case .moveCursor(let dx, let dy):
            let columns = UIMetrics.gridColumns
            var column = cursor % columns + dx, row = cursor / columns + dy
            if dx > 1 || dx < -1 { column = min(max(column, 0), columns - 1) }
            column = (column + columns) % columns
            row = (row + 2) % 2
            cursor = row * columns + column
            return []
        case .flip:
            modal = nil
            side = side == .front ? .settings : .front
            guard side == .settings else { return [] }
            focus = .length
            // The pane shows the size of every shipped list.
            return customList == nil ? WordListID.shipped.filter { lists[$0] == nil }.map { .loadList($0) } : []
        case .newGame where modal != .confirmNewGame && game.status == .playing && !game.guessedLetters.isEmpty:
            // A game under way is only left when the player says so (Ctrl-N twice also does).
            modal = .confirmNewGame
            return []
        case .confirmNewGame where confirmingDaily != nil:
            let play = confirmingDaily!
            confirmingDaily = nil
            return startDaily(play, confirmed: true)
        case .newGame, .confirmNewGame:
            modal = nil
            side = .front
            confirmingDaily = nil
            let forfeit = forfeitDaily()
            return forfeit + dealNewGame()
        case .playDaily:
            return [.findToday]
        case .todayIs(let day):
            today = DailyGame(day: day)
            return startDaily(DailyPlay(day: today, scored: true))
        case .showBoard(let shown):
            board = shown
            modal = .endOfGame(.scores)
            return []
        case .cycleBoard(let delta):
            let all = Board.allCases
            board = all[(all.firstIndex(of: board)! + delta + all.count) % all.count]
            return []
        case .showScores:
            board = currentBoard
            modal = .endOfGame(.scores)
            return []
        case .askQuit:
            modal = .confirmQuit
            return []
        case .confirmQuit:
            return game.isOver || isLoading || !savesGame ? [.quit] : [.saveGame(savedGame), .quit]
        case .cancelQuit, .closeModal:
            modal = nil
            confirmingDaily = nil
            return []
        case .showEndPage(let page):
            modal = .endOfGame(page)
            return []
        case .copyResult:
            guard let share = shareText else { return [] }
            note = Note(UIText.resultCopied, .good)
            return [.copyToClipboard(share.text)]
        case .scrollCheats(let delta):
            if case .endOfGame(.cheats(let scroll)) = modal {
                let hidden = (hostMoves?.count ?? 0) - UIMetrics.cheatRows(windowHeight: height)
                modal = .endOfGame(.cheats(scroll: max(0, min(scroll + delta, hidden))))
            }
            return []
        case .focus(let control):
            focus = control
            return []
        case .moveFocus(let delta):
            let all = SettingsControl.allCases
            focus = all[(all.firstIndex(of: focus)! + delta + all.count) % all.count]
            return []
        case .adjust(let delta): return adjust(delta)
        case .adjustToEnd(let highest):
            switch focus {
            case .length: return send(.setLength(highest ? (currentList?.longestLength ?? 1) : 1))
            case .misses: return send(.setMisses(highest ? Settings.missesRange.upperBound : Settings.missesRange.lowerBound))
            default: return []
            }
        case .activate:
            switch focus {
            case .length, .misses: return send(.moveFocus(1))
            case .back: return send(.flip)
            default: return adjust(1)
            }
        case .setLength(let n):
            guard let list = currentList else { return [] }
            let hadOverride = overrides.length != nil
            overrides.length = nil
            return change(force: hadOverride) { $0.wordLength = min(max(n, 1), max(list.longestLength, 1)) }
        case .setMisses(let n):
            let hadOverride = overrides.misses != nil
            overrides.misses = nil
            return change(force: hadOverride) { $0.missesAllowed = n }
        case .setMode(let mode):
            let hadOverride = overrides.mode != nil
            overrides.mode = nil
            return change(force: hadOverride) { $0.mode = mode }
        case .setLevel(let level):
            return change { $0.evilLevel = level }
        case .setAnimations(let on):
            let effects = change { $0.animations = on }
            if !effects.isEmpty { note = Note(UIText.animationsSaved(on)) }  // takes effect at once
            return effects
        case .setWordList(let choice):
            if let customList, let list = lists[customList] {
                note = Note("This run uses \(PrintableText.escaping(list.name)) (from --words)", .warning)
                return []
            }
            guard let list = lists[choice] else {
                pendingListChoice = choice
                return [.loadList(choice)]
            }
            return change {
                $0.wordList = choice
                $0.wordLength = min($0.wordLength, list.longestLength)
            }
        case .terminalIsSlow:
            slowTerminal = true
            return []
        case .unmappedKey:
            note = Note(UIText.keyDoesNothing)
            return []
        case .resize(let w, let h):
            width = max(w, 1)
            height = max(h, 1)
            return []

        case .listLoaded(let id, let list):
            lists[id] = list
            return listArrived(id)
        case .listFailed(let id, let reason):
            warn(reason)
            if pendingListChoice == id { pendingListChoice = nil }
            if firstGamePending, let saved = pendingRestore, saved.game.wordList == id {
                // The list may be back next time (a folder not mounted, a permission): the saved
                // game stays where it is, untouched, and this run's game is not saved over it.
                pendingRestore = nil
                savesGame = false
                warn("The saved game waits for its word list; this game will not be saved over it")
                return beginFirstGame()
            }
            if pendingDaily != nil, id == DailyGame.wordList {
                pendingDaily = nil
                note = Note("No daily game: \(reason)", .problem)
            }
            if (firstGamePending && id == firstGameList) || (pendingDeal && id == currentListID) {
                pendingDeal = false
                if isLoading {
                    fatalProblem = reason
                    return [.quit]
                }
            }
            return []
        case .historyLoaded(let loaded, let problems):
            for p in problems { warn(p) }
            guard history == nil else { return [] }  // a record already brought a newer one
            var merged = loaded
            for r in recordsBeforeHistory { merged.record(r) }
            recordsBeforeHistory = []
            history = merged
            return resumePendingDaily()
        case .settingsSaved:
            settingsSaveProblem = nil
            return []
        case .settingsSaveFailed(let reason):
            settingsSaveProblem = reason
            warn("Settings not saved: \(reason)")
            return []
        case .gameSaved:
            gameSaveProblem = nil
            return []
        case .gameSaveFailed(let reason):
            gameSaveProblem = reason
            warn("Game not saved: \(reason) (will retry)")
            return []
        case .gameRecorded(let record, let merged, let problems):
            for p in problems { warn(p) }
            if let merged {
                // The stored history has every recorded game; the ones that could not be written
                // (kept for later) are shown on top of it.
                history = merged
                recordsBeforeHistory = []
                for failed in unrecorded { history!.record(failed.record) }
            } else {
                add(record)
            }
            // The page the game really ranks on (a second daily of a day ranks as a Fiendish game).
            if record.id == finished?.id, let shown = history?.board(of: record.id) { board = shown }
            // Recorded: the finished game need not be resumed any more.
            let remove: [Effect] = record.id == gameID && game.isOver && savesGame ? [.removeSavedGame] : []
            return remove + resumePendingDaily()
        case .recordFailed(let record, let reason, let keptAt):
            add(record)
            unrecorded.append((record, reason, keptAt))
            if let keptAt {
                warn("Score not saved in the history (\(reason)); kept in \(PrintableText.escaping(keptAt)) until the next start")
            } else {
                warn("Score not saved: \(reason)")
            }
            return []
        case .savedGameSetAside(let keptAs):
            if let keptAs { warn("The saved game was kept as \(PrintableText.escaping(keptAs))") }
            return []
        }
    }

    // MARK: Steps

    private mutating func guess(_ input: String) -> [Effect] {
        lastGuess = nil
        guard side == .front, modal == nil else { return [] }
        guard !isLoading else {
            note = Note(UIText.loading)
            return []
        }
        let result = game.guess(input)
        lastGuess = result
        switch result {
        case .ignored(.gameOver):
            note = Note(UIText.gameOver, .warning)
            return []
        case .ignored(let reason):
            note = Note(reason.message, .warning)
            return []
        case .hit(let letter, let positions):
            note = Note(UIText.hit(letter, times: positions.count), .good)
        case .miss(let letter):
            note = Note(UIText.miss(letter, missesLeft: game.missesLeft), .bad)
        }
        if game.isOver { return finishGame() }
        return savesGame ? [.saveGame(savedGame)] : []
    }

    private mutating func finishGame() -> [Effect] {
        let done = FinishedGame(game: game, id: gameID, daily: daily?.scored == true ? daily?.day.date : nil)
        finished = done
        board = currentBoard
        modal = .endOfGame(.scores)
        note = Note(UIText.outcome(of: game), game.status == .won ? .good : .bad)
        return (savesGame ? [.saveGame(savedGame)] : []) + (persistent ? [.recordGame(done)] : [])
    }

    private mutating func dealNewGame() -> [Effect] {
        let next = nextGameSettings
        guard let list = lists[currentListID] else {
            pendingDeal = true
            return [.loadList(currentListID)]
        }
        pendingDeal = false
        pendingDaily = nil
        finished = nil
        daily = nil
        let (newGame, lengthNote) = GameFactory.newGame(settings: next, list: list, id: currentListID, using: &generator)
        game = newGame
        gamesDealt += 1
        gameID = "\(instanceID)-\(gamesDealt)"
        cursor = 0
        note = lengthNote.map { Note($0, .warning) } ?? Note(UIText.newGame(game))
        return savesGame ? [.saveGame(savedGame)] : []
    }

    private mutating func listArrived(_ id: WordListID) -> [Effect] {
        var effects: [Effect] = []
        if firstGamePending, firstGameList == id {
            effects += beginFirstGame()
        } else if pendingDeal, id == currentListID {
            effects += dealNewGame()
        }
        if pendingListChoice == id {
            pendingListChoice = nil
            effects += send(.setWordList(id))
        }
        if let pending = pendingDaily, id == DailyGame.wordList {
            pendingDaily = nil
            effects += startDaily(pending.play, confirmed: pending.confirmed)
        }
        return effects
    }

    /// A daily asked for while the history was still loading, once it is there.
    private mutating func resumePendingDaily() -> [Effect] {
        guard history != nil, let pending = pendingDaily else { return [] }
        pendingDaily = nil
        return startDaily(pending.play, confirmed: pending.confirmed)
    }

    /// Leaving the day's daily under way uses up its one try: it is recorded as a loss (with a
    /// word that fits every answer given), so that it cannot be dealt again and replayed.
    private func forfeitDaily() -> [Effect] {
        guard persistent, let play = daily, play.scored, !game.isOver, !game.guessedLetters.isEmpty,
              let evil = game as? EvilGameplay, let first = evil.pool.indices.first else { return [] }
        let word = evil.pool.bucket.word(at: Int(first))
        return [.recordGame(FinishedGame(forfeited: game, word: word, id: gameID, daily: play.day.date))]
    }

    /// Deals a daily game: today's once (afterwards its result is shown instead), or a past day
    /// as practice. It waits for the history (to know whether today's was played) and for the
    /// common list, and asks before leaving a game under way.
    private mutating func startDaily(_ play: DailyPlay, confirmed: Bool = false) -> [Effect] {
        modal = nil
        side = .front
        let date = play.day.date
        if play.scored {
            if daily == play && !game.isOver {
                note = Note(UIText.dailyUnderWay(date))
                return []
            }
            if persistent {
                guard let history else {
                    pendingDaily = (play, confirmed)
                    note = Note(UIText.loading)
                    return []
                }
                if let last = history.lastDaily, last.daily == date {
                    let done = Note(UIText.dailyPlayed(date, won: last.won, misses: last.missesMade, of: last.missesAllowed),
                                    last.won ? .good : .bad)
                    // At start (`--daily`) there is no game yet: an ordinary one is dealt under the news.
                    if isLoading {
                        let effects = dealNewGame()
                        note = done
                        return effects
                    }
                    board = .daily
                    modal = .endOfGame(.scores)
                    note = done
                    return []
                }
            }
        }
        if !confirmed && game.status == .playing && !game.guessedLetters.isEmpty && !isLoading {
            confirmingDaily = play
            modal = .confirmNewGame
            return []
        }
        guard let list = lists[DailyGame.wordList] else {
            pendingDaily = (play, true)
            return [.loadList(DailyGame.wordList)]
        }
        finished = nil
        game = play.day.newGame(list: list)
        daily = play
        gamesDealt += 1
        gameID = "\(instanceID)-\(gamesDealt)"
        cursor = 0
        note = Note(play.scored ? UIText.dailyDealt(game, date: date) : UIText.practiceDealt(game, date: date))
        return savesGame ? [.saveGame(savedGame)] : []
    }

    private mutating func adjust(_ delta: Int) -> [Effect] {
        switch focus {
        case .length: return send(.setLength(nextGameSettings.wordLength + delta))
        case .misses: return send(.setMisses(nextGameSettings.missesAllowed + delta))
        case .mode: return send(.setMode(nextGameSettings.mode == .evil ? .good : .evil))
        case .level:
            let all = EvilLevel.allCases
            return send(.setLevel(all[(all.firstIndex(of: settings.evilLevel)! + (delta < 0 ? all.count - 1 : 1)) % all.count]))
        case .animations: return send(.setAnimations(!settings.animations))
        case .wordList:
            let all = WordListID.shipped
            return send(.setWordList(all[((all.firstIndex(of: settings.wordList) ?? 0) + (delta < 0 ? all.count - 1 : 1)) % all.count]))
        case .back: return []
        }
    }

    /// Applies a settings change: saved at once, for the next game only.
    private mutating func change(force: Bool = false, _ edit: (inout Settings) -> Void) -> [Effect] {
        var changed = settings
        edit(&changed)
        guard changed != settings || force else { return [] }
        settings = changed
        note = Note(UIText.settingsSaved)
        return persistent ? [.saveSettings(settings)] : []
    }

    /// A finished game's record joins the history shown (or waits for the history to load).
    private mutating func add(_ record: GameRecord) {
        if history != nil { history!.record(record) } else { recordsBeforeHistory.append(record) }
    }

    /// A problem the player must hear about: kept, and shown on the status line.
    private mutating func warn(_ text: String) {
        warnings.append(text)
        // Problems met together are told together.
        note = Note(note?.kind == .problem ? note!.text + "; " + text : text, .problem)
    }
}
