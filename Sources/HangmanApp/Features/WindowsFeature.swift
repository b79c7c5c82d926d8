import HangmanCore

/// The windows over the sides: the results window (high scores, statistics, "How I cheated"),
/// the yes/no questions and help.
public struct WindowsFeature {
    public enum Action: Equatable, Sendable {
        /// F4: the results window, on the high-score page of the game in play.
        case showScores
        case showSection(ResultsSection)
        /// A high-score page (its name clicked).
        case showScorePage(ScorePage)
        /// Left/Right on the high scores: the previous (-1) or next (1) page.
        case cycleScorePage(Int)
        /// Up/Down, PageUp/PageDown, Home/End: to this first line (`.max`: the end; the screens
        /// hold it within what there is).
        case scroll(to: Int)
        case close
        /// Esc on the front side: "Quit?".
        case askQuit
        /// Yes or no to the question open.
        case answer(yes: Bool)
        /// Y in the results window: the finished game's share text to the clipboard.
        case copyResult
        /// ? or F1, anywhere: help.
        case showHelp
        /// Space in the results window: the window set aside to see the finished board (any
        /// key brings it back).
        case seeTheBoard
        /// A second Esc straight after one that closed a window: said, not asked.
        case escapeAgainToQuit
        /// A key a question does not take: the status line says which keys answer.
        case questionKeyIgnored
        /// A typed key the results window does not take (a letter after the game's end): said.
        case resultsKeyIgnored
    }

    // Every property is set in this file only: the rest of the app opens, closes and turns a
    // window through `show` (and the few methods below that call it), so a window never opens
    // with the scroll or the "see the board" of another (`private(set)` keeps it so).

    /// The window open, if any.
    public private(set) var modal: Modal?
    /// The high-score page the results window shows.
    public private(set) var scorePage: ScorePage
    /// The finished game the results window speaks of (nil: opened with no game just ended).
    public private(set) var subject: ResultsSubject?
    /// The first line shown of what scrolls in the window open (the score table, the host's
    /// moves, help); 0 when a page opens.
    public private(set) var scroll = 0
    /// The results window is set aside: the finished board shows until a key is pressed.
    public private(set) var seeingTheBoard = false

    init() { scorePage = .normal }

    /// The one way a window opens, changes or closes (nil): from its top, in front of the board.
    mutating func show(_ modal: Modal?) {
        self.modal = modal
        scroll = 0
        seeingTheBoard = false
    }

    /// The results window on `section`, at the high-score page `page`, about `subject` (a game
    /// just ended, a daily shown again; nil: no game in particular).
    mutating func open(_ section: ResultsSection, page: ScorePage, about subject: ResultsSubject?) {
        scorePage = page
        self.subject = subject
        show(.results(section))
    }

    /// The high scores turn to `page` (the page the store says a game is on).
    mutating func turn(to page: ScorePage) {
        guard scorePage != page else { return }
        scorePage = page
        scroll = 0
    }

    /// The subject's game, replayed once its list is in (a daily shown again).
    mutating func attach(_ game: any Gameplay, to id: String) {
        guard let old = subject, old.id == id, old.game == nil else { return }
        subject = old.replayed(game)
    }

    mutating func scrollToTop() { scroll = 0 }

    /// Scrolls to `line` (the screens hold it within what there is to show).
    mutating func scroll(to line: Int) { scroll = max(0, line) }

    mutating func toggleSeeingTheBoard() { seeingTheBoard.toggle() }

    mutating func cycleScorePage(by delta: Int) {
        let all = ScorePage.allCases
        turn(to: all[(all.firstIndex(of: scorePage)! + delta % all.count + all.count) % all.count])
    }

    /// What help opened over (its keys come first).
    func helpTopic(side: Side) -> HelpTopic { helpTopic(for: side, modal: modal) }

    func helpTopic(for side: Side, modal: Modal?) -> HelpTopic {
        switch modal {
        case .results(let page)?: return .results(page)
        case .question(let question)?: return .question(question)
        case .help(let over)?: return over
        case .challengeEntry?: return .challengeEntry
        case nil: return side == .front ? .frontSide : .settingsSide
        }
    }
}

