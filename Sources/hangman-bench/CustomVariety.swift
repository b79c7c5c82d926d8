import Dispatch
import HangmanCore
import Synchronization

/// `--custom-variety LENGTHS`: how much Custom games differ, where no level deals a sample: 100
/// seeded games a length on web2's whole pool, 10 misses, by a fixed-order guesser (E T A O I N…,
/// no hunches), against each host. Few distinct final words would let a player learn the answers
/// (ATTACK.md, "the rules as a target").
enum CustomVariety {
    static func run(list: WordList, lengths: [Int]) -> String {
        var lines = [
            "\ncustom variety: 100 seeded games a length on web2's whole pool (10 misses) by a fixed-order guesser",
            "len   host       distinct final words   commonest word (share)   won",
        ]
        for length in lengths where list.count(ofLength: length) > 1 {
            for level in [Host.classic, .cunning] {
                let preset = Level.Preset(
                    host: level, wordList: .full, lengths: length...length, missesAllowed: 10, share: 1)
                let results = Mutex([(won: Bool, word: String)]())
                DispatchQueue.concurrentPerform(iterations: 100) { g in
                    let seed = UInt64(g) &* 0xD1B5_4A32_D192_ED03 &+ 11
                    let fixed = HeldOutPanel.OrderPerson(
                        order: Person.englishOrder, hunchRate: 0, hunchWidth: 1, careless: 0,
                        rng: SeededGenerator(seed: seed))
                    let bucket = list.words(ofLength: length)
                    let r = LevelBench.play(bucket, known: bucket, level: preset, player: .picker(fixed), seed: seed)
                    results.withLock { $0.append(r) }
                }
                let all = results.withLock { $0 }
                var counts: [String: Int] = [:]
                for r in all { counts[r.word, default: 0] += 1 }
                let top = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!
                lines.append(
                    String(length).pad(3) + "   " + level.rawValue.padding(11) + "\(counts.count)".pad(20) + "   "
                        + "\(top.key.uppercased()) (\(top.value)%)".padding(25) + "\(all.filter(\.won).count)%")
            }
        }
        return lines.joined(separator: "\n")
    }
}
