import HangmanCore

/// The settings side: the settings for the next game, and this run's flags over them. Every change
/// is saved at once and applies to the next game, never to the one in play.
public struct SettingsSideFeature {
    public enum Action: Equatable, Sendable {
        case focus(SettingsControl)
        case moveFocus(Int)
        /// Left/Right, +/-: steps the focused control.
        case adjust(Int)
        /// Home/End: the focused slider to its lowest/highest value.
        case adjustToEnd(highest: Bool)
        /// Enter or Space on the focused control.
        case activate
        case setLength(Int)
        case setMisses(Int)
        case setMode(GameMode)
        case setHost(Host)
        case setWordList(WordListID)
        /// The language of the next games (one whose list is installed).
        case setLanguage(Language)
        case setAnimations(Bool)
        /// Whether an evil game says how many words still fit.
        case setWordsLeft(Bool)
        /// A level: its preset's knobs (Custom keeps them as they are).
        case setLevel(Level)
    }

    /// The saved settings.
    public fileprivate(set) var settings: Settings
    /// This run's flags: they shape new games until the settings side changes the same setting.
    public fileprivate(set) var overrides: RunOverrides
    public fileprivate(set) var focus: SettingsControl = .level
    /// The languages offered, in `Language` order.
    public fileprivate(set) var languages: [Language]
    /// The languages whose Full dictionary is installed here (`AppStart.dictionaries`).
    public let dictionaries: [Language]
    /// Installed languages this screen cannot draw the letters of (`AppStart.unshownLanguages`).
    public let unshown: [Language]
    /// The settings' language, when this screen cannot draw it: this run plays English.
    public let setAsideForTheScreen: Language?

    init(
        settings: Settings, overrides: RunOverrides, languages: [Language] = Language.allCases,
        dictionaries: [Language] = [.english],
        unshown: [Language] = []
    ) {
        self.settings = settings
        self.overrides = overrides
        self.languages = languages.isEmpty ? [.english] : languages
        self.dictionaries = dictionaries
        self.unshown = unshown
        let wanted = overrides.applied(to: settings).wordList.language
        setAsideForTheScreen = unshown.contains(wanted) ? wanted : nil
        if setAsideForTheScreen != nil { self.overrides.language = .english }
    }

    /// The settings side turned up: the first control has the focus.
    mutating func focusFirstControl() { focus = .level }

    /// The language's dictionary is gone: this run plays its everyday words (the setting stays,
    /// for when the package is back).
    mutating func playEverydayWordsThisRun(_ language: Language) { overrides.wordList = .everyday(in: language) }

    /// The settings the next new game will use: the saved ones with this run's flags (what the
    /// settings side shows and steps from).
    public var nextGameSettings: Settings { overrides.applied(to: settings) }

    /// What a change needs to know of the rest of the app.
    struct Context {
        /// The list new games draw from (its longest word bounds the length), if loaded.
        var currentList: WordList?
        /// The `--words` list, which stands in for the shipped ones this run.
        var customList: WordList?
        /// The lists loaded so far.
        var lists: [WordListID: WordList]
        var persistent: Bool
        /// The game on the front side is over (so no "this one is unchanged").
        var gameOver: Bool
    }

