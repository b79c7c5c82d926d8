import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens

/// Every screen rendered by the pure layout, compared with the expected text in Expected/.
@Suite struct ScreenTests {
    func check(_ app: App, _ name: String) {
        let (ok, detail) = ExpectedScreens.matches(Layout.render(app).screen, name)
        #expect(ok, "\(name): \(detail)")
    }

    @Test func midGame() {
        var t = TestGame()
        t.type("oez")
        check(t.app, "mid-game")
    }

    /// From 100×30 the word is drawn in block letters; from 100×36 the gallows is twice the size.
    @Test func bigLettersAndALargerGallowsInALargeWindow() {
        var big = TestGame(settings: Settings(wordLength: 7, missesAllowed: 10, mode: .good), width: 120, height: 40)
        big.type("eaiouzt")
        check(big.app, "big-120x40")
        var medium = TestGame(settings: Settings(wordLength: 7, missesAllowed: 6, mode: .good), width: 100, height: 30)
        medium.type("eaiou")
        check(medium.app, "big-100x30")
        #expect(Layout.render(medium.app).screen.text.contains("█"))
        // At 80×24 the word stays one row of letters.
        var small = TestGame(settings: Settings(wordLength: 7, missesAllowed: 6, mode: .good))
        small.type("eaiou")
        #expect(!Layout.render(small.app).screen.text.contains("█"))
    }

    /// German and Spanish games: the language's own letters after Z, at the smallest window and
    /// at 80×24 (ß shows as ẞ; a Spanish word in block letters from 100×30).
    @Test func gamesInOtherLanguages() {
        var german = TestGame(settings: Settings(wordLength: 6, missesAllowed: 6, mode: .good).speaking(.german), width: 60, height: 20,
                              languages: [.english, .german])
        german.type("ßeäx")
        check(german.app, "german-game-60x20")
        german.press(.key(.tab))
        check(german.app, "german-game-settings-60x20")
        var spanish = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good).speaking(.spanish),
                               languages: [.english, .spanish])
        spanish.type("ñaz")
        check(spanish.app, "spanish")
        var big = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good).speaking(.spanish), width: 100, height: 30,
                           languages: [.english, .spanish])
        big.type("ñ")
        check(big.app, "spanish-100x30")
    }

    @Test func wonWithTheHighScoreWindow() {
        var t = TestGame()
        let word = (t.app.play.game as! GoodGameplay).secret
        t.type("q" + String(Set(word)).sorted())
        #expect(t.app.play.game.status == .won)
        check(t.app, "won-modal")
        t.press(.key(.enter))
        check(t.app, "won")
    }

    @Test func lostInEvilModeWithHowICheated() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 3, mode: .evil))
        t.type("eaoiu")
        #expect(t.app.play.game.status == .lost)
        check(t.app, "lost-modal")
        t.press(.character("c"))
        check(t.app, "lost-cheats")
        t.press(.character("s"))
        check(t.app, "lost-statistics")
        t.press(.key(.escape))
        check(t.app, "lost")
    }

    @Test func highScoresWithThisGameHighlighted() {
        var history = History()
        for i in 0..<12 {
            history.record(GameRecord(id: "old\(i)", word: TestLists.words[i], won: i % 4 != 3, missesMade: i % 5,
                                      missesAllowed: 6, wordLength: 4, mode: i % 2 == 0 ? .evil : .good,
                                      endedAt: TestLists.now - Int64(i) * 86_400))
        }
        var t = TestGame(history: history)
        let word = (t.app.play.game as! GoodGameplay).secret
        t.type("z" + String(Set(word)).sorted())
        check(t.app, "high-scores")
    }

    @Test func emptyHistoryMidGame() {
        var t = TestGame()
        t.press(.key(.function(4)))
        check(t.app, "empty-history")
    }

    @Test func settingsSide() {
        var t = TestGame()
        t.press(.key(.tab))
        t.press(.key(.down))
        check(t.app, "settings-side")
    }

    @Test func settingsSideAtTheMinimumSize() {
        var t = TestGame(width: 60, height: 20)
        t.press(.key(.tab))
        check(t.app, "settings-side-60x20")
        // Nothing is cut at the edge: every line ends inside the window, and the button shows.
        #expect(!t.screen.text.contains("…"))
        #expect(t.screen.text.contains("[ Back to the game ]"))
    }

    @Test func tooSmallWindowAndRecovery() {
        var t = TestGame(width: 50, height: 15)
        check(t.app, "too-small")
        t.press(.resize(width: 60, height: 20))
        check(t.app, "minimum-60x20")
    }

    @Test func asciiNoColourMode() {
        var t = TestGame(glyphs: .ascii)
        let word = (t.app.play.game as? GoodGameplay)?.secret ?? ""
        let hit = word.first!, misses = "zqxj".filter { !word.contains($0) }.prefix(2)
        t.type(String(hit) + misses)
        check(t.app, "ascii-mid-game")
        // Without colour the grid still tells hit, miss and unused apart by a mark.
        let text = Layout.render(t.app).screen.text
        #expect(text.contains(String(hit).uppercased() + "+"))
        for miss in misses { #expect(text.contains(String(miss).uppercased() + "x")) }
        t.press(.key(.tab))
        check(t.app, "ascii-settings-side")
    }

    @Test func quitDialog() {
        var t = TestGame()
        t.press(.key(.escape))
        check(t.app, "quit")
    }

    @Test func newGameDialogMidGame() {
        var t = TestGame()
        t.type("oe")
        t.press(.key(.control("n")))
        check(t.app, "new-game")
    }
}
