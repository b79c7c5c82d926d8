import Dispatch
import HangmanCore
import HangmanStore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The Nemesis host against persistent players: each player keeps one way of guessing over a run
/// of games and has a data folder of their own, where the game's own store keeps what the host
/// learns (`habits.plist`, loaded before and saved after every game, as the game does). The same
/// player (same habit, same seeds) plays every game twice: against the Cunning host without
/// learning (the Fiendish level's host) and against Nemesis, so the two win rates differ by
/// the learning alone. With `switchAt`, a player changes habit there (the next persona of the panel).
enum NemesisBench {
    /// A way of guessing, made afresh for each game from its seed.
    struct Persona: Sendable {
        let name: String
        /// A host told this player's way from the first game (the yardstick for what learning can gain).
        var knower: (@Sendable (_ listOrder: [UInt8], _ language: Language) -> CunningHost)? = nil
        let make: @Sendable (_ listOrder: [UInt8], _ seed: UInt64) -> Guesser.Player
    }

    static let heldOut: [Persona] = (0..<5).map { n in
        Persona(name: HeldOutPanel.people(listOrder: [], seed: 0)[n].0) { order, seed in
            .picker(HeldOutPanel.people(listOrder: order, seed: seed)[n].1)
        }
    }
    /// Players who keep one way strictly (no hunches; a letter no fitting word holds is skipped):
    /// three fixed orders, a counter (the letter in the most fitting words) and the exact guesser.
    static let strict: [Persona] = [
        Persona(name: "E T A O I N, strictly", knower: { knowing(Person.englishOrder, $1) }) { _, _ in
            .picker(strictly(Person.englishOrder))
        },
        Persona(name: "vowels first, strictly", knower: { knowing(vowelsFirst, $1) }) { _, _ in
            .picker(strictly(vowelsFirst))
        },
        Persona(name: "the list's order, strictly", knower: { knowing($0, $1) }) { order, _ in
            .picker(strictly(order))
        },
        Persona(name: "a counter", knower: { _, _ in CunningHost(variety: true, counterPlanAfter: 0) }) { _, _ in
            .bot(.frequency)
        },
        Persona(name: "exact endgames") { _, _ in .picker(HeldOutPanel.EndgameSolver()) },
    ]

    static let vowelsFirst = Array("aeiou".utf8) + Person.englishOrder.filter { !"aeiou".utf8.contains($0) }

    /// The Nemesis host as if it had learnt `order` for certain.
    static func knowing(_ order: [UInt8], _ language: Language) -> CunningHost {
        CunningHost(
            variety: true,
            learned: LearnedPlayer(
                order: HeldOutPanel.completed(order, for: language), confidence: 1, hunchRate: 0.05))
    }

    static func strictly(_ order: [UInt8]) -> HeldOutPanel.OrderPerson {
        HeldOutPanel.OrderPerson(order: order, hunchRate: 0, hunchWidth: 1, careless: 0, rng: SeededGenerator(seed: 0))
    }

    static let tuning: [Persona] = Person.Style.allCases.map { style in
        Persona(name: style.rawValue) { _, seed in .person(Person(style: style, seed: seed, hunchRate: 0.25)) }
    }

    struct Outcome: Sendable {
        let list: String, length: Int, game: Int, persona: String, cunningWon: Bool, nemesisWon: Bool
        var knowerWon: Bool? = nil
    }

