import HangmanCore
import HangmanStore

/// Each host against each guesser bot on the English lists, at every length: the misses the bot
/// suffers to finish the word (with every letter allowed), the optimum where exact search reaches
/// it, and how long each host takes to decide.
enum HostBench {
    static let lengths = Array(2...15)
    static let hosts: [(String, any HostRule)] = [("classic", ClassicHost()), ("cunning", CunningHost(variety: true))]

    static func run(resources: String) throws -> (text: String, json: String) {
        var lines: [String] = []
        var json: [String] = []
        for listName in ["words.txt", "common.txt"] {
            let loadStart = now()
            let list = try WordListFile.load(path: resources + "/" + listName)
            let loadTime = now() - loadStart
            lines += [
                "\n== \(listName): \(list.count) words, longest \(list.longestLength); loaded in \(ms(loadTime)) ms",
                "misses the bot suffers to finish the word (classic / cunning); the held-out bot (counting",
                "occurrences) is not one the Cunning host models; V: the optimum, by exact search where the words",
                "fit it (≤ \(PoolBits.capacity)), else at least a star's",
                "len   words   " + GuesserBot.allCases.map { $0.rawValue.pad(17) }.joined(separator: " ")
                    + "   held-out bot   best-bot gain   V",
            ]
            var hostTimes: [String: [Double]] = [:]
            var rows: [String] = []
            for length in lengths where list.count(ofLength: length) > 0 {
                let bucket = list.words(ofLength: length)
                var cells: [String] = []
                var classicByBot: [Int] = []
                var cunningByBot: [Int] = []
                let players =
                    GuesserBot.allCases.map { Guesser.Player.bot($0) } + [.picker(HeldOutPanel.OccurrenceBot())]
                for (n, player) in players.enumerated() {
                    var results: [Int] = []
                    for (name, rule) in hosts {
                        let r = play(bucket: bucket, strategy: rule, player: player)
                        results.append(r.misses)
                        hostTimes[name, default: []] += r.times
                    }
                    classicByBot.append(results[0])
                    cunningByBot.append(results[1])
                    cells.append("\(results[0]) / \(results[1])".pad(n < GuesserBot.allCases.count ? 17 : 14))
                }
                // The strongest bot of a length is the one that suffers the fewest misses against each host.
                let gain = cunningByBot.min()! - classicByBot.min()!
                let optimum = Optimum.of(bucket)
                lines.append(
                    "\(String(length).pad(3)) \(String(bucket.count).pad(7))   " + cells.joined(separator: " ")
                        + "   \(gain >= 0 ? "+" : "")\(gain)".padding(16) + optimum.text)
                let bots = GuesserBot.allCases.enumerated().map {
                    "\"\($1.rawValue)\":{\"classic\":\(classicByBot[$0]),\"cunning\":\(cunningByBot[$0])},"
                }
                rows.append(
                    "{\"length\":\(length),\"words\":\(bucket.count)," + bots.joined()
                        + "\"heldOutBot\":{\"classic\":\(classicByBot.last!),\"cunning\":\(cunningByBot.last!)},"
                        + "\"optimum\":{\"value\":\(optimum.value),\"exact\":\(optimum.exact)}}")
            }
            let largest = list.words(
                ofLength: (1...list.longestLength).max { list.count(ofLength: $0) < list.count(ofLength: $1) }!)
            lines += [
                "host decision time per guess, ms (all pools met; largest pool \(largest.count) words)",
                "host        median      p99      max   decisions",
            ]
            var timeJSON: [String] = []
            for (name, _) in hosts {
                let t = hostTimes[name] ?? []
                let (median, p99, most) = (percentile(t, 0.5), percentile(t, 0.99), t.max() ?? 0)
                lines.append(
                    """
                    \(name.padding(10)) \(ms(median).pad(8)) \(ms(p99).pad(8)) \(ms(most).pad(8)) \
                    \(String(t.count).pad(11))
                    """)
                timeJSON.append(
                    """
                    \"\(name)\":{\"medianMs\":\(median * 1000),\"p99Ms\":\(p99 * 1000),\"maxMs\":\(most * 1000)}
                    """)
            }
            var classicFirst: [Double] = []
            for letter in "etaoinsr" {
                var game = EvilGameplay(bench: largest, misses: 26, rule: ClassicHost(), seed: 1)
                let start = now()
                _ = game.guess(String(letter))
                classicFirst.append(now() - start)
            }
            lines.append(
                "classic on the largest pool (\(largest.count) words, length \(largest.length)): "
                    + "max \(ms(classicFirst.max()!)) ms over 8 first guesses")
            json.append(
                "{\"list\":\"\(listName)\",\"words\":\(list.count),\"loadMs\":\(loadTime * 1000),"
                    + "\"misses\":[\(rows.joined(separator: ","))],\"decision\":{\(timeJSON.joined(separator: ","))},"
                    + "\"classicLargestPoolMaxMs\":\(classicFirst.max()! * 1000)}")
        }
        return (lines.joined(separator: "\n"), "[\(json.joined(separator: ","))]")
    }
}
