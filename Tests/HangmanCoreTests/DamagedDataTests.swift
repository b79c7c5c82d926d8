import Testing
@testable import HangmanCore
import TestSupport

/// Files that decode but describe impossible games must not crash anything.
@Suite struct DamagedDataTests {
    @Test func aPreviewOfAnImpossibleSnapshotStaysWithinTheRules() {
        let snapshot = GameSnapshot(mode: .evil, host: .classic, wordList: .full, length: 5, missesAllowed: 1,
                                    guesses: "exyzqq", word: nil, seed: 1, pattern: "_____")
        let preview = PreviewGameplay(saved: snapshot)
        #expect(preview.missesMade == 1)
        #expect(preview.missesLeft == 0)
        #expect(preview.status == .lost)
    }

    /// A level's game names the share of words it was dealt from: a share that is none (NaN, 0,
    /// negative, over 1) is refused, and a game that does not fit the sample it names is too.
    @Test(arguments: [Double.nan, 0, -0.5, 1.5, .infinity])
    func aSavedShareThatIsNoShareIsRefused(share: Double) {
        let snapshot = GameSnapshot(mode: .evil, host: .classic, wordList: .full, length: 4, missesAllowed: 5,
                                    guesses: "e", word: nil, seed: 1, pattern: "____", poolShare: share)
        #expect(snapshot.problem != nil)
        #expect(throws: SnapshotError.self) { try snapshot.restore(using: WordList(entries: ["cool", "good", "ally"])) }
    }

    @Test func aSavedGameThatDoesNotFitItsSampleIsRefused() throws {
        let list = WordList(entries: ["cool", "good", "ally", "beta", "deal", "else", "flew", "hope"])
        let sample = GameFactory.words(of: list, length: 4, share: 0.5, seed: 9)
        let left = (0..<list.words(ofLength: 4).count).map { list.words(ofLength: 4).word(at: $0) }
            .first { word in !(0..<sample.count).contains { sample.word(at: $0) == word } }
        let outside = try #require(left, "the sample leaves a word out")
        // A game won on a word the sample does not hold cannot be this game.
        let snapshot = GameSnapshot(mode: .evil, host: .classic, wordList: .full, length: 4, missesAllowed: 26,
                                    guesses: String(Set(outside)).sorted().map(String.init).joined(), word: nil, seed: 9,
                                    pattern: outside, poolShare: 0.5)
        #expect(throws: SnapshotError.self) { try snapshot.restore(using: list) }
    }

    @Test func anEvilSaveWithARepeatedLetterIsRefused() {
        let list = WordList(entries: ["cool", "good", "ally"])
        let snapshot = GameSnapshot(mode: .evil, host: .classic, wordList: .full, length: 4, missesAllowed: 5,
                                    guesses: "xx", word: nil, seed: 1, pattern: "____")
        #expect(throws: SnapshotError.self) { try snapshot.restore(using: list) }
    }

    @Test(arguments: [(-3, 10, true, "abc", Int64(0)), (11, 10, false, "abc", 0), (2, 40, true, "abc", 0),
                      (10, 10, true, "abc", 0), (1, 10, true, "ab\u{1b}", 0), (1, 10, true, "   ", 0),
                      (1, 10, true, "abc", -62_135_596_801), (1, 10, true, "abc", Int64.max)])
    func anImpossibleRecordIsRefused(missesMade: Int, missesAllowed: Int, won: Bool, word: String, endedAt: Int64) throws {
        let record = GameRecord(id: "x", word: word, won: won, missesMade: missesMade, missesAllowed: missesAllowed,
                                wordLength: 3, mode: .evil, endedAt: endedAt)
        #expect(record.problem != nil)
        var history = History()
        history.record(GameRecord(id: "fine", word: "abc", won: true, missesMade: 1, missesAllowed: 10, wordLength: 3,
                                  mode: .evil, endedAt: 0))
        #expect(history.problem == nil)
    }
}
