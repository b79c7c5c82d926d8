import Testing
@testable import HangmanCore

/// The offline exact search and the star bound, against brute force and on the shipped lists.
@Suite struct ExactSolverTests {
    /// Seeded pools of a few words of the common list, small enough for brute force.
    static func smallPools(length: Int, count: Int, seed: UInt64) -> [(WordBucket, [Int32])] {
        let bucket = ShippedLists.common.words(ofLength: length)
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { n in
            let size = 3 + n % 9
            let words = Set((0..<size).map { _ in Int32(generator.next() % UInt64(bucket.count)) })
            return (bucket, words.sorted())
        }
    }

    @Test(arguments: [2, 3, 4, 5])
    func valueEqualsBruteForceOnSeededPools(length: Int) {
        for (bucket, words) in Self.smallPools(length: length, count: 24, seed: UInt64(length)) {
            var solver = ExactSolver(bucket: bucket, words: words)
            let expected = FiendishTests.bruteForce(bucket, words, guessed: 0)
            #expect(solver.value(solver.root) == expected, "\(words.map { bucket.word(at: Int($0)) })")
            // The boolean search answers both sides of the value.
            let forcesV = solver.forces(solver.root, expected), forcesMore = solver.forces(solver.root, expected + 1)
            #expect(forcesV && !forcesMore)
            // A star is a lower bound, never more.
            #expect(StarBound.largestStar(in: words, of: bucket) - 1 <= expected)
        }
    }

    @Test func settlesWeb2sTwoLetterWordsAtEighteen() {
        // EVIL-NOTES: V = 18 for web2's 137 two-letter words; the 19 words ?O are the star that forces it.
        let bucket = ShippedLists.full.words(ofLength: 2)
        #expect(bucket.count == 137)
        var solver = ExactSolver(bucket: bucket, words: WordPool(all: bucket).indices)
        #expect(solver.value(solver.root) == 18)
        #expect(StarBound.largestStar(in: WordPool(all: bucket).indices, of: bucket) == 19)
    }

    @Test func aStarIsWordsAlikeButForOnePlaceWhoseLetterTheyHoldNowhereElse() {
        let list = WordList(entries: ["bat", "cat", "hat", "mat", "tat", "bag", "bog"])
        let bucket = list.words(ofLength: 3)
        let all = WordPool(all: bucket).indices
        // b-, c-, h-, m-AT: TAT holds its T twice, so a guess of T names it apart from the rest.
        #expect(StarBound.largestStar(in: all, of: bucket) == 4)
        #expect(StarBound.largestStar(in: all.filter { bucket.word(at: Int($0)).hasPrefix("b") }, of: bucket) == 2)
        #expect(StarBound.largestStar(in: [all[0]], of: bucket) == 1)
        #expect(StarBound.largestStar(in: [Int32](), of: bucket) == 0)
    }

    @Test func wordsLongerThanThePackedKeysCountTheSame() {
        // 25 letters: the words' bytes are the keys (more than two halves of twelve letters).
        let stem = "bcdfghjklmnpqrstvwxyz" + "bcd"
        let words = ["a", "e", "i", "o", "u"].map { $0 + stem } + ["b" + stem]
        let bucket = WordList(entries: words).words(ofLength: 25)
        // ?BCD…: A, E, I, O, U stand once; B stands twice in the last word.
        #expect(StarBound.largestStar(in: WordPool(all: bucket).indices, of: bucket) == 5)
        let short = WordList(entries: words.map { String($0.prefix(1) + $0.dropFirst(2)) }).words(ofLength: 24)
        #expect(StarBound.largestStar(in: WordPool(all: short).indices, of: short) == 5)
    }

    @Test(arguments: GuesserBot.allCases)
    func fiendishForcesTheOptimumOnWeb2sTwoLetterWords(bot: GuesserBot) {
        // Every model guesser suffers V = 18, as does a guesser the host does not model.
        let bucket = ShippedLists.full.words(ofLength: 2)
        for player in [Guesser.Player.bot(bot), .person(Person(style: .letterOrder, seed: 7, hunchRate: 0.4))] {
            for seed: UInt64 in [1, 2] {
                var game = EvilGameplay(words: bucket, missesAllowed: 26, evilLevel: .fiendish, wordList: .full, seed: seed)
                var guesser = Guesser(bucket: bucket, player: player)
                while !game.isOver {
                    _ = game.guess(String(LetterCode.character(guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask))))
                }
                #expect(game.missesMade >= 18, "\(player) seed \(seed): \(game.missesMade)")
            }
        }
    }
}