    /// Every persona × `seeds` × list plays `games` games at `lengths` (in turn) with `misses` allowed.
    static func run(
        panel: [Persona], seeds: Int, games: Int, atLevel: Bool, lists: [(String, WordListID, WordList)],
        switchAt: Int?
    ) -> (outcomes: [Outcome], times: [Double], learnt: [String]) {
        let series = lists.flatMap { list in panel.indices.flatMap { p in (0..<seeds).map { (list, p, $0) } } }
        let outcomes = Mutex([Outcome]())
        let times = Mutex([Double]())
        let learnt = Mutex([String]())
        let root = makeFolder("/tmp/nemesis-bench-\(getpid())")
        DispatchQueue.concurrentPerform(iterations: series.count) { s in
            let ((name, id, list), p, seedNumber) = series[s]
            // `level=nemesis`: each list's language's Nemesis level, as the game deals it.
            let preset = atLevel ? Level.nemesis.preset(in: list.language) : nil
            let lengths = preset.map { Array($0.lengths) } ?? Array(9...12)
            let misses = preset?.missesAllowed ?? 10
            let share = preset?.share ?? 1
            let store = PropertyListStore<PlayerHabits>(path: makeFolder("\(root)/\(s)") + "/habits.plist")
            let listOrder = HeldOutPanel.order(of: list)
            for g in 0..<games {
                let length = lengths[g % lengths.count]
                guard list.count(ofLength: length) > 0 else { continue }
                let persona = panel[(p + (switchAt.map { g >= $0 ? 1 : 0 } ?? 0)) % panel.count]
                let seed = UInt64(s) << 40 ^ UInt64(seedNumber) << 20 ^ UInt64(g) &* 0x9E37_79B9
                // They know the list's words, as the people table of `make bench` (`--people-know list`) does.
                let known = list.words(ofLength: length)
                let bucket = Deal.sample(of: known, share: share, theme: nil, seed: seed)
                let cunning = play(
                    bucket, known, CunningHost(variety: true), persona.make(listOrder, seed), id, seed, misses: misses,
                    share: share)
                var habits = store.load().value ?? PlayerHabits()
                let nemesis = play(
                    bucket, known, CunningHost(variety: true), persona.make(listOrder, seed), id, seed, misses: misses,
                    share: share, habits: habits)
                let knower = persona.knower.map {
                    play(
                        bucket, known, $0(listOrder, list.language), persona.make(listOrder, seed), id, seed,
                        misses: misses, share: share
                    ).record.won
                }
                habits.learn(from: nemesis.record)
                try? store.save(habits)
                times.withLock { $0 += nemesis.times }
                outcomes.withLock {
                    $0.append(
                        Outcome(
                            list: name, length: length, game: g, persona: persona.name,
                            cunningWon: cunning.record.won, nemesisWon: nemesis.record.won, knowerWon: knower))
                }
            }
            if seedNumber == 0, let habit = store.load().value?.habit(in: list.language) {
                let name = panel[(p + (switchAt == nil ? 0 : 1)) % panel.count].name
                learnt.withLock {
                    $0.append(
                        """
                          \(name), \(list.name): \(LetterCode.text(habit.order(in: list.language)).uppercased()); \
                        on its order 
                        """
                            + "\(Int(((habit.orderShare ?? 0) * 100).rounded()))% of guesses")
                }
            }
        }
        _ = system("rm -rf '\(root)'")
        return (outcomes.withLock { $0 }, times.withLock { $0 }, learnt.withLock { $0.sorted() })
    }

    /// Two players a persona and a list, each keeping their way over `games` games: the held-out
    /// panel, the tuning panel, then held-out players who change their way half-way; on web2 and
    /// the everyday words at 9 to 12 letters and 10 misses, then at the Nemesis level itself in
    /// each language.
    static func run(resources: String, games: Int) throws -> (text: String, json: String) {
        let english: [(String, WordListID, WordList)] = [
            ("web2", .full, try WordListFile.load(path: resources + "/words.txt")),
            ("everyday", .common, try WordListFile.load(path: resources + "/common.txt")),
        ]
        let everyday = try Language.allCases.map { language in
            let list = try LevelBench.lists(language: language, resources: resources)[.common]!
            return ("everyday \(language.rawValue)", WordListID.everyday(in: language), list)
        }
        var lines: [String] = []
        var json: [String] = []
        var allTimes: [Double] = []
        let half = games / 2
        for (atLevel, lists) in [(false, english), (true, everyday)] {
            lines.append(
                "\nNemesis against persistent players: 2 players a persona a list, \(games) games each at "
                    + (atLevel ? "the Nemesis level in each language" : "9-12 letters (in turn), 10 misses"))
            for panel in atLevel ? ["heldout", "strict", "switch"] : ["heldout", "tuning", "switch"] {
                let personas = panel == "tuning" ? tuning : panel == "strict" ? strict : heldOut
                let run = run(
                    panel: personas, seeds: 2, games: games, atLevel: atLevel, lists: lists,
                    switchAt: panel == "switch" ? half : nil)
                allTimes += run.times
                // Games `a` to `b` (0-based, end excluded), within the games played.
                func span(_ a: Int, _ b: Int) -> Range<Int> {
                    let low = max(0, min(a, games))
                    return low..<max(low, min(b, games))
                }
                let ranges = (
                    panel == "switch"
                        ? [span(half - 10, half), span(half, half + 10), span(half + 10, half + 20),
                            span(half + 20, games)]
                        : panel == "strict" ? [span(0, 10), span(20, games)] : [span(0, half), span(half, games)]
                ).filter { !$0.isEmpty }
                let title =
                    panel == "switch"
                    ? "held-out players who change habit after game \(half) (to the next persona)"
                    : """
                    \(panel == "tuning" ? "tuning" : panel == "strict" ? "strict" : "held-out") panel \
                    (\(personas.map(\.name).joined(separator: "; ")))
                    """
                lines.append(table(title, run.outcomes, ranges: ranges))
                if panel != "tuning" {
                    lines.append(
                        """
                        what was learnt (the first player of each):\n
                        """ + run.learnt.joined(separator: "\n"))
                }
                let cunning = run.outcomes.filter(\.cunningWon).count
                let nemesis = run.outcomes.filter(\.nemesisWon).count
                json.append(
                    "{\"panel\":\"\(panel)\",\"atLevel\":\(atLevel),\"games\":\(run.outcomes.count),"
                        + "\"cunningWins\":\(cunning),\"nemesisWins\":\(nemesis)}")
            }
        }
        lines.append(
            """
            Nemesis decision time: median \(ms(percentile(allTimes, 0.5))) ms, p99 \
            \(ms(percentile(allTimes, 0.99))) ms, 
            """
                + "max \(ms(allTimes.max() ?? 0)) ms (two games at once on two cores)")
        return (lines.joined(separator: "\n"), "[\(json.joined(separator: ","))]")
    }

