import HangmanCore
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

// `make bench`: how evil each host is against each guesser bot, how fast each decides, how fast
// the list loads, the peak memory, and the start-up time of the real binary in a pty.
// Prints a plain table; `--json FILE` also writes the numbers as JSON.

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == MachineBoardBench.writerFlag { MachineBoardBench.writer(Array(arguments.dropFirst())) }  // one of its players
var jsonPath: String? = nil
var lengths = Array(2...15)
var listNames = ["words.txt", "common.txt"]
var guessers = GuesserBot.allCases
var sample = CunningHost().playoutSample
var startupToo = true
var startupOnly = false
var startupRuns = 31
var otherGames: [String] = []
var historySizes = [10_000, 1_000_000]
var peopleGames = 150
var peopleLengths = Array(4...14)
var peopleToo = true
var peopleOnly = false
var peopleKnow = "list"
var traceBot: GuesserBot? = nil
var exactLimit = CunningHost().exactPoolLimit
var nodes = CunningHost().nodeBudget
var starLimit = CunningHost().starLetterLimit
var leaning = CunningHost().leaningShare
var peopleModel = CunningHost().people
var peopleSafety = CunningHost().peopleSafety
var peopleHunches = CunningHost().peopleHunches
var dailyDays = 120
var dailyShare = DailyGame.poolShare
var dailyOnly = false
var dailyFrom = UTCDay(date: "2026-01-01")!
var levelGames = 12
var levelsOnly = false
var languageGames = 40
var levelLanguage: Language? = nil
var languagesOnly = false

/// The value after `flag`, or a usage error when the command line ends first.
@MainActor func value(of flag: String) -> String {
    guard !arguments.isEmpty else { usageError("\(flag) needs a value") }
    return arguments.removeFirst()
}

var oracleLengths: [Int]? = nil
var probeLengths: [Int]? = nil
var scanMisses: Int? = nil
var customVarietyLengths: [Int]? = nil

