import HangmanCore
import TestSupport
import Testing
@testable import HangmanApp
@testable import HangmanScreens

/// Challenges on the full screen: a game's code when it ends, F6 to type a friend's, its game dealt.
@Suite struct ChallengeAppTests {
    /// A Custom evil game of the test list, played to a loss.
    static func lostGame() -> TestGame {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil, host: .classic, wordList: .full))
        t.type("qxzjv")
        return t
    }

    @Test func anEndedGamesCodeIsOnItsLineToShareAndInWhatIsCopied() throws {
        var t = Self.lostGame()
        #expect(t.app.play.game.isOver)
        let share = try #require(t.app.shareText)
        let code = try #require(share.challenge)
        #expect(code == t.app.play.game.deal.code)
        #expect(share.line.hasSuffix("challenge " + code))
        #expect(t.screen.text.contains(code), "\(t.screen.text)")
        let copied = t.press(.character("y"))
        guard case .copyToClipboard(let text)? = copied.first else { Issue.record("nothing copied: \(copied)"); return }
        #expect(text.hasSuffix("Play it: evil-hangman --challenge " + code))
    }

    @Test func F6TakesACodeAndDealsItsGameAfterAskingWhereAGameIsUnderWay() throws {
        let source = Self.lostGame()
        let code = try #require(source.app.shareText?.challenge)
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
        t.type("e")
        t.press(.key(.function(6)))
        #expect(t.app.windows.modal == .challengeEntry)
        #expect(t.screen.text.contains("Challenge"))
        // A code mistyped is said in the window, which stays open; Backspace mends it.
        t.type(code.dropLast() + "Z")
        t.press(.key(.enter))
        #expect(t.app.windows.modal == .challengeEntry && t.app.challenge.problem != nil)
        #expect(t.screen.text.contains("character wrong"), "\(t.screen.text)")
        t.press(.key(.backspace))
        t.type(String(code.last!))
        t.press(.key(.enter))
        // A game under way: asked first, as for a new game.
        #expect(t.app.windows.modal == .question(.leaveForChallenge(try Deal(code: code))))
        t.press(.character("y"))
        #expect(t.app.play.game.deal.isChallenge && t.app.play.game.deal.code == code)
        // The same guesses meet the same answers as the friend's.
        t.type("qxzjv")
        #expect(t.app.play.game.patternText == source.app.play.game.patternText)
        #expect(t.app.play.game.word == source.app.play.game.word)
        // Its record carries the code, and its row in the high scores is marked.
        let record = try #require(t.disk.read(\.records).last)
        #expect(record.challenge == code)
    }

    @Test func EscLeavesTheWindowAndNothingElse() {
        var t = TestGame()
        let before = t.app.play.id
        let prompt = try? #require(t.app.note?.text)
        t.press(.key(.function(6)))
        // The window takes a code: the game's "Type a letter" is not said under it, and comes back after.
        #expect(prompt.map { !t.screen.text.contains($0) } ?? false)
        t.type("EH-12")
        t.press(.key(.escape))
        #expect(t.app.windows.modal == nil && t.app.play.id == before)
        #expect(prompt.map { t.screen.text.contains($0) } ?? false)
        // Opened again, it is empty.
        t.press(.key(.function(6)))
        #expect(t.app.challenge.typed.isEmpty)
    }

    @Test func aChallengesRowIsMarkedInTheHighScores() throws {
        var history = History()
        let game = GoodGameplay(words: TestLists.list.words(ofLength: 4), seed: 3, missesAllowed: 6, wordList: .full)
        var won = game
        for letter in won.committedWord! { _ = won.guess(String(letter)) }
        var finished = FinishedGame(game: won, id: "c-1")
        finished.deal.origin = .challenge
        history.record(finished.record(endedAt: TestLists.now))
        let lines = ScoreTable.lines(history, page: .good, highlight: nil, localTime: .utc, glyphs: .unicode)
        #expect(lines.rows.contains { $0.text.contains(won.committedWord!.uppercased() + " ⚑") }, "\(lines.rows)")
    }

    @Test func aSavedChallengeResumesMarked() throws {
        var deal = try Deal(code: try #require(GoodGameplay(words: TestLists.list.words(ofLength: 4), seed: 3, missesAllowed: 6).deal.code))
        let game = try #require(deal.game(from: TestLists.list))
        let t = TestGame(savedGame: SavedGame(id: "saved-1", game: game.snapshot()))
        #expect(t.app.play.game.deal.isChallenge && t.app.play.id == "saved-1")
        deal.origin = .new
        #expect(t.app.play.game.deal != deal)
    }
}
