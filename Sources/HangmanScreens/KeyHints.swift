import HangmanApp
import HangmanCore

/// The key hints under the status line: the keys of what is in front, as many as fit, most
/// useful first. Each names its key as the buttons do (`KeyLabel`).
enum KeyHints {
    static func line(_ app: App, width: Int) -> String {
        let dot = " \(app.glyphs.dot) "
        var line = ""
        for hint in hints(app) {
            let next = line.isEmpty ? hint : line + dot + hint
            if next.count > width { break }
            line = next
        }
        return line
    }

    /// Whether what the window shows has more lines than it has room for.
    static func scrolls(_ app: App) -> Bool { app.scrolledLines.count > app.scrolledLines.shown }

    /// A key and its words, lowercased as English hints are ("Tab settings") unless the
    /// translation keeps its capitals: German writes every noun with one ("Tab Einstellungen").
    static func hint(_ label: KeyLabel) -> String {
        let style = trc(
            "the key hints' words: 'lowercase', or 'keep' where the language capitalises nouns", "lowercase")
        return label.key + " " + (style == "keep" ? label.label : label.label.lowercased())
    }

    static func hints(_ app: App) -> [String] {
        let help = hint(.help)
        switch app.windows.modal {
        case .question?: return [hint(.yes), hint(.no), tr("Enter, Esc no")]
        case .help?: return [hint(.close)] + (scrolls(app) ? [tr("Up/Down scroll")] : [])
        case .challengeEntry?: return [hint(.playChallenge), hint(.backToTheGameFromChallenge), help]
        case .results?:
            if app.windows.seeingTheBoard { return [tr("any key: back to the window")] }
            let pages = app.windows.modal == .results(.scores) ? [tr("Left/Right page")] : []
            let board = ResultsWindow.buttons(app, .scores).contains(.seeTheBoard) ? [hint(.seeTheBoard)] : []
            return [hint(.close)] + pages + (scrolls(app) ? [tr("Up/Down scroll")] : []) + board + [
                hint(.newGameInWindow), help,
            ]
        case nil:
            break
        }
        if app.side == .settings {
            return [tr("Up/Down move"), tr("Left/Right change"), tr("Space choose"), hint(.backToTheGame), help]
        }
        if app.play.game.isOver {
            return [
                trc("the key hints' first words once a game has ended, won or lost", "Game over"), hint(.newGame),
                hint(.highScores), hint(.settings), help, hint(.quit),
            ]
        }
        return [
            tr("%s guess", app.play.game.language.letterKeys), tr("Arrows+Space/Enter guess [ ]"), help,
            hint(.highScores), hint(.quit),
        ]
    }
}
