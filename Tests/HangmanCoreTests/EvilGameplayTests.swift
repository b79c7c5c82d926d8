import Testing
import TestSupport
@testable import HangmanCore

@Suite struct EvilGameplayTests {
    @Test func stanfordExampleKeepsTheWordsWithoutE() {
        var game = EvilGameplay(words: ShippedLists.stanford.words(ofLength: 4), missesAllowed: 5, wordList: .full, seed: 1)
        #expect(game.pool.count == 9)
        #expect(game.guess("e") == .miss(letter: "e"))
        let kept = game.pool.indices.map { game.pool.bucket.word(at: Int($0)) }.sorted()
        #expect(kept == ["ally", "cool", "good"])
        // O: families {ally} (miss) and {cool, good} (_oo_): the larger one reveals.
        #expect(game.guess("o") == .hit(letter: "o", positions: [1, 2]))
        #expect(game.patternText == "_oo_")
    }

    @Test func familiesArePartitionedByPositions() {
        let bucket = WordList(entries: ["deed", "dead", "bead", "beer", "tree"]).words(ofLength: 4)
        let families = WordPool(all: bucket).wordFamilies(for: UInt8(ascii: "e"))
        let summary = families.map { ($0.positions, $0.words.map { bucket.word(at: Int($0)) }.sorted()) }
        #expect(summary.map(\.0) == [0b0010, 0b0110, 0b1100])  // _e__, _ee_, __ee
        #expect(summary.map(\.1) == [["bead", "dead"], ["beer", "deed"], ["tree"]])
    }

    @Test func tiesPreferFewerRevealedLetters() {
        let bucket = WordList(entries: ["abcd", "xbcd", "aacd", "aaad"]).words(ofLength: 4)
        var game = EvilGameplay(words: bucket, missesAllowed: 5, strategy: ClassicHost(), wordList: .full, seed: 1)
        // a: {xbcd} miss(1), {abcd} 1 reveal(1), {aacd}(1), {aaad}(1): all size 1 → the miss.
        #expect(game.guess("a") == .miss(letter: "a"))
    }

    @Test(arguments: [Host.classic, .cunning])
    func poolAlwaysFitsEveryAnswerOverSeededGames(level: Host) {
        let list = WordList(entries: Self.smallList)
        var rng = SeededGenerator(seed: 42)
        for round in 0..<60 {
            let length = [3, 4, 5][round % 3]
            var game = EvilGameplay(words: list.words(ofLength: length), missesAllowed: 1 + round % 8, host: level,
                                    wordList: .full, seed: rng.next())
            var letters = Array("abcdefghijklmnopqrstuvwxyz").shuffled(using: &rng)
            while !game.isOver, let l = letters.popLast() {
                _ = game.guess(String(l))
                #expect(game.pool.count > 0)
                for w in game.pool.indices { #expect(GameChecks.fits(game.pool.bucket.word(at: Int(w)), game)) }
            }
            #expect(game.isOver)
            #expect(GameChecks.fits(game.word!, game))
            #expect(game.missesMade <= game.missesAllowed)
        }
    }

    @Test func snapshotRestoredMidGameContinuesIdentically() throws {
        let list = ShippedLists.full
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<10 {
            var game = EvilGameplay(words: list.words(ofLength: 6), missesAllowed: 8, wordList: .full, seed: rng.next())
            var letters = Array("etaoinshrdlucmfwypvbgkqjxz")
            for _ in 0..<4 { _ = game.guess(String(letters.removeFirst())) }
            var restored = try #require(try game.snapshot().restore(using: list) as? EvilGameplay)
            #expect(restored.pool.indices == game.pool.indices)
            #expect(restored.round == game.round)
            #expect(restored.moves == game.moves)
            while !game.isOver, let l = letters.first {
                letters.removeFirst()
                #expect(game.guess(String(l)) == restored.guess(String(l)))
            }
            #expect(game.word == restored.word)
        }
    }

    @Test func phraseFamiliesKeepTheSpaces() {
        let list = WordList(entries: ["ab cd", "ef gh", "ijk l", "mnopq"])
        var game = EvilGameplay(words: list.words(ofLength: 5), missesAllowed: 3, wordList: .full, seed: 3)
        #expect(game.patternText == "__ __")
        #expect(game.pool.count == 2)
        #expect(game.guess(" ") == .ignored(.notALetter(" ")))
        _ = game.guess("a")
        #expect(game.patternText.contains(" "))
    }

    @Test func aSnapshotThatDoesNotFitTheListIsRefused() {
        let snapshot = GameSnapshot(mode: .evil, host: .classic, wordList: .full, length: 4, missesAllowed: 5,
                                    guesses: "e", word: nil, seed: 1, pattern: "_e__")
        #expect(throws: SnapshotError.self) { try snapshot.restore(using: WordList(entries: ["cool", "good"])) }
    }

    static let smallList = """
        ace act add ado age aid aim air ale all and ant any ape arc are ark arm art ash ask ate awe axe \
        bad bag ban bat bed bee beg bet bid big bin bit boa bog boo bow box boy bud bug bun bus but buy \
        cab cad can cap car cat cob cod cog con cop cot cow coy cry cub cue cup cur cut \
        able acid aged also area army away baby back ball band bank base bath bear beat been beer bell \
        belt best bill bird blow blue boat body bomb bond bone book boom born boss both bowl bulk burn \
        bush busy cake call calm came camp card care case cash cast cell chat chip city club coal coat \
        about above abuse actor acute admit adopt adult after again agent agree ahead alarm album alert \
        alike alive allow alone along alter among anger angle angry apart apple apply arena argue arise
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

    /// The words still fitting, as the front side shows them, are those of the list's length that
    /// match every answer, counted here from the words themselves; a good game shows none.
    @Test func theWordsThatFitAreThoseMatchingEveryAnswer() {
        let bucket = ShippedLists.common.words(ofLength: 6)
        var game = EvilGameplay(words: bucket, missesAllowed: 8, strategy: ClassicHost(), wordList: .common, seed: 3)
        #expect(game.wordsThatFit == bucket.count)
        for letter in "eaoitn" {
            _ = game.guess(String(letter))
            let fitting = (0..<bucket.count).filter { i in
                let word = Array(bucket.word(at: i))
                return zip(word, game.pattern).allSatisfy { c, shown in
                    shown.map { $0 == c } ?? !game.guessedLetters.contains(c)
                }
            }
            #expect(game.wordsThatFit == fitting.count, "after \(game.guessedLetters)")
        }
        #expect(GoodGameplay(words: bucket, seed: 3, missesAllowed: 8, wordList: .common).wordsThatFit == nil)
    }
}