while let arg = arguments.first {
    arguments.removeFirst()
    switch arg {
    case "--json": jsonPath = arguments.isEmpty ? nil : value(of: arg)
    case "--lengths":
        let spec = value(of: arg).split(separator: "-").compactMap { Int($0) }
        lengths = spec.count == 2 ? Array(spec[0]...spec[1]) : spec
    case "--list": listNames = [value(of: arg)]
    case "--guessers":
        guessers = value(of: arg).split(separator: ",").compactMap { GuesserBot(rawValue: String($0)) }
        if guessers.isEmpty { usageError("--guessers takes frequency, minimax, entropy") }
    case "--sample": sample = max(1, Int(value(of: arg)) ?? sample)
    case "--no-startup": startupToo = false
    case "--startup-only": startupOnly = true
    case "--runs": startupRuns = max(1, Int(value(of: arg)) ?? startupRuns)
    case "--compare": otherGames.append(value(of: arg))
    case "--histories": historySizes = value(of: arg).split(separator: ",").compactMap { Int($0) }
    case "--people-games": peopleGames = max(1, Int(value(of: arg)) ?? peopleGames)
    case "--people-lengths":
        let spec = value(of: arg).split(separator: "-").compactMap { Int($0) }
        peopleLengths = spec.count == 2 ? Array(spec[0]...spec[1]) : spec
    case "--no-people": peopleToo = false
    case "--people-know": peopleKnow = value(of: arg)
    case "--hunch-rate": PeopleBench.hunchRate = Double(value(of: arg)) ?? 0.25
    case "--hunch-width": PeopleBench.hunchWidth = Int(value(of: arg)) ?? 3
    case "--people-only":
        peopleOnly = true
        startupToo = false
        historySizes = []
    case "--trace": traceBot = GuesserBot(rawValue: value(of: arg))
    case "--exact": exactLimit = Int(value(of: arg)) ?? exactLimit
    case "--leaning": leaning = Double(value(of: arg)).flatMap { $0 > 0 ? $0 : nil }
    case "--nodes": nodes = Int(value(of: arg)) ?? nodes
    case "--star-limit": starLimit = Int(value(of: arg)) ?? starLimit
    case "--no-people-model": peopleModel = []
    case "--people-safety": peopleSafety = value(of: arg) == "1"
    case "--people-model":
        peopleModel = value(of: arg).split(separator: ",").compactMap { Person.Style(rawValue: String($0)) }
    case "--people-hunches": peopleHunches = Double(value(of: arg)) ?? 0
    case "--daily-days": dailyDays = max(0, Int(value(of: arg)) ?? dailyDays)
    case "--daily-share": dailyShare = Double(value(of: arg)) ?? dailyShare
    case "--daily-from": dailyFrom = UTCDay(date: value(of: arg)) ?? dailyFrom
    case "--daily-only":
        dailyOnly = true
        startupToo = false
        peopleToo = false
        historySizes = []
    case "--level-games": levelGames = max(0, Int(value(of: arg)) ?? levelGames)
    case "--level-language": levelLanguage = Language(rawValue: value(of: arg))  // the levels in another language
    case "--level-try":
        let (level, lengths, misses, share, themed) = levelTry(value(of: arg))
        LevelBench.tried[level] = (lengths, misses, share, themed)
    case "--counter-plan":
        let parts = value(of: arg).split(separator: ":").compactMap { Int($0) }
        LevelBench.counterPlan = (parts.first.flatMap { $0 > 0 ? $0 : nil }, parts.count > 1 ? parts[1] : 2_000)
    case "--level-share": LevelBench.sampleShare = Double(value(of: arg)).flatMap { $0 > 0 && $0 < 1 ? $0 : nil }
    // These three print one table and stop, once every other flag has been read.
    case "--oracle": oracleLengths = lengthRange(value(of: arg), for: arg)
    case "--probe-opening":
        // Each letter once, in order: a letter tried again is not a guess.
        var seen = Set<UInt8>()
        RootProbe.opening = value(of: arg).lowercased().utf8.filter {
            (97...122).contains($0) && seen.insert($0).inserted
        }
        if RootProbe.opening.isEmpty { usageError("--probe-opening takes letters a-z, such as ea") }
    case "--root-probe": probeLengths = lengthRange(value(of: arg), for: arg)
    case "--custom-variety": customVarietyLengths = lengthRange(value(of: arg), for: arg)
    case "--level-scan":
        guard let misses = Int(value(of: arg)), (1...26).contains(misses) else {
            usageError("--level-scan takes misses 1-26")
        }
        scanMisses = misses
    case "--machine-board-only":
        print(MachineBoardBench.run(players: Int(arguments.first ?? "") ?? 20).table)
        exit(0)
    case "--nemesis-only": try NemesisBench.main(arguments)
    case "--levels-only":
        levelsOnly = true
        startupToo = false
        peopleToo = false
        historySizes = []
        dailyDays = 0
    case "--language-games": languageGames = max(-1, Int(value(of: arg)) ?? languageGames)
    case "--no-languages": languageGames = -1
    case "--load-only":
        // One language's list loaded 20 times (for a profiler).
        print(try LanguageBench.timeLoads(Language(rawValue: value(of: arg)) ?? .german))
        exit(0)
    case "--languages-only":
        languagesOnly = true
        startupToo = false
        peopleToo = false
        historySizes = []
        dailyDays = 0
        levelGames = 0
    default:
        fputs(
            "usage: hangman-bench [--json FILE] [--lengths A-B] [--list words.txt|common.txt] [--no-startup]\n"
                + "       people: [--people-games N] [--people-lengths A-B] [--no-people] [--people-only]\n"
                + "       start-up: [--startup-only] [--runs N] [--compare OTHER-BUILD-OF-THE-GAME] [--histories 10000,1000000]\n"
                + "       Fiendish knobs: [--guessers a,b] [--leaning SHARE|0] [--sample N] [--exact N] [--nodes N] [--star-limit LETTERS]\n"
                + "       daily: [--daily-days N] [--daily-share SHARE] [--daily-only]\n"
                + "       levels: [--level-games N] [--levels-only] [--level-language nl|de|fr|es] [--level-try LEVEL:LENGTHS:MISSES] [--counter-plan AFTER:BUDGET]\n"
                + "       the best any host could do: [--level-games N] --oracle LENGTHS\n"
                + "       what each answer to an opening is worth: [--people-games N] [--probe-opening LETTERS] --root-probe LENGTHS\n"
                + "       how Custom games differ: --custom-variety LENGTHS\n"
                + "       languages: [--language-games N (0: bots only)] [--no-languages] [--languages-only]\n", stderr_
        )
        exit(64)
    }
}
let resources = ResourceLocator.sourceRoot + "/Resources"

if oracleLengths != nil || probeLengths != nil || scanMisses != nil || customVarietyLengths != nil {
    try SingleTables(
        oracle: oracleLengths, probe: probeLengths, customVariety: customVarietyLengths, scanMisses: scanMisses,
        scanLengths: lengths, levelGames: levelGames, peopleGames: peopleGames, language: levelLanguage
    ).print(resources: resources)
    exit(0)
}
var json: [String] = []
let hosts: [(String, any HostRule)] = [
    ("classic", ClassicHost()),
    (
        "fiendish",
        CunningHost(
            exactPoolLimit: exactLimit, nodeBudget: nodes, playoutSample: sample,
            guessers: guessers, people: peopleModel, peopleSafety: peopleSafety,
            peopleHunches: peopleHunches, leaningShare: leaning, variety: true,
            starLetterLimit: starLimit)
    ),
]
if let bot = traceBot {
    Trace.run(
        list: try WordListFile.load(path: resources + "/" + listNames[0]), lengths: lengths, hosts: hosts, bot: bot)
    exit(0)
}

