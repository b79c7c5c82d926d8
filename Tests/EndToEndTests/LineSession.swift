import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A program on pipes that the test talks to a line at a time, reading what it answers before
/// it types the next line: the game's `--plain` mode played by a bot that looks at each board.
final class LineSession {
    let pid: pid_t
    private var input: Int32
    private let output: Int32
    private var pending: [UInt8] = []
    /// Everything read so far, for a failure's message.
    private(set) var transcript = ""

    init(_ argv: [String]) throws {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw E2EFailure(description: "pipe failed") }
        // Neither end may reach another child (tests run at once): close-on-exec, but for the dup2s.
        for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 2)
        let child = Spawn.spawn(argv, &actions)
        close(toChild[0]); close(fromChild[1])
        guard let child else { close(toChild[1]); close(fromChild[0]); throw E2EFailure(description: "cannot start \(argv[0])") }
        pid = child
        input = toChild[1]
        output = fromChild[0]
    }

    deinit {
        if input >= 0 { close(input) }
        close(output)
        kill(pid, SIGKILL)
        _ = Spawn.wait(pid)
    }

    func send(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
    }

    /// The next line, waiting up to `timeout` seconds; nil at the end of the output.
    func readLine(timeout: Double = 15) throws -> String? {
        let deadline = Spawn.monotonic() + timeout
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                transcript += line + "\n"
                return line
            }
            let left = deadline - Spawn.monotonic()
            guard left > 0 else { throw E2EFailure(description: "no line within \(timeout) s; so far:\n\(transcript)") }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                guard !pending.isEmpty else { return nil }
                pending.append(10)
                continue
            }
            pending += chunk[..<count]
        }
    }

    /// Lines up to and including the first one `stop` accepts.
    func readUntil(timeout: Double = 15, _ stop: (String) -> Bool) throws -> [String] {
        var lines: [String] = []
        while let line = try readLine(timeout: timeout) {
            lines.append(line)
            if stop(line) { return lines }
        }
        throw E2EFailure(description: "the output ended; so far:\n\(transcript)")
    }

    /// Closes the input (end of input ends `--plain` with its game saved) and waits for the exit.
    func finish() -> Int32 {
        close(input)
        input = -1
        while (try? readLine(timeout: 15)) ?? nil != nil {}
        return Spawn.wait(pid)
    }
}

/// Plays as a strong guesser does, in `--plain` or on the full screen: each guess is the untried
/// letter in the most words of the list that still fit the board. The game's words are the
/// list's (or a narrower set), so it wins what a strong player wins.
struct GuessingBot {
    /// The list the game deals from, by length.
    let words: [Int: [String]]

    init(list: String) {
        var byLength: [Int: [String]] = [:]
        for word in (TestFiles.read(list) ?? "").split(separator: "\n") where word.allSatisfy({ $0.isASCII && $0.isLowercase }) {
            byLength[word.count, default: []].append(String(word))
        }
        words = byLength
    }

    /// Plays the game on the screen to its end; whether it was won. The session is left at the
    /// prompt after the game (type `new` for another).
    func play(_ session: LineSession) throws -> Bool {
        while true {
            let lines = try session.readUntil { $0 == "Your guess:" || $0.hasSuffix("Type new for another game.") }
            guard let board = lines.last(where: { $0.hasPrefix("Word: ") }) else {
                throw E2EFailure(description: "no board:\n\(session.transcript)")
            }
            let shown = board.dropFirst(6).prefix { $0 != "(" }.split(separator: " ").map { $0 == "_" ? nil : $0.lowercased().first }
            if lines.last?.hasSuffix("Type new for another game.") == true { return !shown.contains(nil) }
            // "Tried: E T A" ("Tried: none" before the first): a tried letter not on the board missed.
            let triedLine = lines.last { $0.hasPrefix("Tried: ") }?.dropFirst(7) ?? ""
            let tried = Set(triedLine.split(separator: " ").filter { $0.count == 1 }.map { Character($0.lowercased()) })
            let wrong = tried.subtracting(shown.compactMap { $0 })
            session.send(String(guess(shown: shown, wrong: wrong, tried: tried)))
        }
    }

    func guess(shown: [Character?], wrong: Set<Character>, tried: Set<Character>) -> Character {
        let fits = (words[shown.count] ?? []).filter { word in
            zip(word, shown).allSatisfy { letter, seen in seen.map { $0 == letter } ?? !tried.contains(letter) }
                && !word.contains { wrong.contains($0) }
        }
        var counts: [Character: Int] = [:]
        for word in fits { for letter in Set(word) where !tried.contains(letter) { counts[letter, default: 0] += 1 } }
        let fallback = "etaoinshrdlucmwfgypbvkjxqz".first { !tried.contains($0) } ?? "z"
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? fallback
    }

    /// Plays the game on the full screen (80×24, English) to its end; whether it was won. The
    /// board is read from the screen: the word's tiles (`│E│ │ │`) and "Wrong: E A".
    func play(_ game: TmuxGame) throws -> Bool {
        while true {
            let screen = try game.waitUntil("the board or the game's end") {
                $0.contains("You won") || $0.contains("Hanged.") || Self.tiles(in: $0) != nil
            }
            if screen.contains("You won") { return true }
            if screen.contains("Hanged.") { return false }
            let shown = Self.tiles(in: screen)!.map { $0 == " " ? nil : $0.lowercased().first }
            let wrongLine = screen.split(separator: "\n").first { $0.contains("Wrong:") }.map { $0.split(separator: "Wrong:").last ?? "" } ?? ""
            let wrong = Set(wrongLine.split(separator: " ").filter { $0.count == 1 }.map { Character($0.lowercased()) })
            let letter = guess(shown: shown, wrong: wrong, tried: wrong.union(shown.compactMap { $0 }))
            game.type(String(letter))
            try game.waitUntil("\(letter) tried") {
                ScreenText.gridShowsTried(letter, in: $0) || $0.contains("You won") || $0.contains("Hanged.")
            }
        }
    }

    /// The word's tiles on a screen, hidden ones as spaces; nil where none are shown.
    static func tiles(in screen: String) -> [Character]? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let top = lines.firstIndex(where: { $0.contains("┌─┐") }), top + 1 < lines.count else { return nil }
        let row = lines[top + 1].matches(of: /│(.)│/).map { $0.output.1.first ?? " " }
        return row.isEmpty ? nil : row
    }
}
