import Testing
import HangmanCore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `--level` in every front end, and challenges: a code printed by one run deals the same game in
/// another (another front end, another data folder), answer for answer.
@Suite struct ChallengeLevelTests {
    let line = LineModeTests()
    static let letters = "etaoinshrdlucmwfgypbvkjxqz".map(String.init)

    @Test func levelPlaysTheLevelAskedForInEveryFrontEnd() throws {
        for level in Level.allCases {
            let json = line.run(["--json", "--level", level.rawValue], input: "")
            let start = line.fields(try #require(json.out.split(separator: "\n").first))
            #expect(start["level"] == level.rawValue, "\(json.out)")
            if let preset = level.preset {
                #expect(start["host"] == preset.host.rawValue && start["list"] == "common")
                #expect(Int(start["missesLeft"] ?? "") == preset.missesAllowed && preset.lengths.contains(Int(start["length"] ?? "") ?? 0))
            }
        }
        let plain = line.run(["--plain", "--level", "hard"], input: "")
        #expect(plain.out.contains("(7 letters, Hard)"), "\(plain.out)")
        let game = try TmuxGame(["--level", "fiendish"])
        try game.waitFor("Fiendish · Cunning host")
        // A bad level is a usage error.
        let bad = line.run(["--plain", "--level", "heroic"])
        #expect(bad.status == 64 && bad.err.contains("--level takes easy, normal, hard, fiendish, nemesis or custom"), "\(bad.err)")
    }

    /// A code from `--plain` deals the identical game under `--json --challenge` (another data
    /// folder: another player), guess for guess.
    @Test func aCodeFromTheLineModeDealsTheSameGameUnderJSON() throws {
        let first = line.run(["--plain", "--level", "normal"], input: Self.letters.joined(separator: "\n") + "\n")
        let code = try #require(first.out.firstMatch(of: /--challenge (EH-[0-9A-Z-]+)/).map { String($0.output.1) }, "\(first.out)")
        let boards = first.out.split(separator: "\n").filter { $0.hasPrefix("Word: ") }
            .map { $0.dropFirst(6).prefix { $0 != "(" }.filter { $0 != " " }.lowercased() }
        let json = line.run(["--json", "--challenge", code], input: Self.letters.joined(separator: "\n") + "\n")
        #expect(json.status == 0, "\(json.err)")
        let lines = json.out.split(separator: "\n").map(line.fields)
        #expect(lines.first?["challenge"] == code && lines.first?["level"] == "normal")
        let patterns: [String] = lines.compactMap { $0["pattern"] }
        // The line mode's boards (letters shown, _ hidden) are the JSON patterns, one for one.
        #expect(Array(patterns.prefix(boards.count)) == boards, "\(boards)\n\(patterns)")
        let end = try #require(lines.last { $0["word"] != nil })
        #expect(first.out.contains((end["spelling"] ?? end["word"] ?? "?").uppercased()))
    }

    @Test func aBadCodeIsAUsageErrorThatSaysWhatIsWrong() throws {
        let good = try #require(Deal(list: .common, length: 4, misses: 6, host: nil, seed: 5).code)
        var typo = Array(good)
        typo[good.count - 2] = typo[good.count - 2] == "A" ? "B" : "A"
        for (code, said) in [("nonsense", "not a challenge code"), (String(typo), "has a character wrong")] {
            let r = line.run(["--plain", "--challenge", code])
            #expect(r.status == 64 && r.err.contains(said), "\(code): \(r.err)")
        }
        let mixed = line.run(["--plain", "--challenge", good, "--length", "5"])
        #expect(mixed.status == 64 && mixed.err.contains("cannot be used with --length"), "\(mixed.err)")
    }

    /// A well-formed code for a length its list has no word of (1.5.0: `--json` answered
    /// "Loading the word list…" to every guess forever, status 0; `--plain` and the full screen
    /// sat on "Loading"): refused at once, status 64, in every front end.
    @Test(arguments: [1, 30, 64])
    func aCodeNoListCanDealIsRefusedAtOnce(length: Int) throws {
        let code = try #require(Deal(list: .common, length: length, misses: 6, host: .classic, seed: 9).code)
        #expect((try? Deal(code: code)) != nil, "the code itself is well-formed")
        for frontEnd in ["--json", "--plain"] {
            let r = line.run([frontEnd, "--challenge", code], input: "e\n")
            #expect(r.status == 64 && r.err.contains("has none here") && r.out.isEmpty, "\(frontEnd): \(r)")
            #expect(r.err.contains(length == 1 ? "1 letter " : "\(length) letters"), "\(r.err)")
        }
        let game = try TmuxGame(["--challenge", code], keepPane: true)
        #expect(try game.exitStatus() == 64)
        #expect(game.screen.contains("has none here") && !game.screen.contains("Loading"), "\(game.screen)")
    }

    /// F6 on the full screen: a code typed deals its game, and the record carries the code.
    @Test func aCodeTypedOnTheFullScreenIsPlayedAndRecorded() throws {
        let game = try TmuxGame(["--level", "normal"])
        try game.waitFor("Misses left:")
        let code = try #require(Deal(list: .common, length: 4, misses: 26, host: nil, seed: 1).code)
        game.send("F6")
        try game.waitFor("Type a friend's challenge code")
        game.type(code)
        game.send("Enter")
        try game.waitFor("Challenge?")  // a game is in play, not guessed into: asked all the same
        game.type("y")
        try game.waitFor("Challenge (Good)")
        // Only until the win: a letter after it is a key of the results window (K turns its page).
        for letter in Self.letters where !game.screen.contains("You won") {
            game.type(letter)
            _ = try game.waitUntil("\(letter) taken") { ScreenText.gridShowsTried(Character(letter), in: $0) || $0.contains("You won") }
        }
        try game.waitFor("You won")
        try game.waitUntil("its record") { _ in game.records.first?.challenge == code }
    }
}
