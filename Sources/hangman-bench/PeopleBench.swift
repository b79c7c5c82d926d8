import Dispatch
import HangmanCore
import HangmanStore
import Synchronization

/// A panel of people (`Person`: three habits, each with hunches) against the Classic and the
/// Cunning host at the player's settings: 10 misses allowed, a game won or lost. Each game is
/// played twice, by the same person (same seed) against each host, so that the two win rates
/// differ by the host alone.
enum PeopleBench {
    struct Cell: Sendable {
        let length: Int
        let words: Int
        let games: Int
        let classicWins: Int
        let cunningWins: Int
        /// Misses people made, in all, against each host (a lost game counts its misses allowed).
        let classicMisses: Int
        let cunningMisses: Int
        var classicRate: Double { Double(classicWins) / Double(max(games, 1)) }
        var cunningRate: Double { Double(cunningWins) / Double(max(games, 1)) }
    }

    static let missesAllowed = 10
    static let hunchRate = 0.25
    static let hunchWidth = 3
    static let lengths = Array(4...14)

    /// The panel on both English lists; the people know the list played.
    static func run(resources: String, games: Int) throws -> (text: String, json: String) {
        var text: [String] = []
        var json: [String] = []
        for name in ["words.txt", "common.txt"] {
            let list = try WordListFile.load(path: resources + "/" + name)
            let (cells, times) = run(list: list, vocabulary: list, lengths: lengths, games: games)
            text.append(table(name, cells))
            text.append(
                "Cunning decision time in these games (two at once on the two cores): median "
                    + """
                    \(ms(percentile(times, 0.5))) ms, p99 \(ms(percentile(times, 0.99))) ms, max \
                    \(ms(times.max() ?? 0)) ms
                    """)
            json.append(self.json(name, cells))
        }
        return (text.joined(separator: "\n"), "[\(json.joined(separator: ","))]")
    }

    /// Whether the person (who knows the words of `vocabulary`) wins against `strategy`, the misses
    /// made, and the host's decision times (seconds).
    static func play(
        _ bucket: WordBucket, vocabulary: WordBucket, _ strategy: any HostRule, style: Person.Style,
        seed: UInt64
    ) -> (won: Bool, misses: Int, times: [Double]) {
        var game = EvilGameplay(bench: bucket, misses: missesAllowed, rule: strategy, seed: seed)
        var guesser = Guesser(
            bucket: vocabulary,
            player: .person(Person(style: style, seed: seed, hunchRate: hunchRate, hunchWidth: hunchWidth)))
        let times = playOut(&game, by: &guesser)
        return (game.status == .won, game.missesMade, times)
    }

    /// Plays `game` to its end with `guesser`'s letters; the host's decision times (seconds).
    static func playOut(_ game: inout EvilGameplay, by guesser: inout Guesser) -> [Double] {
        var times: [Double] = []
        while !game.isOver {
            let letter = String(
                LetterCode.character(guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask)))
            let start = now()
            _ = game.guess(letter)
            times.append(now() - start)
        }
        return times
    }

    /// Every cell of `lengths` for `list`, the cells spread over the machine's cores.
    /// `vocabulary`: the words people know (everyday English, the common list).
    static func run(list: WordList, vocabulary: WordList, lengths: [Int], games: Int)
        -> (cells: [Cell], cunningTimes: [Double])
    {
        let wanted = lengths.filter { list.count(ofLength: $0) > 0 }
        let cells = Mutex([Int: Cell]())
        // One task a (length, game): the long lengths would otherwise leave a core idle.
        let tasks = wanted.flatMap { length in (0..<games).map { (length, $0) } }
        let results = Mutex([Int: (classic: Int, cunning: Int, classicMisses: Int, cunningMisses: Int)]())
        let times = Mutex([Double]())
        DispatchQueue.concurrentPerform(iterations: tasks.count) { t in
            let (length, g) = tasks[t]
            let bucket = list.words(ofLength: length)
            let known = vocabulary.words(ofLength: length)
            let style = Person.Style.allCases[g % Person.Style.allCases.count]
            let seed = UInt64(length) << 32 | UInt64(g) &* 0x9E37_79B9
            let classic = play(bucket, vocabulary: known, ClassicHost(), style: style, seed: seed)
            let cunningGame = play(bucket, vocabulary: known, CunningHost(variety: true), style: style, seed: seed)
            times.withLock { $0 += cunningGame.times }
            results.withLock {
                var r = $0[length, default: (0, 0, 0, 0)]
                r.classic += classic.won ? 1 : 0
                r.cunning += cunningGame.won ? 1 : 0
                r.classicMisses += classic.misses
                r.cunningMisses += cunningGame.misses
                $0[length] = r
            }
        }
        results.withLock { all in
            for length in wanted {
                let r = all[length] ?? (0, 0, 0, 0)
                cells.withLock {
                    $0[length] = Cell(
                        length: length, words: list.count(ofLength: length), games: games,
                        classicWins: r.classic, cunningWins: r.cunning,
                        classicMisses: r.classicMisses, cunningMisses: r.cunningMisses)
                }
            }
        }
        return (cells.withLock { c in wanted.compactMap { c[$0] } }, times.withLock { $0 })
    }

    static func table(_ name: String, _ cells: [Cell]) -> String {
        var lines = [
            """
            \npeople (\(Person.Style.allCases.map(\.rawValue).joined(separator: ", ")); hunches) win at \
            \(missesAllowed) misses, \(name): Classic / Cunning
            """,
            "len   words   games   Classic   Cunning   difference   misses made (mean)",
        ]
        for c in cells {
            let diff = Int(((c.cunningRate - c.classicRate) * 100).rounded())
            lines.append(
                String(c.length).pad(3) + String(c.words).pad(8) + String(c.games).pad(8)
                    + "\(Int((c.classicRate * 100).rounded()))%".pad(10)
                    + "\(Int((c.cunningRate * 100).rounded()))%".pad(10)
                    + "\(diff > 0 ? "+" : "")\(diff)".pad(13)
                    + "\(mean(c.classicMisses, c.games)) / \(mean(c.cunningMisses, c.games))".pad(21))
        }
        if let games = cells.first?.games {
            let half = LevelBench.Tally(wins: games / 2, games: games).noise
            let tenth = LevelBench.Tally(wins: games / 10, games: games).noise
            lines.append(
                """
                noise (95%): ±\(Int(half.rounded())) points on a rate near 50%, ±\(Int(tenth.rounded())) near 10% \
                or 90%;
                """
                    + " both hosts meet the same people and seeds")
        }
        return lines.joined(separator: "\n")
    }

    static func mean(_ total: Int, _ n: Int) -> String {
        let tenths = (total * 10 + n / 2) / max(n, 1)
        return "\(tenths / 10).\(tenths % 10)"
    }

    static func json(_ name: String, _ cells: [Cell]) -> String {
        "{\"list\":\"\(name)\",\"missesAllowed\":\(missesAllowed),\"cells\":["
            + cells.map {
                """
                {\"length\":\($0.length),\"words\":\($0.words),\"games\":\($0.games),\
                \"classicWinRate\":\($0.classicRate),\"cunningWinRate\":\($0.cunningRate),\
                \"classicMeanMisses\":\(Double($0.classicMisses) / Double($0.games)),\
                \"cunningMeanMisses\":\(Double($0.cunningMisses) / Double($0.games))}
                """
            }
            .joined(separator: ",") + "]}"
    }
}
