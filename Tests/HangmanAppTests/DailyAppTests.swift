import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens
import TestSupport

/// The daily game through the app's door: F5 asks the clock, deals the day's game once, and
/// afterwards shows the day's result instead of dealing again.
@Suite struct DailyAppTests {
    static let today = UTCDay(utcSeconds: TestLists.now)

    @Test func f5DealsTheDailyRecordsItAsTheDaysAndThenShowsItsResult() throws {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        let effects = t.daily()
        #expect(effects == [.findToday])
        #expect(t.app.play.game.deal.origin == .daily(Self.today))
        #expect(t.app.play.game.mode == .evil && t.app.play.game.host == .cunning && t.app.play.game.missesAllowed == DailyGame.missesAllowed(forLength: t.app.play.game.wordLength))
        #expect(t.app.play.game.deal.list == .common)
        #expect(t.app.note?.text.hasPrefix("Daily \(Self.today.date):") == true)
        #expect(t.app.note?.text.contains("misses, Cunning host. One scored try today") == true, "the daily names its host, not the player's level")
        #expect(t.disk.read(\.saved)?.deal.scoredDay == Self.today)
        t.type("etaoinsrhldcumfpgwybvkxjqz")
        try #require(t.app.play.game.isOver)
        let record = try #require(t.disk.read(\.records).last)
        #expect(record.daily == Self.today && record.host == .cunning)
        #expect(t.app.windows.scorePage == .daily)
        #expect(t.app.store.history?.highScores(on: .daily).contains { $0.id == record.id } == record.won)
        let share = try #require(t.app.shareText)
        #expect(share.line.hasPrefix("Evil Hangman · Daily \(Self.today.date) · ") == true)
        let headline = ScoresPage.headline(t.app).0
        let cheated = HowICheated.page(try #require(t.app.windows.subject?.game), width: 60)!.map(\.text)
        // Once played, F5 shows the day's own result — even after another game has ended since:
        // its headline, its share line and its How I cheated, from its record. No second deal.
        t.press(.key(.enter))
        t.newGame()
        t.type("qzxjvk")
        let other = try #require(t.disk.read(\.records).last)
        #expect(other.id != record.id)
        t.press(.key(.enter))
        let gameID = t.app.play.id
        t.press(.key(.function(5)))
        #expect(t.app.play.id == gameID)
        #expect(t.app.windows.modal == .results(.scores) && t.app.windows.scorePage == .daily)
        #expect(t.app.note?.text.hasPrefix("Today's daily is done") == true)
        #expect(ScoresPage.headline(t.app).0 == headline)
        #expect(t.app.shareText == share)
        #expect(t.press(.character("y")) == [.copyToClipboard(share.text)])
        t.press(.character("c"))
        #expect(t.app.windows.modal == .results(.howICheated))
        #expect(HowICheated.page(try #require(t.app.windows.subject?.game), width: 60)!.map(\.text) == cheated)
        #expect(!ResultsWindow.buttons(t.app, .howICheated).contains(.seeTheBoard), "the board behind is another game's")
        // The daily written ahead at its first guess, its end, the other game: nothing more.
        #expect(t.disk.read(\.records).map(\.begun) == [true, false, false])
    }

    /// Another window of the player's played today's daily since this one started: F5 reads the
    /// history again and shows that result; it never deals the day a second time.
    @Test func aDailyPlayedInAnotherWindowIsNotDealtAgain() throws {
        var other = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        other.daily()
        other.type("etaoinsrhldcumfpgwybvkxjqz")
        try #require(other.app.play.game.isOver)
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        #expect(t.app.store.history?.daily(of: Self.today) == nil)
        t.disk.change { $0.records += other.disk.read(\.records) }  // what the other window wrote
        let gameID = t.app.play.id
        t.daily()
        #expect(t.app.play.id == gameID && t.app.play.game.deal.day == nil)
        #expect(t.app.note?.text.hasPrefix("Today's daily is done") == true, "\(t.app.note?.text ?? "")")
        #expect(t.app.windows.scorePage == .daily && t.app.store.history?.daily(of: Self.today) != nil)
    }

    @Test func aGameUnderWayIsLeftForTheDailyOnlyWhenThePlayerSaysSo() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        t.type("e")
        let before = t.app.play.id
        t.press(.key(.function(5)))
        #expect(t.app.windows.modal == .question(.leaveForDaily(Self.today)))
        #expect(Self.prose(of: t).contains("Leave it for today's daily game?"))
        t.press(.character("n"))
        #expect(t.app.play.id == before && t.app.play.game.deal.day == nil)
        t.press(.key(.function(5)))
        t.press(.character("y"))
        #expect(t.app.play.id != before)
        #expect(t.app.play.game.deal.scoredDay != nil)
    }

