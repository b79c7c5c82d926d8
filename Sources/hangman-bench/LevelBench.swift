import Dispatch
import HangmanCore
import HangmanStore
import Synchronization

/// Each level's preset against the tuning panel (the people and bots the Cunning host plays out
/// in its head) and the held-out panel (`HeldOutPanel`: never played out, never looked at while
/// tuning), side by side; and how much games differ: 100 seeded games by a fixed-order guesser,
/// the distinct words they end on and the share of the commonest ending (first two and last two
/// letters, such as UN…ED).
enum LevelBench {
    struct Tally: Sendable {
        var wins = 0, games = 0
        var rate: Double { Double(wins) / Double(max(games, 1)) }
        /// Half the width of a 95% interval, in points.
        var noise: Double { 196 * (rate * (1 - rate) / Double(max(games, 1))).squareRoot() }
        var text: String { "\(Int((rate * 100).rounded()))% ±\(Int(noise.rounded()))" }
        static func + (a: Tally, b: Tally) -> Tally { Tally(wins: a.wins + b.wins, games: a.games + b.games) }
    }

    /// The lists the levels of `language` deal from (nil: English), keyed as the tables read them:
    /// `.common` the everyday words (every level's list), `.full` the whole dictionary (Custom
    /// games'; a language's system list where it is installed).
    static func lists(language: Language?, resources: String) throws -> [WordListID: WordList] {
        guard let language, language != .english else {
            return [
                .full: try WordListFile.load(path: resources + "/words.txt"),
                .common: try WordListFile.load(path: resources + "/common.txt"),
            ]
        }
        let everyday = try WordListFile.load(
            path: resources + "/" + (WordListID.everyday(language).resourceName ?? ""), language: language)
        var lists: [WordListID: WordList] = [.common: everyday, .everyday(language): everyday]
        if let path = SystemDictionary.path(for: language), SystemDictionary.isInstalled(language) {
            lists[.full] = try WordListFile.load(path: path, language: language)
        }
        return lists
    }

    /// The strong guesser is the expert the ladder must reach: each turn the letter in the most
    /// words that still fit, among the words people know (the level's own list).
    enum Panel: String, CaseIterable, Sendable {
        case tuningPeople, tuningBots, heldOutPeople, heldOutBot, strongGuesser, exactGuesser
    }

    /// One game: the `picker` (knowing `known`) against the level's host on `bucket`.
    static func play(_ bucket: WordBucket, known: WordBucket, level: Level.Preset, player: Guesser.Player, seed: UInt64)
        -> (won: Bool, word: String)
    {
        let share = level.share
        let theme: Theme.Rule? = level.themed ? .bothLetters : nil
        let words = Deal.sample(of: bucket, share: share, theme: theme, seed: seed)
        var game = EvilGameplay(
            bench: words, misses: level.missesAllowed, rule: level.host.rule, list: level.wordList,
            host: level.host,
            seed: seed, share: share, theme: theme)
        var guesser = Guesser(bucket: known, player: player)
        while !game.isOver {
            _ = game.guess(
                String(LetterCode.character(guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask))))
        }
        return (game.status == .won, game.word ?? "")
    }

    static func players(panel: Panel, listOrder: [UInt8], seed: UInt64) -> [Guesser.Player] {
        switch panel {
        case .tuningPeople: return Person.Style.allCases.map { .person(Person(style: $0, seed: seed, hunchRate: 0.25)) }
        case .tuningBots: return GuesserBot.allCases.map { .bot($0) }
        case .heldOutPeople: return HeldOutPanel.people(listOrder: listOrder, seed: seed).map { .picker($0.1) }
        case .heldOutBot: return [.picker(HeldOutPanel.OccurrenceBot())]
        case .strongGuesser: return [.bot(.frequency)]
        case .exactGuesser: return [.picker(HeldOutPanel.EndgameSolver())]
        }
    }

    static func run(lists: [WordListID: WordList], games: Int, levels: [Level]) -> (
        text: String, json: String
    ) {
        var lines = [
            """
            \nlevels: win % at each level's preset (95% noise), tuning panel vs held-out panel; \(games) games a \
            player a length
            """,
            """
            level      lengths  host      list      tuning people   held-out people   tuning bots   held-out bot  \
             strong guesser   exact guesser    by length (held-out people)
            """,
        ]
        var json: [String] = []
        for level in levels {
            guard let list0 = lists[.common], let preset = level.preset(in: list0.language),
                let list = lists[preset.wordList]
            else { continue }
            let order = HeldOutPanel.order(of: list)
            let tallies = Mutex([Panel: [Int: Tally]]())
            let tasks = Panel.allCases.flatMap { panel in
                preset.lengths.flatMap { length in (0..<games).map { (panel, length, $0) } }
            }
            DispatchQueue.concurrentPerform(iterations: tasks.count) { t in
                let (panel, length, g) = tasks[t]
                let bucket = list.words(ofLength: length)
                // Everyone knows the game's list, as in the people bench (README): a person who
                // knows only everyday words cannot win on the full dictionary at all.
                let known = bucket
                let seed =
                    UInt64(length) << 40 ^ UInt64(g) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(
                        Panel.allCases.firstIndex(of: panel)!) << 32
                var tally = Tally()
                for (i, player) in players(panel: panel, listOrder: order, seed: seed).enumerated() {
                    tally.wins +=
                        play(bucket, known: known, level: preset, player: player, seed: seed &+ UInt64(i)).won ? 1 : 0
                    tally.games += 1
                }
                tallies.withLock {
                    $0[panel, default: [:]][length, default: Tally()] =
                        $0[panel, default: [:]][length, default: Tally()] + tally
                }
            }
            let all = tallies.withLock { $0 }
            func total(_ p: Panel) -> Tally { (all[p] ?? [:]).values.reduce(Tally(), +) }
            let byLength = preset.lengths.map {
                "\($0): \(Int(((all[.heldOutPeople]?[$0] ?? Tally()).rate * 100).rounded()))%"
            }
            lines.append(
                level.title.padding(10) + "\(preset.lengths.lowerBound)-\(preset.lengths.upperBound)".padding(9)
                    + preset.host.title.padding(10) + (preset.wordList.isDictionary ? "full" : "everyday").padding(10)
                    + total(.tuningPeople).text.padding(16) + total(.heldOutPeople).text.padding(18)
                    + total(.tuningBots).text.padding(14) + total(.heldOutBot).text.padding(15)
                    + total(.strongGuesser).text.padding(17) + total(.exactGuesser).text.padding(17)
                    + byLength.joined(separator: ", "))
            json.append(
                "{\"level\":\"\(level.rawValue)\","
                    + Panel.allCases.map { "\"\($0.rawValue)\":\(total($0).rate)" }.joined(separator: ",")
                    + ",\"games\":{"
                    + Panel.allCases.map { "\"\($0.rawValue)\":\(total($0).games)" }.joined(separator: ",") + "}}")
        }
        return (
            lines.joined(separator: "\n"), "{\"winRates\":[\(json.joined(separator: ","))]}"
        )
    }
}
