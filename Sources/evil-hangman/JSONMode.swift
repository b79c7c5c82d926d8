import ArgumentParser
import HangmanCore
import HangmanTUI
#if canImport(Glibc)
import Glibc
#endif

/// `--json`: a line protocol for guessing programs. One JSON object a line on stdout after the
/// start and after every input line; nothing is saved and no score is recorded. The settings are
/// the defaults with this run's flags (the player's saved settings are not read, so a bot's run
/// depends on its flags alone). Every line goes through `App.send`, as in the other modes.
struct JSONMode {
    let launch: Launch

    func run() throws {
        var start = launch.start
        start.persistent = false
        let runner = EffectRunner(clients: .listsOnly())
        var (app, effects) = App.start(start)
        _ = runner.run(effects, on: &app)
        try ExitReport.stopIfNothingToPlay(app)
        emit(app.game, result: "start", message: nil)
        while let line = readLine(strippingNewline: true) {
            let input = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if input == "new" {
                _ = runner.run(app.send(.confirmNewGame), on: &app)
                emit(app.game, result: "start", message: nil)
                continue
            }
            _ = runner.run(app.send(.guess(input)), on: &app)
            switch app.lastGuess {
            case .hit?: emit(app.game, result: "hit", message: nil)
            case .miss?: emit(app.game, result: "miss", message: nil)
            case .ignored(let reason)?: emit(app.game, result: "ignored", message: reason.message)
            case nil: emit(app.game, result: "ignored", message: IgnoredReason.gameOver.message)
            }
            // No windows here: the end-of-game window closes at once.
            if app.modal != nil { _ = runner.run(app.send(.closeModal), on: &app) }
        }
    }

    func emit(_ game: any Gameplay, result: String, message: String?) {
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
        let line = "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
        fputs(line, stdout_)
        fflush(stdout_)
    }

    /// A JSON string literal.
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

/// Standard output as a C stream (the global `stdout` is not usable from Swift 6 code).
nonisolated(unsafe) let stdout_: UnsafeMutablePointer<FILE> = fdopen(1, "w")
