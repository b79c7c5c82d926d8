import Testing
import TestSupport
@testable import HangmanCore

@Suite struct GoodGameplayTests {
    @Test func theWordNeverChangesAndIsSeeded() {
        let bucket = ShippedLists.full.words(ofLength: 7)
        var a = SeededGenerator(seed: 99), b = SeededGenerator(seed: 99)
        var game = GoodGameplay(words: bucket, seed: a.next(), missesAllowed: 26)
        let twin = GoodGameplay(words: bucket, seed: b.next(), missesAllowed: 26)
        #expect(game.secret == twin.secret)
        let secret = game.secret
        for l in "etaoinshrdlucmfwypvbgkqjxz" where !game.isOver {
            _ = game.guess(String(l))
            #expect(game.secret == secret)
            #expect(GameChecks.fits(secret, game))
        }
        #expect(game.status == .won)
        #expect(game.word == secret)
    }

    @Test func differentSeedsPickDifferentWords() {
        let bucket = ShippedLists.full.words(ofLength: 8)
        let words = Set((0..<20).map { seed -> String in
            var rng = SeededGenerator(seed: UInt64(seed))
            return GoodGameplay(words: bucket, seed: rng.next(), missesAllowed: 5).secret
        })
        #expect(words.count > 15)
    }

    @Test func snapshotRoundTrip() throws {
        var game = GoodGameplay(secret: "new york", missesAllowed: 4, wordList: .full)
        #expect(game.patternText == "___ ____")
        _ = game.guess("o"); _ = game.guess("z")
        let restored = try game.snapshot().restore(using: WordList(entries: ["new york", "san diego"]))
        #expect(restored.patternText == "___ _o__")
        #expect(restored.wrongLetters == ["z"])
        #expect(restored.snapshot() == game.snapshot())
    }

    @Test(arguments: ["new jersey", "        ", "new yor", "NEW YORK"])
    func aSavedWordThatIsNotInItsListIsRefused(word: String) {
        var snapshot = GoodGameplay(secret: "new york", missesAllowed: 4, wordList: .full).snapshot()
        snapshot.word = word
        snapshot.deal.length = word.utf8.count
        snapshot.pattern = String(word.map { $0 == " " ? " " : "_" })
        #expect(throws: SnapshotError.self) { try snapshot.restore(using: WordList(entries: ["new york", "new jersey x"])) }
    }
}
