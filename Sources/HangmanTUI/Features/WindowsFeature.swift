import HangmanCore

/// The windows over the front side: the results window (high scores, statistics, "How I
/// cheated") and the yes/no questions.
public struct WindowsFeature {
    public enum Action: Equatable, Sendable {
        /// F4: the results window, on the board of the game in play.
        case showScores
        case showPage(ResultsPage)
        /// A high-score board (its tab clicked).
        case showBoard(Board)
        /// Left/Right on the high scores: the previous (-1) or next (1) board.
        case cycleBoard(Int)
        /// Up/Down, PageUp/PageDown, Home/End on a scrolled page: by `lines` (±Int.max for the ends).
        case scroll(lines: Int)
        case close
        /// Esc on the front side: "Quit?".
        case askQuit
        /// Yes or no to the question open.
        case answer(yes: Bool)
        /// Y in the results window: the finished game's share text to the clipboard.
        case copyResult
    }

    public internal(set) var modal: Modal?
    /// The high-score board the results window shows.
    public internal(set) var board: Board

    init(board: Board) { self.board = board }

    mutating func open(_ page: ResultsPage, board: Board) {
        self.board = board
        modal = .results(page)
    }

    mutating func cycleBoard(by delta: Int) {
        let all = Board.allCases
        board = all[(all.firstIndex(of: board)! + delta % all.count + all.count) % all.count]
    }

    /// Scrolls "How I cheated" by `lines` within `moves` moves, `rows` of them shown at once.
    mutating func scroll(by lines: Int, moves: Int, rows: Int) {
        guard case .results(.howICheated(let scroll))? = modal else { return }
        let hidden = max(0, moves - rows)
        let target = lines > 0 ? (lines > hidden ? hidden : scroll + lines) : (-lines > scroll ? 0 : scroll + lines)
        modal = .results(.howICheated(scroll: max(0, min(target, hidden))))
    }
}

extension App {
    mutating func send(_ action: WindowsFeature.Action) -> [Effect] {
        switch action {
        case .showScores: windows.open(.scores, board: play.board)
        case .showPage(let page): windows.modal = .results(page)
        case .showBoard(let board): windows.open(.scores, board: board)
        case .cycleBoard(let delta): windows.cycleBoard(by: delta)
        case .scroll(let lines):
            let moves = (play.game as? EvilGameplay)?.moves.count ?? 0
            windows.scroll(by: lines, moves: moves, rows: UIMetrics.howICheatedRows(windowHeight: height))
        case .close: windows.modal = nil
        case .askQuit: windows.modal = .question(.quit)
        case .answer(let yes):
            guard case .question(let question)? = windows.modal else { return [] }
            windows.modal = nil
            guard yes else { return [] }
            switch question {
            case .quit: return send(.quit)
            case .leaveForNewGame: return newGame(asking: false)
            case .leaveForDaily(let daily): return startDaily(daily, confirmed: true)
            }
        case .copyResult:
            guard let share = shareText else { return [] }
            note = Note(UIText.resultCopied, .good)
            return [.copyToClipboard(share.text)]
        }
        return []
    }
}
