import HangmanApp
import HangmanCore

/// A "This machine" page of the high scores: every account's best wins at a level here, with
/// their names, and today's daily on this machine; or, where the machine has no board, how an
/// administrator makes one.
public enum MachinePage {
    static func draw(_ app: App, level: Level, _ area: Rect, top: Int, into frame: inout Frame) {
        let machine = app.machine
        let rows = max(1, area.height - UIMetrics.scoresFixedRows(shareLine: app.shareText?.line, width: area.width))
        // What is said over the rows the page has (the share line stays where it is).
        func say(_ text: String, _ style: Style = .normal) {
            var lines = TextLayout.wrap(text, area.width - 4)
            if lines.count > rows {
                lines =
                    Array(lines.prefix(rows - 1)) + [
                        TextLayout.fit(lines[(rows - 1)...].joined(separator: " "), area.width - 4, app.glyphs)
                    ]
            }
            for (i, line) in lines.enumerated() {
                frame.screen.putCentered(line, x: area.x, width: area.width, y: top + 1 + i, style)
            }
        }
        switch machine.availability {
        case .notInstalled(let folder):
            say(Self.howToTurnOn(folder: folder), .dim)
            return
        case .unusable(let reason):
            say(tr("This machine's board cannot be used: %s.", reason), .dim)
            return
        case .available: break
        }
        guard let board = machine.board else {
            say(
                machine.problem ?? (tr("Loading the scores") + String(app.glyphs.ellipsis)),
                machine.problem == nil ? .dim : .bad)
            return
        }
        // Today's daily here, on the page's last row above the share line.
        let (played, won) = board.daily(on: app.daily.today)
        let daily = Self.dailySentence(played: played, won: won)
        let shown = tableRows(rows, machine)
        frame.screen.put(TextLayout.fit(daily, area.width, app.glyphs), x: area.x, y: top + rows, .dim)
        // What went wrong reading or writing it (damaged lines left out), over that.
        if let problem = machine.problem {
            frame.screen.put(TextLayout.fit(problem, area.width, app.glyphs), x: area.x, y: top + rows - 1, .bad)
        }
        let mine = app.windows.subject.flatMap { subject in machine.player.map { "\($0.uid)-\(subject.id)" } }
        let table = ScoreTable.lines(
            board, level: level, highlight: mine, localTime: app.localTime, width: area.width, glyphs: app.glyphs)
        guard !table.rows.isEmpty else {
            say(machine.problem ?? tr("No wins at this level on this machine yet."))
            return
        }
        frame.screen.put(table.header, x: area.x, y: top, .dim)
        ScoresPage.rows(table.rows, shown: shown, top: top, app, area, into: &frame)
    }

    /// Today's daily on this machine: how many accounts played it, how many won.
    public static func dailySentence(played: Int, won: Int) -> String {
        played == 0
            ? tr("Today's daily here: nobody has played it yet.")
            : trn(
                "Today's daily here: %d player, %d won.", "Today's daily here: %d players, %d won.", played, played, won
            )
    }

    /// The table's rows in a page of `rows`: all but the row saying today's daily here, and the
    /// one saying what went wrong, if anything did.
    static func tableRows(_ rows: Int, _ machine: MachineBoardFeature) -> Int {
        max(1, rows - 1 - (machine.problem == nil ? 0 : 1))
    }

    /// Where the machine has no board: what one is, and how an administrator makes it.
    public static func howToTurnOn(folder: String) -> String {
        tr(
            """
            No shared board on this machine: installed for every account (the .deb, or sudo make install), the \
            game keeps every account's best games in %s.
            """,
            PrintableText.name(folder))
    }
}
