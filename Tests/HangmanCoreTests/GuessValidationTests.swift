import Testing
@testable import HangmanCore

@Suite struct GuessValidationTests {
    func game() -> GoodGameplay { GoodGameplay(secret: "hangman", missesAllowed: 3, wordList: .full) }

    @Test(arguments: [
        ("", IgnoredReason.nothing(.english)),
        ("ab", .moreThanOneCharacter("ab")),
        ("1", .notALetter("1")),
        ("!", .notALetter("!")),
        (" ", .notALetter(" ")),
        ("é", .notALetter("é")),
        ("\n", .notALetter("\n")),
        ("\u{1b}[A", .moreThanOneCharacter("\u{1b}[A")),
    ])
    func invalidInputIsIgnoredAndFree(input: String, reason: IgnoredReason) {
        var g = game()
        #expect(g.guess(input) == .ignored(reason))
        #expect(g.missesMade == 0)
        #expect(g.guessedLetters.isEmpty)
    }

    /// A refused letter is named as it was typed, in capitals only where the capital is the
    /// same letter: the long s is not S, the dotless i not I (both are letters of every alphabet).
    @Test func aRefusedLetterIsNamedAsTyped() {
        #expect(IgnoredReason.notALetter("ſ").message == "ſ (U+017F) is not a letter of this game's alphabet")
        #expect(IgnoredReason.notALetter("ı").message == "ı (U+0131) is not a letter of this game's alphabet")
        #expect(IgnoredReason.notALetter("é").message == "É (U+00C9) is not a letter of this game's alphabet")
        #expect(IgnoredReason.notALetter("ß").message == "ẞ (U+1E9E) is not a letter of this game's alphabet")
        #expect(IgnoredReason.nothing(.english).message == "Type a letter from A to Z")
        #expect(IgnoredReason.nothing(.german).message == "Type a letter (A-Z ÄÖÜẞ)")
        #expect(IgnoredReason.nothing(.spanish).message == "Type a letter (A-Z Ñ)")
    }

    @Test func caseInsensitiveAndRepeatsAreFree() {
        var g = game()
        #expect(g.guess("A") == .hit(letter: "a", positions: [1, 5]))
        #expect(g.guess("a") == .ignored(.alreadyGuessed("A")))
        #expect(g.guess("z") == .miss(letter: "z"))
        #expect(g.guess("Z") == .ignored(.alreadyGuessed("Z")))
        #expect(g.missesMade == 1)
        #expect(g.patternText == "_a___a_")
        #expect(g.wrongLetters == ["z"])
        #expect(g.correctLetters == ["a"])
    }

    @Test func nothingCountsAfterTheEnd() {
        var g = game()
        for l in ["x", "y", "q"] { _ = g.guess(l) }
        #expect(g.status == .lost)
        #expect(g.missesLeft == 0)
        #expect(g.guess("h") == .ignored(.gameOver))
        #expect(g.guess("7") == .ignored(.gameOver))
        #expect(g.missesMade == 3)
        #expect(g.word == "hangman")
    }

    @Test func messagesReadWell() {
        #expect(IgnoredReason.notALetter("7").message == "7 is not a letter")
        #expect(IgnoredReason.alreadyGuessed("E").message == "You already tried E")
        #expect(IgnoredReason.notALetter("\u{1}").message == "^A is not a letter")
    }
}
