import HangmanCore
@testable import HangmanApp
import HangmanScreens

/// The app driven as a front end drives it: through the `AppDriver` (a key through the `Keymap`,
/// a click through the targets of the frame on screen), with in-memory clients (`TestLists`).
struct TestGame {
    private(set) var driver: AppDriver
    /// The files, in memory.
    let disk: MemoryStore
    /// The effects `App.start` asked for.
    let startEffects: [Effect]

    var app: App { driver.app }
    var screen: Screen { Layout.render(app).screen }

    /// A game at 80×24 (or the given size) with `history` behind it.
    init(settings: Settings = Settings(wordLength: 4, missesAllowed: 6, mode: .good), history: History = History(),
         savedGame: SavedGame? = nil, overrides: RunOverrides = RunOverrides(), width: Int = 80, height: Int = 24,
         glyphs: Glyphs = .unicode, seed: UInt64 = 1, preloaded: Bool = true, languages: [Language] = Language.allCases,
         lists: [WordListID: WordList] = [:], firstLaunch: Bool = false, dictionaries: [Language] = [.english, .spanish, .german],
         unshown: [Language] = [], gone: Set<WordListID> = [], machine: [MachineEntry]? = nil, machineCounts: Bool = true) {
        disk = MemoryStore()
        var start = AppStart(settings: settings, savedGame: savedGame, overrides: overrides,
                             lists: preloaded ? [.full: lists[.full] ?? TestLists.list] : [:],
                             seed: seed, instanceID: "game", glyphs: glyphs, localTime: .utc, width: width, height: height,
                             today: UTCDay(utcSeconds: TestLists.now).number)
        start.languages = languages
        start.unshownLanguages = unshown
        start.dictionaries = dictionaries
        start.firstLaunch = firstLaunch
        var clients = TestLists.clients(disk, history: history, lists: lists, gone: gone)
        // A machine with a board (`machine`: its lines), played by account 1001, "ann".
        if let machine {
            disk.change { $0.machine = machine }
            start.machine = .available
            start.machinePlayer = (1001, "ann")
            start.machineCountsThisRun = machineCounts
            let disk = self.disk
            clients.loadMachineBoard = { deliver in deliver(.success((MachineBoard(entries: disk.read { $0.machine ?? [] }), 0))) }
            clients.recordOnMachine = { entry in disk.change { $0.machine?.append(entry) }; return .written }
        }
        driver = AppDriver(start, clients: clients)
        driver.start()
        startEffects = driver.lastEffects
    }

    /// Like one key press (or click, or resize) in the full screen. Returns the effects the app asked for.
    @discardableResult
    mutating func press(_ input: Input) -> [Effect] {
        driver.press(input, seen: Layout.render(app).seen(input))
        return driver.lastEffects
    }

    @discardableResult
    mutating func send(_ action: Action) -> [Effect] {
        driver.send(action)
        return driver.lastEffects
    }

    /// Ctrl-N, and Y to the question it asks while a game is in play: a new game.
    @discardableResult
    mutating func newGame() -> [Effect] {
        let asked = press(.key(.control("n")))
        guard app.windows.modal == .question(.leaveForNewGame) else { return asked }
        return press(.character("y"))
    }

    /// F5, and Y to the question it asks while a game is in play: today's daily (or its result).
    /// Returns what F5 itself asked for.
    @discardableResult
    mutating func daily() -> [Effect] {
        let asked = press(.key(.function(5)))
        if case .question(.leave)? = app.windows.modal { press(.character("y")) }
        return asked
    }

    /// Types each character of `text`.
    mutating func type(_ text: String) { for c in text { press(.character(c)) } }
}

/// The questions the tests look for, by the game each would deal.
extension Question {
    static var leaveForNewGame: Question { .leave(for: SourceBox(source: NewGame())) }
    static func leaveForDaily(_ day: UTCDay, scored: Bool = true) -> Question { .leave(for: SourceBox(source: Daily(day: day, scored: scored))) }
    static func leaveForChallenge(_ deal: Deal) -> Question { .leave(for: SourceBox(source: Challenge(deal: deal))) }
}
