// Only the logarithm: the core makes no system calls.
#if canImport(Glibc)
    import func Glibc.log2
#elseif canImport(Darwin)
    import func Darwin.log2
#endif

/// How every letter would split a pool of words: how many words contain it and, when asked for,
/// the largest family it would make and the entropy of its family sizes (the miss family
/// included). One pass over the words serves every letter, which is what lets a host play whole
/// games out with a guesser bot inside one decision.
struct LetterSplits {
    /// Words in the pool.
    let poolSize: Int
    /// Words containing each letter (index 0 = a).
    private(set) var containing = [Int](repeating: 0, count: LetterCode.count)
    /// The largest family per letter (only when families were asked for).
    private(set) var largestFamily = [Int](repeating: 0, count: LetterCode.count)
    /// Shannon entropy (bits) of the family sizes per letter (only when families were asked for).
    private(set) var entropy = [Double](repeating: 0, count: LetterCode.count)
    /// Whether `largestFamily` and `entropy` were computed.
    let hasFamilies: Bool
    /// The letters of the pool's language (bit 0 = a): the only ones a guesser may try.
    let alphabet: UInt32

    /// - Parameter ignoring: letters (bit 0 = a) whose families are not needed: left at 0.
    init(bucket: WordBucket, words: [Int32], withFamilies: Bool, ignoring: UInt32 = 0) {
        poolSize = words.count
        hasFamilies = withFamilies
        alphabet = bucket.language.mask
        bucket.letterSets.withUnsafeBufferPointer { sets in
            containing.withUnsafeMutableBufferPointer { counts in
                for w in words {
                    var set = sets[Int(w)]
                    while set != 0 {
                        counts[set.trailingZeroBitCount] += 1
                        set &= set - 1
                    }
                }
            }
        }
        guard withFamilies, poolSize > 0 else { return }
        // A family per (letter, word) at most: a table that size never needs a second pass.
        let wanted = (0..<LetterCode.count).filter { (ignoring | ~alphabet) & (1 << UInt32($0)) == 0 }
        let most = wanted.reduce(0) { $0 + containing[$1] }
        var families = Self.familyCounts(bucket: bucket, words: words, wanted: ~ignoring, mostFamilies: most)
        for k in wanted where containing[k] < poolSize {
            families.append(UInt64(k) << 32 | UInt64(poolSize - containing[k]))
        }
        // Entropy = log2(n) - Σ size·log2(size) / n. The sum is kept in fixed point, so that it
        // does not depend on the order of the families: two letters with the same family sizes
        // score exactly the same, and ties are broken by the rule, not by rounding.
        var sums = [Int64](repeating: 0, count: LetterCode.count)
        for key in families {
            let k = Int(key >> 32)
            let size = Int(key & 0xFFFF_FFFF)
            largestFamily[k] = max(largestFamily[k], size)
            sums[k] += Int64((Double(size) * log2(Double(size)) * Self.fixedPointScale).rounded())
        }
        let total = Double(poolSize)
        for k in wanted { entropy[k] = log2(total) - Double(sums[k]) / Self.fixedPointScale / total }
    }

    private static let fixedPointScale = 4_294_967_296.0  // 2^32: room for pools of millions of words in an Int64

    /// Each (letter, positions) family of the pool with its size, as `letter << 32 | size`.
    private static func familyCounts(bucket: WordBucket, words: [Int32], wanted: UInt32, mostFamilies: Int) -> [UInt64]
    {
        // Large pools have far fewer families than the bound: start small, grow if it fills.
        var capacity = min(4096, max(64, (mostFamilies * 2 + 1).nextPowerOfTwo))
        while true {
            if let counts = familyCounts(bucket: bucket, words: words, wanted: wanted, capacity: capacity) {
                return counts
            }
            capacity *= 4
        }
    }

    /// One pass through an open-addressing table of `capacity` slots; nil if it fills past half.
    private static func familyCounts(bucket: WordBucket, words: [Int32], wanted: UInt32, capacity: Int) -> [UInt64]? {
        var masks = [UInt64](repeating: 0, count: capacity)
        var letters = [Int8](repeating: -1, count: capacity)
        var counts = [UInt32](repeating: 0, count: capacity)
        var positions = [UInt64](repeating: 0, count: LetterCode.count)
        let length = bucket.length
        let slotMask = capacity - 1
        let hashShift = UInt64(64 - capacity.trailingZeroBitCount)
        var used = 0
        let fits: Bool = masks.withUnsafeMutableBufferPointer { masks in
            letters.withUnsafeMutableBufferPointer { letters in
                counts.withUnsafeMutableBufferPointer { counts in
                    positions.withUnsafeMutableBufferPointer { positions in
                        bucket.bytes.withUnsafeBufferPointer { bytes in
                            for w in words {
                                let start = Int(w) * length
                                var present: UInt32 = 0
                                for i in 0..<length {
                                    let k = Int(bytes[start + i]) - 97
                                    guard k >= 0, k < LetterCode.count else { continue }  // a space in a phrase
                                    positions[k] |= 1 << UInt64(i)
                                    present |= 1 << UInt32(k)
                                }
                                var ignored = present & ~wanted
                                while ignored != 0 {
                                    positions[ignored.trailingZeroBitCount] = 0
                                    ignored &= ignored - 1
                                }
                                present &= wanted
                                while present != 0 {
                                    let k = present.trailingZeroBitCount
                                    present &= present - 1
                                    let mask = positions[k]
                                    positions[k] = 0
                                    // Fibonacci hashing: the top bits of the product depend on every bit of the key.
                                    var slot = Int(
                                        truncatingIfNeeded: ((mask ^ UInt64(k) << 58 ^ UInt64(k))
                                            &* 0x9E37_79B9_7F4A_7C15) >> hashShift)
                                    while letters[slot] >= 0 && (masks[slot] != mask || Int(letters[slot]) != k) {
                                        slot = (slot + 1) & slotMask
                                    }
                                    if letters[slot] < 0 {
                                        used += 1
                                        if used * 2 > capacity { return false }
                                        masks[slot] = mask
                                        letters[slot] = Int8(k)
                                    }
                                    counts[slot] += 1
                                }
                            }
                            return true
                        }
                    }
                }
            }
        }
        guard fits else { return nil }
        var result: [UInt64] = []
        result.reserveCapacity(used + LetterCode.count)
        for slot in 0..<capacity where letters[slot] >= 0 {
            result.append(UInt64(letters[slot]) << 32 | UInt64(counts[slot]))
        }
        return result
    }
}
