import Testing
import HangmanCore
import HangmanStore
#if canImport(Glibc)
import Glibc
#endif

/// Flags, exit statuses, `--json` and `--plain` through pipes, phrase lists.
@Suite struct LineModeTests {
    func run(_ args: [String], input: String = "", data: String? = nil) -> (status: Int32, out: String, err: String) {
        let stdin = Spawn.file(input)
        defer { unlink(stdin) }
        return Spawn.run([Spawn.binary, "--data-dir", data ?? Spawn.tempFolder()] + args, stdin: stdin)
    }

    /// Parses one JSON object line into its fields (strings unquoted; enough for these flat objects).
    func fields(_ line: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = line.dropFirst().dropLast()
        while !rest.isEmpty {
            guard let colon = rest.firstIndex(of: ":") else { break }
            let key = String(rest[rest.index(after: rest.startIndex)..<rest.index(before: colon)])
            rest = rest[rest.index(after: colon)...]
            var value = ""
            if rest.first == "\"" {
                var i = rest.index(after: rest.startIndex)
                while rest[i] != "\"" { if rest[i] == "\\" { i = rest.index(after: i) }; value.append(rest[i]); i = rest.index(after: i) }
                rest = rest[rest.index(after: i)...]
            } else {
                let end = rest.firstIndex(of: ",") ?? rest.endIndex
                value = String(rest[..<end])
                rest = rest[end...]
            }
            result[key] = value
            if rest.first == "," { rest = rest.dropFirst() }
        }
        return result
    }

    @Test(arguments: [
        (["--misses", "0"], Int32(64), "--misses must be from 1 to 26"),
        (["--misses", "27"], 64, "1 to 26"),
        (["--length", "abc"], 64, "from 1 to the longest word"),
        (["--seed", "-1"], 64, "--seed"),
        (["--length", "30"], 64, "lengths 1-24"),
        (["--length", "0"], 64, "at least 1"),
        (["--plain", "--json"], 64, "cannot be used together"),
        (["--words", "/nonexistent/list.txt"], 66, "cannot read word list"),
        (["--bogus"], 64, "Unknown option"),
        (["--host", "sly"], 64, "--host takes classic, cunning or nemesis"),
        (["--host", "nemesis", "--good"], 64, "cannot be used together"),
    ])
    func badValuesGiveAOneLineMessageAndTheStatus(args: [String], status: Int32, text: String) {
        let result = run(args + ["--json"].filter { _ in !args.contains("--plain") && !args.contains("--json") })
        #expect(result.status == status, "\(args): \(result.err)")
        #expect(result.err.contains(text), "\(args): \(result.err)")
        #expect(result.err.split(separator: "\n").count == 1, "\(args): not one line: \(result.err)")
        #expect(result.err.hasPrefix("evil-hangman: "))
        #expect(result.out.isEmpty)
    }

    @Test func badValuesWinOverTheTerminalCheckInAPipe() {
        #expect(run(["--length", "30"]).status == 64)
        #expect(run(["--words", "/nonexistent/list.txt"]).status == 66)
        #expect(run([]).status == 1)
    }

    @Test func helpAndVersion() {
        let help = run(["--help"])
        #expect(help.status == 0)
        for flag in ["--length", "--misses", "--evil", "--good", "--words", "--seed", "--data-dir", "--plain", "--json", "--version"] {
            #expect(help.out.contains(flag), "help lacks \(flag)")
        }
        // The date of --daily may be left out; an unknown flag is not answered with a guess.
        #expect(help.out.contains("--daily [YYYY-MM-DD]") && !help.out.contains("--daily <YYYY-MM-DD>"))
        let bogus = run(["--bogus"])
        #expect(bogus.status == 64 && bogus.err.contains("Unknown option '--bogus'") && !bogus.err.contains("Did you mean"), "\(bogus.err)")
        let version = run(["--version"])
        #expect(version.status == 0)
        #expect(version.out.trimmingNewline == "1.7.0")
    }

