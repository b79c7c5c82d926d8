import Testing
import HangmanCore
@testable import HangmanTUI
import TestSupport

@Suite struct AppTests {
    @Test func startsAGameAtOnceAndSavesIt() {
        let t = TestSupport.game()
        #expect(t.app.game.status == .playing)
        #expect(t.app.game.wordLength == 4)
        #expect(t.startEffects == [.loadHistory, .saveGame(t.app.savedGame)])
        #expect(t.store.read(\.saved) == t.app.savedGame)
    }

    @Test func invalidKeysNeverCostAMiss() {
        var t = TestSupport.game()
        for input: Input in [.character("7"), .character("!"), .character("é"), .key(.backspace), .key(.control("a")),
                             .key(.function(9)), .click(x: 0, y: 5), .key(.pageUp)] {
            let effects = t.press(input)
            #expect(effects.isEmpty)
            #expect(t.app.game.missesMade == 0)
            #expect(t.app.game.guessedLetters.isEmpty)
        }
        t.press(.character("7"))
        #expect(t.app.note?.text == "7 is not a letter")
        t.press(.character("Z"))
        t.press(.character("z"))
        #expect(t.app.note?.text == "You already tried Z")
        #expect(t.app.game.missesMade == 1)
    }

    @Test func arrowsAndEnterChooseFromTheGrid() {
        var t = TestSupport.game()
        t.press(.key(.right))
        t.press(.key(.right))
        t.press(.key(.down))  // row 2, column 3 → P
        #expect(t.app.cursor == 15)
        t.press(.key(.left))
        t.press(.key(.left))
        t.press(.key(.left))  // wraps to M on the same row → Z
        #expect(UIMetrics.letter(at: t.app.cursor) == "z")
        let effects = t.press(.key(.enter))
        #expect(t.app.game.guessedLetters == ["z"])
        #expect(effects.count == 1)
        t.press(.character(" "))  // space chooses too, but Z is used: a note, no miss
        #expect(t.app.game.missesMade == 1)
        #expect(t.app.note?.text == "You already tried Z")
    }

    @Test func clickingALetterOrAButtonWorks() {
        var t = TestSupport.game()
        let frame = Layout.render(t.app)
        let q = frame.targets.first { $0.action == .guess("q") }!.rect
        t.press(.click(x: q.x + 1, y: q.y))
        #expect(t.app.game.guessedLetters == ["q"])
        let settings = frame.targets.first { $0.action == .flip }!.rect
        t.press(.click(x: settings.x, y: settings.y))
        #expect(t.app.side == .settings)
        let back = Layout.render(t.app).targets.last { $0.action == .flip }!.rect
        t.press(.click(x: back.x + 2, y: back.y))
        #expect(t.app.side == .front)
        let newGame = Layout.render(t.app).targets.first { $0.action == .newGame }!.rect
        t.press(.click(x: newGame.x, y: newGame.y))
        #expect(t.app.modal == .confirmNewGame)  // Q was guessed: the game is under way
        let yes = Layout.render(t.app).targets.last { $0.action == .confirmNewGame }!.rect
        t.press(.click(x: yes.x, y: yes.y))
        #expect(t.app.modal == nil)
        #expect(t.app.game.guessedLetters.isEmpty)
    }

    @Test func aNewGameMidGameIsAskedFirst() {
        var t = TestSupport.game()
        // A fresh game is simply replaced: nothing to lose.
        let firstID = t.app.gameID
        t.press(.key(.control("n")))
        #expect(t.app.modal == nil)
        #expect(t.app.gameID != firstID)
        // Under way: Ctrl-N asks; N (or Esc) keeps the game exactly as it was.
        t.press(.character("e"))
        let before = t.app.game.snapshot()
        #expect(t.press(.key(.control("n"))).isEmpty)
        #expect(t.app.modal == .confirmNewGame)
        #expect(t.press(.character("x")).isEmpty)  // not a guess while the question is open
        t.press(.character("n"))
        #expect(t.app.modal == nil)
        #expect(t.app.game.snapshot() == before)
        t.press(.key(.function(3)))
        t.press(.key(.escape))
        #expect(t.app.game.snapshot() == before)
        // Y, Enter or a second Ctrl-N start the new game.
        for confirm: Input in [.character("y"), .key(.enter), .key(.control("n"))] {
            t.press(.character("t"))
            let underID = t.app.gameID
            t.press(.key(.control("n")))
            #expect(t.app.modal == .confirmNewGame)
            let effects = t.press(confirm)
            #expect(t.app.modal == nil)
            #expect(t.app.gameID != underID)
            #expect(t.app.game.guessedLetters.isEmpty)
            #expect(effects.contains { if case .saveGame = $0 { return true }; return false })
        }
    }

