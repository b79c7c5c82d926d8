import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import HangmanCore

@Suite struct GuesserBotTests {
    @Test(arguments: GuesserBot.allCases)
    func botsNeverRepeatALetterAndAlwaysFinish(bot: GuesserBot) {
        let bucket = WordList(entries: EvilGameplayTests.smallList).words(ofLength: 4)
        for level in Host.allCases {
            var game = EvilGameplay(words: bucket, missesAllowed: 26, host: level, wordList: .full, seed: 1)
            var guesser = Guesser(bucket: bucket, bot: bot)
            var tried = Set<UInt8>()
            while !game.isOver {
                let letter = guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask)
                #expect(!tried.contains(letter), "\(bot) repeated \(Character(UnicodeScalar(letter)))")
                tried.insert(letter)
                #expect(game.guess(String(UnicodeScalar(letter))).isAccepted)
            }
            #expect(game.status == .won)
            #expect(guesser.candidates >= 1)
        }
    }

    @Test func frequencyPicksTheLetterInTheMostWords() {
        let bucket = WordList(entries: ["cat", "car", "cab", "dog"]).words(ofLength: 3)
        var guesser = Guesser(bucket: bucket, bot: .frequency)
        // a and c are in three words each; the first of them alphabetically wins the tie.
        #expect(guesser.nextLetter(pattern: [nil, nil, nil], guessed: 0) == UInt8(ascii: "a"))
    }

    @Test(arguments: GuesserBot.allCases)
    func withOneWordLeftEveryBotGuessesOneOfItsLetters(bot: GuesserBot) {
        // All letters split one word equally (not at all); the tie must go to a letter of the word.
        let bucket = WordList(entries: ["zyx"]).words(ofLength: 3)
        var guesser = Guesser(bucket: bucket, bot: bot)
        #expect("zyx".utf8.contains(guesser.nextLetter(pattern: [nil, nil, nil], guessed: 0)))
    }

    @Test func letterSplitsAgreeWithTheFamiliesOfEachLetter() {
        let sixes = ShippedLists.full.words(ofLength: 6)
        let twenties = ShippedLists.full.words(ofLength: 20)  // long masks, a table that must grow
        let phrases = WordList(entries: ["ice cream cone", "hot dog stands", "big red barns", "old oak trees",
                                         "new car smell", "top hat trick", "red hot chili"]).words(ofLength: 13)
        for (bucket, count) in [(sixes, 3_000), (twenties, 200), (twenties, 12), (phrases, 10)] {
            let words = Array(WordPool(all: bucket).indices.prefix(count))
            let splits = LetterSplits(bucket: bucket, words: words, withFamilies: true)
            for k in 0..<26 {
                let families = WordPool(bucket: bucket, indices: words).wordFamilies(for: UInt8(97 + k))
                #expect(splits.largestFamily[k] == families.map(\.count).max())
                #expect(splits.containing[k] == words.count - (families.first { $0.isMiss }?.count ?? 0))
                let entropy = families.reduce(0.0) { h, f in
                    let p = Double(f.count) / Double(words.count)
                    return h - p * log2(p)
                }
                #expect(abs(splits.entropy[k] - entropy) < 1e-9)
            }
        }
    }

    @Test func minimaxPicksTheLetterWithTheSmallestWorstCase() {
        // T is in every word (the frequency bot's pick) but never splits them: its worst case is
        // all 7. S leaves at most 4 (s__ or not), and every other letter at least 5.
        let words = ["sat", "set", "sit", "sot", "cut", "hut", "hat"]
        let bucket = WordList(entries: words).words(ofLength: 3)
        let worst = (0..<26).map { k in WordPool(all: bucket).wordFamilies(for: UInt8(97 + k)).map(\.count).max()! }
        #expect(worst[Int(UInt8(ascii: "s") - 97)] == 4)
        #expect(worst.filter { $0 <= 4 }.count == 1)
        var minimax = Guesser(bucket: bucket, bot: .minimax)
        #expect(minimax.nextLetter(pattern: [nil, nil, nil], guessed: 0) == UInt8(ascii: "s"))
        var frequency = Guesser(bucket: bucket, bot: .frequency)
        #expect(frequency.nextLetter(pattern: [nil, nil, nil], guessed: 0) == UInt8(ascii: "t"))
    }
}

@Suite struct HowICheatedTests {
    @Test(arguments: Host.allCases)
    func theNumbersAddUp(level: Host) {
        let list = WordList(entries: EvilGameplayTests.smallList)
        var rng = SeededGenerator(seed: 77)
        for _ in 0..<20 {
            var game = EvilGameplay(words: list.words(ofLength: 5), missesAllowed: 6, host: level, wordList: .full, seed: rng.next())
            for l in Array("abcdefghijklmnopqrstuvwxyz").shuffled(using: &rng) where !game.isOver { _ = game.guess(String(l)) }
            let moves = game.moves
            #expect(moves.first?.poolBefore == game.initialPoolSize)
            for (a, b) in zip(moves, moves.dropFirst()) { #expect(a.poolAfter == b.poolBefore) }
            #expect(moves.last?.poolAfter == game.pool.count)
            #expect(moves.allSatisfy { $0.poolAfter <= $0.poolBefore && $0.poolAfter > 0 })
            #expect(moves.filter(\.wasMiss).count == game.missesMade)
            #expect(moves.last?.patternAfter == game.patternText)
        }
    }
}
