import HangmanApp
import HangmanCore
import HangmanScreens
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

/// `--scores [PAGE]`: the high scores and statistics as text, then exit (as BSD `tetris -s`): the player's pages
/// with wins (or the one asked for), statistics, and the machine's pages where it has a board. `--json`: one object.
struct ScoresReport {
    let launch: Launch
    /// The page asked for (`--scores normal`, `--scores machine-hard`); nil for all of them.
    let page: ScorePage?
    let json: Bool

    /// The name a page is asked for by on the command line.
    static func name(_ page: ScorePage) -> String {
        page.machineLevel.map { "machine-" + $0.rawValue } ?? page.rawValue
    }

    static func page(named name: String) -> ScorePage? {
        ScorePage.allCases.first { Self.name($0) == name.lowercased() }
    }

    static var pageNames: String { ScorePage.allCases.map(name).joined(separator: ", ") }

    func run() -> ExitReport {
        let (history, problems) = launch.stores?.history.load() ?? (History(), [])
        var board: MachineBoard? = nil
        var machineProblem: String? = nil
        var noBoard: String? = nil
        var unread: StoreError? = nil
        switch MachineAccess.opening {
        case .opened(let log):
            do throws(StoreError) {
                let (read, damaged) = try log.board(today: today)
                board = read
                machineProblem = MachineBoardFeature.damagedNote(damaged)
            } catch {
                machineProblem = error.description
                unread = error
            }
        case .none(.notInstalled(let folder)): noBoard = folder
        case .none(let why): machineProblem = why.description
        }
        if json {
            Console.out.write(jsonText(history, board: board, machineProblem: machineProblem) + "\n")
        } else {
            for line in text(history, board: board, machineProblem: machineProblem, noBoard: noBoard) {
                Console.out.say(line)
            }
        }
        var report = ExitReport(problems: problems)
        // A board asked for and not read is no success: 75 (EX_TEMPFAIL) while another game holds it, else 1.
        if let unread, pages.contains(where: { $0.machineLevel != nil }) {
            report.problems.append(tr("the machine's board could not be read: %s", unread.description))
            if case .lockBusy = unread { report.status = 75 } else { report.status = 1 }
        }
        if let failure = Console.out.failure { report.outputFailed(failure) }
        return report
    }

    private var pages: [ScorePage] { page.map { [$0] } ?? ScorePage.allCases }
    private var today: UTCDay { UTCDay(utcSeconds: Int64(time(nil))) }

    /// `noBoard`: where the machine's board would be, on a machine that has none.
    func text(_ history: History, board: MachineBoard?, machineProblem: String?, noBoard: String? = nil) -> [String] {
        var out: [String] = []
        for page in pages where page.machineLevel == nil {
            guard self.page != nil || !history.highScores(on: page).isEmpty else { continue }
            out.append(tr("High scores, %s page:", page.title))
            if history.highScores(on: page).isEmpty {
                out.append("  " + tr("No wins on the %s page yet.", page.title))
                continue
            }
            let table = ScoreTable.lines(history, page: page, highlight: nil, localTime: .system)
            out += ["  " + table.header] + table.rows.map { "  " + $0.text }
        }
        if page == nil {
            if history.count == 0 { out.append(tr("No games played yet.")) } else { out += statistics(history) }
        }
        let levels = pages.compactMap(\.machineLevel)
        if !levels.isEmpty { out += machine(levels, board: board, problem: machineProblem, noBoard: noBoard) }
        return out
    }

    /// All, Evil, Good and Daily: each its statistics and its current streak (the daily's counts days).
    private func statisticsRows(_ history: History) -> [(key: String, label: String, Statistics, streak: Int)] {
        let all = history.statistics()
        let evil = history.statistics(mode: .evil)
        let good = history.statistics(mode: .good)
        return [
            ("all", tr("All"), all, all.currentStreak), ("evil", tr("Evil"), evil, evil.currentStreak),
            ("good", tr("Good"), good, good.currentStreak),
            ("daily", tr("Daily"), history.daily, history.dailyStreak(today: today)),
        ]
    }

