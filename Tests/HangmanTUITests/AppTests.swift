import Testing
import HangmanCore
@testable import HangmanTUI

@Suite struct AppTests {
    @Test func startsAGameAtOnceAndSavesIt() {
        let (app, effects) = TestSupport.app()
        #expect(app.game.status == .playing)
        #expect(app.game.wordLength == 4)
        #expect(effects == [.saveGame(app.savedGame)])
    }

    @Test func invalidKeysNeverCostAMiss() {
        var (app, _) = TestSupport.app()
        for input: Input in [.character("7"), .character("!"), .character("é"), .key(.backspace), .key(.control("a")),
                             .key(.function(9)), .click(x: 0, y: 5), .key(.pageUp)] {
            let effects = app.update(input)
            #expect(effects.isEmpty)
            #expect(app.game.missesMade == 0)
            #expect(app.game.guessedLetters.isEmpty)
        }
        _ = app.update(.character("7"))
        #expect(app.note?.text == "7 is not a letter")
        _ = app.update(.character("Z"))
        _ = app.update(.character("z"))
        #expect(app.note?.text == "You already tried Z")
        #expect(app.game.missesMade == 1)
    }

    @Test func arrowsAndEnterChooseFromTheGrid() {
        var (app, _) = TestSupport.app()
        _ = app.update(.key(.right))
        _ = app.update(.key(.right))
        _ = app.update(.key(.down))  // row 2, column 3 → P
        #expect(app.cursor == 15)
        _ = app.update(.key(.left))
        _ = app.update(.key(.left))
        _ = app.update(.key(.left))  // wraps to M on the same row → Z
        #expect(App.letter(at: app.cursor) == "z")
        let effects = app.update(.key(.enter))
        #expect(app.game.guessedLetters == ["z"])
        #expect(effects.count == 1)
        _ = app.update(.character(" "))  // space chooses too, but Z is used: a note, no miss
        #expect(app.game.missesMade == 1)
        #expect(app.note?.text == "You already tried Z")
    }

    @Test func clickingALetterOrAButtonWorks() {
        var (app, _) = TestSupport.app()
        let frame = Layout.render(app)
        let q = frame.targets.first { $0.action == .guess("q") }!.rect
        _ = app.update(.click(x: q.x + 1, y: q.y))
        #expect(app.game.guessedLetters == ["q"])
        let settings = frame.targets.first { $0.action == .flip }!.rect
        _ = app.update(.click(x: settings.x, y: settings.y))
        #expect(app.side == .settings)
        let back = Layout.render(app).targets.last { $0.action == .flip }!.rect
        _ = app.update(.click(x: back.x + 2, y: back.y))
        #expect(app.side == .front)
        let newGame = Layout.render(app).targets.first { $0.action == .newGame }!.rect
        _ = app.update(.click(x: newGame.x, y: newGame.y))
        #expect(app.modal == .confirmNewGame)  // Q was guessed: the game is under way
        let yes = Layout.render(app).targets.last { $0.action == .confirmNewGame }!.rect
        _ = app.update(.click(x: yes.x, y: yes.y))
        #expect(app.modal == nil)
        #expect(app.game.guessedLetters.isEmpty)
    }

    @Test func aNewGameMidGameIsAskedFirst() {
        var (app, _) = TestSupport.app()
        // A fresh game is simply replaced: nothing to lose.
        let firstID = app.gameID
        _ = app.update(.key(.control("n")))
        #expect(app.modal == nil)
        #expect(app.gameID != firstID)
        // Under way: Ctrl-N asks; N (or Esc) keeps the game exactly as it was.
        _ = app.update(.character("e"))
        let before = app.game.snapshot()
        #expect(app.update(.key(.control("n"))).isEmpty)
        #expect(app.modal == .confirmNewGame)
        #expect(app.update(.character("x")).isEmpty)  // not a guess while the question is open
        _ = app.update(.character("n"))
        #expect(app.modal == nil)
        #expect(app.game.snapshot() == before)
        _ = app.update(.key(.function(3)))
        _ = app.update(.key(.escape))
        #expect(app.game.snapshot() == before)
        // Y, Enter or a second Ctrl-N start the new game.
        for confirm: Input in [.character("y"), .key(.enter), .key(.control("n"))] {
            _ = app.update(.character("t"))
            let underID = app.gameID
            _ = app.update(.key(.control("n")))
            #expect(app.modal == .confirmNewGame)
            let effects = app.update(confirm)
            #expect(app.modal == nil)
            #expect(app.gameID != underID)
            #expect(app.game.guessedLetters.isEmpty)
            #expect(effects.contains { if case .saveGame = $0 { return true }; return false })
        }
    }

    @Test func settingsApplyToTheNextGameOnly() {
        var (app, _) = TestSupport.app()
        _ = app.update(.character("e"))
        let before = app.game.snapshot()
        _ = app.update(.key(.tab))
        var saved: [Settings] = []
        for input: Input in [.key(.right), .key(.down), .key(.left), .key(.left), .key(.down), .character(" ")] {
            for case .saveSettings(let s) in app.update(input) { saved.append(s) }
        }
        #expect(saved.count == 4)
        #expect(app.settings.wordLength == 5)
        #expect(app.settings.missesAllowed == 4)
        #expect(app.settings.mode == .evil)
        #expect(app.game.snapshot() == before)
        _ = app.update(.key(.escape))
        #expect(app.side == .front)
        _ = app.update(.key(.control("n")))
        _ = app.update(.character("y"))  // the game under way is left
        #expect(app.game.wordLength == 5)
        #expect(app.game.missesAllowed == 4)
        #expect(app.game.mode == .evil)
    }

