import Foundation
import Testing
@testable import HangmanCore
import TestSupport

/// The Nemesis host deals around what a player's games ended on: no ending of their last five games, no word they won
/// on, so its games differ and a line that beat it once does not meet the same answers again.
@Suite struct EndWordsTests {
    static let list = ShippedLists.common

    static func deal(seed: UInt64, misses: Int = 8) -> Deal {
        Deal(list: .common, length: 8, misses: misses, host: .nemesis, level: .nemesis, seed: seed, share: 1)
    }

    /// Plays `letters` in order (the letters a game still takes) until it ends: the answers, as patterns, and the record.
    static func play(_ deal: Deal, habits: PlayerHabits, letters: String) -> (answers: [String], record: GameRecord) {
        var game = deal.game(from: list, habits: habits)!
        var answers: [String] = []
        for letter in letters where !game.isOver {
            _ = game.guess(String(letter))
            answers.append(game.patternText)
        }
        return (answers, GameRecord(ended: game, id: "\(deal.seed)"))
    }

    @Test func aNemesisGameDealsNoneOfTheLastEndingsAndNoWordWonOn() throws {
        var habits = PlayerHabits()
        let ends = ["standing", "shoulder", "children", "question", "pleasant", "national"]
        for (n, word) in ends.enumerated() {
            habits.learn(
                from: GameRecord(
                    id: "\(n)", deal: Self.deal(seed: UInt64(n)), word: word, won: word == "shoulder",
                    missesMade: 8, guesses: Array("etaoin")))
        }
        let game = try #require(Self.deal(seed: 42).game(from: Self.list, habits: habits) as? EvilGameplay)
        let all = try #require(Self.deal(seed: 42).words(from: Self.list))
        let dealt = Set(game.pool.indices.map { game.pool.bucket.word(at: Int($0)) })
        // The last five games' endings (not STANDING's, six games back) and the word won on are left out, nothing else.
        let leftOut = (0..<all.count).map(all.word(at:)).filter {
            ["der", "ren", "ion", "ant", "nal"].contains(String($0.suffix(3))) || $0 == "shoulder"
        }
        #expect(!leftOut.isEmpty && dealt.isDisjoint(with: leftOut))
        #expect(dealt.count + leftOut.count == all.count)
        #expect(game.initialPoolSize == dealt.count && game.wordsThatFit == dealt.count)
        #expect(dealt.contains { $0.hasSuffix("ing") }, "an ending six games back is dealt again")
        // Another host, or a player who turned learning off, is dealt every word.
        var cunning = Self.deal(seed: 42)
        cunning.host = .cunning
        #expect(cunning.game(from: Self.list, habits: habits)?.wordsThatFit == all.count)
        var off = habits
        off.learning = false
        #expect(Self.deal(seed: 42).game(from: Self.list, habits: off)?.wordsThatFit == all.count)
    }

    /// A fixed order that beat Nemesis, played again on the same deal once Nemesis has learnt that game, meets other
    /// answers: the word it won on is not dealt again, even after the five games whose endings it also leaves out.
    @Test func aLineThatWonMeetsOtherAnswersOnceItsGameIsLearnt() {
        let line = "eaiosrntlcdugmphbyfkwvzxjq"
        var habits = PlayerHabits()
        var won: [(Deal, [String], String)] = []
        for seed in UInt64(1)...16 {
            let deal = Self.deal(seed: seed, misses: 14)
            let first = Self.play(deal, habits: habits, letters: line)
            habits.learn(from: first.record)
            if first.record.won && seed <= 16 - UInt64(EndWords.recentGames) {
                won.append((deal, first.answers, first.record.word))
            }
        }
        #expect(won.count >= 3, "the line won \(won.count) games before the last five: too few to show anything")
        for (deal, answers, word) in won {
            let again = Self.play(deal, habits: habits, letters: line)
            #expect(again.answers != answers, "seed \(deal.seed): the same answers to the same line")
            #expect(again.record.word != word)
        }
    }

    /// The end words a file holds are bounded: more than the game keeps is refused, not believed.
    @Test func moreEndWordsThanTheGameKeepsAreRefused() throws {
        var habits = PlayerHabits()
        habits.learn(from: PlayerHabitsTests.record("etaoin"))
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let data = try encoder.encode(habits)
        #expect(try PropertyListDecoder().decode(PlayerHabits.self, from: data) == habits)
        let text = String(decoding: data, as: UTF8.self)
        let one = "<string>aaaaaaaaa</string>"
        #expect(text.contains(one))
        let six = text.replacingOccurrences(of: one, with: String(repeating: one, count: EndWords.recentGames + 1))
        #expect((try? PropertyListDecoder().decode(PlayerHabits.self, from: Data(six.utf8))) == nil)
        // A file of 1.7.0, before end words were kept, reads as knowing none.
        let older = text.replacingOccurrences(of: "<key>endWords</key>", with: "<key>ignored</key>")
        #expect(try PropertyListDecoder().decode(PlayerHabits.self, from: Data(older.utf8)).endWords.isEmpty)
    }
}
