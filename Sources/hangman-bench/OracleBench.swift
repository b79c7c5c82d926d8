import Dispatch
import HangmanCore
import Synchronization

/// `--oracle LENGTHS`: how far below Classic *any* host could hold the held-out people. A
/// clairvoyant host knows each person's next letter (it replays the seeded person on a copy)
/// and searches every family it could keep for a way to hang them; a game it cannot hang that
/// way no host can hang. Its win rate for the people is a floor under every host's, and the
/// distance from Classic's to it is the most any host could gain (docs/levels.md).
enum OracleBench {
    /// One game's verdict: hanged (a way was found), saved (no way exists), or the search ran
    /// out of positions before it knew.
    enum Verdict { case hanged, saved, unknown }

    static let budget = 400_000

    static func verdict(bucket: WordBucket, picker: any LetterPicker, misses allowed: Int) -> Verdict {
        var nodes = 0
        var outOfBudget = false
        // Whether the host can hang the person from `words`, `misses` made, `guessed` tried.
        func hangs(_ words: [Int32], guessed: UInt32, misses: Int, picker: any LetterPicker) -> Bool {
            if misses >= allowed { return true }
            if words.count == 1 {
                return missesToTheEnd(words[0], guessed: guessed, misses: misses, picker: picker) >= allowed
            }
            nodes += 1
            if nodes > budget {
                outOfBudget = true
                return false
            }
            var next = picker
            guard let letter = next.letter(for: words, in: bucket, guessed: guessed) else { return false }
            let tried = guessed | 1 << UInt32(letter &- 97)
            let families = WordPool(bucket: bucket, indices: words).wordFamilies(for: letter)
            // The miss first, then the largest: the likeliest ways to hang.
            for family in families.sorted(by: { ($0.isMiss ? 1 : 0, $0.count) > ($1.isMiss ? 1 : 0, $1.count) }) {
                if hangs(family.words, guessed: tried, misses: misses + (family.isMiss ? 1 : 0), picker: next) {
                    return true
                }
                if outOfBudget { return false }
            }
            return false
        }
        // One word left: every letter has one answer, but a person may still try letters it lacks
        // (a careless one, or a hunch among too few letters), and those misses count.
        func missesToTheEnd(_ word: Int32, guessed: UInt32, misses: Int, picker: any LetterPicker) -> Int {
            let letters = bucket.letterSets[Int(word)]
            var tried = guessed
            var made = misses
            var next = picker
            while letters & ~tried != 0 && made < allowed {
                guard let letter = next.letter(for: [word], in: bucket, guessed: tried) else { break }
                let bit: UInt32 = 1 << UInt32(letter &- 97)
                if letters & bit == 0 { made += 1 }
                tried |= bit
            }
            return made
        }
        let hanged = hangs(WordPool(all: bucket).indices, guessed: 0, misses: 0, picker: picker)
        return hanged ? .hanged : outOfBudget ? .unknown : .saved
    }

    static func run(list: WordList, lengths: [Int], misses: Int, games: Int) -> String {
        var lines = [
            "\noracle: held-out people at \(misses) misses, web2 (one pool: every word of the length), \(games) games a person",
            "a length: won against Classic,",
            "against Fiendish, and against a clairvoyant host (at most: games it cannot hang; unknown: it ran out of search)",
            "len    classic   fiendish   clairvoyant (unknown)",
        ]
        let order = HeldOutPanel.order(of: list)
        for length in lengths where list.count(ofLength: length) > 1 {
            let bucket = list.words(ofLength: length)
            let tally = Mutex((classic: 0, fiendish: 0, saved: 0, unknown: 0, all: 0))
            DispatchQueue.concurrentPerform(iterations: games) { g in
                let seed = UInt64(length) << 40 ^ UInt64(g) &* 0x9E37_79B9_7F4A_7C15
                for (i, person) in HeldOutPanel.people(listOrder: order, seed: seed).enumerated() {
                    var won: [Bool] = []
                    for level in [Host.classic, .cunning] {
                        // One pool, the whole length's words, as the clairvoyant host plays.
                        let preset = Level.Preset(
                            host: level, wordList: .full, lengths: length...length, missesAllowed: misses,
                            share: 1)
                        won.append(
                            LevelBench.play(
                                bucket, known: bucket, level: preset, player: .picker(person.1),
                                seed: seed &+ UInt64(i)
                            ).won)
                    }
                    let v = verdict(bucket: bucket, picker: person.1, misses: misses)
                    tally.withLock {
                        $0.all += 1
                        if won[0] { $0.classic += 1 }
                        if won[1] { $0.fiendish += 1 }
                        if v == .saved { $0.saved += 1 }
                        if v == .unknown { $0.unknown += 1 }
                    }
                }
            }
            let t = tally.withLock { $0 }
            func pct(_ n: Int) -> String { "\(n * 100 / max(1, t.all))%" }
            lines.append(
                "\(String(length).pad(3))   \(pct(t.classic).pad(8))   \(pct(t.fiendish).pad(8))   "
                    + "\(pct(t.saved + t.unknown).pad(11)) (\(pct(t.unknown)))")
        }
        return lines.joined(separator: "\n")
    }
}