    @Test func homeEndAndClicksMoveSliders() {
        var (app, _) = TestSupport.app()
        _ = app.update(.key(.tab))
        _ = app.update(.key(.end))
        #expect(app.settings.wordLength == 15)
        _ = app.update(.key(.home))
        #expect(app.settings.wordLength == 1)
        _ = app.update(.key(.down))
        let frame = Layout.render(app)
        let cells = frame.targets.filter { if case .setMisses = $0.action { return true }; return false }
        let last = cells[cells.count - 2].rect  // the last track cell (the final target is the right arrow)
        _ = app.update(.click(x: last.x, y: last.y))
        #expect(app.settings.missesAllowed == 26)
    }

    @Test func aLengthWithNoWordsSaysSoAndUsesTheNearest() {
        var (app, _) = TestSupport.app()
        _ = app.update(.key(.tab))
        for _ in 0..<5 { _ = app.update(.key(.right)) }  // 9 letters: none in the list
        #expect(app.settings.wordLength == 9)
        #expect(Layout.render(app).screen.text.contains("No 9-letter words: the game will use 7"))
        _ = app.update(.key(.control("n")))
        #expect(app.game.wordLength == 7)
        #expect(app.note?.text == "test.txt has no 9-letter words: playing 7")
    }

    @Test func switchingListsClampsTheLength() {
        var (app, _) = TestSupport.app(settings: Settings(wordLength: 12, missesAllowed: 6, mode: .good))
        _ = app.update(.key(.tab))
        for _ in 0..<4 { _ = app.update(.key(.down)) }
        #expect(app.focus == .wordList)
        let effects = app.update(.key(.right))
        #expect(app.settings.wordList == .common)
        #expect(app.settings.wordLength == 4)
        #expect(effects == [.saveSettings(app.settings)])
    }

    @Test func theEndRecordsTheGameAndOpensTheWindow() {
        var (app, _) = TestSupport.app(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil))
        _ = app.update(.character("e"))
        let effects = app.update(.character("a"))
        #expect(app.game.status == .lost)
        #expect(app.modal == .endOfGame(.scores))
        guard case .finishGame(let record) = effects.last else { Issue.record("no record"); return }
        #expect(!record.won)
        #expect(record.missesMade == 2)
        #expect(Fixture.fits(record.word, app.game))
        // After the end, letters are refused with a note and the controls still work.
        _ = app.update(.key(.escape))
        #expect(app.update(.character("x")).isEmpty)
        #expect(app.note?.text.contains("over") == true)
        _ = app.update(.key(.tab))
        #expect(app.side == .settings)
        _ = app.update(.key(.control("n")))
        #expect(app.game.status == .playing)
    }

    @Test func howICheatedWaitsForTheEnd() {
        var (app, _) = TestSupport.app(settings: Settings(wordLength: 4, missesAllowed: 5, mode: .evil))
        _ = app.update(.character("e"))
        _ = app.update(.key(.function(4)))
        #expect(app.modal == .endOfGame(.scores))
        _ = app.update(.character("c"))
        #expect(app.modal == .endOfGame(.scores))
        _ = app.update(.key(.tab))
        _ = app.update(.key(.tab))
        #expect(app.modal == .endOfGame(.scores))
        #expect(!Layout.render(app).screen.text.contains("How I cheated"))
    }

    @Test func quitAsksThenSavesAndQuits() {
        var (app, _) = TestSupport.app()
        _ = app.update(.key(.escape))
        #expect(app.modal == .confirmQuit)
        #expect(app.update(.character("n")).isEmpty)
        #expect(app.modal == nil)
        _ = app.update(.key(.escape))
        #expect(app.update(.character("y")) == [.saveGame(app.savedGame), .quit])
    }

    @Test func overridesShapeNewGamesUntilChangedOnThePane() {
        let (started, _) = App.start(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good), history: History(),
                                     resumed: nil, lists: [.full: TestSupport.list],
                                     overrides: RunOverrides(length: 3, misses: 2, mode: .evil), seed: 3,
                                     environment: TestSupport.environment())
        var app = started
        #expect(app.game.wordLength == 3)
        #expect(app.game.missesAllowed == 2)
        #expect(app.game.mode == .evil)
        #expect(app.settings.wordLength == 4)  // saved settings untouched
        _ = app.update(.key(.tab))
        // The pane shows what the next game will use, and steps from it.
        #expect(Layout.render(app).screen.text.contains("letters"))
        #expect(app.nextGameSettings.wordLength == 3)
        let effects = app.update(.key(.right))
        #expect(effects == [.saveSettings(app.settings)])
        #expect(app.settings.wordLength == 4)
        _ = app.update(.key(.control("n")))
        #expect(app.game.wordLength == 4)
        #expect(app.game.missesAllowed == 2)
    }
}

enum Fixture {
    static func fits(_ word: String, _ game: any Gameplay) -> Bool {
        let chars = Array(word)
        guard chars.count == game.wordLength else { return false }
        for (i, c) in chars.enumerated() {
            if let shown = game.pattern[i] { if shown != c { return false } } else if game.guessedLetters.contains(c) { return false }
        }
        return true
    }
}
