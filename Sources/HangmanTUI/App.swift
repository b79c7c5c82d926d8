import HangmanCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Options given on the command line for this run only: they shape new games without
/// changing the saved settings (a change made on the settings pane wins over them).
public struct RunOverrides: Equatable, Sendable {
    public var length: Int?
    public var misses: Int?
    public var mode: GameMode?
    public init(length: Int? = nil, misses: Int? = nil, mode: GameMode? = nil) {
        self.length = length; self.misses = misses; self.mode = mode
    }

    /// `settings` with these overrides in place.
    public func applied(to settings: Settings) -> Settings {
        var s = settings
        if let length { s.wordLength = length }
        if let misses { s.missesAllowed = misses }
        if let mode { s.mode = mode }
        return s
    }
}

/// The whole game as a state machine: an input goes in, the state changes, effects come out.
/// No terminal and no files here; `Layout` turns the state into a `Screen`.
public struct App {
    public private(set) var settings: Settings
    public private(set) var game: any Gameplay
    /// The id the game's record will carry.
    public private(set) var gameID: String
    public private(set) var history: History
    public private(set) var side: Side = .front
    public private(set) var modal: Modal?
    /// Index (0 = A) of the letter under the grid cursor.
    public private(set) var cursor = 0
    public private(set) var focus: SettingsControl = .length
    public var note: Note?
    public private(set) var width = 80
    public private(set) var height = 24
    public let glyphs: Glyphs
    /// A list given with `--words`, used instead of the shipped ones.
    public let customList: (list: WordList, id: WordListID)?
    /// Shipped lists loaded so far.
    public private(set) var lists: [WordListID: WordList]
    public private(set) var overrides: RunOverrides
    /// The record of the game that just ended, while its window is open.
    public private(set) var finished: GameRecord?
    private var generator: SeededGenerator
    private let environment: AppEnvironment

    /// Starts the app: resumes `resumed` if given, otherwise deals a new game. Returns the first
    /// effects (saving the new game, or recording a resumed game that had already ended).
    public static func start(settings: Settings, history: History, resumed: (id: String, game: any Gameplay)?,
                             lists: [WordListID: WordList], customList: (list: WordList, id: WordListID)? = nil,
                             overrides: RunOverrides = RunOverrides(), seed: UInt64, glyphs: Glyphs = .unicode,
                             environment: AppEnvironment) -> (App, [Effect]) {
        var generator = SeededGenerator(seed: seed)
        var app: App
        var effects: [Effect] = []
        if let resumed {
            app = App(settings: settings, history: history, game: resumed.game, gameID: resumed.id, lists: lists,
                      customList: customList, overrides: overrides, generator: generator, glyphs: glyphs, environment: environment)
            app.note = welcomeBack
            if resumed.game.isOver { effects = app.finishGame() }
        } else {
            // Stands in only until `dealNewGame` below replaces it. The draw that follows is part
            // of every seeded run's sequence (saved expectations depend on it).
            let placeholder = GoodGameplay(secret: "a", missesAllowed: 1, wordList: .full)
            _ = generator.next()
            app = App(settings: settings, history: history, game: placeholder, gameID: "", lists: lists,
                      customList: customList, overrides: overrides, generator: generator, glyphs: glyphs, environment: environment)
            effects = app.dealNewGame()
        }
        return (app, effects)
    }

    private init(settings: Settings, history: History, game: any Gameplay, gameID: String,
                 lists: [WordListID: WordList], customList: (list: WordList, id: WordListID)?, overrides: RunOverrides,
                 generator: SeededGenerator, glyphs: Glyphs, environment: AppEnvironment) {
        self.settings = settings
        self.history = history
        self.game = game
        self.gameID = gameID
        self.lists = lists
        self.customList = customList
        self.overrides = overrides
        self.generator = generator
        self.glyphs = glyphs
        self.environment = environment
    }

    // MARK: - What the screens read

    /// The settings the next new game will use: the saved ones with this run's overrides (what
    /// the settings pane shows and steps from).
    public var nextGameSettings: Settings { overrides.applied(to: settings) }

    /// The list new games draw from.
    public var currentList: WordList? { customList?.list ?? lists[settings.wordList] }

    public var currentListID: WordListID { customList?.id ?? settings.wordList }

    /// The post-mortem of the game just played, when its host was evil.
    public var hostMoves: [HostMove]? { (game as? EvilGameplay)?.moves }

    // MARK: - Updates

    /// Applies one input; returns what the outside world must do.
    public mutating func update(_ input: Input) -> [Effect] {
        switch input {
        case .resize(let w, let h):
            width = max(w, 1); height = max(h, 1)
            return []
        case .click(let x, let y):
            guard let action = Layout.action(at: x, y, in: self) else { return [] }
            return perform(action)
        case .character(let c):
            return keyAction(for: .character(c)).map { perform($0) } ?? []
        case .key:
            return keyAction(for: input).map { perform($0) } ?? []
        }
    }

