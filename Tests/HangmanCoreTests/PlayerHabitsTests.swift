import Foundation
import Testing
@testable import HangmanCore
import TestSupport

/// What the Nemesis host learns of a player, from their own games, and how it plays with it.
@Suite struct PlayerHabitsTests {
    static let bucket = ShippedLists.full.words(ofLength: 9)

    /// A finished game of `letters` (in order) in `language`, ended at `at`.
    static func record(_ letters: String, language: Language = .english, at: Int64 = 1_000, begun: Bool = false) -> GameRecord {
        GameRecord(id: "\(at)", word: "aaaaaaaaa", won: false, missesMade: 10, missesAllowed: 10, wordLength: 9, mode: .evil,
                   endedAt: at, host: .nemesis, list: RecordedList(language == .english ? .full : .everyday(language)),
                   guesses: Array(letters)).beginning(begun)
    }

    /// A player who keeps to R S T L N E, then the vowels, is learnt as that order from a few
    /// games, though each game skipped other letters.
    @Test func anOrderIsLearntFromTheGuessesInOrder() {
        var habits = PlayerHabits()
        for game in ["rstlneaiou", "rstneaioud", "rslneaioum", "rstlnaeiop", "rtlneaioug", "rstlneaiyo"] { habits.learn(from: Self.record(game)) }
        let order = LetterCode.text(habits.habit(in: .english)!.order(in: .english))
        #expect(order.hasPrefix("rstlne"), "learnt \(order)")
        #expect(habits.habit(in: .english)!.favouriteOpener?.letter == UInt8(ascii: "r"))
        #expect(habits.habit(in: .english)!.favouriteOpener!.share > 0.99)
        #expect(habits.habit(in: .german) == nil, "nothing is known of a language not played")
    }

    /// The numbers a page says are the counts' own, recomputed here from the games.
    @Test func theHabitsCountWhatTheGamesDid() {
        var habits = PlayerHabits()
        let games = ["eatoin", "eaoint", "tea", "aeiou"]
        for (n, g) in games.enumerated() { habits.learn(from: Self.record(g, at: Int64(n))) }
        let habit = habits.habit(in: .english)!
        #expect(habit.games == 4)
        // Recent-weighted: the game n from the end counts memory^n.
        let weights = (0..<4).map { pow(PlayerHabits.memory, Double(3 - $0)) }
        #expect(abs(habit.weight - weights.reduce(0, +)) < 1e-9)
        let vowels = zip(games, weights).map { g, w in Double(g.prefix(3).filter { "aeiou".contains($0) }.count) * w }.reduce(0, +)
        #expect(abs(habit.vowelsInFirstThree - vowels / habit.weight) < 1e-9)
        let opensWithE = zip(games, weights).filter { $0.0.first == "e" }.map(\.1).reduce(0, +)
        #expect(habit.favouriteOpener!.letter == UInt8(ascii: "e"))
        #expect(abs(habit.favouriteOpener!.share - opensWithE / habit.weight) < 1e-9)
    }

    /// Twenty games of a new habit outweigh every game of the old one.
    @Test func aChangedHabitIsLearntWithinTwentyGames() {
        var habits = PlayerHabits()
        for n in 0..<60 { habits.learn(from: Self.record("etaoinshrd", at: Int64(n))) }
        for n in 60..<80 { habits.learn(from: Self.record("rstlneaiou", at: Int64(n))) }
        #expect(LetterCode.text(habits.habit(in: .english)!.order(in: .english)).hasPrefix("rstlne"))
    }

    @Test func learningOffLearnsNothingAndForgettingForgets() {
        var habits = PlayerHabits(learning: false)
        habits.learn(from: Self.record("etaoin"))
        #expect(habits.habit(in: .english) == nil && habits.player(in: .english) == nil)
        habits.learning = true
        habits.learn(from: Self.record("etaoin"))
        habits.learn(from: Self.record("etaoin", begun: true))  // a daily written ahead is not a game yet
        #expect(habits.habit(in: .english)?.games == 1 && habits.player(in: .english) != nil)
        let forgotten = habits.forgetting(andLearning: false)
        #expect(forgotten.habit(in: .english) == nil && !forgotten.learning && forgotten.languages.isEmpty)
    }