    /// Leaving the day's daily after a guess uses up the day's one try: it is recorded as a loss,
    /// and F5 then shows that result instead of dealing the same game again.
    @Test func leavingTheDailyUnderWayCountsAsALoss() throws {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        t.daily()
        t.type("e")
        t.press(.key(.control("n")))
        #expect(Self.prose(of: t).contains("Leaving it now counts as a lost game."))
        t.press(.character("y"))
        let record = try #require(t.disk.read(\.records).last)
        #expect(record.daily == Self.today && !record.won && record.missesMade == t.app.store.history!.lastDaily!.missesMade)
        #expect(t.app.play.game.deal.day == nil)
        t.press(.key(.function(5)))
        #expect(t.app.note?.text.hasPrefix("Today's daily is done: left unfinished") == true)
        #expect(t.disk.read(\.records).map(\.begun) == [true, false])
    }

    /// `--daily` when today's has been played: an ordinary game is dealt under the news (never a
    /// preview that cannot be played).
    @Test func dailyAtStartWhenTodaysIsDoneDealsAnOrdinaryGame() {
        var history = History()
        history.record(GameRecord(id: "d", word: "aaaaaaaa", won: true, missesMade: 3, missesAllowed: 10, wordLength: 8, mode: .evil,
                                  endedAt: TestLists.now, host: .cunning, daily: Self.today))
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good), history: history,
                                 overrides: RunOverrides(daily: .today))
        #expect(!t.app.isLoading)
        #expect(t.app.play.game.deal.day == nil)
        #expect(t.app.note?.text.hasPrefix("Today's daily is done") == true)
        // The day's own result is shown over it, from its record; closed, the new game plays.
        #expect(t.app.windows.modal == .results(.scores) && t.app.windows.subject?.id == "d")
        t.press(.key(.enter))
        t.type("e")
        #expect(t.app.play.game.guessedLetters == ["e"])
    }

    @Test func aSavedDailyResumesAsTheDaily() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        t.daily()
        t.type("e")
        let saved = t.disk.read(\.saved)!
        var resumed = TestGame(savedGame: saved)
        #expect(resumed.app.play.game.deal.origin == .daily(Self.today))
        #expect(resumed.app.play.game.guessedLetters == ["e"])
        resumed.press(.key(.function(5)))
        #expect(resumed.app.note?.text == UIText.dailyUnderWay(Self.today.date))
        // `--daily` again: the saved game is that daily, so it is no "saved game first" warning.
        let again = TestGame(savedGame: saved, overrides: RunOverrides(daily: .today))
        #expect(again.app.note?.text == UIText.dailyUnderWay(Self.today.date))
        #expect(again.app.store.problems.isEmpty)
        // A past day replayed says so in its share line.
        var practice = TestGame(overrides: RunOverrides(daily: .practice(UTCDay(date: "2026-11-01")!)))
        practice.type("etaoinsrhldcumfpgwybvkxjqz")
        #expect(practice.app.shareText?.line.hasPrefix("Evil Hangman · Practice 2026-11-01 · ") == true)
    }

    @Test func thePagesTurnWithTheArrowsAndOpenOnTheGamesOwn() throws {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        t.press(.key(.function(4)))
        #expect(t.app.windows.scorePage == .good)
        t.press(.key(.right))
        #expect(t.app.windows.scorePage == .phrases)
        // After the player's own pages, the machine's; then round to the first.
        t.press(.key(.right))
        #expect(t.app.windows.scorePage == .machineEasy)
        for _ in 0..<5 { t.press(.key(.right)) }
        #expect(t.app.windows.scorePage == .easy)
        t.press(.key(.left))
        #expect(t.app.windows.scorePage == .machineNemesis)
        t.press(.key(.right))
        // A click on a page's name shows that page.
        let lines = Layout.render(t.app).screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains(" Nemesis ") })
        let x = lines[row].distance(from: lines[row].startIndex, to: lines[row].firstRange(of: "Nemesis")!.lowerBound)
        t.press(.click(x: x, y: row))
        #expect(t.app.windows.scorePage == .nemesis)
    }

    /// A saved game not yet guessed into never stands in the way of `--daily` (there is nothing
    /// to lose); one guessed into comes first.
    @Test func anUnplayedSavedGameDoesNotBlockTheDaily() throws {
        var first = TestGame()
        let fresh = try #require(first.disk.read(\.saved))
        #expect(fresh.guesses.isEmpty)
        let practice = RunOverrides(daily: .practice(UTCDay(date: "2026-11-01")!))
        let t = TestGame(savedGame: fresh, overrides: practice)
        #expect(t.app.play.game.deal.origin == .practice(UTCDay(date: "2026-11-01")!))
        #expect(t.app.note?.text != UIText.savedGameFirst)
        first.type("e")
        let played = try #require(first.disk.read(\.saved))
        let blocked = TestGame(savedGame: played, overrides: practice)
        #expect(blocked.app.play.game.deal.day == nil && blocked.app.play.game.guessedLetters == ["e"])
        #expect(blocked.app.note?.text == UIText.savedGameFirst)
    }

    /// The day's one try is spent by its first guess: written ahead before the guess is made,
    /// so a run that ends without recording the end (a full disk, a crash, a kill) cannot give a
    /// second try — whatever language, whatever list is missing afterwards.
    @Test func theFirstGuessSpendsTheDaysTry() throws {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        t.daily()
        #expect(t.disk.read(\.records).isEmpty, "nothing is spent before a guess")
        t.type("e")
        let begun = try #require(t.disk.read(\.records).first)
        #expect(begun.begun && begun.daily == Self.today && begun.guesses.isEmpty)
        #expect(t.app.play.game.guessedLetters == ["e"])
        // The run dies here; its history is all the next one has (its save lost with a full disk).
        let history = History(records: t.disk.read(\.records))
        var next = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good).speaking(.spanish), history: history,
                            languages: [.english, .spanish])
        next.daily()
        #expect(next.app.play.game.deal.day == nil, "a second try at the day's daily")
        #expect(next.app.note?.text.hasPrefix("Today's daily was begun and not ended here") == true)
        // When the first guess cannot be written ahead, it is not made.
        var full = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        full.daily()
        full.disk.change { $0.failure = "No space left on device" }
        full.type("e")
        #expect(full.app.play.game.guessedLetters.isEmpty)
        #expect(full.app.note?.text.contains("Today's daily cannot be begun (No space left on device): nothing was guessed") == true)
    }

    /// A game whose end cannot be recorded never comes back as it was before its last guess: with
    /// its last save failed too (a full disk), the save before it is removed.
    @Test func anEndThatCannotBeKeptLeavesNoSaveBeforeIt() throws {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil))
        t.type("q")
        #expect(t.disk.read(\.saved)?.guesses == "q")
        t.disk.change { $0.failure = "No space left on device" }
        t.press(.character("z"))
        #expect(t.app.play.game.isOver)
        #expect(t.disk.read(\.saved) == nil, "the game before its last guess would come back next time")
        #expect(ScoresPage.headline(t.app).0.contains("NOT saved"))
    }

    /// A folder that takes no write and no removal (a read-only mount): the guess that would
    /// end the game is not made, so the game on disk is the game in play; once the folder takes
    /// writes again, the same guess ends it, its end saved before it is shown (1.2.0 before this:
    /// the game came back next time as it was before its last guess).
    @Test func aGuessWhoseEndCannotBeKeptIsNotMade() throws {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil))
        t.type("q")
        t.disk.change { $0.failure = "Read-only file system"; $0.removalFailure = "Read-only file system" }
        t.press(.character("z"))
        #expect(!t.app.play.game.isOver && t.app.play.game.guessedLetters == ["q"])
        #expect(t.disk.read(\.saved)?.guesses == "q")
        #expect(t.disk.read(\.records).isEmpty)
        #expect(t.app.note?.text.contains("This guess would end the game, and its end cannot be kept") == true, "\(t.app.note?.text ?? "")")
        t.disk.change { $0.failure = nil; $0.removalFailure = nil }
        t.press(.character("z"))
        #expect(t.app.play.game.isOver)
        #expect(t.disk.read(\.records).count == 1)
        // A guess that does not end the game is made as ever, with or without a save.
        var u = TestGame(settings: Settings(wordLength: 4, missesAllowed: 5, mode: .evil))
        u.disk.change { $0.failure = "Read-only file system"; $0.removalFailure = "Read-only file system" }
        u.press(.character("q"))
        #expect(u.app.play.game.guessedLetters == ["q"])
    }

    /// The saved game is a Dutch daily whose list is gone now (an install cut short), and the
    /// run asks for `--daily`: never a game that answers every key with "Loading" — the run
    /// ends saying which list it could not read, and the saved daily stays for when it is back.
    @Test func aSavedDailyWhoseListIsGoneNeverHangsTheRun() throws {
        let dutch = WordList(name: "dutch", entries: ["fiets", "molen", "kaas", "tulp", "gracht", "dijken", "polder", "sloten", "kanaal"],
                             language: .dutch)
        var first = TestGame(settings: Settings(wordLength: 5, missesAllowed: 6, mode: .evil).speaking(.dutch), languages: [.english, .dutch],
                             lists: [.everyday(.dutch): dutch])
        first.daily()
        first.type("e")
        let saved = try #require(first.disk.read(\.saved))
        #expect(saved.deal.scoredDay == Self.today)
        let history = History(records: first.disk.read(\.records))
        let t = TestGame(settings: Settings(wordLength: 5, missesAllowed: 6, mode: .evil).speaking(.dutch), history: history, savedGame: saved,
                         overrides: RunOverrides(daily: .today), gone: [.everyday(.dutch)])
        #expect(t.app.store.fatalProblem?.contains("everyday-nl.txt") == true, "\(String(describing: t.app.store.fatalProblem))")
        #expect(t.driver.hasQuit)
        #expect(!t.startEffects.contains { if case .keepSavedGameAside = $0 { return true }; return false })
    }

    /// The screen's words as one line: a window's lines joined, its borders and runs of spaces gone.
    static func prose(of t: TestGame) -> String {
        Layout.render(t.app).screen.text.replacing("│", with: " ").split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// A daily begun (its first guess written ahead) whose end never reached the history is
    /// shown as what it is — begun, not ended, counted as lost — not as a hanging at 0 misses
    /// on a word the host never settled on.
    @Test func aDailyBegunAndNotEndedSaysSo() throws {
        let begun = GameRecord(id: "day-1", word: "affected", won: false, missesMade: 0, missesAllowed: 9, wordLength: 8, mode: .evil,
                               endedAt: TestLists.now, host: .cunning, daily: Self.today, level: .custom,
                               list: RecordedList(.common)).beginning(true)
        var t = TestGame(history: History(records: [begun]))
        t.daily()
        let headline = ScoresPage.headline(t.app).0
        #expect(headline.hasPrefix("Begun and not ended here: this daily counts as lost."), "\(headline)")
        #expect(!headline.contains("AFFECTED") && !headline.contains("Hanged"))
        let share = try #require(t.app.shareText)
        #expect(share.line == "Evil Hangman · Daily \(Self.today.date) · 8 letters · left unfinished", "\(share.line)")
    }
}