// First, while this process is small: a spawned child's peak memory, as the kernel reports it,
// starts from its parent's (the spawn shares the parent's memory until the exec).
let binary = startupToo ? BinaryBench.run() : (table: "", json: "null")
var levelsJSON = "null"
if levelGames > 0 && !startupOnly && !peopleOnly && !dailyOnly {
    let start = now()
    // `--level-language CODE`: the levels as that language plays them (its everyday words).
    let lists = try LevelBench.lists(language: levelLanguage, resources: resources)
    let common = lists[.common]!
    let levels = LevelBench.run(
        lists: lists, vocabulary: common, games: levelGames,
        levels: Level.allCases.filter { LevelBench.tried.isEmpty || LevelBench.tried[$0] != nil })
    print(levels.text + "\n(\(Int(now() - start)) s)")
    levelsJSON = levels.json
}

var languagesJSON = "null"
if languageGames >= 0 && !startupOnly && !peopleOnly && !dailyOnly && !levelsOnly {
    let start = now()
    let languages = LanguageBench.run(
        games: languageGames, levelGames: levelGames, fiendish: hosts[1].1 as! CunningHost)
    print(languages.text + "\n(\(Int(now() - start)) s)")
    languagesJSON = languages.json
}

for listName in listNames where !startupOnly && !peopleOnly && !dailyOnly && !levelsOnly && !languagesOnly {
    let loadStart = now()
    let list = try WordListFile.load(path: resources + "/" + listName)
    let loadTime = now() - loadStart
    print("\n== \(listName): \(list.count) words, longest \(list.longestLength); loaded in \(ms(loadTime)) ms")
    print(
        "misses the bot suffers to finish the word (classic / fiendish); the held-out bot (counting occurrences) is not one"
    )
    print(
        "the Fiendish host models; V: the optimum, by exact search where the words fit it (≤ \(PoolBits.capacity)), else at least a star's"
    )
    print(
        "len   words   " + GuesserBot.allCases.map { $0.rawValue.pad(17) }.joined(separator: " ")
            + "   held-out bot   best-bot gain   V")
    var hostTimes: [String: [Double]] = [:]
    var rows: [String] = []
    for length in lengths where list.count(ofLength: length) > 0 {
        let bucket = list.words(ofLength: length)
        var cells: [String] = []
        var classicByBot: [Int] = []
        var fiendishByBot: [Int] = []
        let players = GuesserBot.allCases.map { Guesser.Player.bot($0) } + [.picker(HeldOutPanel.OccurrenceBot())]
        for (n, player) in players.enumerated() {
            var results: [Int] = []
            for (name, strategy) in hosts {
                let r = play(bucket: bucket, strategy: strategy, player: player)
                results.append(r.misses)
                hostTimes[name, default: []] += r.times
            }
            classicByBot.append(results[0])
            fiendishByBot.append(results[1])
            cells.append("\(results[0]) / \(results[1])".pad(n < GuesserBot.allCases.count ? 17 : 14))
        }
        // The strongest bot of a length is the one that suffers the fewest misses against each host.
        let gain = fiendishByBot.min()! - classicByBot.min()!
        let optimum = Optimum.of(bucket)
        print(
            "\(String(length).pad(3)) \(String(bucket.count).pad(7))   " + cells.joined(separator: " ")
                + "   \(gain >= 0 ? "+" : "")\(gain)".padding(16) + optimum.text)
        rows.append(
            "{\"length\":\(length),\"words\":\(bucket.count),"
                + GuesserBot.allCases.enumerated().map {
                    "\"\($1.rawValue)\":{\"classic\":\(classicByBot[$0]),\"fiendish\":\(fiendishByBot[$0])},"
                }.joined()
                + "\"heldOutBot\":{\"classic\":\(classicByBot.last!),\"fiendish\":\(fiendishByBot.last!)},"
                + "\"optimum\":{\"value\":\(optimum.value),\"exact\":\(optimum.exact)}}")
    }
    print(
        "host decision time per guess, ms (all pools met; largest pool \(list.words(ofLength: (1...list.longestLength).max { list.count(ofLength: $0) < list.count(ofLength: $1) }!).count) words)"
    )
    print("host        median      p99      max   decisions")
    var timeJSON: [String] = []
    for (name, _) in hosts {
        let t = hostTimes[name] ?? []
        print(
            "\(name.padding(10)) \(ms(percentile(t, 0.5)).pad(8)) \(ms(percentile(t, 0.99)).pad(8)) \(ms(t.max() ?? 0).pad(8)) \(String(t.count).pad(11))"
        )
        timeJSON.append(
            "\"\(name)\":{\"medianMs\":\(percentile(t, 0.5) * 1000),\"p99Ms\":\(percentile(t, 0.99) * 1000),\"maxMs\":\((t.max() ?? 0) * 1000)}"
        )
    }
    // Classic on the largest pool of the list, alone.
    let largest = list.words(
        ofLength: (1...list.longestLength).max { list.count(ofLength: $0) < list.count(ofLength: $1) }!)
    var classicFirst: [Double] = []
    for letter in "etaoinsr" {
        var game = EvilGameplay(bench: largest, misses: 26, rule: ClassicHost(), seed: 1)
        let start = now()
        _ = game.guess(String(letter))
        classicFirst.append(now() - start)
    }
    print(
        "classic on the largest pool (\(largest.count) words, length \(largest.length)): max \(ms(classicFirst.max()!)) ms over 8 first guesses"
    )
    // The Fiendish host's look for stars (StarBound) on the largest pool, alone.
    var starTimes: [Double] = []
    for _ in 0..<9 {
        let start = now()
        _ = StarBound.largestStar(in: Array(0..<Int32(largest.count)), of: largest)
        starTimes.append(now() - start)
    }
    print("a look for stars on the largest pool: median \(ms(percentile(starTimes, 0.5))) ms")
    json.append(
        "{\"list\":\"\(listName)\",\"words\":\(list.count),\"loadMs\":\(loadTime * 1000),\"misses\":[\(rows.joined(separator: ","))],"
            + "\"decision\":{\(timeJSON.joined(separator: ","))},\"classicLargestPoolMaxMs\":\(classicFirst.max()! * 1000)}"
    )
}
print("\nthis bench's own peak memory (both lists, every bot game): \(String(format1: peakMemoryMiB())) MiB")

