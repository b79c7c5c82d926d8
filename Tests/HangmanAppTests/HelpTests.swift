import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens

/// Help on ? and F1 from every side and window; closing it goes back to what was in front.
@Suite struct HelpTests {
    static let sizes = [(60, 20), (80, 24), (120, 40)]

    @Test(arguments: [Input.character("?"), Input.key(.function(1))])
    func helpOpensFromEverySideAndWindowAndClosesBackToIt(key: Input) {
        for (width, height) in Self.sizes {
            for stop in ScreenTour.stops(width: width, height: height) where !stop.game.app.windows.seeingTheBoard {
                var t = stop.game
                let before = (t.app.side, t.app.windows.modal)
                let guesses = t.app.play.game.guessedLetters
                t.press(key)
                guard case .help(let topic)? = t.app.windows.modal else {
                    Issue.record("\(stop.name) at \(width)x\(height): \(key) opened \(String(describing: t.app.windows.modal))")
                    continue
                }
                #expect(topic == WindowsFeature().helpTopic(for: before.0, modal: before.1), "\(stop.name)")
                let screen = t.screen.text
                #expect(screen.contains("─ Help ─"), "\(stop.name): no Help window")
                if height >= 24 { #expect(screen.contains("cheats"), "\(stop.name): help does not say the host cheats") }
                t.press(key)  // the same key closes it
                #expect(t.app.side == before.0 && t.app.windows.modal == before.1, "\(stop.name): help did not close back")
                t.press(key)
                t.press(.key(.escape))
                #expect(t.app.side == before.0 && t.app.windows.modal == before.1, "\(stop.name): Esc did not close back")
                #expect(t.app.play.game.guessedLetters == guesses, "\(stop.name): help cost a guess")
            }
        }
    }

    /// At 80×24 the front side's help is one screen; at 60×20 it scrolls, and its keys work as
    /// on every scrolled page.
    @Test func oneScreenAt80x24ScrolledAt60x20() {
        var big = TestGame(width: 80, height: 24)
        big.press(.character("?"))
        let (count, shown) = big.app.scrolledLines
        #expect(count <= shown, "help is \(count) lines, \(shown) shown")
        var small = TestGame(width: 60, height: 20)
        small.press(.character("?"))
        let (lines, rows) = small.app.scrolledLines
        #expect(lines > rows)
        let top = small.screen.text
        small.press(.key(.down))
        #expect(small.app.windows.scroll == 1 && small.screen.text != top)
        small.press(.key(.end))
        #expect(small.app.windows.scroll == lines - rows)
        #expect(small.screen.text.contains("of \(lines)"))
        small.press(.key(.home))
        #expect(small.app.windows.scroll == 0 && small.screen.text == top)
    }

    /// The help's keys are the keys of what it was opened over.
    @Test func theKeysShownAreThoseOfWhatIsInFront() {
        #expect(HelpText.text(for: .frontSide, width: 72).contains { $0.0.contains("guess a letter") })
        #expect(HelpText.text(for: .settingsSide, width: 72).contains { $0.0.contains("back to the game") })
        #expect(HelpText.text(for: .results(.scores), width: 72).contains { $0.0.contains("see the board") })
        #expect(HelpText.text(for: .question(.quit), width: 72).first?.0 == "Keys of the question")
    }
}
