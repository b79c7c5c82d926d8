import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens
import TestSupport

@Suite struct AppTests {
    @Test func startsAGameAtOnceAndSavesIt() {
        let t = TestGame()
        #expect(t.app.play.game.status == .playing)
        #expect(t.app.play.game.wordLength == 4)
        #expect(t.startEffects == [.loadHistory, .loadHabits, .saveGame(t.app.play.saved)])
        #expect(t.disk.read(\.saved) == t.app.play.saved)
    }

    /// The settings side's "Words that fit" row shows or hides the count beside the gallows at once, in the game in
    /// play too, and is saved; a good game never shows one.
    @Test func theWordsThatFitRowHidesTheCountAtOnce() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .evil))
        let fit = t.app.play.game.wordsThatFit ?? 0
        #expect(fit > 1)
        #expect(t.screen.text.contains("\(fit) words still fit"))
        t.press(.key(.tab))
        t.send(.settingsSide(.focus(.wordsLeft)))
        #expect(t.screen.text.contains("Words that fit"))
        let effects = t.press(.key(.enter))
        #expect(!t.app.settingsSide.settings.showsWordsLeft)
        #expect(effects.contains(.saveSettings(t.app.settingsSide.settings)))
        #expect(t.app.note?.text == "Saved: the words that still fit are hidden")
        t.send(.toggleSettingsSide)
        #expect(t.screen.text.contains("Wrong:") && !t.screen.text.contains("words still fit"))
        t.send(.settingsSide(.setWordsLeft(true)))
        #expect(t.screen.text.contains("\(fit) words still fit"))
        t.send(.settingsSide(.setMode(.good)))
        t.newGame()
        #expect(t.app.play.game.mode == .good && !t.screen.text.contains("words still fit"))
    }

    @Test func invalidKeysNeverCostAMiss() {
        var t = TestGame()
        for input: Input in [.character("7"), .character("!"), .character("é"), .key(.backspace), .key(.control("a")),
                             .key(.function(9)), .click(x: 0, y: 5), .key(.pageUp)] {
            let effects = t.press(input)
            #expect(effects.isEmpty)
            #expect(t.app.play.game.missesMade == 0)
            #expect(t.app.play.game.guessedLetters.isEmpty)
        }
        t.press(.character("7"))
        #expect(t.app.note?.text == "7 is not a letter")
        t.press(.character("Z"))
        t.press(.character("z"))
        #expect(t.app.note?.text == "You already tried Z")
        #expect(t.app.play.game.missesMade == 1)
    }

    @Test func arrowsAndEnterChooseFromTheGrid() {
        var t = TestGame()
        t.press(.key(.right))
        t.press(.key(.right))
        t.press(.key(.down))  // row 2, column 3 → P
        #expect(t.app.play.cursor == 15)
        t.press(.key(.left))
        t.press(.key(.left))
        t.press(.key(.left))  // wraps to M on the same row → Z
        #expect(LetterGrid.letter(at: t.app.play.cursor) == "z")
        let effects = t.press(.key(.enter))
        #expect(t.app.play.game.guessedLetters == ["z"])
        #expect(effects.count == 1)
        t.press(.character(" "))  // space chooses too, but Z is used: a note, no miss
        #expect(t.app.play.game.missesMade == 1)
        #expect(t.app.note?.text == "You already tried Z")
    }

    @Test func clickingALetterOrAButtonWorks() {
        var t = TestGame()
        let frame = Layout.render(t.app)
        let q = frame.targets.first { $0.action == .play(.guess("q")) }!.rect
        t.press(.click(x: q.x + 1, y: q.y))
        #expect(t.app.play.game.guessedLetters == ["q"])
        let settings = frame.targets.first { $0.action == .toggleSettingsSide }!.rect
        t.press(.click(x: settings.x, y: settings.y))
        #expect(t.app.side == .settings)
        let back = Layout.render(t.app).targets.last { $0.action == .toggleSettingsSide }!.rect
        t.press(.click(x: back.x + 2, y: back.y))
        #expect(t.app.side == .front)
        let newGame = Layout.render(t.app).targets.first { $0.action == .play(.newGame) }!.rect
        t.press(.click(x: newGame.x, y: newGame.y))
        #expect(t.app.windows.modal == .question(.leaveForNewGame))  // Q was guessed: the game is under way
        let yes = Layout.render(t.app).targets.last { $0.action == .window(.answer(yes: true)) }!.rect
        t.press(.click(x: yes.x, y: yes.y))
        #expect(t.app.windows.modal == nil)
        #expect(t.app.play.game.guessedLetters.isEmpty)
    }

    @Test func aNewGameMidGameIsAskedFirst() {
        var t = TestGame()
        // A fresh game is asked about as a game under way is (the same keys, the same answer),
        // and the question says leaving it costs nothing.
        let firstID = t.app.play.id
        t.press(.key(.control("n")))
        #expect(t.app.windows.modal == .question(.leaveForNewGame))
        #expect(DailyAppTests.prose(of: t).contains("It has no miss yet: leaving it costs nothing."))
        t.press(.character("y"))
        #expect(t.app.play.id != firstID)
        // Under way: Ctrl-N asks; N, Esc or Enter keeps the game exactly as it was.
        t.press(.character("e"))
        let before = t.app.play.game.snapshot()
        #expect(t.press(.key(.control("n"))).isEmpty)
        #expect(t.app.windows.modal == .question(.leaveForNewGame))
        #expect(t.press(.character("x")).isEmpty)  // not a guess while the question is open
        t.press(.character("n"))
        #expect(t.app.windows.modal == nil)
        #expect(t.app.play.game.snapshot() == before)
        t.press(.key(.function(3)))
        t.press(.key(.escape))
        #expect(t.app.play.game.snapshot() == before)
        t.press(.key(.function(3)))
        t.press(.key(.enter))
        #expect(t.app.windows.modal == nil)
        #expect(t.app.play.game.snapshot() == before)
        // Y or a second Ctrl-N start the new game.
        for confirm: Input in [.character("y"), .key(.control("n"))] {
            t.press(.character("t"))
            let underID = t.app.play.id
            t.press(.key(.control("n")))
            #expect(t.app.windows.modal == .question(.leaveForNewGame))
            let effects = t.press(confirm)
            #expect(t.app.windows.modal == nil)
            #expect(t.app.play.id != underID)
            #expect(t.app.play.game.guessedLetters.isEmpty)
            #expect(effects.contains { if case .saveGame = $0 { return true }; return false })
        }
    }

    @Test func settingsApplyToTheNextGameOnly() {
        var t = TestGame()
        t.press(.character("e"))
        let before = t.app.play.game.snapshot()
        t.press(.key(.tab))
        t.press(.key(.down))  // past the level, to the word length
        var saved: [Settings] = []
        for input: Input in [.key(.right), .key(.down), .key(.left), .key(.left), .key(.down), .character(" ")] {
            for case .saveSettings(let s) in t.press(input) { saved.append(s) }
        }
        #expect(saved.count == 4)
        #expect(t.app.settingsSide.settings.wordLength == 5)
        #expect(t.app.settingsSide.settings.missesAllowed == 4)
        #expect(t.app.settingsSide.settings.mode == .evil)
        #expect(t.app.play.game.snapshot() == before)
        t.press(.key(.escape))
        #expect(t.app.side == .front)
        t.newGame()  // the game under way is left
        #expect(t.app.play.game.wordLength == 5)
        #expect(t.app.play.game.missesAllowed == 4)
        #expect(t.app.play.game.mode == .evil)
    }

    @Test func homeEndAndClicksMoveSliders() {
        var t = TestGame()
        t.press(.key(.tab))
        t.press(.key(.down))  // past the level, to the word length
        t.press(.key(.end))
        #expect(t.app.settingsSide.settings.wordLength == 15)
        t.press(.key(.home))
        #expect(t.app.settingsSide.settings.wordLength == 1)
        t.press(.key(.down))
        let frame = Layout.render(t.app)
        let cells = frame.targets.filter { if case .settingsSide(.setMisses) = $0.action { return true }; return false }
        let last = cells[cells.count - 2].rect  // the last track cell (the final target is the right arrow)
        t.press(.click(x: last.x, y: last.y))
        #expect(t.app.settingsSide.settings.missesAllowed == 26)
    }

    @Test func aLengthWithNoWordsSaysSoAndUsesTheNearest() {
        var t = TestGame()
        t.press(.key(.tab))
        t.press(.key(.down))  // past the level, to the word length
        for _ in 0..<5 { t.press(.key(.right)) }  // 9 letters: none in the list
        #expect(t.app.settingsSide.settings.wordLength == 9)
        #expect(Layout.render(t.app).screen.text.contains("No 9-letter words: the game will use 7"))
        t.newGame()
        #expect(t.app.play.game.wordLength == 7)
        #expect(t.app.note?.text == "test.txt has no 9-letter words: playing 7")
    }

    @Test func switchingListsClampsTheLength() {
        var t = TestGame(settings: Settings(wordLength: 12, missesAllowed: 6, mode: .good))
        t.press(.key(.tab))
        for _ in 0..<8 { t.press(.key(.down)) }
        #expect(t.app.settingsSide.focus == .wordList)
        let effects = t.press(.key(.right))
        #expect(t.app.settingsSide.settings.wordList == .common)
        #expect(t.app.settingsSide.settings.wordLength == 4)
        #expect(effects == [.saveSettings(t.app.settingsSide.settings)])
    }

    /// The third shipped list: phrases, chosen on the settings side; the length counts the space,
    /// which shows from the start and is never guessed.
    @Test func thePhrasesListDealsAPhraseWithItsSpaceShown() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .evil))
        t.press(.key(.tab))
        for _ in 0..<8 { t.press(.key(.down)) }
        t.press(.key(.right))
        t.press(.key(.right))
        #expect(t.app.settingsSide.settings.wordList == .phrases)
        #expect(Layout.render(t.app).screen.text.contains("4 phrases"))
        t.press(.key(.tab))
        t.newGame()
        #expect(t.app.play.game.wordLength == 8)  // no 4-character phrases: the nearest length
        #expect(t.app.play.game.pattern.contains(" "))  // the space is known from the start
        #expect(t.app.play.game.deal.list == .phrases)
    }

    /// Y in the end window copies the result: its line, then one mark a guess in order, hits and
    /// misses as played; never the word. Before the end there is nothing to share.
    @Test(arguments: [Glyphs.unicode, Glyphs.ascii])
    func theShareLineMarksEveryGuessAndNeverNamesTheWord(glyphs: Glyphs) throws {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .evil), glyphs: glyphs)
        #expect(t.app.shareText == nil)
        #expect(t.send(.window(.copyResult)).isEmpty)
        t.type("eaiousrtnlcdmpbhgfkwyjvxqz")
        try #require(t.app.play.game.isOver)
        let effects = t.press(.character("y"))
        guard case .copyToClipboard(let text)? = effects.first else { Issue.record("nothing copied: \(effects)"); return }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let dot = glyphs == .unicode ? "·" : "-"
        let result = t.app.play.game.status == .won ? "won" : "hanged"
        let code = try #require(t.app.play.game.deal.code)
        #expect(lines[0] == "Evil Hangman \(dot) Custom, Cunning host \(dot) 4 letters \(dot) \(result) \(t.app.play.game.missesMade)/6 \(dot) challenge \(code)")
        #expect(lines[2] == "Play it: evil-hangman --challenge \(code)")
        let wrong = Set(t.app.play.game.wrongLetters)
        let expected = t.app.play.game.guessedLetters.map { wrong.contains($0) ? (glyphs == .unicode ? "🟥" : "x") : (glyphs == .unicode ? "🟩" : "+") }
        #expect(lines[1] == expected.joined())
        #expect(lines[1].count == t.app.play.game.guessedLetters.count)
        let word = try #require(t.app.play.game.word)
        #expect(!text.lowercased().contains(word.lowercased()))
        #expect(t.app.note?.text == UIText.resultCopied)
    }

    @Test func theEndRecordsTheGameAndOpensTheWindow() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil))
        t.press(.character("e"))
        // The guess that ends it is made at once; the one effect records the game, and keeps the
        // save as it ended should the record fail.
        let effects = t.press(.character("a"))
        let ended: Bool = effects.count == 1 && {
            if case .endGame(let record, let save) = effects[0] { return String(record.guesses) == "ea" && save?.guesses == "ea" }
            return false
        }()
        #expect(ended, "\(effects)")
        #expect(t.app.play.game.status == .lost)
        #expect(t.app.windows.modal == .results(.scores))
        guard let finished = t.app.play.finished else { Issue.record("no record"); return }
        #expect(!finished.won)
        #expect(finished.missesMade == 2)
        #expect(GameChecks.fits(finished.word, t.app.play.game))
        // The runner stamped it with the test clock and stored it; the finished game is no longer saved.
        #expect(t.disk.read(\.records) == [finished.record(endedAt: TestLists.now)])
        #expect(t.disk.read(\.saved) == nil)
        // After the end, letters are refused with a note and the controls still work.
        t.press(.key(.escape))
        #expect(t.press(.character("x")).isEmpty)
        #expect(t.app.note?.text.contains("over") == true)
        t.press(.key(.tab))
        #expect(t.app.side == .settings)
        t.newGame()
        #expect(t.app.play.game.status == .playing)
    }

    @Test func howICheatedWaitsForTheEnd() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 5, mode: .evil))
        t.press(.character("e"))
        t.press(.key(.function(4)))
        #expect(t.app.windows.modal == .results(.scores))
        t.press(.character("c"))
        #expect(t.app.windows.modal == .results(.scores))
        t.press(.key(.tab))
        t.press(.key(.tab))
        #expect(t.app.windows.modal == .results(.habits))
        t.press(.key(.tab))
        #expect(t.app.windows.modal == .results(.scores))
        #expect(!Layout.render(t.app).screen.text.contains("How I cheated"))
    }

    @Test func quitAsksThenSavesAndQuits() {
        var t = TestGame()
        t.press(.key(.escape))
        #expect(t.app.windows.modal == .question(.quit))
        #expect(t.press(.character("n")).isEmpty)
        #expect(t.app.windows.modal == nil)
        t.press(.key(.escape))
        #expect(t.press(.character("y")) == [.saveGame(t.app.play.saved), .quit])
    }

    @Test func overridesShapeNewGamesUntilChangedOnThePane() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good),
                                 overrides: RunOverrides(length: 3, misses: 2, mode: .evil), seed: 3)
        #expect(t.app.play.game.wordLength == 3)
        #expect(t.app.play.game.missesAllowed == 2)
        #expect(t.app.play.game.mode == .evil)
        #expect(t.app.settingsSide.settings.wordLength == 4)  // saved settings untouched
        t.press(.key(.tab))
        // The settings side shows what the next game will use, and steps from it.
        let lengthRow = t.screen.text.split(separator: "\n").first { $0.contains("Word length") }
        #expect(lengthRow?.hasSuffix("▸  3") == true, "\(lengthRow ?? "no length row")")
        #expect(t.screen.text.contains("2 words of 3 letters"))
        #expect(t.app.settingsSide.nextGameSettings.wordLength == 3)
        t.press(.key(.down))  // past the level, to the word length
        let effects = t.press(.key(.right))
        #expect(effects == [.saveSettings(t.app.settingsSide.settings)])
        #expect(t.app.settingsSide.settings.wordLength == 4)
        t.newGame()
        #expect(t.app.play.game.wordLength == 4)
        #expect(t.app.play.game.missesAllowed == 2)
    }

    @Test func aScoreKeptForLaterStaysOnTheBoardWhenTheStoredHistoryComesBack() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        let kept = GameRecord(id: "kept-1", word: "kiwi", won: true, missesMade: 0, missesAllowed: 6, wordLength: 4, mode: .good,
                              endedAt: TestLists.now)
        t.send(.store(.recorded(kept, .kept(reason: "disk full", at: "/tmp/history.pending"))))
        #expect(t.app.store.history?.rank(of: "kept-1") == 1)
        // Another game is recorded, and the store answers with the stored history (without the kept one).
        let other = GameRecord(id: "other-1", word: "lamb", won: true, missesMade: 2, missesAllowed: 6, wordLength: 4, mode: .good,
                               endedAt: TestLists.now)
        t.send(.store(.recorded(other, .recorded(merged: History(records: [other])))))
        #expect(t.app.store.history?.rank(of: "kept-1") == 1)
        #expect(t.app.store.history?.rank(of: "other-1") == 2)
        #expect(t.app.store.unrecorded.count == 1)
    }

    @Test func aSavedGameWhoseListCannotBeReadIsLeftAloneAndNotSavedOver() {
        let saved = SavedGame(id: "old-1", game: GameSnapshot(mode: .good, host: nil, wordList: .file(path: "/gone.txt"), length: 4,
                                                              missesAllowed: 6, guesses: "e", word: "beta", seed: 0, pattern: "_e__"))
        var (app, effects) = App.start(AppStart(savedGame: saved, lists: [.full: TestLists.list], seed: 1, instanceID: "g"))
        #expect(effects == [.loadHistory, .loadHabits, .loadList(.file(path: "/gone.txt"))])
        let after = app.send(.store(.listFailed(.file(path: "/gone.txt"), .unreadable(path: "/gone.txt", reason: "Permission denied"))))
        #expect(!after.contains { if case .keepSavedGameAside = $0 { return true }; return false })
        #expect(!after.contains { if case .saveGame = $0 { return true }; return false })
        #expect(!app.isLoading)
        #expect(!app.play.savesGame)
        #expect(app.note?.text.contains("waits for its word list") == true)
    }

    /// A first start's settings, chosen from the locale, are saved at once: the language stays
    /// the player's whatever the next locale says. Settings that were read are not written back.
    @Test func settingsChosenAtTheFirstStartAreSavedAtOnce() {
        let dutch = Settings.firstLaunch.speaking(.dutch)
        var start = AppStart(settings: dutch, lists: [.full: TestLists.list], seed: 1, instanceID: "g")
        start.settingsChosenAtStart = true
        #expect(App.start(start).1.contains(.saveSettings(dutch)))
        start.settingsChosenAtStart = false
        #expect(!App.start(start).1.contains { if case .saveSettings = $0 { return true }; return false })
        start.settingsChosenAtStart = true
        start.persistent = false
        #expect(!App.start(start).1.contains { if case .saveSettings = $0 { return true }; return false })
    }
}
