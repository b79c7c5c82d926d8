import Foundation
import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The Nemesis host with the real binary in tmux and real files: chosen on the settings side, a
/// finished game is learnt into `habits.plist`, the "What I know about you" page says so, and
/// Backspace forgets it on disk; a history with no habits yet is learnt from; a damaged habits file is kept
/// aside and a later version's is never written over.
@Suite(.serialized) struct NemesisTests {
    /// Plays letters until the game ends.
    static func playToTheEnd(_ game: TmuxGame) throws {
        for letter in "rstlneaioudcmphgbfywkvxzjq" {
            if game.screen.contains("Game over") || game.screen.contains("You won!") { break }
            game.type(String(letter))
            _ = try game.waitUntil("\(letter) taken") {
                ScreenText.gridShowsTried(letter, in: $0) || $0.contains("Game over") || $0.contains("You won!")
            }
        }
        try game.waitUntil("the game's end") { $0.contains("Game over") || $0.contains("You won!") }
    }

    static func habits(in folder: String) -> PlayerHabits? {
        guard let text = TestFiles.read(folder + "/habits.plist") else { return nil }
        return try? PropertyListDecoder().decode(PlayerHabits.self, from: Data(text.utf8))
    }

    @Test func aNemesisGameIsLearntShownAndForgotten() throws {
        let folder = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", folder]) }
        let game = try TmuxGame(["--seed", "3"], dataDir: folder)
        try game.waitFor("Type a letter")
        // The settings side: the evil host row, Nemesis.
        game.send("Tab")
        try game.waitFor("Evil host")
        for _ in 0..<4 { game.send("Down") }
        game.send("Right"); game.send("Right")
        try game.waitUntil("Nemesis chosen") { $0.contains("● Nemesis") && $0.contains("learns you") }
        game.send("Escape")
        game.send("C-n")
        if try game.waitUntil("a new game", { $0.contains("New game?") || $0.contains("Nemesis host") }).contains("New game?") { game.type("y") }
        try game.waitFor("Nemesis host")
        try Self.playToTheEnd(game)
        // The game is learnt, on disk, from its guesses.
        let deadline = Date().addingTimeInterval(10)
        while Self.habits(in: folder)?.habit(in: .english) == nil && Date() < deadline { usleep(20_000) }
        let learnt = try #require(Self.habits(in: folder)?.habit(in: .english))
        #expect(learnt.games >= 1 && learnt.favouriteOpener?.letter == UInt8(ascii: "r"))
        game.type("k")
        var screen = try game.waitUntil("What I know") { $0.contains("What I know about you ─") }
        #expect(screen.contains("English, from \(learnt.games) game") && screen.contains("You open with R: 100% of your games"))
        game.send("BSpace")
        try game.waitFor("Forget?")
        game.type("y")
        screen = try game.waitFor("Learning is off")
        #expect(!screen.contains("English, from"))
        let forgotten = try #require(Self.habits(in: folder))
        #expect(!forgotten.learning && forgotten.habit(in: .english) == nil, "nothing learnt is left in the file")
        // The next game teaches nothing.
        game.send("Enter")
        game.type("n")
        try Self.playToTheEnd(game)
        usleep(300_000)
        #expect(Self.habits(in: folder) == forgotten)
    }

    /// `--json` learns nothing and reads what Nemesis learnt only from a data folder given to it;
    /// it writes nothing there, not even what it read.
    @Test func jsonReadsTheHabitsOnlyFromAFolderGivenAndWritesNothing() throws {
        let line = LineModeTests()
        let nowhere = Spawn.run([Spawn.binary, "--json", "--host", "nemesis", "--seed", "2"], stdin: Spawn.file("e\n"),
                                environment: ["HOME=" + Spawn.tempFolder(), "LANG=C.UTF-8"])
        #expect(nowhere.status == 0 && line.fields(nowhere.out.split(separator: "\n")[0])["learnt"] == "false", "\(nowhere.err)")
        let folder = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", folder]) }
        var habits = PlayerHabits()
        for n in 0..<10 {
            habits.learn(from: GameRecord(id: "g\(n)", word: "shelters", won: false, missesMade: 6, missesAllowed: 6, wordLength: 8,
                                          mode: .evil, endedAt: Int64(n), list: RecordedList(.full), guesses: Array("uoiayb")))
        }
        try PropertyListStore<PlayerHabits>(path: folder + "/habits.plist").save(habits)
        let before = TestFiles.read(folder + "/habits.plist")
        let given = line.run(["--json", "--host", "nemesis", "--seed", "2"], input: "e\na\nnew\ni\n", data: folder)
        let lines = given.out.split(separator: "\n").map(line.fields)
        #expect(given.status == 0 && lines.first?["learnt"] == "true" && lines.first?["host"] == "nemesis", "\(given.err)")
        #expect(lines.filter { $0["result"] == "start" }.allSatisfy { $0["learnt"] == "true" }, "a new game counts on it too")
        #expect(TestFiles.read(folder + "/habits.plist") == before)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) == ["habits.plist"], "nothing else written")
    }

