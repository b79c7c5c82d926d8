/// The exact value of a pool, **V**: the misses an optimal host forces on an optimal guesser who
/// knows the pool, with no limit on misses. Found by the boolean search EVIL-NOTES describes —
/// "can the host force at least k misses?" — with a transposition table of bounds on each pool's
/// value, and stars (`StarBound`) as lower bounds. Offline work: `make bench` prints V with it
/// where a length has at most 256 words (web2's two-letter words: 18, in 14 positions; the common
/// list's: 15, in 2.5 million, 16 s), and the tests check it against brute force. A decision's
/// own search is `PoolSearch`, which has a node budget.
public struct ExactSolver {
    /// The root pool's words: the solver's local word `i` is `bucket`'s word `words[i]`.
    public let bucket: WordBucket
    public let words: [Int32]
    /// The words of the positions searched so far: the work done (a position costs about its
    /// pool's size, in splitting it by every letter).
    public private(set) var wordsSearched = 0

    /// Per letter (code − 97), the root's words by where the letter stands: (mask, those words).
    private let byPositions: [[(positions: UInt64, pool: PoolBits)]]
    /// Local word `i`'s letter set.
    private let letterSets: [UInt32]
    /// Pool → what is known of its value: at least `low`, at most `high`.
    private var bounds = BoundsTable()

    /// A family of a pool: where the letter stands, and the words.
    public typealias Family = (positions: UInt64, pool: PoolBits)

    /// The solver for the pool `words` of `bucket` (at most `PoolBits.capacity` words).
    public init(bucket: WordBucket, words: [Int32]) {
        precondition(words.count <= PoolBits.capacity)
        self.bucket = bucket
        self.words = words
        byPositions = (0..<LetterCode.count).map { k in
            var families: [UInt64: PoolBits] = [:]
            for (i, w) in words.enumerated() {
                families[bucket.positions(of: UInt8(97 + k), inWordAt: Int(w)), default: PoolBits()].insert(i)
            }
            return families.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
        letterSets = words.map { bucket.letterSets[Int($0)] }
    }

    /// Every word of the root.
    public var root: PoolBits { pool(0..<words.count) }

    /// The pool of local words `members`.
    public func pool(_ members: some Sequence<Int>) -> PoolBits {
        var bits = PoolBits()
        for i in members { bits.insert(i) }
        return bits
    }

    /// V of `pool`: the least k the host cannot force, less one.
    public mutating func value(_ pool: PoolBits) -> Int {
        guard pool.count > 1 else { return 0 }
        var k = max(Int(bounds[pool].low), lowerBound(pool))
        while forces(pool, k + 1) { k += 1 }
        return k
    }

    /// The families `letter` splits `pool` into, ordered by position mask (the miss first).
    public func families(_ pool: PoolBits, letter: UInt8) -> [Family] {
        precondition(LetterCode.isLetter(letter))
        return byPositions[Int(letter - 97)].compactMap { family in
            let kept = family.pool.intersection(pool)
            return kept.isEmpty ? nil : (family.positions, kept)
        }
    }

    /// The letters that split `pool` (a letter that does not never helps the guesser), each with
    /// its families.
    public func splits(_ pool: PoolBits) -> [(letter: UInt8, families: [Family])] {
        var inAny: UInt32 = 0
        pool.forEach { inAny |= letterSets[$0] }
        var result: [(letter: UInt8, families: [Family])] = []
        for k in 0..<LetterCode.count where inAny & (1 << UInt32(k)) != 0 {
            let families = families(pool, letter: UInt8(97 + k))
            if families.count > 1 { result.append((UInt8(97 + k), families)) }
        }
        return result
    }

    /// A value the host can always force. Words that share no splitting letter can only be told
    /// apart one a guess, so while two are left the host keeps the miss family; and so can words
    /// alike but for one place whose letter they hold nowhere else (B-O, D-O, G-O…: a star,
    /// `StarBound`), and the value of a pool is at least that of any part of it.
    func lowerBound(_ pool: PoolBits) -> Int {
        var used: UInt32 = 0
        var apart = 0
        let splitting = splittingLetters(pool)
        pool.forEach { i in
            let own = letterSets[i] & splitting
            if own & used == 0 {
                used |= own
                apart += 1
            }
        }
        return max(apart - 1, StarBound.largestStar(in: pool.members.map { words[$0] }, of: bucket) - 1, 0)
    }

    private func splittingLetters(_ pool: PoolBits) -> UInt32 {
        var inAny: UInt32 = 0
        var inAll: UInt32 = .max
        pool.forEach {
            inAny |= letterSets[$0]
            inAll &= letterSets[$0]
        }
        var result = inAny & ~inAll
        // A letter in every word still splits when it stands in different places.
        var shared = inAll
        while shared != 0 {
            let k = shared.trailingZeroBitCount
            shared &= shared - 1
            if families(pool, letter: UInt8(97 + k)).count > 1 { result |= 1 << UInt32(k) }
        }
        return result
    }

    /// Whether the host can force at least `k` more misses from `pool`, found within `budget` more
    /// words searched; nil when the budget ran out first (what was proven on the way is kept).
    public mutating func forces(_ pool: PoolBits, _ k: Int, within budget: Int) -> Bool? {
        limit = wordsSearched + budget
        exhausted = false
        let result = forces(pool, k)
        limit = .max
        return exhausted ? nil : result
    }

    /// Words searched beyond this stop the search (`exhausted`): nothing is then written down.
    private var limit = Int.max
    private var exhausted = false

    /// Whether the host can force at least `k` more misses from `pool`, whatever the guesser does.
    public mutating func forces(_ pool: PoolBits, _ k: Int) -> Bool {
        if k <= 0 { return true }
        if pool.count <= 1 { return false }
        var known = bounds[pool]
        if k <= Int(known.low) { return true }
        if k > Int(known.high) { return false }
        if exhausted { return false }
        wordsSearched += pool.count
        if wordsSearched > limit {
            exhausted = true
            return false
        }
        if known.low == 0 && known.high == .max {
            // The guesser can always finish within the splitting letters one word lacks.
            let splitting = splittingLetters(pool)
            var most = 0
            pool.forEach { most = max(most, (splitting & ~letterSets[$0]).nonzeroBitCount) }
            known = Bounds(low: Int8(lowerBound(pool)), high: Int8(most))
            bounds[pool] = known
            if k <= Int(known.low) { return true }
            if k > Int(known.high) { return false }
        }
        // The guesser's most even splits first: they refute soonest.
        let splits = splits(pool)
        let order = splits.indices.map { (largest(splits[$0].families), $0) }.sorted { $0 < $1 }
        for (_, n) in order {
            // The host's likeliest answers first: what is known of them, a miss counting double.
            let families = splits[n].families
            let answers = families.indices.map { (promise(families[$0]), $0) }.sorted { $0 > $1 }
            var held = false
            for (_, f) in answers where forces(families[f].pool, k - (families[f].positions == 0 ? 1 : 0)) {
                held = true
                break
            }
            if exhausted { return false }
            if !held {
                known.high = Int8(k - 1)
                bounds[pool] = known
                return false
            }
        }
        known.low = Int8(k)
        bounds[pool] = known
        return true
    }

    private func largest(_ families: [Family]) -> Int {
        families.map { $0.pool.count }.max() ?? 0
    }

    private func promise(_ family: Family) -> Int {
        let miss = family.positions == 0 ? 1 : 0
        return (Int(bounds[family.pool].low) + miss) * 1024 + family.pool.count * (1 + miss)
    }
}

/// What is known of a pool's value: at least `low`, at most `high`.
struct Bounds {
    var low: Int8 = 0, high: Int8 = .max
}

/// Pool → `Bounds`, an open-addressing table: the search looks a pool up millions of times, and
/// a cheap hash of its bits is enough.
struct BoundsTable {
    private var keys: [PoolBits]
    private var values: [Bounds]
    private var used: [Bool]
    private(set) var count = 0