    static func play(
        _ bucket: WordBucket, _ known: WordBucket, _ strategy: CunningHost, _ player: Guesser.Player,
        _ id: WordListID, _ seed: UInt64, misses: Int, share: Double, habits: PlayerHabits? = nil
    ) -> (record: GameRecord, times: [Double]) {
        var game = EvilGameplay(
            bench: bucket, misses: misses, rule: strategy, list: id, host: habits == nil ? .cunning : .nemesis,
            seed: seed, share: share < 1 ? share : nil)
        // As the game deals Nemesis: it counts on what it learnt of the player.
        game.countOn(habits)
        var guesser = Guesser(bucket: known, player: player)
        let times = PeopleBench.playOut(&game, by: &guesser)
        let record = GameRecord(bench: "\(seed)", game: game, endedAt: Int64(seed % 1_000_000))
        return (record, times)
    }

    static func makeFolder(_ path: String) -> String {
        mkdir(path, 0o700)
        return path
    }

    /// Win rates per list and length in games `range` (0-based), each host, with the noise.
    static func table(_ title: String, _ outcomes: [Outcome], ranges: [Range<Int>]) -> String {
        let knowing = outcomes.contains { $0.knowerWon != nil }
        let width = knowing ? 58 : 44
        var lines = [
            "\n\(title)",
            "list          len   games   "
                + ranges.map {
                    ("games \($0.lowerBound + 1)-\($0.upperBound): Cunning / Nemesis (diff)"
                        + (knowing ? " / knows the way" : "")).pad(width)
                }
                .joined(),
        ]
        let keys = Set(outcomes.map { "\($0.list)\t\($0.length)" }).sorted()
        let personas = Set(outcomes.map(\.persona)).sorted()
        let rows: [(String, [Outcome])] =
            keys.map { key in
                let parts = key.split(separator: "\t")
                let mine = outcomes.filter { $0.list == parts[0] && String($0.length) == parts[1] }
                return (String(parts[0]).padding(13) + String(parts[1]).pad(4), mine)
            } + [("all".padding(13) + "all".pad(4), outcomes)]
            + personas.map { p in ("  " + String(p.prefix(15)).padding(15), outcomes.filter { $0.persona == p }) }
            + (knowing
                ? personas.flatMap { p in
                    Set(outcomes.map(\.list)).sorted().map { l in
                        (
                            "  " + String(p.prefix(8)).padding(9) + String(l.suffix(6)).padding(6),
                            outcomes.filter { $0.persona == p && $0.list == l }
                        )
                    }
                } : [])
        for (label, mine) in rows {
            var row = label + String(mine.count).pad(8) + "   "
            for range in ranges {
                let inRange = mine.filter { range.contains($0.game) }
                let f = LevelBench.Tally(wins: inRange.filter(\.cunningWon).count, games: inRange.count)
                let n = LevelBench.Tally(wins: inRange.filter(\.nemesisWon).count, games: inRange.count)
                let diff = Int(((n.rate - f.rate) * 100).rounded())
                let known = inRange.compactMap(\.knowerWon)
                let k = LevelBench.Tally(wins: known.filter { $0 }.count, games: known.count)
                row += ("\(f.text) / \(n.text) (\(diff > 0 ? "+" : "")\(diff))"
                    + (knowing ? " / " + (known.isEmpty ? "-" : k.text) : "")).padding(width)
            }
            lines.append(row)
        }
        return lines.joined(separator: "\n")
    }
}
