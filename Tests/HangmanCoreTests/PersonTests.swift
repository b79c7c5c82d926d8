import Testing
@testable import HangmanCore
import TestSupport

@Suite struct PersonTests {
    static let bucket = ShippedLists.full.words(ofLength: 6)

    /// A whole game of `person` against the Classic host: the letters tried, in order.
    static func play(_ person: Person, allowed: Int = 26) -> (letters: String, won: Bool) {
        var game = EvilGameplay(words: bucket, missesAllowed: allowed, host: .classic, wordList: .full, seed: 1)
        var guesser = Guesser(bucket: bucket, player: .person(person))
        var letters = ""
        while !game.isOver {
            let letter = guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask)
            letters.append(Character(UnicodeScalar(letter)))
            #expect(game.guess(String(UnicodeScalar(letter))).isAccepted, "\(person.style) repeated a letter")
            // A person never tries a letter no word that fits has.
        }
        return (letters, game.status == .won)
    }

    @Test(arguments: Person.Style.allCases)
    func aSeedGuessesTheSameWayEveryTime(style: Person.Style) {
        let a = Self.play(Person(style: style, seed: 42)), b = Self.play(Person(style: style, seed: 42))
        #expect(a.letters == b.letters)
        #expect(a.won)  // with every miss allowed, every game ends in a win
        let others = Set((0..<8).map { Self.play(Person(style: style, seed: UInt64($0))).letters })
        #expect(others.count > 1, "hunches (and pictured words) vary with the seed")
    }

    @Test func withoutHunchesTheHabitsAreTheirOwn() {
        let order = Self.play(Person(style: .letterOrder, seed: 1, hunchRate: 0)).letters
        let vowels = Self.play(Person(style: .vowelsFirst, seed: 1, hunchRate: 0)).letters
        #expect(order.hasPrefix("e"))  // the commonest English letter, in some six-letter word
        #expect(vowels.prefix(3).allSatisfy { "aeiou".contains($0) })
        // The letter order is the English one, skipping only letters no fitting word has.
        let ranks = order.map { c in Person.englishOrder.firstIndex(of: c.asciiValue!)! }
        #expect(Array(ranks.prefix(4)) == ranks.prefix(4).sorted())
    }

    @Test func aPersonNeverTriesALetterNoFittingWordHas() {
        // Only words without "e": a person who knows them never tries E.
        let list = WordList(entries: ["akimbo", "blithy", "cuckoo", "jigsaw", "pillow"]).words(ofLength: 6)
        for style in Person.Style.allCases {
            for seed in 0..<20 {
                var person = Person(style: style, seed: UInt64(seed), hunchRate: 1)
                let letter = person.letter(for: WordPool(all: list).indices, in: list, guessed: 0)!
                #expect(letter != UInt8(ascii: "e") && letter != UInt8(ascii: "z"), "\(style) tried \(Character(UnicodeScalar(letter)))")
            }
        }
    }

    @Test func hunchesComeAtTheirRate() {
        var person = Person(style: .letterOrder, seed: 9, hunchRate: 0.25, hunchWidth: 3)
        let words = WordPool(all: Self.bucket).indices
        var hunches = 0
        for _ in 0..<4_000 where person.letter(for: words, in: Self.bucket, guessed: 0) != UInt8(ascii: "e") { hunches += 1 }
        // A hunch picks among E, T, A: two thirds of hunches are not E.
        #expect((500...840).contains(hunches), "\(hunches) of 4,000")
    }
}

@Suite struct HowICheatedMoveTests {
    @Test func eachMoveKnowsWhatTheClassicHostWouldHaveKept() {
        // The killing-miss list: with one miss left the Fiendish host takes the miss, and says so.
        let bucket = WordList(entries: ["aabe", "abae", "xyzw"]).words(ofLength: 4)
        var game = EvilGameplay(words: bucket, missesAllowed: 1, host: .cunning, wordList: .full, seed: 1)
        _ = game.guess("e")
        let move = game.moves[0]
        #expect(move.poolAfter == 1 && move.wasMiss)
        #expect(move.classicPoolAfter == 2)
        #expect(move.classicPlaces == [4])
        #expect(move.reason == .killingMiss)
        #expect(!move.asClassic)
        // The Classic host's own moves are "the same".
        var classic = EvilGameplay(words: bucket, missesAllowed: 1, host: .classic, wordList: .full, seed: 1)
        _ = classic.guess("e")
        #expect(classic.moves[0].asClassic)
    }

    @Test func theFiendishHostExplainsEveryMoveItMakesDifferently() {
        let bucket = ShippedLists.full.words(ofLength: 8)
        let slice = WordList(entries: stride(from: 0, to: bucket.count, by: 25).map { bucket.word(at: $0) }).words(ofLength: 8)
        var game = EvilGameplay(words: slice, missesAllowed: 10, host: .cunning, wordList: .full, seed: 1)
        var guesser = Guesser(bucket: slice, bot: .frequency)
        while !game.isOver { _ = game.guess(String(UnicodeScalar(guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask)))) }
        for move in game.moves {
            #expect(move.classicPoolAfter >= move.poolAfter)
            if move.poolAfter == move.classicPoolAfter && !move.asClassic { #expect(move.reason != .largest) }
        }
        #expect(game.moves.contains { !$0.asClassic }, "the Fiendish host never left the Classic host's choice")
    }
}
