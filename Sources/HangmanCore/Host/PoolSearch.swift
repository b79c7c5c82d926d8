/// Search over pools of one bucket: exact minimax values and playouts.
struct PoolSearch {
    let bucket: WordBucket
    var budget: Int
    private var nodes = 0
    /// Pool → (value found, cap it was found under). A value below its cap is exact; otherwise a lower bound.
    private var memo: [[Int32]: (value: Int, cap: Int)] = [:]

    init(bucket: WordBucket, budget: Int) {
        self.bucket = bucket
        self.budget = budget
    }

    /// Letters that split `words` (present in some but not all, or at different places), most
    /// even split first so that cut-offs come early.
    func splittingLetters(_ words: [Int32]) -> [UInt8] {
        let counts = LetterSplits(bucket: bucket, words: words, withFamilies: false).containing
        var letters: [UInt8] = []
        for k in 0..<LetterCode.count where counts[k] > 0 {
            let letter = UInt8(97 + k)
            if counts[k] < words.count {
                letters.append(letter)
                continue
            }
            // In every word: it splits only if the positions differ.
            let first = bucket.positions(of: letter, inWordAt: Int(words[0]))
            if words.contains(where: { bucket.positions(of: letter, inWordAt: Int($0)) != first }) {
                letters.append(letter)
            }
        }
        let half = words.count / 2
        return letters.sorted { abs(counts[Int($0 - 97)] - half) < abs(counts[Int($1 - 97)] - half) }
    }

    /// min(V, cap): the misses an optimal host forces on an optimal guesser from `words`, or nil
    /// when the node budget runs out.
    mutating func value(_ words: [Int32], cap: Int) -> Int? {
        if words.count <= 1 || cap <= 0 { return 0 }
        if let known = memo[words] {
            if known.value < known.cap { return min(known.value, cap) }
            if cap <= known.value { return cap }
        }
        nodes += 1
        if nodes > budget { return nil }
        // A star forces its misses on any guesser: no search needed when it reaches the cap.
        if StarBound.largestStar(in: words, of: bucket) - 1 >= cap {
            memo[words] = (cap, cap)
            return cap
        }
        var best = cap  // the guesser's best so far (lower is better for the guesser)
        for letter in splittingLetters(words) {
            let families = WordPool(bucket: bucket, indices: words).wordFamilies(for: letter)
                .sorted { $0.count > $1.count }
            var worst = 0  // the host's best reply to this letter, capped at `best`
            for family in families {
                let miss = family.isMiss ? 1 : 0
                guard let v = value(family.words, cap: best - miss) else { return nil }
                worst = max(worst, miss + v)
                if worst >= best { break }
            }
            best = min(best, worst)
            if best == 0 { break }
        }
        memo[words] = (best, cap)
        return best
    }

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
