import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens
import TestSupport

/// "How I cheated" says what the numbers beside it show: "kinder" only when the player got more
/// (a hit where the largest group had none, or fewer words left), "harsher" only for a miss where
/// the largest group held the letter, never "by a few words" for groups of one size; moves
/// answered as the plain rule answers fold into one line.
@Suite struct HowICheatedLineTests {
    static func move(_ reason: FamilyChoice.Reason, miss: Bool = true, after: Int = 253, classic: Int = 465,
                     positions: UInt64 = 0b10) -> HostMove {
        HostMove(letter: "e", poolBefore: 900, poolAfter: after, patternAfter: "_____", wasMiss: miss, classicPoolAfter: classic,
                 classicPositions: positions, reason: reason)
    }

    @Test func eachNoteSaysWhatTheNumbersShowThenWhy() {
        #expect(HowICheated.verdict(Self.move(.moreMisses(2))) == "harsher: a miss, where Classic keeps E at 2 (465 words); my plan: 2 misses more for you later")
        #expect(HowICheated.verdict(Self.move(.moreMisses(1), positions: 0b1001))
                == "harsher: a miss, where Classic keeps E at 1,4 (465 words); my plan: 1 miss more for you later")
        #expect(HowICheated.verdict(Self.move(.killingMiss, classic: 2)) == "harsher: the miss that hangs you, where Classic keeps E at 2 (2 words)")
        #expect(HowICheated.verdict(Self.move(.hangsMorePeople(1), miss: false, classic: 12_003, positions: 0))
                == "kinder: a hit, where Classic keeps no E (12,003 words); my plan: it hangs more players later")
        #expect(HowICheated.verdict(Self.move(.peopleMissMore, miss: false)) == "kinder by 212 words: Classic keeps E at 2 (465 words); my plan: more misses later for most players")
        #expect(HowICheated.verdict(Self.move(.resumed)) == "harsher: a miss, where Classic keeps E at 2 (465 words); from your saved game")
        // The reported cases: a "kinder" miss where the largest group was a hit, and "a few
        // words" kinder with groups of one size.
        #expect(HowICheated.verdict(Self.move(.nearlyLargest, after: 31, classic: 38, positions: 1 << 5), host: .classic)
                == "harsher: a miss, where the plain rule keeps E at 6 (38 words); drawn to vary the game")
        #expect(HowICheated.verdict(Self.move(.nearlyLargest, miss: false, after: 1, classic: 1, positions: 1 << 3), host: .classic)
                == "as many words as the plain rule keeps, with E at 4; drawn to vary the game")
        // A hit kept where the plain rule, on a tie, keeps the miss: kinder, and "1 word", never "1 words".
        #expect(HowICheated.verdict(Self.move(.nearlyLargest, miss: false, after: 1, classic: 1, positions: 0), host: .classic)
                == "kinder: a hit, where the plain rule keeps no E (1 word); drawn to vary the game")
    }

    /// Played games, both hosts, many seeds: every note is checked against its own numbers.
    @Test(arguments: [Host.classic, .cunning])
    func everyNoteOfAPlayedGameIsTrue(host: Host) {
        let list = TestFiles.wordList(TestFiles.resources + "/common.txt")
        var differing = 0
        for seed in UInt64(1)...40 {
            var game = EvilGameplay(words: FakeSample.words(list, length: 6, seed: seed), missesAllowed: 8, host: host,
                                    wordList: .common, seed: seed)
            for letter in "etaoinshrdlucmfwypvbgkqjxz" where !game.isOver { _ = game.guess(String(letter)) }
            for move in game.moves where !move.asClassic {
                differing += 1
                let note = HowICheated.verdict(move, host: host)
                let kinder = !move.wasMiss && (move.classicPlaces.isEmpty || move.poolAfter < move.classicPoolAfter)
                let harsher = move.wasMiss && !move.classicPlaces.isEmpty
                #expect(note.hasPrefix("kinder") == kinder, "\(note) (\(move.poolAfter) vs \(move.classicPoolAfter))")
                #expect(note.hasPrefix("harsher") == harsher, "\(note)")
                if note.hasPrefix("kinder by") {
                    #expect(note.hasPrefix("kinder by \(move.classicPoolAfter - move.poolAfter) word"))
                }
                #expect(note.contains(host == .classic ? "the plain rule" : "Classic keeps"))
            }
            // Moves answered as the plain rule answers fold: never two such lines in a row.
            let lines = HowICheated.lines(game, width: 60)
            for (a, b) in zip(lines, lines.dropFirst()) where !a.differs && !b.differs {
                #expect(!(a.text.contains("the same as Classic") || a.text.contains("as the plain rule")) || b.text.hasPrefix("     "),
                        "two folded lines in a row: \(a.text) / \(b.text)")
            }
            #expect(lines.filter { !$0.differs }.count <= game.moves.count - game.moves.filter { !$0.asClassic }.count)
        }
        #expect(differing > 10, "the seeds never met a move that differs")
    }

    /// A Classic game that kept the largest group every time is one row: its letters, then the
    /// words before and after in the counts' column.
    @Test func aPlainClassicGameIsOneLine() {
        var game = EvilGameplay(words: TestLists.list.words(ofLength: 4), missesAllowed: 3, host: .classic, strategy: ClassicHost(),
                                wordList: .full, seed: 1)
        for letter in "qzx" { _ = game.guess(String(letter)) }
        let lines = HowICheated.lines(game, width: 60)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.text == " Q✗ Z✗ X✗" && lines.last?.text.hasSuffix("as the plain rule") == true)
    }
}

/// A seeded sample of a length's words, as a level deals them.
enum FakeSample {
    static func words(_ list: WordList, length: Int, seed: UInt64) -> WordBucket {
        GameFactory.words(of: list, length: length, share: 0.35, theme: .bothLetters, seed: seed)
    }
}