var peopleJSON: [String] = []
if peopleToo && !startupOnly && !languagesOnly {
    let vocabulary = try WordListFile.load(path: resources + "/common.txt")
    for listName in listNames {
        let list = try WordListFile.load(path: resources + "/" + listName)
        let start = now()
        let (cells, times) = PeopleBench.run(
            list: list, vocabulary: peopleKnow == "list" ? list : vocabulary, lengths: peopleLengths,
            games: peopleGames, fiendish: hosts[1].1 as! CunningHost)
        print(PeopleBench.table(listName, cells))
        print(
            "Fiendish decision time in these games (two at once on the two cores): median \(ms(percentile(times, 0.5))) ms, "
                + "p99 \(ms(percentile(times, 0.99))) ms, max \(ms(times.max() ?? 0)) ms; \(Int(now() - start)) s in all"
        )
        peopleJSON.append(PeopleBench.json(listName, cells))
    }
}

var dailyJSON = "null"
if dailyDays > 0 && !startupOnly && !peopleOnly {
    let start = now()
    let daily = DailyBench.run(
        list: try WordListFile.load(path: resources + "/" + DailyGame.wordList.resourceName!), days: dailyDays,
        share: dailyShare, firstDay: dailyFrom)
    print(daily.text + "\n(\(Int(now() - start)) s)")
    dailyJSON = daily.json
}

let frames =
    startupOnly || peopleOnly || dailyOnly || levelsOnly || languagesOnly ? (text: "", json: "null") : FrameBench.run()
print(frames.text)

let histories = HistoryBench.run(sizes: historySizes)
print(histories.table)
let machineBoard =
    startupOnly || peopleOnly || dailyOnly || levelsOnly || languagesOnly
    ? (table: "", json: "null") : MachineBoardBench.run()
print(machineBoard.table)

let startup =
    startupToo
    ? StartupBench.run(
        runs: startupRuns, others: otherGames, histories: histories.results.map { ($0.games, $0.folder) })
    : (table: "", json: "null")
print(startup.table)

print(binary.table)

if let jsonPath {
    let text =
        "{\"lists\":[\(json.joined(separator: ","))],\"peakMemoryMiB\":\(peakMemoryMiB()),\"history\":\(histories.json),\"machineBoard\":\(machineBoard.json),\"people\":[\(peopleJSON.joined(separator: ","))],"
        + "\"daily\":\(dailyJSON),\"levels\":\(levelsJSON),\"languages\":\(languagesJSON),\"frames\":\(frames.json),\"startup\":\(startup.json),\"binary\":\(binary.json)}\n"
    let f = fopen(jsonPath, "w")
    fputs(text, f)
    fclose(f)
    print("wrote \(jsonPath)")
}

extension String {
    init(format1 value: Double) { self = String(Int(value * 10 + 0.5)).paddedMs(1) }
    init(format2 value: Double) { self = String(Int(value * 100 + 0.5)).paddedMs(2) }
    func padding(_ n: Int) -> String { self + String(repeating: " ", count: max(0, n - count)) }
}
