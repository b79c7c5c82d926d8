import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens

/// Motion as a pure function of the app and a frame clock: screens at given times, as text.
@Suite struct AnimationTests {
    func row(of text: String, in screen: Screen) -> Int? {
        screen.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }
    }

    @Test func aGuessFlashesOnTheGridAndInTheWordThenStops() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .evil))
        var animator = Animator(t.app)
        #expect(!animator.isMoving(at: 0))
        t.type("e")
        animator.observe(t.app, at: 10)
        let hit = !t.app.play.game.wrongLetters.contains("e")
        #expect(animator.motion(at: 10.1).flash == Motion.Flash(letter: "e", hit: hit))
        let frame = Layout.render(t.app, motion: animator.motion(at: 10.1))
        let flashing = frame.screen.cells.filter { $0.style == (hit ? .flashHit : .flashMiss) }
        #expect(flashing.contains { $0.character == "E" })
        #expect(!animator.isMoving(at: 10 + Animator.flashDuration))
        #expect(Layout.render(t.app, motion: animator.motion(at: 10.3)).screen == Layout.render(t.app).screen)
    }

    @Test func theEndWindowSlidesUpInAFewFramesAndAnyKeyEndsIt() throws {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil))
        var animator = Animator(t.app)
        t.type("e")
        animator.observe(t.app, at: 0)
        t.type("a")
        try #require(t.app.play.game.isOver)
        animator.observe(t.app, at: 1)
        let final = Layout.render(t.app).screen
        let place = try #require(row(of: "Game over", in: final))
        // Frames every 25 ms: the title climbs from below the screen to its place, never back down.
        var rows: [Int] = []
        var time = 1.0
        while animator.isMoving(at: time) {
            let screen = Layout.render(t.app, motion: animator.motion(at: time)).screen
            rows.append(row(of: "Game over", in: screen) ?? screen.height)
            time += 0.025
        }
        #expect((5...12).contains(rows.count), "\(rows)")
        #expect(rows.first! > place && rows.last! >= place)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(Layout.render(t.app, motion: animator.motion(at: time)).screen == final)
        // Any key: the loop calls finish; everything is in place at once.
        var fresh = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil))
        var second = Animator(fresh.app)
        fresh.type("ea")
        second.observe(fresh.app, at: 7)
        #expect(second.isMoving(at: 7.05))
        second.finish()
        #expect(!second.isMoving(at: 7.05))
        // Opened again later (F4), the window does not slide.
        t.press(.key(.enter))
        animator.observe(t.app, at: 20)
        t.press(.key(.function(4)))
        animator.observe(t.app, at: 21)
        #expect(!animator.isMoving(at: 21.05))
    }

    @Test func withAnimationsOffOrASlowTerminalNothingMoves() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil, animations: false))
        var animator = Animator(t.app)
        t.type("ea")
        animator.observe(t.app, at: 1)
        #expect(!animator.isMoving(at: 1.01))
        var slow = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil))
        slow.send(.terminalIsSlow)
        var other = Animator(slow.app)
        slow.type("e")
        other.observe(slow.app, at: 1)
        #expect(!other.isMoving(at: 1.01))
        // What is drawn at that moment is the still frame.
        #expect(Layout.render(slow.app, motion: other.motion(at: 1.01)).screen == Layout.render(slow.app).screen)
    }

    @Test func theSettingIsOnTheSettingsSideAndSaved() {
        var t = TestGame()
        t.press(.key(.tab))
        for _ in 0..<5 { t.press(.key(.down)) }
        #expect(t.app.settingsSide.focus == .animations)
        let effects = t.press(.key(.right))
        #expect(t.app.settingsSide.settings.animations == false)
        #expect(effects == [.saveSettings(t.app.settingsSide.settings)])
        #expect(Layout.render(t.app).screen.text.contains("Animations      ○ On  ● Off"))
    }
}
