/// A plan against a counter: a player who, guess after guess, tries the letter found in the
/// most words that still fit (`GuesserBot.frequency`, the strongest simple way to play hangman,
/// and what experts do). Such a player's next letter is known for any pool the host leaves, so
/// only the host's own answers branch: a depth-first search finds, where there is one, a line of
/// answers that hangs the counter with the misses it has left. People who guess otherwise never
/// meet it: the host plans so only after `CunningHost.counterPlanAfter` guesses in a row
/// were a counter's (`HostContext.counterRun`), and goes back to its usual look ahead at the
/// first that is not.
struct CounterPlan {
    let bucket: WordBucket
    /// Words the search may still look at (each position costs its pool's size: the work of
    /// counting its letters and splitting it); out of them it answers "don't know" and the host
    /// decides as usual. A budget of words, not positions, bounds the time a decision takes.
    private(set) var budget: Int
    private var known: [Key: Bool] = [:]

    private struct Key: Hashable {
        let words: [Int32]
        let guessed: UInt32
        let missesLeft: Int
    }

    init(bucket: WordBucket, budget: Int) {
        self.bucket = bucket
        self.budget = budget
    }

    /// The letters a counter may try next (all those in the most words, among the untried
    /// letters of the alphabet that some word holds), as a set (bit 0 = a).
    static func countersLetters(_ words: [Int32], in bucket: WordBucket, guessed: UInt32) -> UInt32 {
        let splits = LetterSplits(bucket: bucket, words: words, withFamilies: false, ignoring: guessed)
        var most = 0
        var letters: UInt32 = 0
        for k in 0..<LetterCode.count
        where (guessed | ~splits.alphabet) & (1 << UInt32(k)) == 0 && splits.containing[k] > 0 {
            if splits.containing[k] > most {
                most = splits.containing[k]
                letters = 0
            }
            if splits.containing[k] == most { letters |= 1 << UInt32(k) }
        }
        return letters
    }

    /// Whether the host can hang the counter from `words` (letters `guessed` tried, `missesLeft`
    /// misses it can still afford); nil when the budget ran out first.
    mutating func hangs(_ words: [Int32], guessed: UInt32, missesLeft: Int) -> Bool? {
        if missesLeft <= 0 { return true }
        // One word left: a counter then tries only its letters.
        if words.count <= 1 { return false }
        let key = Key(words: words, guessed: guessed, missesLeft: missesLeft)
        if let answer = known[key] { return answer }
        guard budget >= words.count else { return nil }
        budget -= words.count
        guard let letter = GuesserBot.frequency.letter(for: words, in: bucket, guessed: guessed) else { return false }
        var answer = false
        for family in Self.missesFirst(WordPool(bucket: bucket, indices: words).wordFamilies(for: letter)) {
            guard
                let hangs = hangs(
                    family.words, guessed: guessed | LetterCode.bit(letter),
                    missesLeft: missesLeft - (family.isMiss ? 1 : 0))
            else { return nil }
            if hangs {
                answer = true
                break
            }
        }
        known[key] = answer
        return answer
    }

    /// The families to try in turn: the miss first (it costs a miss now), then the largest.
    static func missesFirst(_ families: [WordFamily]) -> [WordFamily] {
        families.sorted { ($0.isMiss ? 1 : 0, $0.count) > ($1.isMiss ? 1 : 0, $1.count) }
    }
}

extension CunningHost {
    /// The family that hangs a counter, where the search finds one within its budget among the
    /// `open` ones (never a proven escape for a player who only copies a counter): misses first,
    /// then the largest. Nil where none does, or the budget ran out (the host then decides
    /// as it always does).
    func planAgainstCounter(
        _ families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext, open: [Bool]
    ) -> FamilyChoice? {
        guard let after = counterPlanAfter, context.counterRun >= after else { return nil }
        var plan = CounterPlan(bucket: pool.bucket, budget: Self.counterNodeBudget)
        let guessed = context.guessedLetters | LetterCode.bit(letter)
        let order = families.indices.sorted { a, b in
            (families[a].isMiss ? 1 : 0, families[a].count) > (families[b].isMiss ? 1 : 0, families[b].count)
        }
        for i in order where open[i] {
            guard
                let hangs = plan.hangs(
                    families[i].words, guessed: guessed, missesLeft: context.missesLeft - (families[i].isMiss ? 1 : 0))
            else { return nil }
            if hangs {
                return FamilyChoice(
                    index: i, reason: i == ClassicHost.largest(families) ? .largest : .plannedAgainstCounter)
            }
        }
        return nil
    }
}
