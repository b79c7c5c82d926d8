import HangmanCore
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

// `make bench`: how evil each host is and how fast it decides, how each level plays against
// panels of players it was tuned on and ones it never saw, the daily, each language, Nemesis
// against players who keep one way, the frames, the history, the machine's board, the start-up
// of the real binary and its size. Prints plain tables; `--json FILE` also writes the numbers.

let sections = ["startup", "hosts", "levels", "languages", "people", "daily", "nemesis", "endings", "frames", "board"]
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == MachineBoardBench.writerFlag { MachineBoardBench.writer(Array(arguments.dropFirst())) }
var jsonPath: String? = nil
var only = Set(sections)
var scale = 1.0
var otherGames: [String] = []
var levelLanguage: Language? = nil

@MainActor func usage() -> Never {
    fputs(
        "usage: hangman-bench [--json FILE] [--only \(sections.joined(separator: ","))] [--scale FACTOR]\n"
            + "                     [--compare OTHER-BUILD-OF-THE-GAME] [--level-language nl|de|fr|es]\n", stderr_)
    exit(64)
}

while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    guard !arguments.isEmpty else { usage() }
    let value = arguments.removeFirst()
    switch flag {
    case "--json": jsonPath = value
    case "--only":
        only = Set(value.split(separator: ",").map(String.init))
        if !only.isSubset(of: sections) { usage() }
    case "--scale": scale = Double(value).flatMap { $0 > 0 ? $0 : nil } ?? { usage() }()
    case "--compare": otherGames.append(value)
    case "--level-language": levelLanguage = Language(rawValue: value) ?? { usage() }()
    default: usage()
    }
}

/// `n` games, times the scale asked for (at least one).
@MainActor func games(_ n: Int) -> Int { max(1, Int((Double(n) * scale).rounded())) }

let resources = ResourceLocator.sourceRoot + "/Resources"
var json: [String: String] = [:]
/// Runs one section, if asked for: prints its table and the seconds it took, keeps its JSON.
@MainActor func section(_ name: String, _ body: () throws -> (text: String, json: String)) rethrows {
    guard only.contains(name) else { return }
    let start = now()
    let result = try body()
    print(result.text + "\n(\(name): \(Int(now() - start)) s)")
    json[name] = result.json
}

// First, while this process is small: a spawned child's peak memory, as the kernel reports it,
// starts from its parent's (the spawn shares the parent's memory until the exec). The start-up
// is timed with histories of each size, which the history's own table measures first.
section("startup") {
    let binary = BinaryBench.run()
    let histories = HistoryBench.run(sizes: [10_000, 1_000_000])
    let startup = StartupBench.run(
        runs: 31, others: otherGames, histories: histories.results.map { ($0.games, $0.folder) })
    return (
        [binary.table, histories.table, startup.table].joined(separator: "\n"),
        "{\"binary\":\(binary.json),\"history\":\(histories.json),\"startup\":\(startup.json)}"
    )
}
try section("hosts") { try HostBench.run(resources: resources) }
try section("levels") {
    let lists = try LevelBench.lists(language: levelLanguage, resources: resources)
    return LevelBench.run(lists: lists, games: games(12), levels: Level.allCases)
}
try section("endings") { try EndingsBench.run(resources: resources) }
section("languages") { LanguageBench.run(games: games(40), levelGames: games(12)) }
try section("people") { try PeopleBench.run(resources: resources, games: games(150)) }
try section("daily") {
    let daily = DailyBench.run(
        list: try WordListFile.load(path: resources + "/" + DailyGame.wordList.resourceName!), days: games(120),
        share: DailyGame.poolShare, firstDay: UTCDay(date: "2026-01-01")!)
    return (daily.text, daily.json)
}
try section("nemesis") { try NemesisBench.run(resources: resources, games: games(60)) }
section("frames") { FrameBench.run() }
section("board") {
    let board = MachineBoardBench.run()
    return (board.table, board.json)
}
print("\nthis bench's own peak memory: \(String(format1: peakMemoryMiB())) MiB")

if let jsonPath {
    let text = "{" + json.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}\n"
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