    @Test func jsonWinLoseIgnoredNewAndEOF() throws {
        let letters = "etaoinshrdlucmfwypvbgkqjxz".map { String($0) }
        let data = Spawn.tempFolder()
        let result = run(["--json", "--good", "--seed", "12", "--length", "6", "--misses", "26"],
                         input: (["7", "ab", ""] + letters + ["q", "new"]).joined(separator: "\n") + "\n", data: data)
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n")
        let objects = lines.map(fields)
        #expect(objects[0]["result"] == "start")
        #expect(objects[0]["pattern"] == "______")
        #expect(objects[0]["message"] == "New game: 6 letters, 26 misses. Type a letter")
        #expect(objects[1]["result"] == "ignored" && objects[1]["message"] == "7 is not a letter")
        #expect(objects[2]["result"] == "ignored")
        #expect(objects[3]["result"] == "ignored")
        let won = try #require(objects.firstIndex { $0["status"] == "won" })
        let word = try #require(objects[won]["word"])
        #expect(objects[won]["pattern"] == word)
        #expect(objects[won + 1]["result"] == "ignored")  // a letter after the end
        #expect(objects.last?["result"] == "start")
        #expect(objects.last?["guessed"] == "")
        #expect(lines.count == 1 + 3 + letters.count + 2)  // one object at the start and one per input line
        // Nothing saved in JSON mode.
        #expect(access(data + "/game.plist", F_OK) != 0)
        #expect(access(data + "/history.plist", F_OK) != 0)

        let lost = run(["--json", "--evil", "--seed", "3", "--length", "5", "--misses", "1"], input: "q\n")
        let last = fields(lost.out.split(separator: "\n").last!)
        #expect(last["status"] == "lost")
        #expect(last["result"] == "miss")
        #expect(last["word"]?.count == 5)
        #expect(last["word"]?.contains("q") == false)
    }

    @Test func plainModePlaysSavesResumesAndPrintsScores() throws {
        let data = Spawn.tempFolder()
        let first = run(["--plain", "--good", "--seed", "4", "--length", "5", "--misses", "26"], input: "e\n7\n", data: data)
        #expect(first.status == 0)
        #expect(first.out.contains("7 is not a letter"))
        #expect(first.out.contains("Your game is saved"))
        let saved = try #require(PropertyListStore<SavedGame>(path: data + "/game.plist").load().value)
        #expect(saved.guesses == "e")
        let secret = try #require(saved.word)
        let rest = Set(secret).subtracting(["e"]).sorted().map { String($0) }.joined(separator: "\n")
        let second = run(["--plain"], input: rest + "\nz\n", data: data)
        #expect(second.out.contains("Welcome back"))
        #expect(second.out.contains("You won with"))
        // The share line: good mode, no misses, one + a guess (ASCII: line mode is for readers).
        let guesses = ["e"] + Set(secret).subtracting(["e"]).sorted()
        let marks = guesses.map { secret.contains($0) ? "+" : "x" }.joined()
        let misses = marks.filter { $0 == "x" }.count
        #expect(second.out.contains("Share: Evil Hangman - Good - 5 letters - won \(misses)/26 - challenge "), "\(second.out)")
        #expect(second.out.contains(" \(marks)\nChallenge a friend: evil-hangman --challenge EH-"), "\(second.out)")
        #expect(second.out.contains("High scores, Good page:"))
        #expect(second.out.contains("> 1  \(secret.uppercased())"))
        #expect(second.out.contains("This game is over"))
        #expect(HistoryLog(folder: data).records().count == 1)
        #expect(access(data + "/game.plist", F_OK) != 0)
    }