    @Test func settingsApplyToTheNextGameOnly() {
        var t = TestSupport.game()
        t.press(.character("e"))
        let before = t.app.game.snapshot()
        t.press(.key(.tab))
        var saved: [Settings] = []
        for input: Input in [.key(.right), .key(.down), .key(.left), .key(.left), .key(.down), .character(" ")] {
            for case .saveSettings(let s) in t.press(input) { saved.append(s) }
        }
        #expect(saved.count == 4)
        #expect(t.app.settings.wordLength == 5)
        #expect(t.app.settings.missesAllowed == 4)
        #expect(t.app.settings.mode == .evil)
        #expect(t.app.game.snapshot() == before)
        t.press(.key(.escape))
        #expect(t.app.side == .front)
        t.press(.key(.control("n")))
        t.press(.character("y"))  // the game under way is left
        #expect(t.app.game.wordLength == 5)
        #expect(t.app.game.missesAllowed == 4)
        #expect(t.app.game.mode == .evil)
    }

    @Test func homeEndAndClicksMoveSliders() {
        var t = TestSupport.game()
        t.press(.key(.tab))
        t.press(.key(.end))
        #expect(t.app.settings.wordLength == 15)
        t.press(.key(.home))
        #expect(t.app.settings.wordLength == 1)
        t.press(.key(.down))
        let frame = Layout.render(t.app)
        let cells = frame.targets.filter { if case .setMisses = $0.action { return true }; return false }
        let last = cells[cells.count - 2].rect  // the last track cell (the final target is the right arrow)
        t.press(.click(x: last.x, y: last.y))
        #expect(t.app.settings.missesAllowed == 26)
    }

    @Test func aLengthWithNoWordsSaysSoAndUsesTheNearest() {
        var t = TestSupport.game()
        t.press(.key(.tab))
        for _ in 0..<5 { t.press(.key(.right)) }  // 9 letters: none in the list
        #expect(t.app.settings.wordLength == 9)
        #expect(Layout.render(t.app).screen.text.contains("No 9-letter words: the game will use 7"))
        t.press(.key(.control("n")))
        #expect(t.app.game.wordLength == 7)
        #expect(t.app.note?.text == "test.txt has no 9-letter words: playing 7")
    }

    @Test func switchingListsClampsTheLength() {
        var t = TestSupport.game(settings: Settings(wordLength: 12, missesAllowed: 6, mode: .good))
        t.press(.key(.tab))
        for _ in 0..<5 { t.press(.key(.down)) }
        #expect(t.app.focus == .wordList)
        let effects = t.press(.key(.right))
        #expect(t.app.settings.wordList == .common)
        #expect(t.app.settings.wordLength == 4)
        #expect(effects == [.saveSettings(t.app.settings)])
    }

