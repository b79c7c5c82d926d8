import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens

/// The "This machine" pages of the high scores, and which games reach the machine's board.
@Suite struct MachinePageTests {
    static let letters = "etaoinshrdlucmwfgypbvkjxqz"

    static func bobsWin() -> MachineEntry {
        MachineEntry(uid: 1002, name: "bob", record: GameRecord(
            id: "bob-1", word: "kiwi", won: true, missesMade: 2, missesAllowed: 7, wordLength: 4, mode: .evil,
            endedAt: TestLists.now - 60, host: .classic, level: .easy, list: RecordedList(.common)))
    }

    func text(_ t: TestGame) -> String { t.screen.text }

    /// Everyday words of the lengths the levels deal.
    static let common = WordList(entries: ["elephant", "mountain", "absolute", "building", "computer", "daughter", "evidence",
                                           "festival", "position", "question", "standard", "together"])

    @Test func withoutABoardThePageSaysHowAnAdministratorMakesOne() {
        var t = TestGame()
        t.send(.window(.showScorePage(.machineEasy)))
        #expect(text(t).contains("No shared board on this machine"), "\(text(t))")
        #expect(text(t).contains("[This machine: Easy]"))
    }

    @Test func theBoardIsReadWhenItsPageIsShownAndNamesThePlayers() {
        var t = TestGame(machine: [Self.bobsWin()])
        #expect(t.app.machine.board == nil)  // not read until a page of it is shown
        t.send(.window(.showScorePage(.machineEasy)))
        #expect(t.app.machine.board != nil)
        let screen = text(t)
        #expect(screen.contains("Player") && screen.contains("bob") && screen.contains("KIWI"), "\(screen)")
        #expect(screen.contains("Today's daily here: nobody has played it yet."))
        // Another level's page: no wins there yet, and it says whose wins it lists.
        t.send(.window(.showScorePage(.machineHard)))
        #expect(text(t).contains("No wins at this level on this machine yet"))
    }

    @Test func aLevelGameEndedAddsOneLineUnderTheAccountsName() {
        var t = TestGame(overrides: RunOverrides(level: .easy), lists: [.common: Self.common], machine: [])
        t.type(Self.letters)
        #expect(t.app.play.game.isOver && t.app.play.game.deal.level == .easy)
        let lines = t.disk.read { $0.machine } ?? []
        #expect(lines.count == 1 && lines.first?.uid == 1001 && lines.first?.name == "ann")
        #expect(lines.first?.record.level == .easy && lines.first?.record.id == t.disk.read(\.records).last?.id)
    }

    /// A game resumed in a later run never reaches the board (its save could have been copied and
    /// brought back, a free undo), and the welcome back says so.
    @Test func aResumedGameStaysOffTheBoard() throws {
        var first = TestGame(overrides: RunOverrides(level: .easy), lists: [.common: Self.common], machine: [])
        first.type("e")
        let saved = try #require(first.disk.read(\.saved))
        var resumed = TestGame(savedGame: saved, lists: [.common: Self.common], machine: [])
        #expect(resumed.app.note?.text == UIText.welcomeBackOffTheBoard)
        resumed.type(Self.letters)
        #expect(resumed.app.play.game.isOver && resumed.disk.read(\.records).count == 1)
        #expect(resumed.disk.read { $0.machine }?.isEmpty == true)
        // Where the board would not have taken it anyway, the welcome is the usual one.
        var custom = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .evil), machine: [])
        custom.type("e")
        let customSave: SavedGame? = custom.disk.read(\.saved)
        #expect(customSave != nil)
        let resumedCustom = TestGame(savedGame: customSave, machine: [])
        #expect(resumedCustom.app.note?.text == UIText.welcomeBack)
    }

    /// The day's daily is on the board from its first guess, as a loss; its end, the same game,
    /// says how it went. Leaving it after that first guess leaves the loss.
    @Test func aDailysTryIsOnTheBoardFromItsFirstGuess() {
        var t = TestGame(machine: [])
        t.daily()
        #expect(t.disk.read { $0.machine }?.isEmpty == true)
        t.type("e")
        let begun = t.disk.read { $0.machine } ?? []
        #expect(begun.count == 1 && begun.first?.record.begun == true && begun.first?.record.won == false)
        t.type(Self.letters)
        let lines = t.disk.read { $0.machine } ?? []
        #expect(t.app.play.game.isOver && lines.count == 2 && lines.map(\.record.id) == [t.app.play.id, t.app.play.id])
        #expect(lines.last?.record.begun == false && lines.last?.record.won == (t.app.play.game.status == .won))
    }

    /// A run of the player's own words or seed, a Good game, a Custom one: theirs alone.
    @Test func gamesThePlayerChoseStayTheirs() {
        var seeded = TestGame(overrides: RunOverrides(level: .easy), lists: [.common: Self.common], machine: [], machineCounts: false)
        seeded.type(Self.letters)
        var good = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good), machine: [])
        good.type(Self.letters)
        var custom = TestGame(settings: Settings(wordLength: 5, missesAllowed: 5, mode: .evil), machine: [])
        custom.type(Self.letters)
        for t in [seeded, good, custom] {
            #expect(t.app.play.game.isOver && t.disk.read(\.records).count == 1)
            #expect(t.disk.read { $0.machine }?.isEmpty == true)
        }
    }

    /// Ten wins in a window too short for them: the page scrolls and says so, as the player's own do.
    @Test func aLongPageScrolls() {
        let wins = (0..<10).map { i in
            MachineEntry(uid: 2000 + UInt32(i), name: "player\(i)", record: GameRecord(
                id: "w\(i)", word: "kiwi", won: true, missesMade: i % 7, missesAllowed: 7, wordLength: 4, mode: .evil,
                endedAt: TestLists.now - 60, host: .classic, level: .easy, list: RecordedList(.common)))
        }
        var t = TestGame(width: 60, height: 20, machine: wins)
        t.send(.window(.showScorePage(.machineEasy)))
        #expect(text(t).contains("player0") && !text(t).contains("player6"), "\(text(t))")  // most misses: last
        #expect(text(t).contains("of 10, Up/Down"))
        t.send(.window(.scroll(to: .max)))
        #expect(text(t).contains("player6") && !text(t).contains("player0"), "\(text(t))")
    }
}
