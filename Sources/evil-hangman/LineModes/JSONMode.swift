import HangmanApp
import HangmanCore
import HangmanScreens

#if canImport(Glibc)
    import Glibc
#endif

/// `--json`: a line protocol for guessing programs, one JSON object a line after the start and each input line.
/// Nothing is read or saved; the settings are the defaults with this run's flags, so a bot's run depends on those.
struct JSONMode {
    let launch: Launch

    func run() -> ExitReport {
        var driver = AppDriver(launch.start, clients: launch.clients(historyInBackground: false))
        driver.start()
        if driver.nothingToPlay != nil { return driver.exitReport }
        emit(driver.app, result: "start")
        var input = LineReader()
        while Console.out.failure == nil, !driver.hasQuit, let (line, _) = input.next() {
            let gameBefore = driver.app.play.id
            guard driver.enter(line: line) else {
                emit(
                    driver.app, result: "help",
                    message: HelpText.lineMode(width: 80, saves: false).joined(separator: "\n"))
                continue
            }
            if driver.hasQuit { break }
            emit(driver.app, result: driver.app.play.id != gameBefore ? "start" : nil)
        }
        var exit = driver.exitReport
        if let failure = Console.out.failure { exit.outputFailed(failure) }
        return exit
    }

    /// One line: the game as it stands, and what the last line did (`result`, unless given).
    func emit(_ app: App, result given: String?, message said: String? = nil) {
        let game = app.play.game
        let result: String
        let message: String?
        switch (given, app.play.lastGuess) {
        case (let given?, _): (result, message) = (given, said ?? app.note?.text)
        case (nil, .hit?): (result, message) = ("hit", nil)
        case (nil, .miss?): (result, message) = ("miss", nil)
        case (nil, .ignored(let reason)?): (result, message) = ("ignored", reason.message)
        case (nil, nil): (result, message) = ("ignored", app.note?.text)
        }
        var fields: [(String, String)] = [
            ("pattern", Self.quote(game.patternText)),
            ("length", "\(game.wordLength)"),
            ("guessed", Self.quote(String(game.guessedLetters))),
            ("wrong", Self.quote(String(game.wrongLetters))),
            ("misses", "\(game.missesMade)"),
            ("missesLeft", "\(game.missesLeft)"),
            ("status", Self.quote(game.status.rawValue)),
            ("result", Self.quote(result)),
            ("message", message.map(Self.quote) ?? "null"),
        ]
        if let word = game.word { fields.append(("word", Self.quote(word))) }
        // An evil game's words that still fit every answer (a good game has one word from the start).
        if let fit = app.wordsLeftShown { fields.append(("wordsLeft", "\(fit)")) }
        // At its start and its end, the game's challenge code: another player deals it with --challenge.
        if result == "start" || game.isOver, let code = game.deal.code {
            fields.append(("challenge", Self.quote(code)))
        }
        // The word as its list spells it, where that is not its letters (túmido for tumido).
        if let spelled = game.spelledWord, spelled != game.word { fields.append(("spelling", Self.quote(spelled))) }
        // A game's start says its language and the letters a guess may be (keys stay English).
        if result == "start" {
            fields += [
                ("language", Self.quote(game.language.rawValue)), ("alphabet", Self.quote(game.language.alphabet)),
            ]
            let level = game.deal.scoredDay != nil || game.deal.day != nil ? "daily" : game.deal.level.rawValue
            let host = game.host.map { Self.quote($0.rawValue) } ?? "null"
            fields += [
                ("level", Self.quote(level)), ("mode", Self.quote(game.mode.rawValue)), ("host", host),
                ("list", Self.quote(RecordedList(game.wordList).rawValue)),
            ]
            // Nemesis: whether it counts on what it learnt (only from a data folder given to --json).
            if game.host == .nemesis {
                fields.append(("learnt", (game as? EvilGameplay)?.expectedOrder != nil ? "true" : "false"))
            }
        }
        Console.out.write("{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n")
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f || (0x80..<0xa0).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