    /// The third shipped list: phrases, chosen on the settings side; the length counts the space,
    /// which shows from the start and is never guessed.
    @Test func thePhrasesListDealsAPhraseWithItsSpaceShown() {
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .evil))
        t.press(.key(.tab))
        for _ in 0..<5 { t.press(.key(.down)) }
        t.press(.key(.right))
        t.press(.key(.right))
        #expect(t.app.settings.wordList == .phrases)
        #expect(Layout.render(t.app).screen.text.contains("4 phrases"))
        t.press(.key(.tab))
        t.press(.key(.control("n")))
        #expect(t.app.game.wordLength == 8)  // no 4-character phrases: the nearest length
        #expect(t.app.game.pattern.contains(" "))  // the space is known from the start
        #expect(t.app.game.wordList == .phrases)
    }

    /// Y in the end window copies the result: its line, then one mark a guess in order, hits and
    /// misses as played; never the word. Before the end there is nothing to share.
    @Test(arguments: [Glyphs.unicode, Glyphs.ascii])
    func theShareLineMarksEveryGuessAndNeverNamesTheWord(glyphs: Glyphs) throws {
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .evil), glyphs: glyphs)
        #expect(t.app.shareText == nil)
        #expect(t.send(.copyResult).isEmpty)
        t.type("eaiousrtnlcdmpbhgfkwyjvxqz")
        try #require(t.app.game.isOver)
        let effects = t.press(.character("y"))
        guard case .copyToClipboard(let text)? = effects.first else { Issue.record("nothing copied: \(effects)"); return }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        let dot = glyphs == .unicode ? "·" : "-"
        let result = t.app.game.status == .won ? "won" : "hanged"
        #expect(lines[0] == "Evil Hangman \(dot) evil, Fiendish \(dot) 4 letters \(dot) \(result) \(t.app.game.missesMade)/6")
        let wrong = Set(t.app.game.wrongLetters)
        let expected = t.app.game.guessedLetters.map { wrong.contains($0) ? (glyphs == .unicode ? "🟥" : "x") : (glyphs == .unicode ? "🟩" : "+") }
        #expect(lines[1] == expected.joined())
        #expect(lines[1].count == t.app.game.guessedLetters.count)
        let word = try #require(t.app.game.word)
        #expect(!text.lowercased().contains(word.lowercased()))
        #expect(t.app.note?.text == UIText.resultCopied)
    }

    @Test func theEndRecordsTheGameAndOpensTheWindow() {
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil))
        t.press(.character("e"))
        let effects = t.press(.character("a"))
        #expect(t.app.game.status == .lost)
        #expect(t.app.modal == .endOfGame(.scores))
        guard case .recordGame(let finished) = effects.last else { Issue.record("no record"); return }
        #expect(!finished.won)
        #expect(finished.missesMade == 2)
        #expect(Fixture.fits(finished.word, t.app.game))
        // The runner stamped it with the test clock and stored it; the finished game is no longer saved.
        #expect(t.store.read(\.records) == [finished.record(endedAt: TestSupport.now)])
        #expect(t.store.read(\.saved) == nil)
        // After the end, letters are refused with a note and the controls still work.
        t.press(.key(.escape))
        #expect(t.press(.character("x")).isEmpty)
        #expect(t.app.note?.text.contains("over") == true)
        t.press(.key(.tab))
        #expect(t.app.side == .settings)
        t.press(.key(.control("n")))
        #expect(t.app.game.status == .playing)
    }

    @Test func howICheatedWaitsForTheEnd() {
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 5, mode: .evil))
        t.press(.character("e"))
        t.press(.key(.function(4)))
        #expect(t.app.modal == .endOfGame(.scores))
        t.press(.character("c"))
        #expect(t.app.modal == .endOfGame(.scores))
        t.press(.key(.tab))
        t.press(.key(.tab))
        #expect(t.app.modal == .endOfGame(.scores))
        #expect(!Layout.render(t.app).screen.text.contains("How I cheated"))
    }

    @Test func quitAsksThenSavesAndQuits() {
        var t = TestSupport.game()
        t.press(.key(.escape))
        #expect(t.app.modal == .confirmQuit)
        #expect(t.press(.character("n")).isEmpty)
        #expect(t.app.modal == nil)
        t.press(.key(.escape))
        #expect(t.press(.character("y")) == [.saveGame(t.app.savedGame), .quit])
    }

    @Test func overridesShapeNewGamesUntilChangedOnThePane() {
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good),
                                 overrides: RunOverrides(length: 3, misses: 2, mode: .evil), seed: 3)
        #expect(t.app.game.wordLength == 3)
        #expect(t.app.game.missesAllowed == 2)
        #expect(t.app.game.mode == .evil)
        #expect(t.app.settings.wordLength == 4)  // saved settings untouched
        t.press(.key(.tab))
        // The pane shows what the next game will use, and steps from it.
        let lengthRow = t.screen.text.split(separator: "\n").first { $0.contains("Word length") }
        #expect(lengthRow?.hasSuffix("▸  3") == true, "\(lengthRow ?? "no length row")")
        #expect(t.screen.text.contains("2 words of 3 letters"))
        #expect(t.app.nextGameSettings.wordLength == 3)
        let effects = t.press(.key(.right))
        #expect(effects == [.saveSettings(t.app.settings)])
        #expect(t.app.settings.wordLength == 4)
        t.press(.key(.control("n")))
        #expect(t.app.game.wordLength == 4)
        #expect(t.app.game.missesAllowed == 2)
    }

    @Test func aScoreKeptForLaterStaysOnTheBoardWhenTheStoredHistoryComesBack() {
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        let kept = GameRecord(id: "kept-1", word: "kiwi", won: true, missesMade: 0, missesAllowed: 6, wordLength: 4, mode: .good,
                              endedAt: TestSupport.now)
        t.send(.recordFailed(kept, reason: "disk full", keptAt: "/tmp/history.pending"))
        #expect(t.app.history?.rank(of: "kept-1") == 1)
        // Another game is recorded, and the store answers with the stored history (without the kept one).
        let other = GameRecord(id: "other-1", word: "lamb", won: true, missesMade: 2, missesAllowed: 6, wordLength: 4, mode: .good,
                               endedAt: TestSupport.now)
        t.send(.gameRecorded(other, merged: History(records: [other])))
        #expect(t.app.history?.rank(of: "kept-1") == 1)
        #expect(t.app.history?.rank(of: "other-1") == 2)
        #expect(t.app.unrecorded.count == 1)
    }

    @Test func aSavedGameWhoseListCannotBeReadIsLeftAloneAndNotSavedOver() {
        let saved = SavedGame(id: "old-1", game: GameSnapshot(mode: .good, evilLevel: nil, wordList: .file(path: "/gone.txt"), length: 4,
                                                              missesAllowed: 6, guesses: "e", word: "beta", seed: 0, pattern: "_e__"))
        var (app, effects) = App.start(AppStart(savedGame: saved, lists: [.full: TestSupport.list], seed: 1, instanceID: "g"))
        #expect(effects == [.loadHistory, .loadList(.file(path: "/gone.txt"))])
        let after = app.send(.listFailed(.file(path: "/gone.txt"), reason: "cannot read word list /gone.txt: Permission denied"))
        #expect(!after.contains { if case .setAsideSavedGame = $0 { return true }; return false })
        #expect(!after.contains { if case .saveGame = $0 { return true }; return false })
        #expect(!app.isLoading)
        #expect(!app.savesGame)
        #expect(app.note?.text.contains("waits for its word list") == true)
    }
}


