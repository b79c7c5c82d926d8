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
        /// Up/Down, PageUp/PageDown: by `lines`; Home/End: `.min`/`.max`.
        case scroll(lines: Int)
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
    // with the scroll or the "see the board" of another (ArchitectureTests checks it).

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

    init(scorePage: ScorePage) { self.scorePage = scorePage }

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

    /// Scrolls by `lines` (`.min`/`.max`: to the top or the bottom), within `last`.
    mutating func scroll(by lines: Int, last: Int) {
        scroll = max(0, min(lines == .max ? last : lines == .min ? 0 : scroll + lines, last))
    }

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
        case .scroll(let lines):
            let (count, shown) = scrolledLines
            windows.scroll(by: lines, last: max(0, count - shown))
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
        case .leaveForNewGame: return newGame(asking: false)
        case .leaveForDaily(let daily): return startDaily(daily, confirmed: true)
        case .leaveForChallenge(let read): return startChallenge(read)
        case .forgetHabits:
            windows.show(.results(.habits))
            return send(HabitsFeature.Action.forget)
        }
    }

    /// What help depends on here: the language played, and whether How I cheated can be opened.
    var helpContext: HelpText.Context {
        HelpText.Context(language: play.game.language, howICheatedAvailable: windows.subject?.howICheatedAvailable ?? false,
                         canSeeTheBoard: canSeeTheBoard)
    }

    /// What scrolls in the window open: how many lines it has, and how many show at once.
    var scrolledLines: (count: Int, shown: Int) {
        let rows = { (fixed: Int) in UIMetrics.scrolledRows(width: width, height: height, fixed: fixed) }
        let contentWidth = UIMetrics.window(width: width, height: height).width - 4
        switch windows.modal {
        case .results(.scores)?:
            let fixed = UIMetrics.scoresFixedRows(shareLine: windows.subject?.share.line, width: contentWidth)
            // A page of the machine's: its wins, over the row that says today's daily here.
            if let level = windows.scorePage.machineLevel { return (machine.board?.table(level).count ?? 0, MachinePage.tableRows(rows(fixed), machine)) }
            return (ScoreTable.rowCount(store.history, page: windows.scorePage, width: contentWidth), rows(fixed))
        case .results(.howICheated)?:
            guard let game = windows.subject?.game else { return (0, 1) }
            let ending = HowICheated.ending(game, width: contentWidth)?.count ?? 0
            return (HowICheated.page(game, width: contentWidth)?.count ?? 0, UIMetrics.howICheatedRows(rows(0), ending: ending))
        case .results(.habits)?:
            return HabitsPage.scrolled(self)
        case .help(let topic)?:
            return (HelpText.text(for: topic, width: UIMetrics.window(width: width, height: height, tall: true).width - 4, helpContext).count,
                    UIMetrics.scrolledRows(width: width, height: height, fixed: 0, tall: true))
        default:
            return (0, 1)
        }
    }
}