    /// No habits file yet, a history of games: the page knows them at once.
    @Test func aHistoryWithNoHabitsYetIsLearntFrom() throws {
        let folder = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", folder]) }
        let log = HistoryLog(folder: folder)
        for n in 0..<5 {
            _ = try log.record(GameRecord(id: "old-\(n)", word: "shelters", won: false, missesMade: 6, missesAllowed: 6, wordLength: 8,
                                          mode: .evil, endedAt: 1_790_000_000 + Int64(n), host: .classic, level: .custom,
                                          list: RecordedList(.common), guesses: Array("uoiayb")))
        }
        let game = try TmuxGame(["--seed", "3"], dataDir: folder)
        try game.waitFor("Type a letter")
        game.send("F4")
        game.type("k")
        let screen = try game.waitUntil("the page") { $0.contains("English, from 5 games") }
        #expect(screen.contains("You open with U: 100% of your games"))
        #expect(Self.habits(in: folder)?.habit(in: .english)?.games == 5, "what was learnt is written")
    }

    /// The Nemesis level: its game says whether it knows the player, ranks on its own page, and
    /// is recorded as the level's.
    @Test func theNemesisLevelSaysWhatItCountsOnAndRanksOnItsPage() throws {
        let empty = Spawn.tempFolder(), folder = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", empty, folder]) }
        let stranger = try TmuxGame(["--level", "nemesis", "--seed", "3"], dataDir: empty)
        let first = try stranger.waitFor("it does not know you yet")
        #expect(first.contains("8 letters") && first.contains("7 misses"))
        let log = HistoryLog(folder: folder)
        for n in 0..<20 {
            _ = try log.record(GameRecord(id: "old-\(n)", word: "shelters", won: false, missesMade: 6, missesAllowed: 6, wordLength: 8,
                                          mode: .evil, endedAt: 1_790_000_000 + Int64(n), host: .classic, level: .custom,
                                          list: RecordedList(.common), guesses: Array("uoiayb")))
        }
        let game = try TmuxGame(["--level", "nemesis", "--seed", "3"], dataDir: folder)
        // Twenty games give what it learnt its full say (fifteen would).
        try game.waitFor("Nemesis · it knows your habits")
        try Self.playToTheEnd(game)
        try game.waitFor("[Nemesis]")
        game.send("Enter")
        try game.waitFor("Nemesis · it knew your habits")
        let records = try #require(TestFiles.read(folder + "/history.log")).split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains("\tnemesis\t") }
        #expect(records.count == 1, "the game is recorded as the Nemesis level's, with its host")
    }

    /// A damaged habits file is kept aside (said on the status line) and learning starts afresh; a
    /// later version's file stays byte for byte, and the page says why nothing is learnt.
    @Test func aDamagedFileIsKeptAsideAndALaterOneNeverWrittenOver() throws {
        let folder = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", folder]) }
        TestFiles.write("<plist><dict><key>languages</key><string>nonsense", to: folder + "/habits.plist")
        var game = try TmuxGame(["--seed", "3"], dataDir: folder)
        try game.waitUntil("the damage said") { $0.contains("habits.plist") }
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasPrefix("habits.plist.corrupt-") } ?? []
        #expect(kept.count == 1, "kept aside: \(kept)")
        #expect(TestFiles.read(folder + "/" + (kept.first ?? "")) == "<plist><dict><key>languages</key><string>nonsense")
        try Self.playToTheEnd(game)
        let deadline = Date().addingTimeInterval(10)
        while Self.habits(in: folder)?.habit(in: .english) == nil && Date() < deadline { usleep(20_000) }
        #expect(Self.habits(in: folder)?.habit(in: .english)?.games == 1, "learning started afresh")
        game.hangUp()

        let later = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>version</key><integer>9</integer></dict></plist>

            """
        TestFiles.write(later, to: folder + "/habits.plist")
        game = try TmuxGame(["--seed", "4"], dataDir: folder)
        try game.waitFor("Type a letter")
        try Self.playToTheEnd(game)
        game.type("k")
        try game.waitUntil("the page says why") { $0.contains("cannot be read") }
        #expect(TestFiles.read(folder + "/habits.plist") == later, "a later version's file is never written over")
    }
}