enum Fixture {
    static func fits(_ word: String, _ game: any Gameplay) -> Bool { GameChecks.fits(word, game) }
}

/// The daily game through the app's door: F5 asks the clock, deals the day's game once, and
/// afterwards shows the day's result instead of dealing again.
@Suite struct DailyAppTests {
    static let today = DailyGame(utcSeconds: TestSupport.now)

    @Test func f5DealsTheDailyRecordsItAsTheDaysAndThenShowsItsResult() throws {
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        let effects = t.press(.key(.function(5)))
        #expect(effects == [.findToday])
        #expect(t.app.daily == DailyPlay(day: Self.today, scored: true))
        #expect(t.app.game.mode == .evil && t.app.game.evilLevel == .fiendish && t.app.game.missesAllowed == 10)
        #expect(t.app.game.wordList == .common)
        #expect(t.app.note?.text.hasPrefix("Daily \(Self.today.date):") == true)
        #expect(t.store.read(\.saved)?.daily == Self.today.date)
        t.type("etaoinsrhldcumfpgwybvkxjqz")
        try #require(t.app.game.isOver)
        let record = try #require(t.store.read(\.records).last)
        #expect(record.daily == Self.today.date && record.level == .fiendish)
        #expect(t.app.board == .daily)
        #expect(t.app.history?.highScores(on: .daily).contains { $0.id == record.id } == record.won)
        #expect(t.app.shareText?.line.hasPrefix("Evil Hangman · daily \(Self.today.date) · ") == true)
        // Once played, F5 shows the day's result: no second deal, nothing recorded.
        t.press(.key(.enter))
        let gameID = t.app.gameID
        t.press(.key(.function(5)))
        #expect(t.app.gameID == gameID)
        #expect(t.app.modal == .endOfGame(.scores) && t.app.board == .daily)
        #expect(t.app.note?.text.hasPrefix("Today's daily (\(Self.today.date)) is done") == true)
        #expect(t.store.read(\.records).count == 1)
    }