    /// The daily deal depends on the date only: two runs (two "machines": different data
    /// folders, no seed) that guess alike get the same answers, line for line.
    @Test func theDailyOfADateIsTheSameGameEveryRun() {
        let letters = "e\nt\na\no\ni\nn\ns\nr\nh\nl\nd\nc\nu\nm\nf\np\ng\nw\ny\nb\nv\nk\nx\nj\nq\nz\n"
        let first = run(["--json", "--daily", "2026-11-20"], input: letters)
        let second = run(["--json", "--daily", "2026-11-20"], input: letters)
        #expect(first.status == 0 && second.status == 0)
        #expect(first.out == second.out)
        #expect(first.out.contains("\"status\":\"won\"") || first.out.contains("\"status\":\"lost\""))
        let other = run(["--json", "--daily", "2026-11-21"], input: letters)
        #expect(other.out != first.out)
        // A plain --daily is today's, and a scored daily says so in its share line. Its end is
        // in the history after the line written ahead at its first guess (1.2.0 before this
        // kept only that line: the day read as begun, and lost), and the next --daily shows it.
        let data = Spawn.tempFolder()
        let today = run(["--plain", "--daily"], input: letters, data: data)
        #expect(today.status == 0, "\(today.err)")
        #expect(today.out.contains("Daily 20"), "\(today.out)")
        #expect(today.out.contains("Share: Evil Hangman - Daily 20"), "\(today.out)")
        let won = today.out.contains("You won")
        let records = HistoryLog(folder: data).records()
        #expect(records.map(\.begun) == [true, false], "\(records)")
        #expect(records.last?.won == won && records.last?.daily != nil)
        // The game dealt after it takes guesses (1.2.0 before this: the day's result window,
        // which line mode cannot show, took every line for a key in it).
        let again = run(["--plain", "--daily"], input: "e\n", data: data)
        #expect(again.out.contains("Today's daily is done: " + (won ? "won" : "lost")), "\(again.out)")
        #expect(!again.out.contains("begun and not ended"), "\(again.out)")
        #expect(again.out.contains("Tried: E"), "\(again.out)")
    }

    @Test(arguments: ["2999-01-01", "2026-02-30", "tomorrow", "22-11-2026"])
    func aDailyDateToComeOrNotADateIsABadValue(date: String) {
        let result = run(["--json", "--daily", date])
        #expect(result.status == 64)
        #expect(result.err.contains("--daily"))
        #expect(result.err.split(separator: "\n").count == 1)
    }

    @Test func plainModeNewMidGameDealsAtOnce() throws {
        // A typed "new" is deliberate: line mode does not ask, the next game starts.
        let data = Spawn.tempFolder()
        let result = run(["--plain", "--evil", "--seed", "4", "--length", "5"], input: "e\nnew\n", data: data)
        #expect(result.status == 0)
        #expect(result.out.contains("New game: 5 letters"))
        let saved = try #require(PropertyListStore<SavedGame>(path: data + "/game.plist").load().value)
        #expect(saved.guesses == "")
    }

    /// quit, help and new are commands in line mode; new after a miss counts the game as lost.
    @Test func plainModeCommandsQuitHelpAndNew() throws {
        let data = Spawn.tempFolder()
        let first = run(["--plain", "--good", "--seed", "4", "--length", "5"], input: "help\nq\nz\nquit\ne\n", data: data)
        #expect(first.status == 0)
        #expect(first.out.contains("Commands: new (a new game;") && first.out.contains("the host cheats"))
        #expect(!first.out.contains("(C, after a game)") && !first.out.contains("? for help"), "no keys in line mode's help")
        #expect(!first.out.contains("more than one letter"))
        let saved = try #require(PropertyListStore<SavedGame>(path: data + "/game.plist").load().value)
        #expect(saved.guesses == "qz", "quit ends the run before the line after it")
        #expect(first.out.contains("Your game is saved"))
        let second = run(["--plain", "--good", "--seed", "4", "--length", "5"], input: "new\n", data: data)
        #expect(second.status == 0)
        #expect(second.out.contains("Counted as lost (it was \((saved.word ?? "").uppercased())). New game: 5 letters"), "\(second.out)")
        let record = try #require(HistoryLog(folder: data).records().first)
        #expect(!record.won && record.missesMade == saved.guesses.filter { !(saved.word ?? "").contains($0) }.count)
        #expect(record.missesMade > 0)
    }

