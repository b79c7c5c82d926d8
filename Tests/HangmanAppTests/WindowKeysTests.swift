import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens
import TestSupport

/// Keys that must never surprise: a question's safe answer is Enter's, no key is eaten by a
/// window that was set aside or closed, and Ctrl-N does the same whether a guess was made or not.
@Suite struct WindowKeysTests {
    static func lost() -> TestGame {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil))
        t.type("qz")
        return t
    }

    /// Enter keeps the game in every question, as N and Esc do; only Y (or the question's own
    /// key again) says yes.
    @Test func enterIsTheSafeAnswerToEveryQuestion() {
        for open: Input in [.key(.escape), .key(.control("n")), .key(.function(5))] {
            var t = TestGame()
            t.type("e")
            let before = t.app.play.game.snapshot(), id = t.app.play.id
            t.press(open)
            guard case .question? = t.app.windows.modal else {
                Issue.record("\(open) asked nothing")
                continue
            }
            let effects = t.press(.key(.enter))
            #expect(t.app.windows.modal == nil)
            #expect(!effects.contains(.quit))
            #expect(t.app.play.id == id && t.app.play.game.snapshot() == before, "\(open), then Enter, left the game")
        }
    }

    /// Ctrl-N asks the same question before the first guess as after it, so a reflexive Y
    /// answers it and is never a guess.
    @Test func ctrlNAsksTheSameWhetherOrNotAGuessWasMade() {
        for guesses in ["", "e", "q"] {
            var t = TestGame()
            t.type(guesses)
            let id = t.app.play.id
            t.press(.key(.control("n")))
            #expect(t.app.windows.modal == .question(.leaveForNewGame), "after \(guesses.isEmpty ? "no guess" : guesses)")
            t.press(.character("y"))
            #expect(t.app.play.id != id && t.app.play.game.guessedLetters.isEmpty)
        }
    }

    /// After "See the board", a new game (Ctrl-N) or the daily (F5) opens clean: the next key is
    /// a guess, not the key that brings the window back.
    @Test func aKeyAfterSeeingTheBoardIsNeverEaten() {
        for deal: Input in [.key(.control("n")), .key(.function(5))] {
            var t = Self.lost()
            t.press(.character(" "))
            #expect(t.app.windows.seeingTheBoard)
            t.press(deal)
            #expect(!t.app.windows.seeingTheBoard && t.app.windows.modal == nil, "\(String(describing: t.app.windows.modal)) \(String(describing: t.app.waiting))")
            #expect(!t.app.play.game.isOver)
            t.press(.character("e"))
            #expect(t.app.play.game.guessedLetters == ["e"], "the first key after \(deal) was eaten")
        }
        // F4 over a game under way, Space, Ctrl-N: the first Y answers "New game?".
        var t = TestGame()
        t.type("e")
        t.press(.key(.function(4)))
        t.press(.character(" "))
        t.press(.key(.control("n")))
        #expect(t.app.windows.modal == .question(.leaveForNewGame))
        let id = t.app.play.id
        t.press(.character("y"))
        #expect(t.app.play.id != id)
    }

    /// Esc closes a window; a second Esc straight after is the same reflex: it says how to quit
    /// instead of asking. A third, or an Esc after anything else, asks.
    @Test func escTwiceFromAWindowDoesNotAskToQuit() {
        var t = Self.lost()
        #expect(t.app.windows.modal == .results(.scores))
        t.press(.key(.escape))
        #expect(t.app.windows.modal == nil)
        t.press(.key(.escape))
        #expect(t.app.windows.modal == nil)
        #expect(t.app.note?.text == UIText.escapeAgainToQuit)
        t.press(.key(.escape))
        #expect(t.app.windows.modal == .question(.quit))
        t.press(.key(.escape))
        #expect(t.app.windows.modal == nil)
        // Another key between the two: Esc asks at once.
        t.press(.key(.function(4)))
        t.press(.key(.escape))
        t.press(.key(.left))
        t.press(.key(.escape))
        #expect(t.app.windows.modal == .question(.quit))
    }

    /// A letter typed on after the game's end is answered: the window says which keys it takes.
    @Test func aLetterAfterTheEndIsAnsweredNotSwallowed() {
        var t = Self.lost()
        t.press(.character("e"))
        #expect(t.app.windows.modal == .results(.scores))
        #expect(t.app.note?.text == UIText.resultsKeys(gameOver: true))
        // In a question, a key that is no answer says which are.
        var q = TestGame()
        q.type("e")
        q.press(.key(.escape))
        q.press(.character("x"))
        #expect(q.app.windows.modal == .question(.quit))
        #expect(q.app.note?.text == UIText.answerTheQuestion)
        #expect(q.app.play.game.guessedLetters == ["e"])
    }
}