    /// Applies one action (all but `activate` on the back button, which turns the card over).
    mutating func send(_ action: Action, _ context: Context, note: inout Note?) -> [Effect] {
        switch action {
        case .focus(let control): focus = control
        case .moveFocus(let delta):
            let all = SettingsControl.allCases
            focus = all[(all.firstIndex(of: focus)! + delta % all.count + all.count) % all.count]
        case .adjust(let delta): return send(step(delta), context, note: &note)
        case .adjustToEnd(let highest):
            switch focus {
            case .level: return send(.setLevel(highest ? .fiendish : .easy), context, note: &note)
            case .length:
                return send(.setLength(highest ? (context.currentList?.longestLength ?? 1) : 1), context, note: &note)
            case .misses:
                return send(
                    .setMisses(highest ? Settings.missesRange.upperBound : Settings.missesRange.lowerBound),
                    context, note: &note)
            default: break
            }
        case .activate:
            if focus == .length || focus == .misses { return send(.moveFocus(1), context, note: &note) }
            return send(.adjust(1), context, note: &note)
        case .setLength(let n):
            guard let list = context.currentList else { return [] }
            let hadFlag = overrides.length != nil
            overrides.length = nil
            return change(force: hadFlag, context, note: &note) {
                $0.wordLength = min(max(n, 1), max(list.longestLength, 1))
            }
        case .setMisses(let n):
            let hadFlag = overrides.misses != nil
            overrides.misses = nil
            return change(force: hadFlag, context, note: &note) { $0.missesAllowed = n }
        case .setMode(let mode):
            let hadFlag = overrides.mode != nil
            overrides.mode = nil
            return change(force: hadFlag, context, note: &note) { $0.mode = mode }
        case .setHost(let level): return change(context, note: &note) { $0.host = level }
        case .setAnimations(let on):
            let was = settings.animations
            let effects = change(context, note: &note) { $0.animations = on }
            if settings.animations != was { note = Note(UIText.animationsSaved(on)) }  // takes effect at once
            return effects
        case .setWordsLeft(let shown):
            let was = settings.showsWordsLeft
            let effects = change(context, note: &note) { $0.showsWordsLeft = shown }
            if settings.showsWordsLeft != was { note = Note(UIText.wordsLeftSaved(shown)) }  // takes effect at once
            return effects
        case .setWordList(let choice): return setWordList(choice, context, note: &note)
        case .setLanguage(let language): return setLanguage(language, context, note: &note)
        case .setLevel(let level):
            let hadFlags = overrides.length != nil || overrides.misses != nil || overrides.mode != nil
            overrides.length = nil
            overrides.misses = nil
            overrides.mode = nil
            let effects = change(force: hadFlags, keepsLevel: true, context, note: &note) { $0 = $0.choosing(level) }
            return context.lists[settings.wordList] != nil || context.customList != nil
                ? effects : effects + [.loadList(settings.wordList)]
        }
        return []
    }

    /// The action a step of the focused control stands for.
    private func step(_ delta: Int) -> Action {
        let next = nextGameSettings
        func cycled<T: Equatable>(_ all: [T], from current: T) -> T {
            all[((all.firstIndex(of: current) ?? 0) + (delta < 0 ? all.count - 1 : 1)) % all.count]
        }
        switch focus {
        case .level: return .setLevel(cycled(Level.allCases, from: next.level))
        case .length: return .setLength(next.wordLength + delta)
        case .misses: return .setMisses(next.missesAllowed + delta)
        case .mode: return .setMode(next.mode == .evil ? .good : .evil)
        case .host: return .setHost(cycled(Host.allCases, from: settings.host))
        case .animations: return .setAnimations(!settings.animations)
        case .wordsLeft: return .setWordsLeft(!settings.showsWordsLeft)
        case .language: return .setLanguage(cycled(languages, from: next.wordList.language))
        case .wordList: return .setWordList(cycled(WordListID.lists(in: next.wordList.language), from: next.wordList))
        case .back: return .focus(.back)
        }
    }

    /// A shipped list for the next games; the length is held to its longest word. One not loaded
    /// yet is chosen at once and loads (the length is fitted to it when the game is dealt).
    private mutating func setWordList(_ choice: WordListID, _ context: Context, note: inout Note?) -> [Effect] {
        if let custom = context.customList {
            note = Note(tr("This run uses %s (from --words)", PrintableText.name(custom.name)), .warning)
            return []
        }
        if case .dictionary(let language) = choice, !dictionaries.contains(language) {
            note = Note(UIText.dictionaryNeedsPackage(language), .warning)
            return []
        }
        let list = context.lists[choice]
        let hadFlag = overrides.language != nil || overrides.wordList != nil
        overrides.language = nil
        overrides.wordList = nil
        let effects = change(force: hadFlag, context, note: &note) { settings in
            settings.wordList = choice
            if let list { settings.wordLength = min(settings.wordLength, max(list.longestLength, 1)) }
        }
        return list != nil ? effects : effects + [.loadList(choice)]
    }

