import Testing
@testable import HangmanCore
import TestSupport

/// The Cunning host against a counter: a player who tries, guess after guess, the letter in the
/// most words that still fit. It knows one when it sees two such guesses in a row, and plans
/// against that way of guessing: a line of answers that hangs it, where the search finds one.
@Suite struct WayPlanTests {
    /// A game of `host` on the everyday words of `length` letters, played to its end by the counter.
    static func counterGame(length: Int, misses: Int, seed: UInt64, host: CunningHost) -> EvilGameplay {
        let words = GameFactory.words(of: ShippedLists.common, length: length, share: 0.8, seed: seed)
        var game = EvilGameplay(words: words, missesAllowed: misses, host: .cunning, strategy: host, wordList: .common, seed: seed,
                                poolShare: 0.8)
        var guesser = Guesser(bucket: words, player: .bot(.frequency))
        while !game.isOver {
            _ = game.guess(String(LetterCode.character(guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask))))
        }
        return game
    }

    @Test func theRunOfACountersGuessesIsKeptAndBrokenByAnyOther() throws {
        var game = EvilGameplay(words: ShippedLists.common.words(ofLength: 6), missesAllowed: 8, host: .cunning, wordList: .common, seed: 2)
        let first = WayPlan.countersLetters(game.pool.indices, in: game.pool.bucket, guessed: 0)
        #expect(first == LetterCode.bit(UInt8(ascii: "e")), "E is in the most 6-letter words")
        _ = game.guess("e")
        #expect(game.counterRun == 1)
        let next = WayPlan.countersLetters(game.pool.indices, in: game.pool.bucket, guessed: game.guessedMask)
        let letter = UInt8(97 + next.trailingZeroBitCount)
        _ = game.guess(String(LetterCode.character(letter)))
        #expect(game.counterRun == 2)
        _ = game.guess("q")
        #expect(game.counterRun == 0)
        // A saved game comes back with its run, as its guesses made it.
        _ = game.guess("e")  // tried already: no guess, the run stands
        let restored = try #require(try game.snapshot().restore(using: ShippedLists.common) as? EvilGameplay)
        #expect(restored.counterRun == game.counterRun)
    }

    /// On the same deals, the host that plans hangs the counter at least as often as the one that
    /// does not, and where it does, How I cheated can say it planned.
    @Test func planningHangsTheCounterMoreOften() {
        let planning = CunningHost(variety: true), blind = CunningHost(variety: true, counterPlanAfter: nil)
        var hangedPlanning = 0, hangedBlind = 0, planned = 0
        for seed in UInt64(1)...12 {
            let a = Self.counterGame(length: 6, misses: 7, seed: seed, host: planning)
            let b = Self.counterGame(length: 6, misses: 7, seed: seed, host: blind)
            hangedPlanning += a.status == .lost ? 1 : 0
            hangedBlind += b.status == .lost ? 1 : 0
            planned += a.moves.contains { $0.reason == .plannedAgainstCounter } ? 1 : 0
            #expect(!b.moves.contains { $0.reason == .plannedAgainstCounter })
        }
        #expect(hangedPlanning >= hangedBlind && hangedPlanning > 0, "planning \(hangedPlanning), blind \(hangedBlind)")
        #expect(planned > 0)
    }

    @Test func aPlanAgainstACounterIsExactOnAPoolSmallEnoughToCheck() throws {
        // bake cake lake make rake take wake fake sake jake: the counter tries A, E, K, then the
        // first letters in the order of the most words; with 4 misses left the host can keep the
        // miss each time and hang it.
        let bucket = WordList(entries: ["bake", "cake", "lake", "make", "rake", "take", "wake", "fake", "sake", "jake"]).words(ofLength: 4)
        var plan = WayPlan(bucket: bucket, way: .counter, budget: 10_000)
        let all = WordPool(all: bucket).indices
        let guessed = LetterCode.bit(97) | LetterCode.bit(101) | LetterCode.bit(107)
        #expect(plan.hangs(all, guessed: guessed, missesLeft: 4) == true)
        #expect(plan.hangs(all, guessed: guessed, missesLeft: 10) == false, "ten words: nine misses at most")
        var starved = WayPlan(bucket: bucket, way: .counter, budget: 1)
        #expect(starved.hangs(all, guessed: guessed, missesLeft: 9) == nil, "out of budget: it does not know")
    }

    /// A game of `host` on the everyday words of 8 letters, dealt as the Nemesis level deals (every word, no ending
    /// over its share) with its misses, played by someone who keeps `order` strictly, skipping letters no fitting
    /// word holds.
    static func orderGame(_ order: [UInt8], seed: UInt64, host: CunningHost) -> EvilGameplay {
        let level = Level.nemesis.preset!
        let words = Deal.sample(of: ShippedLists.common.words(ofLength: 8), share: level.share, theme: nil, seed: seed)
        var game = EvilGameplay(
            words: words, missesAllowed: level.missesAllowed, host: .nemesis, strategy: host, wordList: .common, seed: seed)
        while !game.isOver {
            let possible = game.pool.indices.reduce(UInt32(0)) { $0 | words.letterSets[Int($1)] } & ~game.guessedMask
            _ = game.guess(String(LetterCode.character(order.first { possible & LetterCode.bit($0) != 0 }!)))
        }
        return game
    }

    /// The Nemesis host that has learnt a player keeping one order strictly hangs them where a line
    /// exists (E T A O I N… has one at the Nemesis level's deal; vowels first, on the headword list with no ending
    /// over its share, none the search finds), and says so; one who leaves their order often is not planned against.
    @Test(arguments: [Person.englishOrder])
    func aPlayerWhoKeepsTheirOrderIsHangedOnceLearnt(order: [UInt8]) {
        let strict = CunningHost(variety: true, learned: LearnedPlayer(order: order, confidence: 1, hunchRate: 0.05))
        let loose = CunningHost(variety: true, learned: LearnedPlayer(order: order, confidence: 1, hunchRate: 0.3))
        var words = Set<String>()
        var planned = 0
        for seed in UInt64(1)...4 {
            let game = Self.orderGame(order, seed: seed, host: strict)
            #expect(game.status == .lost, "seed \(seed)")
            planned += game.moves.contains { $0.reason == .plannedAgainstYou } ? 1 : 0
            words.insert(game.word ?? "")
            #expect(!Self.orderGame(order, seed: seed, host: loose).moves.contains { $0.reason == .plannedAgainstYou })
        }
        #expect(planned >= 3, "How I cheated says it planned")
        #expect(words.count > 1, "the seed varies the line: \(words)")
    }
}