extension App {
    mutating func send(_ action: WindowsFeature.Action) -> [Effect] {
        switch action {
        case .showScores: windows.open(.scores, page: play.scorePage, about: endedGameSubject)
        case .showSection(let section): windows.show(.results(section))
        case .showScorePage(let page): windows.open(.scores, page: page, about: windows.subject)
        case .cycleScorePage(let delta): windows.cycleScorePage(by: delta)
        case .scroll(let line): windows.scroll(to: line)
        case .close: return closeWindow()
        case .askQuit: windows.show(.question(.quit))
        case .answer(let yes): return answer(yes)
        case .copyResult:
            guard let share = windows.subject?.share else { return [] }
            note = Note(UIText.resultCopied, .good, fleeting: true)
            return [.copyToClipboard(share.text)]
        case .showHelp:
            if case .help? = windows.modal { return closeWindow() }
            windows.show(.help(over: windows.helpTopic(side: side)))
        case .seeTheBoard: windows.toggleSeeingTheBoard()
        case .escapeAgainToQuit: note = Note(UIText.escapeAgainToQuit, fleeting: true)
        case .questionKeyIgnored: note = Note(UIText.answerTheQuestion, .warning, fleeting: true)
        case .resultsKeyIgnored: note = Note(UIText.resultsKeys(gameOver: play.game.isOver), .warning, fleeting: true)
        }
        return []
    }

    /// Closing help goes back to the window it was opened over; any other window closes.
    private mutating func closeWindow() -> [Effect] {
        switch windows.modal {
        case .help(.results(let page))?: windows.show(.results(page))
        case .help(.question(let question))?: windows.show(.question(question))
        default: windows.show(nil)
        }
        return []
    }

    private mutating func answer(_ yes: Bool) -> [Effect] {
        guard case .question(let question)? = windows.modal else { return [] }
        windows.show(nil)
        guard yes else { return [] }
        switch question {
        case .quit: return send(.quit)
        case .leave(let box): return deal(box.source, confirmed: true)
        case .forgetHabits:
            windows.show(.results(.habits))
            return send(HabitsFeature.Action.forget)
        }
    }

    /// What help depends on here: the language played, and whether How I cheated can be opened.
    public var helpContext: HelpContext {
        HelpContext(
            language: play.game.language, howICheatedAvailable: windows.subject?.howICheatedAvailable ?? false,
            canSeeTheBoard: canSeeTheBoard)
    }

    /// What a key's meaning depends on, as far as the app knows it (the front end adds what its
    /// frame shows: `AppDriver.press`).
    public var keyContext: KeyContext {
        var context = KeyContext(side: side, modal: windows.modal)
        context.howICheatedAvailable = windows.subject?.howICheatedAvailable == true
        context.seeingTheBoard = windows.seeingTheBoard
        context.canSeeTheBoard = canSeeTheBoard
        context.levelOffer = levelOffer
        context.learning = habits.habits?.learning
        context.language = play.game.language
        return context
    }
}

/// What help says depends on: the language of the words played (its lists), and whether How I
/// cheated can be opened (an evil game that is over).
public struct HelpContext: Sendable {
    public var language: Language
    public var howICheatedAvailable: Bool
    /// The board of the game the results speak of is behind them (Space shows it).
    public var canSeeTheBoard: Bool
    public init(language: Language = .english, howICheatedAvailable: Bool = true, canSeeTheBoard: Bool = true) {
        self.language = language
        self.howICheatedAvailable = howICheatedAvailable
        self.canSeeTheBoard = canSeeTheBoard
    }

    /// The keys' context of `topic` with this (what help lists where it was opened).
    public func keys(_ topic: HelpTopic) -> KeyContext {
        var context = topic.context
        context.language = language
        context.howICheatedAvailable = howICheatedAvailable
        context.canSeeTheBoard = canSeeTheBoard
        return context
    }
}

