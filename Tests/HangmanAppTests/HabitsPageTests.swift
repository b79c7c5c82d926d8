import Foundation
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens
import Testing

/// "What I know about you": it says what the Nemesis host learnt, recounted here from the games
/// that taught it; K opens it, Backspace forgets (after a question), L learns again; a finished game
/// teaches the habits, the levels never learn, and a Nemesis game's How I cheated names the habit.
@Suite struct HabitsPageTests {
    /// Twelve games: eight opened with T, four with A; each tries its letters in the order given.
    static let games: [String] = (0..<12).map { $0 % 3 == 0 ? "aeiotnsr" : "tnsraeio" }

    static func records(_ games: [String]) -> [GameRecord] {
        games.enumerated().map { n, g in
            GameRecord(id: "g\(n)", word: "abcdefgh", won: false, missesMade: 6, missesAllowed: 6, wordLength: 8, mode: .evil,
                       endedAt: Int64(n), host: .classic, list: RecordedList(.full), guesses: Array(g))
        }
    }

    /// The page's text for a player who played `games` (English).
    static func page(after games: [String]) -> (text: String, game: TestGame) {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .evil))
        for record in records(games) { t.disk.change { $0.habits.learn(from: record) } }
        t.send(.habits(.loaded(t.disk.read(\.habits), problem: nil)))
        t.press(.key(.function(4)))
        t.press(.character("k"))
        return (t.screen.text.replacingOccurrences(of: "│", with: " ").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .joined(separator: " ").replacingOccurrences(of: "  ", with: " "), t)
    }

    @Test func thePageSaysWhatTheGamesTaughtNothingElse() {
        let (text, t) = Self.page(after: Self.games)
        #expect(t.app.windows.modal == .results(.habits))
        #expect(text.contains("What I know about you"))
        // Recounted from the games: each game's weight is memory^(games after it).
        let weights = Self.games.indices.map { pow(PlayerHabits.memory, Double(Self.games.count - 1 - $0)) }
        let total = weights.reduce(0, +)
        let openedT = zip(Self.games, weights).filter { $0.0.first == "t" }.map(\.1).reduce(0, +)
        let opener = openedT >= total / 2 ? "T" : "A"
        let share = max(openedT, total - openedT) / total
        #expect(text.contains("English, from 12 games"))
        #expect(text.contains("You open with \(opener): \(Int((share * 100).rounded()))% of your games, the latest counting most."), "\(text)")
        let vowels = zip(Self.games, weights).map { g, w in Double(g.prefix(3).filter { "aeiou".contains($0) }.count) * w }.reduce(0, +) / total
        #expect(text.contains("Of your first three guesses, \(HabitsText.oneDecimal(vowels)) are vowels on average"))
        // The order names only letters the games tried, most of the games' order first.
        let said = text.components(separatedBy: "as I know it now: ").last?.prefix { $0 != "." } ?? ""
        let letters = said.split(separator: " ").map(String.init)
        #expect(Set(letters) == Set("TNSRAEIO".map(String.init)), "\(said)")
        #expect(letters.prefix(4) == ["T", "N", "S", "R"], "most games tried T N S R first: \(said)")
        #expect(!text.contains("Spanish") && !text.contains("German"), "no language not played")
    }

    /// At 60×20 the page is longer than its window: it scrolls to its last line, as every page does.
    @Test func thePageScrollsWhereItDoesNotFit() {
        var t = TestGame(width: 60, height: 20)
        t.send(.habits(.loaded(ScreenTour.learntHabits, problem: nil)))
        t.press(.key(.function(4)))
        t.press(.character("k"))
        let (count, shown) = t.app.scrolledLines
        #expect(count > shown)
        let last = HabitsPage.lines(t.app, width: UIMetrics.window(width: 60, height: 20).width - 4).last!.text
        #expect(!t.screen.text.contains(last))
        t.press(.key(.end))
        #expect(t.screen.text.contains(last), "\(t.screen.text)")
        t.press(.key(.home))
        #expect(t.screen.text.contains("Nemesis learns how you guess"))
    }

    @Test func fAsksThenForgetsAndStopsLearningThenLearnsAgain() {
        var (_, t) = Self.page(after: Self.games)
        t.press(.character("f"))
        #expect(t.app.windows.modal == .results(.habits), "a letter typed on forgets nothing")
        t.press(.key(.backspace))
        #expect(t.app.windows.modal == .question(.forgetHabits))
        let forgotten = t.press(.character("y"))
        #expect(forgotten == [.saveHabits(PlayerHabits(learning: false))])
        #expect(t.disk.read(\.habits) == PlayerHabits(learning: false), "nothing learnt is left on disk")
        #expect(t.app.windows.modal == .results(.habits))
        #expect(t.screen.text.contains("Learning is off") && !t.screen.text.contains("English, from"))
        // A game finished with learning off teaches nothing.
        t.press(.key(.enter))
        t.newGame()
        _ = t.type(until: { $0.app.play.game.isOver })
        #expect(t.disk.read(\.records).count == 1 && t.disk.read(\.habits).habit(in: .english) == nil)
        // L: learning is on again, with no question (there is nothing to lose).
        t.press(.key(.function(4)))
        t.press(.character("k"))
        #expect(t.press(.key(.backspace)) == [] && t.app.windows.modal == .results(.habits), "nothing to forget")
        #expect(t.press(.character("l")) == [.saveHabits(PlayerHabits(learning: true))])
        t.press(.key(.enter))
        t.newGame()
        _ = t.type(until: { $0.app.play.game.isOver })
        #expect(t.disk.read(\.records).count == 2 && t.disk.read(\.habits).habit(in: .english)?.games == 1)
    }

    /// The Nemesis level's front line says what its game counts on, as it was dealt: a few games
    /// are still learning, fifteen or more are known; once over, in the past.
    @Test func theNemesisLineSaysHowMuchTheGameKnew() {
        func game(after games: [String], learning: Bool = true) -> (EvilGameplay, Bool) {
            var habits = PlayerHabits()
            for record in Self.records(games) { habits.learn(from: record) }
            if !learning { habits = habits.forgetting(andLearning: false) }
            return (EvilGameplay(words: TestLists.list.words(ofLength: 4), missesAllowed: 2, host: .nemesis,
                                 strategy: Host.nemesis.rule(knowing: habits, in: .english), wordList: .full, seed: 1), learning)
        }
        let cases: [([String], Bool, String)] = [([], true, "it does not know you yet"), (Array(Self.games.prefix(3)), true, "it is learning your habits"),
                                                 (Self.games + Self.games, true, "it knows your habits"), (Self.games, false, "learning is off")]
        for (games, learning, said) in cases {
            var (dealt, on) = game(after: games, learning: learning)
            #expect(UIText.nemesisKnows(dealt, learning: on) == said)
            for letter in "qzxjvkwyfpmbhgcdlu" where !dealt.isOver { _ = dealt.guess(String(letter)) }
            #expect(dealt.isOver)
            let past = ["it does not know you yet": "it did not know you yet", "it is learning your habits": "it was learning your habits",
                        "it knows your habits": "it knew your habits"][said] ?? said
            #expect(UIText.nemesisKnows(dealt, learning: on) == past)
        }
    }

    /// With learning off, the settings side's host row does not say Nemesis learns.
    @Test func theHostRowSaysWhenLearningIsOff() {
        for (learning, said) in [(true, "learns you"), (false, "learning is off")] {
            var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .evil, host: .nemesis))
            t.send(.habits(.loaded(PlayerHabits().forgetting(andLearning: learning), problem: nil)))
            t.press(.key(.tab))
            let row = t.screen.text.split(separator: "\n").first { $0.contains("● Nemesis") } ?? ""
            #expect(row.hasSuffix(said) || row.contains(said + " "), "\(row)")
            // The Nemesis level's line says it too, in place of its band.
            t.send(.settingsSide(.setLevel(.nemesis)))
            let band = t.screen.text.split(separator: "\n").first { $0.contains("8 letters, 7 misses") } ?? ""
            #expect(band.contains(learning ? "Players win fewer as it learns them" : "Learning is off"), "\(band)")
        }
    }

    @Test func aNemesisGameCountsOnTheHabitAndSaysSo() {
        var habits = PlayerHabits()
        for record in Self.records(Self.games) { habits.learn(from: record) }
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil, host: .nemesis))
        // The first game is dealt before the habits are read: it counts on them once they come.
        #expect((t.app.play.game as? EvilGameplay)?.expectedOrder == nil)
        t.send(.habits(.loaded(habits, problem: nil)))
        #expect((t.app.play.game as? EvilGameplay)?.expectedOrder == habits.habit(in: .english)!.order(in: .english))
        t.newGame()
        #expect((t.app.play.game as? EvilGameplay)?.expectedOrder == habits.habit(in: .english)!.order(in: .english))
        t.type("qz")
        t.press(.character("c"))
        #expect(t.screen.text.contains("I knew your habit"), "\(t.screen.text)")
        // Another host, or a level, never counts on it.
        var cunning = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil, host: .cunning))
        cunning.send(.habits(.loaded(habits, problem: nil)))
        cunning.newGame()
        #expect((cunning.app.play.game as? EvilGameplay)?.expectedOrder == nil)
    }
}

extension TestGame {
    /// Types the letters a–z in turn until `done`; the effects of every key, in order.
    mutating func type(until done: (TestGame) -> Bool) -> [Effect] {
        var all: [Effect] = []
        for c in "etaoinshrdlucmfwypvbgkjqxz" where !done(self) { all += press(.character(c)) }
        return all
    }
}
