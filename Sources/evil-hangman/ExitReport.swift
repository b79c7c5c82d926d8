import ArgumentParser
import HangmanCore
import HangmanStore
import HangmanTUI

/// What did not reach the disk this run, told on stderr as the program ends: a player (or a
/// script) must never believe a game or a score was kept when it was not.
enum ExitReport {
    /// Ends the run with status 66 when no game can be played (the word list it needs is unreadable).
    static func stopIfNothingToPlay(_ app: App) throws {
        guard let fatal = app.fatalProblem else { return }
        EvilHangmanCommand.fail(fatal)
        throw ExitCode(66)  // EX_NOINPUT
    }

    /// Reports each failure; the exit status: 1 when anything failed, else 0.
    static func status(of app: App) -> Int32 {
        var failed = false
        if let problem = app.gameSaveProblem, !app.game.isOver, !app.isLoading {
            EvilHangmanCommand.fail("your game could not be saved: \(problem)")
            failed = true
        }
        if let problem = app.settingsSaveProblem {
            EvilHangmanCommand.fail("your settings could not be saved: \(problem)")
            failed = true
        }
        for (record, reason, keptAt) in app.unrecorded {
            if let keptAt {
                EvilHangmanCommand.fail("a score could not be added to the history (\(reason)); it is kept in \(keptAt) and will be added at the next start")
            } else {
                let line = HistoryLog.line(for: record).split(separator: "\t").joined(separator: " ")
                EvilHangmanCommand.fail("a score could not be saved (\(reason)); here it is: \(line)")
            }
            failed = true
        }
        return failed ? 1 : 0
    }
}
