import HangmanCore
#if canImport(Glibc)
import Glibc
#endif

/// `--json`: a line protocol for guessing programs. One JSON object a line on stdout after the
/// start and after every input line; nothing is saved and no score is recorded. The settings are
/// the defaults with this run's flags (the player's saved settings are not read, so a bot's run
/// depends on its flags alone).
struct JSONMode {
    let launch: Launch

    init(launch: Launch) { self.launch = launch }

    func run() throws {
        let settings = launch.overrides.applied(to: .defaults)
        let listID = launch.customList?.id ?? settings.wordList
        let list: WordList
        if let custom = launch.customList { list = custom.list } else {
            guard case .success(let l) = launch.lists.load(settings.wordList) else { throw Launch.listMissing(launch.lists) }
            list = l
        }
        var generator = SeededGenerator(seed: launch.seed)
        var game = GameFactory.newGame(settings: settings, list: list, id: listID, using: &generator).game
        emit(game, result: "start", message: nil)
        while let line = readLine(strippingNewline: true) {
            let input = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if input == "new" {
                game = GameFactory.newGame(settings: settings, list: list, id: listID, using: &generator).game
                emit(game, result: "start", message: nil)
                continue
            }
            switch game.guess(input) {
            case .hit: emit(game, result: "hit", message: nil)
            case .miss: emit(game, result: "miss", message: nil)
            case .ignored(let reason): emit(game, result: "ignored", message: reason.message)
            }
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
                if scalar.value < 0x20 {
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