    /// Words of `language` for the next games: its everyday words (a dictionary for a Custom game
    /// on one, where that dictionary is installed), or the English lists.
    private mutating func setLanguage(_ language: Language, _ context: Context, note: inout Note?) -> [Effect] {
        if let custom = context.customList {
            note = Note(tr("This run uses %s (from --words)", PrintableText.name(custom.name)), .warning)
            return []
        }
        guard languages.contains(language) else { return [] }
        let hadFlag = overrides.language != nil || overrides.wordList != nil
        overrides.language = nil
        overrides.wordList = nil
        let installed = dictionaries
        let effects = change(force: hadFlag, context, note: &note) { settings in
            settings = settings.speaking(language)
            if case .dictionary(let language) = settings.wordList, !installed.contains(language) {
                settings.wordList = .everyday(language)
            }
        }
        // The language's lists load, to be counted (the chosen one first: it deals the next game).
        let toCount = unloadedLists(in: language, loaded: context.lists).filter { $0 != settings.wordList }
        return (context.lists[settings.wordList] != nil ? effects : effects + [.loadList(settings.wordList)])
            + toCount.map { .loadList($0) }
    }

    /// The lists of `language` the settings side counts that are not loaded yet (a dictionary
    /// only where it is installed).
    func unloadedLists(in language: Language, loaded: [WordListID: WordList]) -> [WordListID] {
        WordListID.lists(in: language).filter { choice in
            if case .dictionary(let language) = choice, !dictionaries.contains(language) { return false }
            return loaded[choice] == nil
        }
    }

    /// Applies a settings change: saved at once, for the next game only.
    private mutating func change(
        force: Bool = false, keepsLevel: Bool = false, _ context: Context, note: inout Note?,
        _ edit: (inout Settings) -> Void
    ) -> [Effect] {
        // A level this run plays (--level) becomes the player's own once a setting is changed here.
        var changed = overrides.level.map { settings.choosing($0) } ?? settings
        let hadLevel = overrides.level != nil
        overrides.level = nil
        edit(&changed)
        // Any knob turned by hand makes the game the player's own: Custom (the animations are
        // not part of a level).
        if !keepsLevel && changed.level != .custom && !changed.level.matches(changed) {
            changed.level = .custom
        }
        guard changed != settings || force || hadLevel else { return [] }
        settings = changed
        note = Note(UIText.settingsSaved(gameOver: context.gameOver))
        return context.persistent ? [.saveSettings(settings)] : []
    }
}

extension App {
    mutating func send(_ action: SettingsSideFeature.Action) -> [Effect] {
        if action == .activate && settingsSide.focus == .back { return send(.toggleSettingsSide) }
        let context = SettingsSideFeature.Context(
            currentList: currentList, customList: store.customList.flatMap { store.lists[$0] },
            lists: store.lists, persistent: persistent, gameOver: play.game.isOver)
        return settingsSide.send(action, context, note: &note)
    }
}

extension SettingsSideFeature: Feature {
    static var keys: [KeyBinding] {
        let here: @Sendable (KeyContext) -> Bool = \.onSettings
        return [
            KeyBinding(
                keys: [.tab, .function(2)], where: \.onFront,
                help: { _ in HelpLine(.front, 35, "Tab", tr("settings")) },
                .toggleSettingsSide),
            KeyBinding(
                keys: [.up, .backTab], where: here,
                help: { _ in HelpLine(.settings, 10, tr("Up, Down, Tab"), tr("move")) },
                .settingsSide(.moveFocus(-1))),
            KeyBinding(keys: [.down, .tab], where: here, .settingsSide(.moveFocus(1))),
            KeyBinding(
                keys: [.left], characters: "-_", where: here,
                help: { _ in HelpLine(.settings, 20, tr("Left, Right"), tr("change")) }, .settingsSide(.adjust(-1))),
            KeyBinding(keys: [.right], characters: "+=", where: here, .settingsSide(.adjust(1))),
            KeyBinding(
                keys: [.home], where: here,
                help: { _ in HelpLine(.settings, 30, tr("Home, End"), tr("lowest, highest")) },
                .settingsSide(.adjustToEnd(highest: false))),
            KeyBinding(keys: [.end], where: here, .settingsSide(.adjustToEnd(highest: true))),
            KeyBinding(
                keys: [.enter], characters: " ", where: here,
                help: { _ in HelpLine(.settings, 40, tr("Space, Enter"), tr("choose")) }, .settingsSide(.activate)),
            KeyBinding(
                keys: [.escape, .function(2)], where: here,
                help: { _ in HelpLine(.settings, 50, "Esc", tr("back to the game")) },
                .toggleSettingsSide),
        ]
    }
}

extension KeyLabel {
    public static var settings: KeyLabel { KeyLabel("Tab", tr("Settings"), .toggleSettingsSide) }
    public static var backToTheGame: KeyLabel { KeyLabel("Esc", tr("Back to the game"), .toggleSettingsSide) }
}