    @Test func jsonCommandsHelpAndQuit() {
        let result = run(["--json", "--seed", "2"], input: "help\nquit\ne\n")
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 2, "start, help; nothing after quit: \(result.out)")
        #expect(lines.last.map { fields($0)["result"] } == "help")
    }

    /// After every answer of an evil game, `--json` and `--plain` say how many words still fit: counted here from the
    /// list itself (the pattern's letters in place, no tried letter elsewhere, no wrong letter). A good game has one
    /// word from the start and says nothing; the setting hides the count in `--plain`.
    @Test func theWordsThatStillFitAreCountedFromTheList() throws {
        var seed: UInt64 = 7
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33)
        }
        let words = (0..<300).map { _ in String((0..<5).map { _ in Array("etaoinsrhl")[next() % 10] }) }
        let list = Spawn.file(Set(words).sorted().joined(separator: "\n") + "\n")
        defer { unlink(list) }
        let pool = Set(words)
        func fitting(pattern: String, guessed: String, wrong: String) -> Int {
            pool.filter { word in
                zip(word, pattern).allSatisfy { w, p in p == "_" ? !guessed.contains(w) : w == p }
                    && !word.contains { wrong.contains($0) }
            }.count
        }
        let input = "e\nt\na\no\ni\nn\ns\nr\nh\nl\n"
        let evil = run(["--json", "--evil", "--words", list, "--length", "5", "--misses", "26", "--seed", "4"], input: input)
        let objects = evil.out.split(separator: "\n").map(fields)
        var checked = 0
        for object in objects where object["status"] == "playing" {
            let left = try #require(object["wordsLeft"].flatMap { Int($0) }, "\(object)")
            #expect(left == fitting(pattern: object["pattern"]!, guessed: object["guessed"]!, wrong: object["wrong"]!))
            checked += 1
        }
        #expect(checked >= 3)
        #expect(objects[0]["wordsLeft"] == "\(pool.count)")
        #expect(objects.allSatisfy { $0["status"] == "playing" || $0["wordsLeft"] == nil })
        let good = run(["--json", "--good", "--words", list, "--length", "5", "--seed", "4"], input: input)
        #expect(!good.out.isEmpty && !good.out.contains("wordsLeft"))

        let data = Spawn.tempFolder()
        let plain = run(["--plain", "--evil", "--words", list, "--length", "5", "--seed", "4"], input: "e\n", data: data)
        #expect(plain.out.contains("\(pool.count) words still fit\n"), "\(plain.out)")
        let firstAnswer = try #require(objects.dropFirst().first)
        let counted = firstAnswer["wordsLeft"]!
        #expect(plain.out.contains("\(counted) word\(counted == "1" ? "" : "s") still fit"), "\(plain.out)")
        var settings = Settings.defaults
        settings.showsWordsLeft = false
        try PropertyListStore<Settings>(path: data + "/settings.plist").save(settings)
        let hidden = run(["--plain", "--evil", "--words", list, "--length", "5", "--seed", "4"], input: "n\n", data: data)
        #expect(hidden.out.contains("Misses left") && !hidden.out.contains("still fit"), "\(hidden.out)")
    }

    /// A lost evil game in `--plain` ends with How I cheated: a row a guess, each row's words before ▸ after the counts
    /// `--json` gives for the same deal, the deciding guess marked and said.
    @Test func aPlainGameEndsWithHowICheated() throws {
        let words = ["tense", "trees", "heron", "shore", "snore", "stone", "noise", "rates", "tears", "shire", "hires"]
        let list = Spawn.file(words.joined(separator: "\n") + "\n")
        defer { unlink(list) }
        let args = ["--evil", "--words", list, "--length", "5", "--misses", "2", "--seed", "4"]
        let input = "e\nq\nz\n"
        let json = run(["--json"] + args, input: input).out.split(separator: "\n").map(fields)
        let counts = json.compactMap { $0["wordsLeft"].flatMap { Int($0) } }
        let plain = run(["--plain"] + args, input: input, data: Spawn.tempFolder()).out
        let lines = plain.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "How I cheated:"), "\(plain)")
        // Line mode is for readers: ASCII marks (+ a hit, x a miss, > the deciding guess and the arrow).
        let rows = lines[(start + 2)...].prefix { $0.hasPrefix("  ") && $0.contains(" > ") }
        #expect(rows.count == json.last.flatMap { $0["guessed"] }?.count, "\(plain)")
        for (row, (before, after)) in zip(rows, zip(counts, counts.dropFirst())) {
            let numbers = row.split(separator: ">").last.map { $0.split(separator: " ") }
            #expect(row.contains("\(before) > ") && numbers?.first.map(String.init) == "\(after)", "\(row)")
        }
        #expect(rows.last?.hasPrefix("  >Zx") == true, "\(plain)")
        #expect(plain.contains("Your last miss, Z, left"), "\(plain)")
    }

    @Test(arguments: ["--evil", "--good"])
    func aPhraseListPlaysThroughWithSpacesInPlace(mode: String) throws {
        let list = Spawn.file("new york\nlos angeles\nsan diego\nlas vegas\nel paso\nsalt lake city\nboise\n3 dogs\n")
        defer { unlink(list) }
        let letters = "etaoinshrdlucmfwypvbgkqjxz".map { String($0) }.joined(separator: "\n")
        let result = run(["--json", mode, "--words", list, "--length", "9", "--misses", "26", "--seed", "2"], input: letters + "\n")
        #expect(result.status == 0)
        let objects = result.out.split(separator: "\n").map(fields)
        let start = objects[0]["pattern"]!
        #expect(start == "___ _____")
        let end = try #require(objects.first { $0["status"] == "won" })
        #expect(["san diego", "las vegas"].contains(end["word"]!))
        #expect(objects.allSatisfy { $0["pattern"].map { Array($0)[3] == " " } ?? false })
        // The line mode says once that "3 dogs" was skipped.
        let plain = run(["--plain", mode, "--words", list, "--length", "9", "--seed", "2"])
        #expect(plain.out.components(separatedBy: "skipped 1 line with characters other than A-Z and spaces").count == 2)
    }
}

