import HangmanCore

/// What the player (or a script) must hear as the program ends: a game, a setting or a score
/// that did not reach the disk is never left unsaid, and the exit status says the same.
public struct ExitReport: Equatable, Sendable {
    /// One line each, for stderr.
    public var problems: [String] = []
    /// 0; 1 when anything failed to be written; 66 (EX_NOINPUT) when nothing could be played;
    /// 74 (EX_IOERR) when the front end's own output could not be written.
    public var status: Int32 = 0
    /// The game in progress is saved and will be resumed at the next start.
    public var gameSaved = false
    /// The game in progress is not saved, by design: a saved game from before (another run's,
    /// one waiting for its list or its locale, a newer version's) is kept and not written over.
    public var notSavedByDesign = false

    /// What the front end printed did not get out (`reason`): the run ends with EX_IOERR (74).
    public mutating func outputFailed(_ reason: String) {
        problems.append(tr("could not write to standard output: %s", reason))
        status = 74
    }

    /// A run that played nothing: what it met, said.
    public init(problems: [String]) { self.problems = problems }

    init(_ app: App) {
        if let fatal = app.store.fatalProblem {
            problems = [fatal]
            status = 66
            return
        }
        let store = app.store
        let game = app.play.game
        if let problem = store.gameSaveProblem, !game.isOver, !app.isLoading {
            problems.append(tr("your game could not be saved: %s", problem))
        }
        if let problem = store.settingsSaveProblem {
            problems.append(tr("your settings could not be saved: %s", problem))
        }
        for lost in store.unrecorded {
            if let keptAt = lost.keptAt {
                problems.append(
                    tr(
                        """
                        a score could not be added to the history (%s); it is kept in %s and will be added at the \
                        next start
                        """,
                        lost.reason, PrintableText.name(keptAt)))
            } else {
                problems.append(
                    tr("a score could not be saved (%s); it was: %s", lost.reason, UIText.describe(lost.record)))
            }
        }
        status = problems.isEmpty ? 0 : 1
        gameSaved =
            app.persistent && app.play.savesGame && !game.isOver && !app.isLoading && store.gameSaveProblem == nil
        notSavedByDesign = app.persistent && !app.play.savesGame && app.play.isUnderWay
    }
}
