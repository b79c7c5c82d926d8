import HangmanCore

/// The whole game as a state machine, and its one front door: `send(_:)` takes an `Action` (a key
/// the `Keymap` understood, a click, or the outside world's answer to an effect), changes the
/// state, and returns the `Effect`s the outside world must carry out. Nothing else changes it.
/// No terminal, no files, no clock here; `Layout` reads the state to draw it.
///
/// The app is composed of features, one file each in `Features/`, each with its slice of state,
/// its own actions and a `send` for them: `PlayFeature` (the game in play), `SettingsSideFeature`,
/// `WindowsFeature`, `DailyFeature` and `StoreFeature` (lists, the history, what the files
/// answered). `send` routes an action to its feature, one line each.
public struct App {
    // MARK: The features

    public internal(set) var play: PlayFeature
    public internal(set) var settingsSide: SettingsSideFeature
    public internal(set) var windows: WindowsFeature
    public internal(set) var daily: DailyFeature
    public internal(set) var store: StoreFeature
    public internal(set) var challenge = ChallengeFeature()
    public internal(set) var machine: MachineBoardFeature
    public internal(set) var habits = HabitsFeature()

    // MARK: What the app as a whole holds

    /// What the app waits for before it can go on (a list, the history), if anything.
    public internal(set) var waiting: Waiting?
    public internal(set) var side: Side = .front
    /// The status line.
    public internal(set) var note: Note?
    /// The front's news or prompt ("Type a letter") while the settings side is turned up: not
    /// the settings side's to say (its warnings and problems stay on), and back on the front
    /// where nothing newer was said.
    var frontNote: Note?
    public internal(set) var width: Int
    public internal(set) var height: Int
    public let glyphs: Glyphs
    public let localTime: LocalTime
    /// The terminal took too long to draw an animated frame: animations stay off this run.
    public internal(set) var slowTerminal = false
    /// False when nothing may be written or read back (JSON mode): no saves, no records, no history.
    public let persistent: Bool
    /// Nothing of the game's was on disk at start: the first game is welcomed with what it is.
    public let firstLaunch: Bool

    // MARK: Start

    /// The app with its first effects: load the history and the list the first game needs, then
    /// resume the saved game or deal a new one (at once when the list is already there).
    public static func start(_ start: AppStart) -> (App, [Effect]) {
        var app = App(start)
        var effects: [Effect] = (start.persistent ? [.loadHistory] : []) + (start.persistent || start.readsHabits ? [.loadHabits] : [])
        if start.persistent && start.settingsChosenAtStart { effects.append(.saveSettings(start.settings)) }
        let needed = app.firstGameList
        if app.store.lists[needed] != nil {
            effects += app.beginFirstGame()
        } else {
            effects.append(.loadList(needed))
        }
        return (app, effects)
    }

    private init(_ start: AppStart) {
        var start = start
        if let saved = start.savedGame, start.unshownLanguages.contains(saved.game.wordList.language) {
            // Its letters cannot be drawn here: it waits, untouched, for a UTF-8 locale, and this
            // run's games are not saved over it.
            start.savedGame = nil
            start.savesGame = false
            start.problems.append(tr("Your saved game is in %s, which needs a UTF-8 locale: it waits for one, and this run's games are not saved over it",
                                     saved.game.wordList.language.name))
        }
        persistent = start.persistent
        glyphs = start.glyphs
        localTime = start.localTime
        (width, height) = UIMetrics.held(width: start.width, height: start.height)
        store = StoreFeature(start)
        machine = MachineBoardFeature(start)
        settingsSide = SettingsSideFeature(settings: start.settings, overrides: start.overrides, languages: start.languages,
                                           dictionaries: start.dictionaries, unshown: start.unshownLanguages)
        play = PlayFeature(start, preview: settingsSide.nextGameSettings, listID: store.customList ?? settingsSide.nextGameSettings.wordList)
        daily = DailyFeature(today: UTCDay(number: start.today))
        windows = WindowsFeature(scorePage: play.scorePage)
        waiting = .firstGame(resuming: start.savedGame)
        firstLaunch = start.firstLaunch
        note = start.savedGame != nil ? Note(UIText.welcomeBack)
            : Note(start.firstLaunch && play.game.mode == .evil ? UIText.firstLaunch : UIText.newGame(play.game))
        if let language = settingsSide.setAsideForTheScreen { store.keep(problem: UIText.needsUnicode(language)) }
        if !store.problems.isEmpty { note = Note(store.problems.joined(separator: "; "), .problem) }
    }

