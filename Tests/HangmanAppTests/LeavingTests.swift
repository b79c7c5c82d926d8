import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens
import TestSupport

/// Leaving a game for a new one after a miss counts it as lost (as leaving the day's daily
/// already did), so that no game that goes badly can be left unscored; the question says so.
@Suite struct LeavingTests {
    static func leave(_ t: inout TestGame) {
        t.press(.key(.control("n")))
        t.press(.character("y"))
    }

    @Test(arguments: [GameMode.good, .evil])
    func leavingAfterAMissIsALoss(mode: GameMode) throws {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: mode))
        t.type("q")
        try #require(t.app.play.game.missesMade == 1)
        let before = t.app.play.game
        t.press(.key(.control("n")))
        #expect(DailyAppTests.prose(of: t).contains("Leaving it now counts as a lost game."))
        t.press(.character("y"))
        let record = try #require(t.disk.read(\.records).last)
        #expect(!record.won && record.missesMade == 1 && record.missesAllowed == 6 && record.daily == nil)
        // The word recorded fits every answer the host gave.
        #expect(record.word.count == 4 && !record.word.contains("q") && GameChecks.fits(record.word, before))
        #expect(t.app.play.game.guessedLetters.isEmpty, "a new game is dealt")
        let said = mode == .evil ? "it could have been" : "it was"
        #expect(t.app.note?.text == "Counted as lost (\(said) \(record.word.uppercased())). New game: 4 letters, 6 misses")
        #expect(t.app.store.history?.statistics().played == 1)
    }

    @Test func leavingBeforeAnyMissCostsNothing() throws {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        let secret = try #require((t.app.play.game as? GoodGameplay)?.secret)
        t.type(String(secret.first!))
        try #require(t.app.play.game.missesMade == 0 && t.app.play.isUnderWay)
        t.press(.key(.control("n")))
        #expect(DailyAppTests.prose(of: t).contains("It has no miss yet: leaving it costs nothing."))
        t.press(.character("y"))
        #expect(t.disk.read(\.records).isEmpty)
        #expect(t.app.play.game.guessedLetters.isEmpty, "a new game is dealt")
    }

    /// Quitting keeps the game (saved, resumed next time): it is not a loss.
    @Test func quittingIsNotLeaving() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        t.type("q")
        t.press(.key(.escape))
        let effects = t.press(.character("y"))
        #expect(effects.contains(.quit))
        #expect(t.disk.read(\.records).isEmpty)
    }
}
