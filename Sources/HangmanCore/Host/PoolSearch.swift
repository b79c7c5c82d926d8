/// Playouts over pools of one bucket.
struct PoolSearch {
    let bucket: WordBucket

    init(bucket: WordBucket) { self.bucket = bucket }

    /// Misses each of `bots` suffers against `host` from `words` on (the letters in `guessed`
    /// already tried), capped at `cap`. The bots play in lock-step and share the work for as long
    /// as they choose the same letters.
    func playouts(_ words: [Int32], by bots: [GuesserBot], against host: RolloutHost, guessed: UInt32, cap: Int)
        -> [Int]
    {
        var results = [Int](repeating: 0, count: bots.count)
        func play(_ words: [Int32], guessed: UInt32, misses: Int, players: [Int]) {
            if words.count <= 1 || misses >= cap {
                for p in players { results[p] = min(misses, cap) }
                return
            }
            let splits = LetterSplits(
                bucket: bucket, words: words, withFamilies: players.contains { bots[$0] != .frequency },
                ignoring: guessed)
            var byLetter: [(letter: UInt8, players: [Int])] = []
            for p in players {
                guard let letter = bots[p].letter(from: splits, guessed: guessed) else {
                    results[p] = misses
                    continue
                }
                if let i = byLetter.firstIndex(where: { $0.letter == letter }) {
                    byLetter[i].players.append(p)
                } else {
                    byLetter.append((letter, [p]))
                }
            }
            for (letter, group) in byLetter {
                let kept = WordPool(bucket: bucket, indices: words).family(for: letter) {
                    host.choice(masks: $0, counts: $1)
                }
                play(
                    kept.words, guessed: guessed | 1 << UInt32(letter - 97), misses: misses + (kept.isMiss ? 1 : 0),
                    players: group)
            }
        }
        play(words, guessed: guessed, misses: 0, players: Array(bots.indices))
        return results
    }

    /// Misses each model of a person (`styles`, without hunches: what a habit alone does) suffers
    /// against `host` from `words` on, capped at `cap`. A person knows the words that fit (`words`,
    /// then the families the host keeps). `seed` makes the word a person pictures reproducible.
    func personPlayouts(
        _ words: [Int32], styles: [Person.Style], against host: RolloutHost, guessed: UInt32, cap: Int,
        seed: UInt64, hunchRate: Double = 0
    ) -> [Int] {
        styles.enumerated().map { n, style in
            playout(
                words, by: Person(style: style, seed: seed &+ UInt64(n), hunchRate: hunchRate), against: host,
                guessed: guessed, cap: cap)
        }
    }

    /// Misses one modelled person suffers against `host` from `words` on, capped at `cap`.
    func playout(_ words: [Int32], by person: Person, against host: RolloutHost, guessed: UInt32, cap: Int) -> Int {
        var person = person
        var pool = words
        var tried = guessed
        var misses = 0
        // One word left: a person who knows it fits guesses its letters, and misses no more.
        while pool.count > 1, misses < cap {
            guard let letter = person.letter(for: pool, in: bucket, guessed: tried) else { break }
            let kept = WordPool(bucket: bucket, indices: pool).family(for: letter) {
                host.choice(masks: $0, counts: $1)
            }
            if kept.isMiss { misses += 1 }
            pool = kept.words
            tried |= 1 << UInt32(letter - 97)
        }
        return min(misses, cap)
    }
}