    @Test func aGameUnderWayIsLeftForTheDailyOnlyWhenThePlayerSaysSo() {
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        t.type("e")
        let before = t.app.gameID
        t.press(.key(.function(5)))
        #expect(t.app.modal == .confirmNewGame && t.app.confirmsDaily)
        #expect(Layout.render(t.app).screen.text.contains("Leave it for the daily?"))
        t.press(.character("n"))
        #expect(t.app.gameID == before && t.app.daily == nil)
        t.press(.key(.function(5)))
        t.press(.character("y"))
        #expect(t.app.gameID != before)
        #expect(t.app.daily?.scored == true)
    }

    /// Leaving the day's daily after a guess uses up the day's one try: it is recorded as a loss,
    /// and F5 then shows that result instead of dealing the same game again.
    @Test func leavingTheDailyUnderWayCountsAsALoss() throws {
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        t.press(.key(.function(5)))
        t.type("e")
        t.press(.key(.control("n")))
        #expect(Layout.render(t.app).screen.text.contains("leaving counts as a loss"))
        t.press(.character("y"))
        let record = try #require(t.store.read(\.records).last)
        #expect(record.daily == Self.today.date && !record.won && record.missesMade == t.app.history!.lastDaily!.missesMade)
        #expect(t.app.daily == nil)
        t.press(.key(.function(5)))
        #expect(t.app.note?.text.hasPrefix("Today's daily (\(Self.today.date)) is done: left unfinished") == true)
        #expect(t.store.read(\.records).count == 1)
    }

    /// `--daily` when today's has been played: an ordinary game is dealt under the news (never a
    /// preview that cannot be played).
    @Test func dailyAtStartWhenTodaysIsDoneDealsAnOrdinaryGame() {
        var history = History()
        history.record(GameRecord(id: "d", word: "aaaaaaaa", won: true, missesMade: 3, missesAllowed: 10, wordLength: 8, mode: .evil,
                                  endedAt: TestSupport.now, level: .fiendish, daily: Self.today.date))
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good), history: history,
                                 overrides: RunOverrides(daily: .today))
        #expect(!t.app.isLoading)
        #expect(t.app.daily == nil)
        #expect(t.app.note?.text.hasPrefix("Today's daily (\(Self.today.date)) is done") == true)
        t.type("e")
        #expect(t.app.game.guessedLetters == ["e"])
    }

    @Test func aSavedDailyResumesAsTheDaily() {
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        t.press(.key(.function(5)))
        t.type("e")
        let saved = t.store.read(\.saved)!
        var resumed = TestSupport.game(savedGame: saved)
        #expect(resumed.app.daily == DailyPlay(day: Self.today, scored: true))
        #expect(resumed.app.game.guessedLetters == ["e"])
        resumed.press(.key(.function(5)))
        #expect(resumed.app.note?.text == UIText.dailyUnderWay(Self.today.date))
        // `--daily` again: the saved game is that daily, so it is no "saved game first" warning.
        let again = TestSupport.game(savedGame: saved, overrides: RunOverrides(daily: .today))
        #expect(again.app.note?.text == UIText.dailyUnderWay(Self.today.date))
        #expect(again.app.warnings.isEmpty)
        // A past day replayed says so in its share line.
        var practice = TestSupport.game(overrides: RunOverrides(daily: .practice(DailyGame(date: "2026-11-01")!)))
        practice.type("etaoinsrhldcumfpgwybvkxjqz")
        #expect(practice.app.shareText?.line.hasPrefix("Evil Hangman · practice 2026-11-01 · ") == true)
    }

    @Test func theBoardsSwitchWithTheArrowsAndOpenOnTheGamesOwn() {
        var t = TestSupport.game(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        t.press(.key(.function(4)))
        #expect(t.app.board == .good)
        t.press(.key(.right))
        #expect(t.app.board == .daily)
        t.press(.key(.right))
        #expect(t.app.board == .fiendish)
        t.press(.key(.left))
        #expect(t.app.board == .daily)
        // A click on a tab shows that page.
        let frame = Layout.render(t.app)
        let row = frame.screen.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Classic") }!
        let column = frame.screen.text.split(separator: "\n", omittingEmptySubsequences: false)[row].firstRange(of: "Classic")!.lowerBound
        let x = frame.screen.text.split(separator: "\n", omittingEmptySubsequences: false)[row].distance(from: frame.screen.text.split(separator: "\n", omittingEmptySubsequences: false)[row].startIndex, to: column)
        t.press(.click(x: x, y: row))
        #expect(t.app.board == .classic)
    }
}