    /// The action a key stands for where the player is now.
    mutating func keyAction(for input: Input) -> Action? {
        let key: Key? = if case .key(let k) = input { k } else { nil }
        let char: Character? = if case .character(let c) = input { c } else { nil }
        let lower = char.map { Character($0.lowercased()) }
        if key == .function(3) || key == .control("n") { return .newGame }
        switch modal {
        case .confirmQuit:
            if lower == "y" || key == .enter { return .confirmQuit }
            if lower == "n" || key == .escape { return .cancelQuit }
            return nil
        case .confirmNewGame:
            if lower == "y" || key == .enter { return .confirmNewGame }
            if lower == "n" || key == .escape { return .closeModal }
            return nil
        case .endOfGame(let page):
            switch (key, lower) {
            case (.enter, _), (.escape, _), (_, " "): return .closeModal
            case (.function(2), _): return .flip
            case (_, "n"): return .newGame
            case (_, "c") where game.mode == .evil && game.isOver: return .showEndPage(.cheats(scroll: 0))
            case (_, "s"): return .showEndPage(.statistics)
            case (_, "h"): return .showEndPage(.scores)
            case (.tab, _):
                let cheats = game.mode == .evil && game.isOver
                return .showEndPage(page == .scores ? .statistics : (page == .statistics && cheats ? .cheats(scroll: 0) : .scores))
            case (.up, _), (.pageUp, _): return .scrollCheats(key == .up ? -1 : -8)
            case (.down, _), (.pageDown, _): return .scrollCheats(key == .down ? 1 : 8)
            default: return nil
            }
        case nil: break
        }
        if side == .settings {
            switch (key, char) {
            case (.up, _), (.backTab, _): return .moveFocus(-1)
            case (.down, _), (.tab, _): return .moveFocus(1)
            case (.left, _), (_, "-"), (_, "_"): return .adjust(-1)
            case (.right, _), (_, "+"), (_, "="): return .adjust(1)
            case (.home, _): return .adjustToEnd(highest: false)
            case (.end, _): return .adjustToEnd(highest: true)
            case (.enter, _), (_, " "): return .activate
            case (.escape, _), (.function(2), _): return .flip
            default: return nil
            }
        }
        switch (key, char) {
        case (.up, _): return .moveCursor(dx: 0, dy: -1)
        case (.down, _): return .moveCursor(dx: 0, dy: 1)
        case (.left, _): return .moveCursor(dx: -1, dy: 0)
        case (.right, _): return .moveCursor(dx: 1, dy: 0)
        case (.home, _): return .moveCursor(dx: -12, dy: 0)
        case (.end, _): return .moveCursor(dx: 12, dy: 0)
        case (.enter, _), (_, " "): return .guessAtCursor
        case (.tab, _), (.function(2), _): return .flip
        case (.function(4), _): return .showScores
        case (.escape, _): return .askQuit
        case (_, let c?): return .guess(String(c))
        default:
            note = Note("That key does nothing here: type a letter (Esc quits)")
            return nil
        }
    }