    /// Small at first: a host makes a solver for each family it weighs, and most search a few
    /// hundred positions (a key is 128 bytes).
    init() {
        keys = [PoolBits](repeating: PoolBits(), count: 1 << 8)
        values = [Bounds](repeating: Bounds(), count: 1 << 8)
        used = [Bool](repeating: false, count: 1 << 8)
    }

    private func slot(_ key: PoolBits) -> (index: Int, found: Bool) {
        let mask = keys.count - 1
        var i = Int(truncatingIfNeeded: key.mixed) & mask
        while used[i] {
            if keys[i] == key { return (i, true) }
            i = (i + 1) & mask
        }
        return (i, false)
    }

    subscript(key: PoolBits) -> Bounds {
        get {
            let s = slot(key)
            return s.found ? values[s.index] : Bounds()
        }
        set {
            var s = slot(key)
            if !s.found {
                if (count + 1) * 2 > keys.count {
                    grow()
                    s = slot(key)
                }
                used[s.index] = true
                keys[s.index] = key
                count += 1
            }
            values[s.index] = newValue
        }
    }

    private mutating func grow() {
        let old = (keys, values, used)
        keys = [PoolBits](repeating: PoolBits(), count: old.0.count * 2)
        values = [Bounds](repeating: Bounds(), count: old.0.count * 2)
        used = [Bool](repeating: false, count: old.0.count * 2)
        for i in old.0.indices where old.2[i] {
            let s = slot(old.0[i])
            used[s.index] = true
            keys[s.index] = old.0[i]
            values[s.index] = old.1[i]
        }
    }
}

/// A set of a solver's local words, as bits, held inline (no allocation: the search makes
/// millions of them).
public struct PoolBits: Hashable, Sendable {
    /// The most words a solver's root may hold.
    public static let capacity = 1024
    private var w = SIMD16<UInt64>()

    public init() {}

    mutating func insert(_ i: Int) {
        precondition(i >= 0 && i < Self.capacity, "a pool holds at most \(Self.capacity) words")
        w[i >> 6] |= 1 << UInt64(i & 63)
    }

    func intersection(_ other: PoolBits) -> PoolBits {
        var r = PoolBits()
        r.w = w & other.w
        return r
    }

    var isEmpty: Bool { w == SIMD16<UInt64>() }

    /// A well-stirred hash of the bits.
    var mixed: UInt64 {
        var h: UInt64 = 0
        for i in 0..<16 where w[i] != 0 { h = CunningHost.mix(h ^ w[i] ^ UInt64(i) << 58) }
        return h
    }

    public var count: Int {
        var n = 0
        for i in 0..<16 { n += w[i].nonzeroBitCount }
        return n
    }

    /// Calls `body` with each local word in the set, in order.
    @inline(__always)
    func forEach(_ body: (Int) -> Void) {
        for n in 0..<16 {
            var word = w[n]
            while word != 0 {
                body(n * 64 + word.trailingZeroBitCount)
                word &= word - 1
            }
        }
    }

    /// The local words in the set, in order.
    public var members: [Int] {
        var result: [Int] = []
        forEach { result.append($0) }
        return result
    }
}
