import Dispatch
import HangmanCore
import HangmanStore
import Synchronization

/// Whether games differ: at each level of each language, 100 seeded games by a player who keeps one order of letters
/// strictly (E T A O I N S H R D L U…, then the language's other letters; a letter no fitting word holds is
/// skipped). It prints the share of the commonest ending (the last three letters) among the words the games end on,
/// how many distinct words they end on, and the share that are headwords (a stem of the language's Hunspell
/// dictionary, where it is installed). At Nemesis the player is one person over the 100 games, learnt as the game
/// learns (`PlayerHabits`), so a host that has learnt them is measured too.
enum EndingsBench {
    static let games = 100

    struct Row: Sendable {
        let language: Language, level: Level, distinct: Int, ending: String, endingShare: Double, won: Int
        let headwords: Double?
    }

    static func run(resources: String) throws -> (text: String, json: String) {
        var lines = [
            """
            endings: \(games) seeded games a level by one player who keeps E T A O I N S H R D L U… strictly (at \
            Nemesis one player over all \(games), learnt as the game learns)
            """,
            "language  level      commonest ending   distinct end words   headwords   won",
        ]
        var json: [String] = []
        for language in Language.allCases {
            let lists = try LevelBench.lists(language: language, resources: resources)
            let stems = Headwords.stems(language)
            for level in Level.allCases {
                guard let list0 = lists[.common], let preset = level.preset(in: list0.language),
                    let list = lists[preset.wordList]
                else { continue }
                let row = measure(list, preset: preset, level: level, stems: stems)
                let headwords = row.headwords.map { "\(Int(($0 * 100).rounded()))%" } ?? "n/a"
                lines.append(
                    language.rawValue.padding(10) + level.title.padding(11)
                        + "-\(row.ending.uppercased()) \(Int((row.endingShare * 100).rounded()))%".padding(19)
                        + "\(row.distinct)".padding(21) + headwords.padding(12) + "\(row.won)%")
                json.append(
                    """
                    {"language":"\(language.rawValue)","level":"\(level.rawValue)","ending":"\(row.ending)",\
                    "endingShare":\(row.endingShare),"distinct":\(row.distinct),"won":\(row.won)\
                    \(row.headwords.map { ",\"headwords\":\($0)" } ?? "")}
                    """)
            }
        }
        return (lines.joined(separator: "\n"), "[\(json.joined(separator: ","))]")
    }

    /// The words `games` games end on, and the player's wins.
    static func measure(_ list: WordList, preset: Level.Preset, level: Level, stems: Set<String>?) -> Row {
        let order = HeldOutPanel.completed(Person.englishOrder, for: list.language)
        let player: @Sendable () -> Guesser.Player = { .picker(NemesisBench.strictly(order)) }
        let seedOf: @Sendable (Int) -> UInt64 = { UInt64($0) &* 0xD1B5_4A32_D192_ED03 &+ 7 }
        let lengthOf: @Sendable (UInt64) -> Int = { seed in
            preset.lengths.lowerBound + Int(seed % UInt64(preset.lengths.count))
        }
        var ends: [(won: Bool, word: String)] = []
        if level == .nemesis {
            // One person, in order: each game's host knows what the games before taught it.
            var habits = PlayerHabits()
            for g in 0..<games {
                let seed = seedOf(g)
                let known = list.words(ofLength: lengthOf(seed))
                let bucket = Deal.sample(of: known, share: preset.share, theme: nil, seed: seed)
                let (record, _) = NemesisBench.play(
                    bucket, known, CunningHost(variety: true), player(), preset.wordList, seed,
                    misses: preset.missesAllowed, share: preset.share, habits: habits)
                habits.learn(from: record)
                ends.append((record.won, record.word))
            }
        } else {
            let results = Mutex([(won: Bool, word: String)]())
            DispatchQueue.concurrentPerform(iterations: games) { g in
                let seed = seedOf(g)
                let known = list.words(ofLength: lengthOf(seed))
                let r = LevelBench.play(known, known: known, level: preset, player: player(), seed: seed)
                results.withLock { $0.append(r) }
            }
            ends = results.withLock { $0 }
        }
        var endings: [String: Int] = [:]
        for end in ends { endings[String(end.word.suffix(3)), default: 0] += 1 }
        let top = endings.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
        let spelled = ends.map { list.words(ofLength: $0.word.count).spelling(of: $0.word) }
        let headwords = stems.map { stems in
            Double(spelled.filter { stems.contains($0) || stems.contains($0.lowercased()) }.count)
                / Double(max(1, ends.count))
        }
        return Row(
            language: list.language, level: level, distinct: Set(ends.map(\.word)).count, ending: top.key,
            endingShare: Double(top.value) / Double(max(1, ends.count)), won: ends.filter(\.won).count * 100 / games,
            headwords: headwords)
    }
}

/// A language's headwords: the stems of its Hunspell dictionary (the form a dictionary lists; inflections come from
/// the affix file), read where the package is installed.
enum Headwords {
    static let dictionaries: [Language: String] = [
        .english: "en_US", .dutch: "nl", .german: "de_DE", .french: "fr", .spanish: "es_ES",
    ]

    static func stems(_ language: Language) -> Set<String>? {
        guard let name = dictionaries[language],
            let bytes = try? FileIO.read("/usr/share/hunspell/\(name).dic", limit: FileIO.Limit.wordList)
        else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        var stems = Set<String>()
        for line in text.split(separator: "\n").dropFirst() {
            let stem = line.prefix { $0 != "/" && $0 != "\t" && $0 != " " }
            // The Dutch dictionary writes the digraph ij as one letter (ĳ); the lists, as people type it.
            guard !stem.isEmpty else { continue }
            stems.insert(String(stem).replacing("\u{0133}", with: "ij").replacing("\u{0132}", with: "IJ"))
        }
        return stems
    }
}
