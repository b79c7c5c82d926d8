import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens
import TestSupport

/// "How I cheated" is a table of one row a guess, each row true to its move: the letter and its answer, the words
/// before ▸ after, a bar that empties as the words come down to one, and where the host kept another group than
/// Classic, what Classic keeps; under it the deciding guess and the host's reasons, each once.
@Suite struct HowICheatedLineTests {
    static func move(_ reason: FamilyChoice.Reason, letter: Character = "e", miss: Bool = true, before: Int = 900,
                     after: Int = 253, classic: Int = 465, positions: UInt64 = 0b10) -> HostMove {
        HostMove(letter: letter, poolBefore: before, poolAfter: after, patternAfter: "_____", wasMiss: miss,
                 classicPoolAfter: classic, classicPositions: positions, reason: reason)
    }

    @Test func whatClassicKeepsIsSaidByItsNumbers() {
        #expect(HowICheated.classicNote(Self.move(.moreMisses(2))) == "Classic: E at 2, 465 words")
        #expect(HowICheated.classicNote(Self.move(.moreMisses(1), positions: 0b1001)) == "Classic: E at 1,4, 465 words")
        #expect(HowICheated.classicNote(Self.move(.hangsMorePeople(1), miss: false, classic: 12_003, positions: 0))
                == "Classic: no E, 12,003 words")
        #expect(HowICheated.reason(.moreMisses(2)) == "my plan: 2 misses more for you later")
        #expect(HowICheated.reason(.moreMisses(1)) == "my plan: 1 miss more for you later")
        #expect(HowICheated.reason(.largest) == nil && HowICheated.reason(.killingMiss) == nil)
    }

    /// Played games, both hosts, many seeds: a row a guess, in order, each with its own numbers; a row names Classic
    /// exactly where the host differed; every row fits the width; the bar never grows and is empty once one word fits.
    @Test(arguments: [Host.classic, .cunning])
    func everyRowOfAPlayedGameIsItsGuess(host: Host) {
        let list = TestFiles.wordList(TestFiles.resources + "/common.txt")
        var differing = 0
        for seed in UInt64(1)...40 {
            var game = EvilGameplay(words: FakeSample.words(list, length: 6, seed: seed), missesAllowed: 8, host: host,
                                    wordList: .common, seed: seed)
            for letter in "etaoinshrdlucmfwypvbgkqjxz" where !game.isOver { _ = game.guess(String(letter)) }
            for width in [40, 52, 64] {
                let all = HowICheated.lines(game, width: width)
                // A note too long beside its bar wraps under its row (indented), never cut.
                let lines = all.filter { !$0.text.hasPrefix("        ") }
                #expect(lines.count == game.moves.count)
                let decider = lines.firstIndex(where: \.decides)
                #expect(all.filter(\.decides).allSatisfy { $0.text.hasPrefix("▶") || $0.text.hasPrefix("        ") })
                var lastBar = Int.max
                for (i, (line, move)) in zip(lines, game.moves).enumerated() {
                    let mark = move.wasMiss ? "✗" : "✓"
                    #expect(line.text.hasPrefix("\(i == decider ? "▶" : " ")\(move.letter.gameCapital)\(mark)"), "\(line.text)")
                    let halves = line.text.split(separator: "▸", maxSplits: 1).map { $0.split(separator: " ") }
                    #expect(halves.count == 2 && halves[0].last.map(String.init) == UIText.grouped(move.poolBefore)
                            && halves[1].first.map(String.init) == UIText.grouped(move.poolAfter), "\(line.text)")
                    #expect(all.allSatisfy { $0.text.count <= width }, "\(all)")
                    // Said only where the host kept another size than Classic, or a hit where Classic keeps a miss.
                    let differs = !move.asClassic
                        && (move.reason == .killingMiss || move.poolAfter != move.classicPoolAfter
                            || move.wasMiss != move.classicPlaces.isEmpty)
                    #expect(line.differs == differs)
                    let note = HowICheated.classicNote(move)
                    let shown = line.text.hasSuffix(note)
                        || all.drop { $0 != line }.dropFirst().prefix { $0.text.hasPrefix("        ") }
                            .map { String($0.text.drop { $0 == " " }) }.joined(separator: " ") == note
                    #expect(shown == differs, "\(line.text) / \(note)")
                    let bar = line.text.filter { $0 == "█" }.count
                    #expect(bar <= lastBar && (move.poolAfter > 1) == (bar > 0), "\(line.text)")
                    lastBar = bar
                }
            }
            differing += game.moves.filter { !$0.asClassic }.count
            // Each reason once, naming the letters it answered.
            let reasons = HowICheated.reasons(game)
            #expect(Set(reasons).count == reasons.count)
        }
        #expect(differing >= 5, "the seeds never met a move that differs")
    }

    /// A Classic game that kept the largest group every time: three rows, nothing said of Classic; the last miss,
    /// with the words that still fit, decided it.
    @Test func aPlainClassicGameIsARowAGuess() {
        var game = EvilGameplay(words: TestLists.list.words(ofLength: 4), missesAllowed: 3, host: .classic, strategy: ClassicHost(),
                                wordList: .full, seed: 1)
        for letter in "qzx" { _ = game.guess(String(letter)) }
        let lines = HowICheated.lines(game, width: 60)
        #expect(lines.map { String($0.text.prefix(3)) } == [" Q✗", " Z✗", "▶X✗"], "\(lines)")
        #expect(lines.map(\.decides) == [false, false, true])
        #expect(!lines.contains { $0.text.contains("Classic") || $0.differs })
        let left = game.moves.last!.poolAfter
        #expect(HowICheated.deciding(game) == "Your last miss, X, left \(left) word\(left == 1 ? " that fits" : "s that fit").")
    }

    /// Once one word fits, every miss after it was needless, and the page says which.
    @Test func theDecidingGuessNamesTheFreeMisses() throws {
        let list = TestFiles.wordList(TestFiles.resources + "/common.txt")
        var found = 0
        for seed in UInt64(1)...30 {
            var game = EvilGameplay(words: FakeSample.words(list, length: 5, seed: seed), missesAllowed: 26,
                                    host: .cunning, wordList: .common, seed: seed)
            for letter in "eaiourstnlcdpmhgbfywkvxzjq" where !game.isOver { _ = game.guess(String(letter)) }
            guard let i = game.moves.firstIndex(where: { $0.poolAfter == 1 }) else { continue }
            let free = game.moves[(i + 1)...].filter(\.wasMiss).map { String($0.letter.gameCapital) }
            guard !free.isEmpty else { continue }
            found += 1
            let letter = game.moves[i].letter.gameCapital
            let said = try #require(HowICheated.deciding(game))
            let listed = free.count == 1 ? free[0] : free.dropLast().joined(separator: ", ") + " and " + free.last!
            #expect(said == "After your \(letter) only one word fit: \(listed) " + (free.count == 1 ? "was a needless miss." : "were needless misses."))
            let page = try #require(HowICheated.page(game, width: 60)).map(\.text)
            #expect(page.first == "Guess   Words left")
            #expect(try #require(HowICheated.ending(game, width: 60)).first?.hasPrefix("After your \(letter) only one word fit") == true)
        }
        #expect(found > 3)
    }
}

/// A seeded sample of a length's words, as a level deals them.
enum FakeSample {
    static func words(_ list: WordList, length: Int, seed: UInt64) -> WordBucket {
        GameFactory.words(of: list, length: length, share: 0.35, theme: .bothLetters, seed: seed)
    }
}
