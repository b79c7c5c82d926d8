import Testing
import HangmanCore
@testable import HangmanTUI

/// Every screen rendered by the pure layout, compared with the expected text in Expected/.
@Suite struct ScreenTests {
    func check(_ app: App, _ name: String) {
        let (ok, detail) = TestSupport.matches(Layout.render(app).screen, name)
        #expect(ok, "\(name): \(detail)")
    }

    @Test func midGame() {
        var (app, _) = TestSupport.app()
        _ = TestSupport.type("oez", into: &app)
        check(app, "mid-game")
    }

    @Test func wonWithTheHighScoreWindow() {
        var (app, _) = TestSupport.app()
        let word = (app.game as! GoodGameplay).secret
        _ = TestSupport.type("q" + String(Set(word)).sorted(), into: &app)
        #expect(app.game.status == .won)
        check(app, "won-modal")
        _ = app.update(.key(.enter))
        check(app, "won")
    }

    @Test func lostInEvilModeWithPostMortem() {
        var (app, _) = TestSupport.app(settings: Settings(wordLength: 4, missesAllowed: 3, mode: .evil))
        _ = TestSupport.type("eaoiu", into: &app)
        #expect(app.game.status == .lost)
        check(app, "lost-modal")
        _ = app.update(.character("c"))
        check(app, "lost-cheats")
        _ = app.update(.character("s"))
        check(app, "lost-statistics")
        _ = app.update(.key(.escape))
        check(app, "lost")
    }

    @Test func highScoresWithThisGameHighlighted() {
        var history = History()
        for i in 0..<12 {
            history.record(GameRecord(id: "old\(i)", word: TestSupport.words[i], won: i % 4 != 3, missesMade: i % 5,
                                      missesAllowed: 6, wordLength: 4, mode: i % 2 == 0 ? .evil : .good,
                                      date: TestSupport.date.addingTimeInterval(Double(-i) * 86_400)))
        }
        var (app, _) = TestSupport.app(history: history)
        let word = (app.game as! GoodGameplay).secret
        _ = TestSupport.type("z" + String(Set(word)).sorted(), into: &app)
        check(app, "high-scores")
    }

    @Test func emptyHistoryMidGame() {
        var (app, _) = TestSupport.app()
        _ = app.update(.key(.function(4)))
        check(app, "empty-history")
    }

    @Test func flipside() {
        var (app, _) = TestSupport.app()
        _ = app.update(.key(.tab))
        _ = app.update(.key(.down))
        check(app, "flipside")
    }

    @Test func tooSmallWindowAndRecovery() {
        var (app, _) = TestSupport.app(width: 50, height: 15)
        check(app, "too-small")
        _ = app.update(.resize(width: 60, height: 20))
        check(app, "minimum-60x20")
    }

    @Test func asciiNoColourMode() {
        var (app, _) = TestSupport.app(glyphs: .ascii)
        _ = TestSupport.type("oez", into: &app)
        check(app, "ascii-mid-game")
        // Without colour the grid still tells hit, miss and unused apart by a mark.
        let text = Layout.render(app).screen.text
        #expect(text.contains("E +"))
        #expect(text.contains("O x"))
        #expect(text.contains("Z x"))
        _ = app.update(.key(.tab))
        check(app, "ascii-flipside")
    }

    @Test func quitDialog() {
        var (app, _) = TestSupport.app()
        _ = app.update(.key(.escape))
        check(app, "quit")
    }

    @Test func newGameDialogMidGame() {
        var (app, _) = TestSupport.app()
        _ = TestSupport.type("oe", into: &app)
        _ = app.update(.key(.control("n")))
        check(app, "new-game")
    }
}