extension WindowsFeature: Feature {
    static var keys: [KeyBinding] {
        let results: @Sendable (KeyContext) -> Bool = \.inResults
        let question: @Sendable (KeyContext) -> Bool = {
            if case .question? = $0.modal { return true } else { return false }
        }
        let help: @Sendable (KeyContext) -> Bool = { if case .help? = $0.modal { return true } else { return false } }
        @Sendable func section(_ s: ResultsSection) -> HangmanApp.Action { .window(.showSection(s)) }
        return [
            KeyBinding(.everywhere, any: true, where: \.seeingTheBoard, .window(.seeTheBoard)),
            KeyBinding(.everywhere, keys: [.function(1)], characters: "?", where: { _ in true }, .window(.showHelp)),
            // Help scrolls as every page does; Enter, Esc (and ? or F1 again) close it.
            KeyBinding(keys: [.enter, .escape], where: help, .window(.close)),
            .scrolling(where: help),
            // Enter is the safe answer, as Esc is: a reflex never leaves a game.
            KeyBinding(
                characters: "y", where: question, help: { _ in HelpLine(.question, 10, KeyLabel.yes.key, tr("yes")) }
            ) { _, _ in
                .window(.answer(yes: true))
            },
            KeyBinding(anyCharacter: true, where: { question($0) }) { input, _ in
                guard case .character(let c) = input, c.lowercased() == KeyLabel.yes.key.lowercased() else {
                    return input == .character("n") || input == .character("N")
                        ? .window(.answer(yes: false)) : .window(.questionKeyIgnored)
                }
                return .window(.answer(yes: true))
            },
            KeyBinding(
                keys: [.escape, .enter], where: question,
                help: { _ in HelpLine(.question, 20, "N, Enter, Esc", tr("no")) }, .window(.answer(yes: false))),
            KeyBinding(.fallback, any: true, where: question, .window(.questionKeyIgnored)),
            KeyBinding(
                keys: [.enter, .escape], where: results,
                help: { _ in HelpLine(.results, 10, "Enter, Esc", tr("close")) },
                .window(.close)),
            KeyBinding(
                characters: " ", where: { results($0) && $0.canSeeTheBoard },
                help: { _ in HelpLine(.results, 90, tr("Space"), tr("see the board")) }, .window(.seeTheBoard)),
            KeyBinding(keys: [.function(2)], where: results, .toggleSettingsSide),
            KeyBinding(
                characters: "c", where: { results($0) && $0.howICheatedAvailable },
                help: { _ in HelpLine(.results, 60, "C", tr("how I cheated")) }, section(.howICheated)),
            KeyBinding(
                characters: "s", where: results, help: { _ in HelpLine(.results, 40, "S", tr("statistics")) },
                section(.statistics)),
            KeyBinding(
                characters: "k", where: results,
                help: { _ in
                    HelpLine(
                        .results, 50, "K", tr("what Nemesis knows of you (there Backspace forgets, L learns again)"))
                },
                section(.habits)),
            KeyBinding(
                characters: "h", where: results, help: { _ in HelpLine(.results, 30, "H", tr("high scores")) },
                section(.scores)),
            KeyBinding(
                characters: "y", where: results, help: { _ in HelpLine(.results, 100, "Y", tr("copy the result")) },
                .window(.copyResult)),
            KeyBinding(
                keys: [.tab], where: results, help: { _ in HelpLine(.results, 70, "Tab", tr("the next of these")) }
            ) { _, context in
                guard case .results(let page)? = context.modal else { return .window(.close) }
                let next: ResultsSection =
                    switch page {
                    case .scores: .statistics
                    case .statistics: .habits
                    case .habits: context.howICheatedAvailable ? .howICheated : .scores
                    case .howICheated: .scores
                    }
                return section(next)
            },
            KeyBinding(
                keys: [.left, .right], where: { $0.modal == .results(.scores) },
                help: { _ in HelpLine(.results, 75, tr("Left, Right"), tr("another page of high scores")) }
            ) { input, _ in
                .window(.cycleScorePage(input == .key(.left) ? -1 : 1))
            },
            KeyBinding.scrolling(where: results, help: { _ in HelpLine(.results, 80, tr("Up, Down"), tr("scroll")) }),
            KeyBinding(.fallback, anyCharacter: true, where: results, .window(.resultsKeyIgnored)),
            KeyBinding(
                keys: [.function(4)], where: \.onFront, help: { _ in HelpLine(.front, 50, "F4", tr("high scores")) },
                .window(.showScores)),
            KeyBinding(
                keys: [.escape], where: \.onFront, help: { _ in HelpLine(.front, 80, "Esc", tr("quit (game kept)")) }
            ) { _, context in
                context.escapeClosedAWindow ? .window(.escapeAgainToQuit) : .window(.askQuit)
            },
        ]
    }
}
