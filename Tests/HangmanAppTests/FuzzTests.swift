import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens
import TestSupport

/// 10,000 random inputs into the app state machine, with the game's invariants checked after each.
@Suite struct FuzzTests {
    @Test func tenThousandRandomInputsKeepEveryInvariant() throws {
        var rng = SeededGenerator(seed: 404)
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 5, mode: .evil))
        let keys: [Key] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .tab, .backTab, .escape,
                           .backspace, .function(1), .function(2), .function(3), .function(4), .function(5), .function(9), .control("a"),
                           .control("n"), .control("q")]
        let characters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()-_=+[]{};:'\",.<>/?`~ éüß€\u{1b}\u{7f}")
        var recorded: [FinishedGame] = []
        var inputs = 0
        while inputs < 10_000 {
            let input: Input
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5: input = .character(characters.randomElement(using: &rng)!)
            case 5..<8: input = .key(keys.randomElement(using: &rng)!)
            case 8: input = .click(x: Int.random(in: -2..<90, using: &rng), y: Int.random(in: -2..<30, using: &rng))
            default: input = .resize(width: Int.random(in: 20..<120, using: &rng), height: Int.random(in: 8..<40, using: &rng))
            }
            inputs += 1
            let before = t.app.play.game.snapshot()
            let wasOver = t.app.play.game.isOver
            let effects = t.press(input)
            let after = t.app.play.game
            // Quitting is a real outcome of random keys (Esc then y): start over rather than stop.
            if effects.contains(.quit) {
                t = TestGame(settings: t.app.settingsSide.settings, history: t.app.store.history ?? History(), seed: rng.next())
                continue
            }
            _ = Layout.render(t.app)  // every state renders at every size without trapping
            #expect(after.missesMade <= after.missesAllowed)
            if after.snapshot().guesses == before.guesses || after.snapshot().guesses.isEmpty {
                // No guess taken (or a new game): no miss may have been charged to the old game.
                if after.snapshot().guesses == before.guesses { #expect(after.missesMade == Self.misses(before)) }
            } else {
                #expect(after.snapshot().guesses.count == before.guesses.count + 1)
                #expect(after.snapshot().guesses.hasPrefix(before.guesses))
                #expect(!wasOver)
                // The oracle is the pattern, not the game's own list of misses: a letter missed
                // exactly when the placeholders do not show it.
                let last = after.snapshot().guesses.last!
                let isMiss = !after.patternText.contains(last)
                #expect(after.missesMade == Self.misses(before) + (isMiss ? 1 : 0))
                #expect(after.missesMade == Self.misses(after.snapshot()))
            }
            if let evil = after as? EvilGameplay {
                for w in evil.pool.indices.prefix(30) { #expect(GameChecks.fits(evil.pool.bucket.word(at: Int(w)), after)) }
            }
            if let word = after.word { #expect(GameChecks.fits(word, after)) }
            for case .recordGame(let record) in effects {
                if record.begun {
                    // The day's daily, written ahead of its first guess: a loss as it stood before it.
                    #expect(!record.won && record.daily != nil && record.guesses.isEmpty)
                    continue
                }
                if !wasOver && after.snapshot().guesses.isEmpty {
                    // A game left for a new one after a miss: recorded as lost, as it stood.
                    #expect(!record.won && record.missesMade == Self.misses(before) && record.missesMade > 0)
                    #expect(record.missesAllowed == before.deal.misses)
                    recorded.append(record)
                    continue
                }
                #expect(record.won == (after.status == .won))
                #expect(record.missesMade == after.missesMade)
                #expect(record.word == after.word)
                #expect(record.missesAllowed == after.missesAllowed)
                recorded.append(record)
            }
        }
        print("fuzz: \(inputs) inputs, \(recorded.count) games finished")
        #expect(recorded.count > 20)
    }

    static func misses(_ snapshot: GameSnapshot) -> Int { snapshot.pattern.isEmpty ? 0 : snapshotMisses(snapshot) }

    static func snapshotMisses(_ s: GameSnapshot) -> Int {
        // A guess missed when its letter is not in the final pattern.
        s.guesses.filter { !s.pattern.contains($0) }.count
    }
}
