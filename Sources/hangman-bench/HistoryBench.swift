import HangmanApp
import HangmanCore
import HangmanScreens
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

/// What a long history costs: reading it at start (from its summary, and rebuilt from the log
/// alone), ending a game (one record appended), and opening the scores window.
enum HistoryBench {
    struct Result {
        let games: Int
        let folder: String
        let rebuildMs: Double
        let loadMs: Double
        let gameEndMs: [Double]
        let scoresWindowMs: [Double]
    }

    /// A data folder holding a history of `games` finished games (seeded, written straight to the log).
    static func makeFolder(games: Int) -> String {
        let folder = "/tmp/hangman-bench-history-\(games)-\(getpid())"
        _ = try? FileIO.makeFolder(folder)
        var rng = SeededGenerator(seed: UInt64(games))
        let words = ["evil", "hangman", "fiendish", "classic", "quartz", "rhythm", "sphinx", "jukebox"]
        var text =
            "# evil-hangman history 1: ended (seconds since 1970 UTC), id, mode, won|lost, misses/allowed, word\n"
        text.reserveCapacity(games * 48)
        var bytes: [UInt8] = Array(text.utf8)
        bytes.reserveCapacity(games * 48)
        for i in 0..<games {
            let allowed = Int.random(in: 4...12, using: &rng)
            let won = Int.random(in: 0..<3, using: &rng) > 0
            let misses = won ? Int.random(in: 0..<allowed, using: &rng) : allowed
            let record = GameRecord(
                id: "bench-\(i)", word: words[i % words.count], won: won, missesMade: misses,
                missesAllowed: allowed, wordLength: words[i % words.count].count,
                mode: i % 3 == 0 ? .good : .evil, endedAt: 1_700_000_000 + Int64(i) * 60)
            bytes += Array(HistoryLog.line(for: record).utf8) + [10]
        }
        let fd = open(folder + "/history.log", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        fsync(fd)  // so that the game-end timings do not pay for flushing this file
        close(fd)
        unlink(folder + "/history.summary.plist")
        return folder
    }

    static func run(sizes: [Int]) -> (results: [Result], table: String, json: String) {
        var results: [Result] = []
        for games in sizes {
            let folder = makeFolder(games: games)
            let log = HistoryLog(folder: folder)
            // The first start after the summary is lost (or 1.0's file imported): the whole log is read.
            var start = now()
            let (rebuilt, _) = log.load()
            let rebuildMs = (now() - start) * 1000
            precondition(rebuilt.count == games, "the bench history did not load")
            // Every later start: the summary and the lines after it.
            start = now()
            let (history, _) = log.load()
            let loadMs = (now() - start) * 1000
            // Ending a game: one record appended and the summary written.
            var gameEnd: [Double] = []
            for i in 0..<20 {
                let record = GameRecord(
                    id: "bench-end-\(i)", word: "kiwi", won: i % 2 == 0, missesMade: i % 2 == 0 ? 1 : 5,
                    missesAllowed: 5, wordLength: 4, mode: .evil, endedAt: 1_800_000_000 + Int64(i))
                start = now()
                _ = try? log.record(record)
                gameEnd.append((now() - start) * 1000)
            }
            // Opening the scores window on that history (what F4 costs: the app and the layout).
            var window: [Double] = []
            var (app, _) = App.start(
                AppStart(
                    lists: [.full: WordList(entries: ["kiwi", "lamb"])], seed: 1, instanceID: "bench",
                    persistent: false))
            _ = app.send(.store(.historyLoaded(history, problems: [])))
            for _ in 0..<20 {
                start = now()
                _ = app.send(.window(.showScores))
                _ = Layout.render(app)
                _ = app.send(.window(.showSection(.statistics)))
                _ = Layout.render(app)
                window.append((now() - start) * 1000 / 2)
                _ = app.send(.window(.close))
            }
            results.append(
                Result(
                    games: games, folder: folder, rebuildMs: rebuildMs, loadMs: loadMs, gameEndMs: gameEnd,
                    scoresWindowMs: window))
        }
        var lines = [
            "\nhistory: what a long one costs, ms (game end and scores window: median / max of 20)",
            "games        rebuild from log   load (summary)   game end          scores window",
        ]
        var json: [String] = []
        for r in results {
            let end = (percentile(r.gameEndMs, 0.5), r.gameEndMs.max() ?? 0)
            let window = (percentile(r.scoresWindowMs, 0.5), r.scoresWindowMs.max() ?? 0)
            lines.append(
                String(r.games).padding(12) + ms(r.rebuildMs / 1000).pad(16) + ms(r.loadMs / 1000).pad(17)
                    + "\(ms(end.0 / 1000)) / \(ms(end.1 / 1000))".pad(18)
                    + "\(ms(window.0 / 1000)) / \(ms(window.1 / 1000))".pad(18))
            json.append(
                """
                {\"games\":\(r.games),\"rebuildMs\":\(r.rebuildMs),\"loadMs\":\(r.loadMs),\"gameEndMedianMs\":\(end.0),
                """
                    + """
                    \"gameEndMaxMs\":\(end.1),\"scoresWindowMedianMs\":\(window.0),\"scoresWindowMaxMs\":\(window.1)}
                    """
            )
        }
        return (results, lines.joined(separator: "\n"), "[" + json.joined(separator: ",") + "]")
    }
}
