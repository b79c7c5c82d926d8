/// A plan against a player whose next letter the host can foresee for any pool it leaves: a
/// counter, who tries the letter found in the most words that still fit (`GuesserBot.frequency`,
/// the strongest simple way to play hangman, and what experts do), or a player the Nemesis host
/// has learnt keeping one order of letters (skipping those no fitting word holds). Only the host's
/// own answers branch then: a depth-first search finds, where there is one, a line of answers
/// that hangs the player with the misses they have left. Nobody else meets it: the host plans
/// against a counter only after `CunningHost.counterPlanAfter` guesses in a row were a counter's
/// (`HostContext.counterRun`), and against a learnt order only where the player keeps to it
/// strictly (`CunningHost.plansAgainst`).
struct WayPlan {
    enum Way {
        case counter
        case order([UInt8])
    }

    let bucket: WordBucket
    let way: Way
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

    init(bucket: WordBucket, way: Way, budget: Int) {
        self.bucket = bucket
        self.way = way
        self.budget = budget
    }

    /// The letter the player tries next: the counter's, or the first untried letter of the order
    /// that some fitting word holds.
    func letter(for words: [Int32], guessed: UInt32) -> UInt8? {
        switch way {
        case .counter: return GuesserBot.frequency.letter(for: words, in: bucket, guessed: guessed)
        case .order(let order):
            var present: UInt32 = 0
            bucket.letterSets.withUnsafeBufferPointer { sets in for w in words { present |= sets[Int(w)] } }
            let possible = present & ~guessed
            return order.first { possible & LetterCode.bit($0) != 0 }
                ?? bucket.language.letters.first { possible & LetterCode.bit($0) != 0 }
        }
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

    /// Whether the host can hang the player from `words` (letters `guessed` tried, `missesLeft`
    /// misses it can still afford); nil when the budget ran out first.
    mutating func hangs(_ words: [Int32], guessed: UInt32, missesLeft: Int) -> Bool? {
        if missesLeft <= 0 { return true }
        // One word left: the player then tries only its letters.
        if words.count <= 1 { return false }
        let key = Key(words: words, guessed: guessed, missesLeft: missesLeft)
        if let answer = known[key] { return answer }
        guard budget >= words.count else { return nil }
        budget -= words.count
        guard let letter = letter(for: words, guessed: guessed) else { return false }
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
        let order = families.indices.sorted { a, b in
            (families[a].isMiss ? 1 : 0, families[a].count) > (families[b].isMiss ? 1 : 0, families[b].count)
        }
        return plan(.counter, families, in: order, letter: letter, pool: pool, context: context, open: open)
            .map {
                FamilyChoice(index: $0, reason: $0 == ClassicHost.largest(families) ? .largest : .plannedAgainstCounter)
            }
    }

    /// The family on a line that hangs the player the Nemesis host has learnt, where they keep to
    /// their order strictly enough (`plansAgainst`) and the search finds one: in an order the game's
    /// seed draws, so that one player's games do not all end on one word.
    func planAgainstPlayer(
        _ families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext, open: [Bool]
    ) -> FamilyChoice? {
        guard let learned, Self.plansAgainst(learned) else { return nil }
        let order = families.indices.sorted {
            ClassicHost.draw(families[$0], letter, context.seed) > ClassicHost.draw(families[$1], letter, context.seed)
        }
        return plan(
            .order(learned.order), families, in: order, letter: letter, pool: pool, context: context, open: open
        )
        .map { FamilyChoice(index: $0, reason: .plannedAgainstYou) }
    }

    /// Whether the learnt player is known well enough, and keeps to their order strictly enough,
    /// to be planned against: their order foretells at least nine guesses in ten, and it rests on
    /// about four games or more (recent-weighted).
    static func plansAgainst(_ player: LearnedPlayer) -> Bool {
        player.hunchRate <= 0.1 && player.confidence >= 0.5
    }

    /// The first of the `open` families, taken in `order`, from which `way` is hanged; nil where
    /// none is or the budget ran out.
    private func plan(
        _ way: WayPlan.Way, _ families: [WordFamily], in order: [Int], letter: UInt8, pool: WordPool,
        context: HostContext, open: [Bool]
    ) -> Int? {
        var plan = WayPlan(bucket: pool.bucket, way: way, budget: Self.planBudget)
        let guessed = context.guessedLetters | LetterCode.bit(letter)
        for i in order where open[i] {
            guard
                let hangs = plan.hangs(
                    families[i].words, guessed: guessed, missesLeft: context.missesLeft - (families[i].isMiss ? 1 : 0))
            else { return nil }
            if hangs { return i }
        }
        return nil
    }
}
