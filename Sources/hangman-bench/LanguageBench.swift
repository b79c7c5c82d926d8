import HangmanApp
import HangmanCore
import HangmanScreens
import HangmanStore

/// Every language whose list is installed: what its list holds and what was left out, how fast
/// it loads (release build, the median of five loads), the strongest bot's misses against the
/// Classic and the Cunning host at each length, the people panel's win rates (the people know
/// the list itself; their habit is the language's own letter order), and the Cunning host's
/// decision times over all of it.
enum LanguageBench {
    /// Lengths the bots play: the short and middle ones, and long ones where the list has them
    /// (Dutch compounds reach 50 letters).
    static let botLengths = Array(2...12) + [16, 20, 24, 30]
    static let peopleLengths = [6, 8, 10, 12]

    static func run(
        games: Int, levelGames: Int, cunning: CunningHost = CunningHost(variety: true),
        languages: [Language] = Language.allCases.filter { $0 != .english }
    )
        -> (text: String, json: String)
    {
        var lines: [String] = []
        var json: [String] = []
        for language in languages {
            guard let path = SystemDictionary.path(for: language), SystemDictionary.isInstalled(language) else {
                lines.append("\n== \(language.name): not installed (apt install \(language.package ?? ""))")
                continue
            }
            var loads: [Double] = []
            var list: WordList? = nil
            for _ in 0..<5 {
                let start = now()
                list = try? WordListFile.load(path: path, language: language)
                loads.append(now() - start)
            }
            guard let list else { continue }
            let load = percentile(loads, 0.5)
            let other = list.skippedLines - list.tooLongLines - list.namesAndAbbreviations
            lines.append(
                "\n== \(language.name) (\(path)): \(UIText.grouped(list.count)) words, longest \(list.longestLength); "
                    + "left out \(other) with other characters, \(list.namesAndAbbreviations) names and abbreviations, "
                        + """
                        \(list.tooLongLines) too long; \(list.duplicateLines) duplicates once folded; loaded in \
                        \(ms(load)) ms
                        """
            )
            // The everyday words every level and the daily deal: shipped, read at each first game.
            if let name = WordListID.everyday(in: language).resourceName {
                var everydayLoads: [Double] = []
                var everyday: WordList? = nil
                for _ in 0..<5 {
                    let start = now()
                    everyday = try? WordListFile.load(
                        path: ResourceLocator.sourceRoot + "/Resources/" + name, language: language)
                    everydayLoads.append(now() - start)
                }
                if let everyday {
                    lines.append(
                        """
                           everyday words (\(name)): \(UIText.grouped(everyday.count)) words; loaded in \
                        \(ms(percentile(everydayLoads, 0.5))) ms
                        """
                    )
                }
            }
            lines.append("len    words   strongest bot: Classic / Cunning")
            var times: [Double] = []
            var rows: [String] = []
            for length in botLengths where list.count(ofLength: length) > 0 {
                let bucket = list.words(ofLength: length)
                var classic = Int.max
                var cunningMisses = Int.max
                for bot in GuesserBot.allCases {
                    classic = min(classic, play(bucket: bucket, strategy: ClassicHost(), player: .bot(bot)).misses)
                    let r = play(bucket: bucket, strategy: cunning, player: .bot(bot))
                    cunningMisses = min(cunningMisses, r.misses)
                    times += r.times
                }
                lines.append(String(length).pad(3) + String(bucket.count).pad(9) + "   \(classic) / \(cunningMisses)")
                rows.append(
                    """
                    {\"length\":\(length),\"words\":\(bucket.count),\"classic\":\(classic),\"cunning\":\(cunningMisses)}
                    """
                )
            }
            // One game at a time, as a player's game runs: comparable with the English lists' figure.
            lines.append(
                """
                Cunning decision time in the bots' games (\(times.count) decisions): median \
                \(ms(percentile(times, 0.5))) ms, 
                """
                    + "p99 \(ms(percentile(times, 0.99))) ms, max \(ms(times.max() ?? 0)) ms")
            var peopleJSON = "null"
            var peopleP99 = 0.0
            if games > 0 {
                let (cells, peopleTimes) = PeopleBench.run(
                    list: list, vocabulary: list, lengths: peopleLengths, games: games)
                peopleP99 = percentile(peopleTimes, 0.99)
                lines.append(PeopleBench.table(language.name, cells))
                lines.append(
                    """
                    Cunning decision time in these games (two at once on the two cores): median \
                    \(ms(percentile(peopleTimes, 0.5))) ms, 
                    """
                        + "p99 \(ms(peopleP99)) ms")
                peopleJSON = PeopleBench.json(language.rawValue, cells)
            }
            // The levels as this language plays them (its everyday words; its own lengths and misses).
            var levelsJSON = "null"
            if levelGames > 0 {
                let lists =
                    (try? LevelBench.lists(language: language, resources: ResourceLocator.sourceRoot + "/Resources"))
                    ?? [:]
                let levels = LevelBench.run(
                    lists: lists, games: levelGames, levels: Level.allCases)
                lines.append(levels.text)
                levelsJSON = levels.json
            }
            json.append(
                """
                {\"levels\":\(levelsJSON),\"language\":\"\(language.rawValue)\",\"words\":\(list.count),\
                \"longest\":\(list.longestLength),
                """
                    + """
                    \"leftOut\":{\"otherCharacters\":\(other),\"namesAndAbbreviations\":\(list.namesAndAbbreviations),\
                    \"tooLong\":\(list.tooLongLines)},
                    """
                    + "\"loadMs\":\(load * 1000),\"bots\":[\(rows.joined(separator: ","))],\"people\":\(peopleJSON),"
                        + """
                        \"cunningDecisionP99Ms\":\(percentile(times, 0.99) * 1000),\
                        \"peopleGamesDecisionP99Ms\":\(peopleP99 * 1000)}
                        """
            )
        }
        return (lines.joined(separator: "\n"), "[" + json.joined(separator: ",") + "]")
    }

    /// The median of 20 loads of `language`'s list, as a line.
    static func timeLoads(_ language: Language) throws -> String {
        var times: [Double] = []
        for _ in 0..<20 {
            let start = now()
            _ = try WordListFile.load(path: SystemDictionary.path(for: language) ?? "", language: language)
            times.append(now() - start)
        }
        return "\(language.name): median \(ms(percentile(times, 0.5))) ms"
    }
}