    /// A file's counts are checked: a count no games could add up to is refused, not believed.
    @Test func countsNoGamesCouldMakeAreRefused() throws {
        var habits = PlayerHabits()
        habits.learn(from: Self.record("etaoin"))
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let data = try encoder.encode(habits)
        #expect(try PropertyListDecoder().decode(PlayerHabits.self, from: data) == habits)
        for (bad, good) in [("<key>weight</key>\n\t\t\t<real>1</real>", "<key>weight</key>\n\t\t\t<real>1e300</real>"),
                            ("<key>weight</key>\n\t\t\t<real>1</real>", "<key>weight</key>\n\t\t\t<real>-1</real>"),
                            ("<string>0 0 0 0 1 ", "<string>0 0 0 0 0 1 "), ("<string>0 0 0 0 1 ", "<string>x 0 0 0 1 "),
                            ("<string>0 0 0 0 1 ", "<string>0 0 0 0 1e9 ")] {
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains(bad))
            let edited = text.replacingOccurrences(of: bad, with: good)
            #expect((try? PropertyListDecoder().decode(PlayerHabits.self, from: Data(edited.utf8))) == nil, "\(good) is refused")
        }
        var newer = String(decoding: data, as: UTF8.self)
        newer = newer.replacingOccurrences(of: "<key>version</key>\n\t<integer>1</integer>", with: "<key>version</key>\n\t<integer>9</integer>")
        #expect(throws: NewerFormatError.self) { try PropertyListDecoder().decode(PlayerHabits.self, from: Data(newer.utf8)) }
    }

    /// What a file keeps (counts to a thousandth) reads back as itself after any run of games:
    /// rounding never makes a good file look damaged (a native reader's eight games did).
    @Test func manyGamesWrittenAndReadBackAreTheSameHabits() throws {
        var habits = PlayerHabits()
        var rng = SeededGenerator(seed: 11)
        let letters = Array("etaoinshrdlucmfwypvbgkjqxz")
        for n in 0..<40 {
            let game = String((0..<(5 + n % 9)).map { _ in letters[Int(rng.next() % 26)] })
            habits.learn(from: Self.record(game, language: n % 5 == 0 ? .german : .english, at: Int64(n)))
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .xml
            let read = try PropertyListDecoder().decode(PlayerHabits.self, from: encoder.encode(habits))
            #expect(read.habit(in: .english)?.games == habits.habit(in: .english)?.games)
            #expect(read.habit(in: .english).map { LetterCode.text($0.order(in: .english)) }
                    == habits.habit(in: .english).map { LetterCode.text($0.order(in: .english)) })
        }
    }

    /// With nothing learnt, Nemesis answers as the Cunning host does, guess for guess.
    @Test func withNothingLearntNemesisIsCunning() {
        let plain = Host.nemesis.rule(knowing: PlayerHabits(), in: .english)
        let off = Host.nemesis.rule(knowing: { var h = PlayerHabits(learning: false); h.learn(from: Self.record("etaoin")); return h }(),
                                             in: .english)
        for strategy in [plain, off] {
            var a = EvilGameplay(words: Self.bucket, missesAllowed: 10, host: .nemesis, strategy: strategy, wordList: .full, seed: 7)
            var b = EvilGameplay(words: Self.bucket, missesAllowed: 10, host: .cunning, wordList: .full, seed: 7)
            for letter in "etaoinshrdlu" where !a.isOver {
                _ = a.guess(String(letter)); _ = b.guess(String(letter))
                #expect(a.pattern == b.pattern)
            }
            #expect(a.expectedOrder == nil)
        }
    }

    /// Knowing a player's order, Nemesis answers them otherwise than Cunning, and says what it
    /// expected; the levels but Nemesis never learn, and a Nemesis level's game counts on it.
    @Test func nemesisPlaysTheOrderItLearntAndTheLevelsNeverLearn() {
        var habits = PlayerHabits()
        for n in 0..<12 { habits.learn(from: Self.record("rstlneaioudcmp", at: Int64(n))) }
        let strategy = Host.nemesis.rule(knowing: habits, in: .english)
        var game = EvilGameplay(words: Self.bucket, missesAllowed: 10, host: .nemesis, strategy: strategy, wordList: .full, seed: 3)
        #expect(LetterCode.text(game.expectedOrder ?? []).hasPrefix("rstlne"))
        _ = game.guess("r")
        for level in Level.allCases {
            for language in Language.allCases {
                let host = level.preset(in: language)?.host
                if level == .nemesis { #expect(host == .nemesis, "the Nemesis level is its host's in \(language)") }
                else { #expect(host != .nemesis, "\(level) never learns") }
            }
        }
        // A game of the Nemesis level counts on what was learnt; one of Fiendish does not.
        for (level, learns) in [(Level.nemesis, true), (.fiendish, false)] {
            var generator = SeededGenerator(seed: 5)
            let dealt = GameFactory.newGame(settings: Settings.defaults.choosing(level), list: ShippedLists.common, id: .common,
                                            habits: habits, using: &generator).game as? EvilGameplay
            #expect((dealt?.expectedOrder != nil) == learns, "\(level)")
        }
        for host in [Host.classic, .cunning] {
            #expect(!(host.rule(knowing: habits, in: .english) is CunningHost)
                    || (host.rule(knowing: habits, in: .english) as! CunningHost).learned == nil)
        }
    }
}