    // MARK: The front door

    /// Applies one action; returns what the outside world must do.
    public mutating func send(_ action: Action) -> [Effect] {
        if note?.fleeting == true, action.isThePlayers { note = nil }
        switch action {
        case .play(let action): return send(action)
        case .settingsSide(let action): return send(action)
        case .window(let action):
            // A page of the machine's board turned to is read then.
            let page = windows.scorePage, open = windows.modal
            let effects = send(action)
            return effects + (windows.scorePage != page || windows.modal != open ? machineBoardNeeded() : [])
        case .daily(let action): return send(action)
        case .store(let action): return send(action)
        case .ladder(let action): return send(action)
        case .challenge(let action): return send(action)
        case .machine(let action): return send(action)
        case .habits(let action): return send(action)
        case .toggleSettingsSide: return toggleSettingsSide()
        case .quit: return isLoading || play.game.isOver || !play.savesGame ? [.quit] : [.saveGame(play.saved), .quit]
        case .resize(let w, let h):
            (width, height) = UIMetrics.held(width: w, height: h)
            windows.scrollToTop()  // what fits changes with the size
            return []
        case .terminalIsSlow:
            slowTerminal = true
            return []
        case .unmappedKey:
            note = Note(UIText.keyDoesNothing, fleeting: true)
            return []
        case .pasteIgnored(let count):
            note = Note(UIText.pasteIgnored(count), .warning)
            return []
        }
    }

    /// Turns the card over. The settings side shows the size of every shipped list: they load.
    private mutating func toggleSettingsSide() -> [Effect] {
        windows.show(nil)
        side = side == .front ? .settings : .front
        if side == .settings, let said = note, said.isTheGames { (frontNote, note) = (said, nil) }
        if side == .front { note = note ?? frontNote; frontNote = nil }
        guard side == .settings else { return [] }
        settingsSide.focusFirstControl()
        guard store.customList == nil else { return [] }
        return settingsSide.unloadedLists(in: settingsSide.nextGameSettings.wordList.language, loaded: store.lists).map { .loadList($0) }
    }

    // MARK: Derived

    /// True until the first game is resumed or dealt: the game shown is a preview.
    public var isLoading: Bool { play.game is PreviewGameplay }

    /// The list new games draw from: the `--words` list, else the one the settings name (in this
    /// run's `--language`, if given).
    public var currentListID: WordListID { store.customList ?? settingsSide.nextGameSettings.wordList }

    /// The list of the daily game: the one of the language played.
    public var dailyListID: WordListID { DailyGame.wordList(in: currentListID.language) }
    public var currentList: WordList? { store.lists[currentListID] }

    /// The list the first game needs: the saved game's, the challenge's (`--challenge`), the
    /// daily's (`--daily`), or the current one.
    var firstGameList: WordListID {
        if case .firstGame(let saved?)? = waiting { return saved.game.wordList }
        if let read = settingsSide.overrides.challenge { return read.list }
        return settingsSide.overrides.daily != nil ? dailyListID : currentListID
    }

    /// Whether anything moves on screen: the setting, unless the terminal draws too slowly.
    public var animates: Bool { settingsSide.settings.animations && !slowTerminal }

    /// The result to share of the game the results window speaks of (never the word).
    public var shareText: ShareText? { windows.subject?.share }

    /// What a key's meaning depends on.
    public var keyContext: KeyContext {
        var context = KeyContext(side: side, modal: windows.modal, howICheatedAvailable: windows.subject?.howICheatedAvailable == true,
                                 tooSmall: !UIMetrics.fits(width: width, height: height), seeingTheBoard: windows.seeingTheBoard)
        context.canSeeTheBoard = canSeeTheBoard
        context.levelOffer = levelOffer
        context.learning = habits.habits?.learning
        return context
    }

    /// The results window speaks of the game in play, and it is over: its board can be seen behind.
    public var canSeeTheBoard: Bool { windows.subject?.isInPlay == true && play.game.isOver }

    // MARK: The status line

    /// A problem the player must hear about: kept, and shown on the status line.
    mutating func report(problem text: String) {
        store.keep(problem: text)
        // Problems met together are told together.
        note = Note(note?.kind == .problem ? note!.text + "; " + text : text, .problem)
    }
}