    private func statistics(_ history: History) -> [String] {
        let rows = statisticsRows(history).map { ($0.label, $0.2, $0.streak) }
        let head = [tr("Played"), tr("Won"), tr("Win %"), tr("Streak"), tr("Best")]
        let name = rows.map(\.0.count).max() ?? 0
        func line(_ first: String, _ cells: [String]) -> String {
            "  " + ScoreTable.pad(first, name)
                + zip(cells, head).map { cell, heading in ScoreTable.pad(cell, max(heading.count, 5) + 2, right: true) }
                .joined()
        }
        return [tr("Statistics:"), line("", head)]
            + rows.map { label, s, streak in
                line(
                    label,
                    s.played == 0
                        ? ["0", "-", "-", "-", "-"]
                        : ["\(s.played)", "\(s.won)", tr("%d%%", s.winPercent), "\(streak)", "\(s.bestStreak)"])
            }
    }

    /// The machine's pages asked for (those with wins, when all are) and today's daily; or why there is no board.
    private func machine(_ levels: [Level], board: MachineBoard?, problem: String?, noBoard: String?) -> [String] {
        guard let board else {
            let said =
                problem.map { tr("This machine's board cannot be used: %s.", $0) }
                ?? MachinePage.howToTurnOn(folder: noBoard ?? "/var/games/evil-hangman")
            return TextLayout.wrap(said, 80)
        }
        var out: [String] = []
        for level in levels {
            let table = ScoreTable.lines(board, level: level, highlight: nil, localTime: .system)
            guard !table.rows.isEmpty || page != nil else { continue }
            out.append(tr("This machine, %s page:", level.title))
            out +=
                table.rows.isEmpty
                ? ["  " + tr("No wins at this level on this machine yet.")]
                : ["  " + table.header] + table.rows.map { "  " + $0.text }
        }
        if out.isEmpty { out.append(tr("This machine: no wins yet.")) }
        let (played, won) = board.daily(on: today)
        out.append(MachinePage.dailySentence(played: played, won: won))
        if let problem { out.append(problem) }
        return out
    }

    // MARK: JSON

    func jsonText(_ history: History, board: MachineBoard?, machineProblem: String?) -> String {
        func record(_ place: Int, _ r: GameRecord, player: String? = nil) -> String {
            var fields = [("place", "\(place)")]
            if let player { fields.append(("player", JSONMode.quote(player))) }
            fields += [
                ("word", JSONMode.quote(r.spelledWord)), ("misses", "\(r.missesMade)"),
                ("missesAllowed", "\(r.missesAllowed)"),
                ("length", "\(r.wordLength)"), ("host", r.host.map { JSONMode.quote($0.rawValue) } ?? "null"),
                ("list", JSONMode.quote(r.list.rawValue)), ("ended", "\(r.endedAt)"),
                ("daily", r.daily.map { JSONMode.quote($0.date) } ?? "null"),
                ("challenge", r.challenge.map(JSONMode.quote) ?? "null"),
            ]
            return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        }
        let own = pages.filter { $0.machineLevel == nil }.map { page in
            "\"\(Self.name(page))\":["
                + history.highScores(on: page).enumerated().map { record($0.offset + 1, $0.element) }.joined(
                    separator: ",") + "]"
        }
        let statistics =
            "{"
            + statisticsRows(history).map { key, _, s, streak in
                "\"\(key)\":{\"played\":\(s.played),\"won\":\(s.won),\"streak\":\(streak),\"best\":\(s.bestStreak)}"
            }.joined(separator: ",") + "}"
        var machine = "null"
        if let board {
            let levels = pages.compactMap(\.machineLevel).map { level in
                "\"\(Self.name(ScorePage.machine(level)!))\":["
                    + board.table(level).enumerated()
                    .map { record($0.offset + 1, $0.element.record, player: $0.element.name) }.joined(separator: ",")
                    + "]"
            }
            let (played, won) = board.daily(on: today)
            machine =
                """
                {\"pages\":{\(levels.joined(separator: ","))},\"daily\":{\"date\":\"\(today.date)\",\
                \"played\":\(played),\"won\":\(won)},
                """
                + "\"problem\":\(machineProblem.map(JSONMode.quote) ?? "null")}"
        } else if let machineProblem {
            machine = "{\"problem\":\(JSONMode.quote(machineProblem))}"
        }
        return "{\"pages\":{\(own.joined(separator: ","))},\"statistics\":\(statistics),\"machine\":\(machine)}"
    }
}