    /// Carries out one action.
    public mutating func perform(_ action: Action) -> [Effect] {
        switch action {
        case .guess(let input): return guess(input)
        case .guessAtCursor: return guess(String(Self.letter(at: cursor)))
        case .moveCursor(let dx, let dy):
            let columns = Layout.gridColumns
            var column = cursor % columns + dx, row = cursor / columns + dy
            if dx > 1 || dx < -1 { column = min(max(column, 0), columns - 1) }
            column = (column + columns) % columns
            row = (row + 2) % 2
            cursor = row * columns + column
            return []
        case .flip:
            modal = nil
            side = side == .front ? .settings : .front
            if side == .settings {
                focus = .length
                for choice in WordListID.shipped { _ = list(for: choice) }
            }
            return []
        case .newGame where modal != .confirmNewGame && game.status == .playing && !game.guessedLetters.isEmpty:
            // A game under way is only left when the player says so (Ctrl-N twice also does).
            modal = .confirmNewGame
            return []
        case .newGame, .confirmNewGame:
            modal = nil
            side = .front
            return dealNewGame()
        case .showScores:
            modal = .endOfGame(.scores)
            return []
        case .askQuit:
            modal = .confirmQuit
            return []
        case .confirmQuit:
            return game.isOver ? [.quit] : [.saveGame(savedGame), .quit]
        case .cancelQuit, .closeModal:
            modal = nil
            return []
        case .showEndPage(let page):
            modal = .endOfGame(page)
            return []
        case .scrollCheats(let delta):
            if case .endOfGame(.cheats(let scroll)) = modal {
                let hidden = (hostMoves?.count ?? 0) - EndOfGameWindow.cheatRows(windowHeight: height)
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
            case .length: return perform(.setLength(highest ? (currentList?.longestLength ?? 1) : 1))
            case .misses: return perform(.setMisses(highest ? Settings.missesRange.upperBound : Settings.missesRange.lowerBound))
            default: return []
            }
        case .activate:
            switch focus {
            case .length, .misses: return perform(.moveFocus(1))
            case .back: return perform(.flip)
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
        case .setEvil(let on):
            let hadOverride = overrides.mode != nil
            overrides.mode = nil
            return change(force: hadOverride) { $0.mode = on ? .evil : .good }
        case .setLevel(let level):
            return change { $0.evilLevel = level }
        case .setWordList(let choice):
            guard customList == nil else {
                note = Note("This run uses \(customList!.list.name) (from --words)", .warning)
                return []
            }
            guard let list = list(for: choice) else { return [] }
            return change {
                $0.wordList = choice
                $0.wordLength = min($0.wordLength, list.longestLength)
            }
        }
    }

    private mutating func adjust(_ delta: Int) -> [Effect] {
        switch focus {
        case .length: return perform(.setLength(nextGameSettings.wordLength + delta))
        case .misses: return perform(.setMisses(nextGameSettings.missesAllowed + delta))
        case .evil: return perform(.setEvil(nextGameSettings.mode != .evil))
        case .level:
            let all = EvilLevel.allCases
            return perform(.setLevel(all[(all.firstIndex(of: settings.evilLevel)! + (delta < 0 ? all.count - 1 : 1)) % all.count]))
        case .wordList:
            let all = WordListID.shipped
            return perform(.setWordList(all[(all.firstIndex(of: settings.wordList)! + (delta < 0 ? all.count - 1 : 1)) % all.count]))
        case .back: return []
        }
    }

    /// Applies a settings change: saved at once, for the next game only.
    private mutating func change(force: Bool = false, _ edit: (inout Settings) -> Void) -> [Effect] {
        var changed = settings
        edit(&changed)
        guard changed != settings || force else { return [] }
        settings = changed
        note = Note("Saved. Applies to the next game; this one is unchanged")
        return [.saveSettings(settings)]
    }

    private mutating func list(for choice: WordListID) -> WordList? {
        if let list = lists[choice] { return list }
        switch environment.loadList(choice) {
        case .success(let list):
            lists[choice] = list
            return list
        case .failure(let error):
            note = Note("\(error)", .warning)
            return nil
        }
    }

    private mutating func guess(_ input: String) -> [Effect] {
        guard side == .front, modal == nil else { return [] }
        let result = game.guess(input)
        switch result {
        case .ignored(.gameOver):
            note = Note("This game is over: Ctrl-N starts a new one", .warning)
            return []
        case .ignored(let reason):
            note = Note(reason.message, .warning)
            return []
        case .hit(let letter, let positions):
            let count = positions.count == 1 ? "once" : positions.count == 2 ? "twice" : "\(positions.count) times"
            note = Note("Yes: \(letter.uppercased()) is in the word, \(count)", .good)
        case .miss(let letter):
            note = Note("No \(letter.uppercased()): \(game.missesLeft) \(game.missesLeft == 1 ? "miss" : "misses") left", .bad)
        }
        if game.isOver { return finishGame() }
        return [.saveGame(savedGame)]
    }

    /// The game in progress as it is saved.
    public var savedGame: SavedGame { SavedGame(id: gameID, game: game.snapshot()) }

    private mutating func finishGame() -> [Effect] {
        let record = GameRecord(game: game, id: gameID, date: environment.now())
        history.record(record)
        finished = record
        modal = .endOfGame(.scores)
        if game.status == .won {
            note = Note("You won with \(game.missesMade) \(game.missesMade == 1 ? "miss" : "misses")!", .good)
        } else {
            note = Note("Hanged. The word was \(record.word.uppercased())", .bad)
        }
        return [.saveGame(savedGame), .finishGame(record)]
    }

    private mutating func dealNewGame() -> [Effect] {
        finished = nil
        let next = nextGameSettings
        guard let list = customList?.list ?? list(for: next.wordList) else { return [] }
        let (newGame, lengthNote) = GameFactory.newGame(settings: next, list: list, id: currentListID, using: &generator)
        game = newGame
        gameID = environment.makeID()
        cursor = 0
        note = lengthNote.map { Note($0, .warning) } ?? Self.newGameNote(game)
        return [.saveGame(savedGame)]
    }

    // MARK: - Results from the outside world

    /// The shared history after this game was recorded (merged with other instances' games).
    public mutating func historyRecorded(_ merged: History, problem: String?) {
        history = merged
        if let problem { note = Note(problem, .warning) }
    }

    /// A store could not do its job: play goes on, the player is told.
    public mutating func storeFailed(_ message: String) {
        note = Note(message + " (will retry)", .warning)
    }

    /// The note a new game opens with.
    public static func newGameNote(_ game: any Gameplay) -> Note {
        Note("New game: \(Layout.plural(game.wordLength, "letter")), \(Layout.plural(game.missesAllowed, "miss")). Type a letter")
    }

    /// The note a resumed game opens with.
    public static let welcomeBack = Note("Welcome back: your game is where you left it")

    /// The letter at grid index `i` (0 = a).
    public static func letter(at i: Int) -> Character { Character(UnicodeScalar(UInt8(97 + i))) }
}
