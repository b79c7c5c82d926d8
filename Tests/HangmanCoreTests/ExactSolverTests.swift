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
            let expected = CunningHostTests.bruteForce(bucket, words, guessed: 0)
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

    @Test func aStarFoundInEveryPlaceAndAlphabet() {
        // The second half of the packed key (places 12 and on), the letters after z, and phrases.
        let long = WordList(entries: ["abcdefghijklmn", "abcdefghijklmo", "abcdefghijklmp", "abcdefghijklmq"]).words(ofLength: 14)
        #expect(StarBound.largestStar(in: WordPool(all: long).indices, of: long) == 4)
        let spanish = WordList(entries: ["año", "aso", "ato", "ano"], language: .spanish).words(ofLength: 3)
        #expect(StarBound.largestStar(in: WordPool(all: spanish).indices, of: spanish) == 4)
        // A place that is a space is no star's: guessing never names a space.
        let phrases = WordList(entries: ["ab cd", "ab ce", "ab cf", "abxcd"]).words(ofLength: 5)
        #expect(StarBound.largestStar(in: WordPool(all: phrases).indices, of: phrases) == 3)
    }

    @Test func aStarWithOtherWordsIsStillALowerBound() {
        // Stars of 3 to 6 words among others: the exact value is never below the star's.
        let bucket = ShippedLists.common.words(ofLength: 3)
        var generator = SeededGenerator(seed: 11)
        let all = WordPool(all: bucket).indices
        let stars = Dictionary(grouping: all) { w in
            let word = bucket.word(at: Int(w))
            return String(word.dropFirst())
        }.values.filter { $0.count >= 3 }.sorted { $0[0] < $1[0] }
        for star in stars.prefix(12) {
            let others = (0..<4).map { _ in all[Int(generator.next() % UInt64(all.count))] }
            let words = Array(Set(star.prefix(6) + others)).sorted()
            var solver = ExactSolver(bucket: bucket, words: words)
            #expect(StarBound.largestStar(in: words, of: bucket) - 1 <= solver.value(solver.root))
            #expect(solver.value(solver.root) == CunningHostTests.bruteForce(bucket, words, guessed: 0))
        }
    }

    @Test func theHostLooksForStarsOnlyWhereTheLookFitsAFrame() {
        let host = CunningHost()
        #expect(host.looksForStars(inPoolOf: 29_782, length: 8))  // web2's 8-letter root, a star of 9
        #expect(!host.looksForStars(inPoolOf: 32_263, length: 9))  // web2's largest pool
        // A --words list of long words: never the slow path inside a decision, however few.
        #expect(!host.looksForStars(inPoolOf: 2, length: StarBound.packedLength + 1))
        #expect(host.looksForStars(inPoolOf: 2, length: StarBound.packedLength))
    }

    /// The model bots, and a person with hunches (the host models the habit without them).
    static let twoLetterPlayers: [Guesser.Player] = GuesserBot.allCases.map { .bot($0) }
        + [.person(Person(style: .letterOrder, seed: 7, hunchRate: 0.4))]

    @Test(arguments: twoLetterPlayers.indices)
    func fiendishForcesTheOptimumOnWeb2sTwoLetterWords(player: Int) {
        let bucket = ShippedLists.full.words(ofLength: 2)
        for seed: UInt64 in [1, 2] {
            var game = EvilGameplay(words: bucket, missesAllowed: 26, host: .cunning, wordList: .full, seed: seed)
            var guesser = Guesser(bucket: bucket, player: Self.twoLetterPlayers[player])
            while !game.isOver {
                _ = game.guess(String(LetterCode.character(guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask))))
            }
            #expect(game.missesMade >= 18, "player \(player) seed \(seed): \(game.missesMade)")
        }
    }
}
