import HangmanCore

/// The whole game as a state machine, and its one front door: `send(_:)` takes an `Action` (a key
/// the `Keymap` understood, a click, or the outside world's answer to an effect), changes the
/// state, and returns the `Effect`s the outside world must carry out. Nothing else changes it.
/// No terminal, no files, no clock here; the screens read the state to draw it, and the app
/// never calls them.
///
/// The app is its features, one file each in `Features/`, each with its slice of state, its own
/// actions and a `send` for them, its keys (`KeyBinding`) and what it does when a game is
/// recorded (`gameRecorded`). `App.features` lists them.
public struct App {
    // MARK: The features

    public internal(set) var play: PlayFeature
    public internal(set) var settingsSide: SettingsSideFeature
    public internal(set) var windows = WindowsFeature()
    public internal(set) var store: StoreFeature
    public internal(set) var daily: DailyFeature
    public internal(set) var challenge = ChallengeFeature()
    public internal(set) var machine: MachineBoardFeature
    public internal(set) var habits = HabitsFeature()

    /// Every feature, in the order their keys are looked up: the one place a feature is added.
    static var features: [any Feature.Type] {
        [
            WindowsFeature.self, ChallengeFeature.self, LadderFeature.self, HabitsFeature.self, DailyFeature.self,
            SettingsSideFeature.self, PlayFeature.self, MachineBoardFeature.self,
        ]
    }

    // MARK: What the app as a whole holds

    /// A game waiting for its list (or the history) before it can be dealt.
    public internal(set) var waiting: Waiting?
    public internal(set) var side: Side = .front
    /// The status line.
    public internal(set) var note: Note?
    /// The front's news or prompt ("Type a letter") while the settings side is turned up: not
    /// the settings side's to say, and back on the front where nothing newer was said.
    var frontNote: Note?
    /// The terminal's size (held to what a frame may be).
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
        let start = Self.settingAsideWhatCannotBeDrawn(start)
        var app = App(start)
        var effects: [Effect] =
            (start.persistent ? [.loadHistory] : []) + (start.persistent || start.readsHabits ? [.loadHabits] : [])
        if start.persistent && start.settingsChosenAtStart { effects.append(.saveSettings(start.settings)) }
        if start.persistent && app.machine.availability == .available { effects.append(.writeWaitingLines) }
        effects += app.firstGame(resuming: start.savedGame)
        return (app, effects)
    }

    /// A saved game whose letters cannot be drawn here waits, untouched, for a UTF-8 locale, and
    /// this run's games are not saved over it.
    private static func settingAsideWhatCannotBeDrawn(_ start: AppStart) -> AppStart {
        guard let saved = start.savedGame, start.unshownLanguages.contains(saved.deal.language) else { return start }
        var start = start
        start.savedGame = nil
        start.savesGame = false
        start.problems.append(
            tr(
                """
                Your saved game is in %s, which needs a UTF-8 locale: it waits for one, and this run's games are \
                not saved over it
                """,
                saved.deal.language.name))
        return start
    }

    private init(_ start: AppStart) {
        persistent = start.persistent
        glyphs = start.glyphs
        localTime = start.localTime
        (width, height) = Self.held(width: start.width, height: start.height)
        store = StoreFeature(start)
        machine = MachineBoardFeature(start)
        settingsSide = SettingsSideFeature(
            settings: start.settings, overrides: start.overrides, languages: start.languages,
            dictionaries: start.dictionaries, unshown: start.unshownLanguages)
        let next = settingsSide.nextGameSettings
        let preview = Deal(
            list: store.customList ?? next.wordList, length: next.wordLength, misses: next.missesAllowed,
            host: next.mode == .evil ? next.host : nil, level: next.level, seed: 0)
        play = PlayFeature(start, preview: preview)
        daily = DailyFeature(today: UTCDay(number: start.today))
        firstLaunch = start.firstLaunch
        note =
            start.savedGame != nil
            ? Note(UIText.welcomeBack)
            : Note(start.firstLaunch && play.game.mode == .evil ? UIText.firstLaunch : UIText.newGame(play.game))
        if let language = settingsSide.setAsideForTheScreen { store.keep(problem: UIText.needsUnicode(language)) }
        if !store.problems.isEmpty { note = Note(store.problems.joined(separator: "; "), .problem) }
    }

    /// The largest screen drawn: a frame holds every cell (and curses three copies), so a larger
    /// window uses its top-left part rather than gigabytes.
    public static let maximumWidth = 1000, maximumHeight = 500

    /// A size held between 1×1 and the maximum.
    public static func held(width: Int, height: Int) -> (width: Int, height: Int) {
        (min(max(width, 1), maximumWidth), min(max(height, 1), maximumHeight))
    }

    // MARK: The front door

    /// Applies one action; returns what the outside world must do.
    public mutating func send(_ action: Action) -> [Effect] {
        if note?.fleeting == true, action.isThePlayers { note = nil }
        switch action {
        case .play(let action): return send(action)
        case .settingsSide(let action): return send(action)
        case .window(let action): return send(action) + machineBoardNeeded()
        case .daily(let action): return send(action)
        case .store(let action): return send(action)
        case .ladder(let action): return send(action)
        case .challenge(let action): return send(action)
        case .machine(let action): return send(action)
        case .habits(let action): return send(action)
        case .toggleSettingsSide: return toggleSettingsSide()
        case .quit: return isLoading || play.game.isOver || !play.savesGame ? [.quit] : [.saveGame(play.saved), .quit]
        case .resize(let w, let h):
            (width, height) = Self.held(width: w, height: h)
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
        if side == .front {
            // What the settings side said of a change stays there; a warning or a problem is kept in view.
            if note?.kind != .warning && note?.kind != .problem { note = frontNote }
            frontNote = nil
        }
        guard side == .settings else { return [] }
        settingsSide.focusFirstControl()
        guard store.customList == nil else { return [] }
        return settingsSide.unloadedLists(in: settingsSide.nextGameSettings.wordList.language, loaded: store.lists).map
        { .loadList($0) }
    }

    /// A game has been recorded in the history: what each feature does then (the machine's board
    /// takes its line, Nemesis learns it).
    mutating func gameRecorded(_ record: GameRecord) -> [Effect] {
        Self.features.flatMap { $0.gameRecorded(record, in: &self) }
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

    /// Whether anything moves on screen: the setting, unless the terminal draws too slowly.
    public var animates: Bool { settingsSide.settings.animations && !slowTerminal }

    /// How many words still fit the game in play, where it is evil, not over and the setting shows it.
    public var wordsLeftShown: Int? {
        settingsSide.settings.showsWordsLeft && !play.game.isOver ? play.game.wordsThatFit : nil
    }

    /// The result to share of the game the results window speaks of (never the word).
    public var shareText: ShareText? { windows.subject?.share }

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

/// What a feature declares to the app: its keys and what it does when a game is recorded. Its
/// state, actions and `send` are its own (an `App` extension in its file).
protocol Feature {
    /// The keys it takes, and where (`KeyBinding`): the keymap, the buttons, the hints and help are
    /// made from these.
    static var keys: [KeyBinding] { get }
    /// What it does once a finished game is in the history.
    static func gameRecorded(_ record: GameRecord, in app: inout App) -> [Effect]
}

extension Feature {
    static var keys: [KeyBinding] { [] }
    static func gameRecorded(_ record: GameRecord, in app: inout App) -> [Effect] { [] }
}