/// The launch reads only what its front end needs, and checks a flag against what the game uses.
@Suite struct LaunchTests {
    /// `--json` reads and saves nothing: with no home folder at all (no HOME, no account home,
    /// no --data-dir) it still plays, where the front ends that keep files stop with status 78.
    @Test(.enabled(if: getuid() == 0, "setpriv needs root to take another user id"))
    func jsonPlaysWithNoHomeAtAll() throws {
        let environment = ["PATH=/usr/bin:/bin", "LANG=C.UTF-8"]
        // The game as installed, where that account can read it (the checkout may sit in a
        // folder only its owner can enter, as a clone in `mktemp -d` does).
        let installed = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", installed]) }
        let copied = Spawn.run(["sh", "-c", "chmod 755 \"$0\" && mkdir -p \"$0/bin\" \"$0/share/evil-hangman\" && cp \"$1\" \"$0/bin/\" "
                                + "&& cp \"$2\"/*.txt \"$0/share/evil-hangman/\" && chmod -R a+rX \"$0\"",
                                installed, Spawn.binary, Spawn.root + "/Resources"])
        try #require(copied.status == 0, "\(copied.err)")
        // An account without a home: a user id that the password database does not know.
        let argv = ["setpriv", "--reuid=54321", "--regid=54321", "--clear-groups", installed + "/bin/evil-hangman"]
        let input = Spawn.file("e\n")
        defer { unlink(input) }
        let json = Spawn.run(argv + ["--json", "--seed", "1"], stdin: input, environment: environment)
        #expect(json.status == 0, "\(json.err)")
        #expect(json.out.hasPrefix("{\"pattern\""), "\(json.out)")
        #expect(json.out.contains("\"result\":\"hit\"") || json.out.contains("\"result\":\"miss\""), "\(json.out)")
        let plain = Spawn.run(argv + ["--plain"], stdin: input, environment: environment)
        #expect(plain.status == 78, "\(plain.err)")
        #expect(plain.err.contains("no home folder"))
    }

    /// `--length` is checked against the list the game will use: the one the saved settings name
    /// (common has no word of 19 letters; web2 has).
    @Test func lengthIsCheckedAgainstTheListOfTheSavedSettings() throws {
        let data = Spawn.tempFolder()
        try PropertyListStore<Settings>(path: data + "/settings.plist").save(Settings(wordList: .common))
        let input = Spawn.file("")
        defer { unlink(input) }
        let common = Spawn.run([Spawn.binary, "--plain", "--data-dir", data, "--length", "19"], stdin: input)
        #expect(common.status == 64, "\(common.err)")
        #expect(common.err.contains("no word in the list (common words) has 19 letters"), "\(common.err)")
        let fits = Spawn.run([Spawn.binary, "--plain", "--data-dir", data, "--length", "18"], stdin: input)
        #expect(fits.status == 0, "\(fits.err)")
        #expect(fits.out.contains("(18 letters, evil)"), "\(fits.out)")
        // --json keeps to the defaults (web2), whatever the player's settings say.
        let json = Spawn.run([Spawn.binary, "--json", "--data-dir", data, "--length", "19"], stdin: input)
        #expect(json.status == 0, "\(json.err)")
    }
}
