/// The words of a pool that answer one guess the same way: the same positions of the letter.
public struct WordFamily: Sendable, Equatable {
    /// Bit i set where the letter stands; 0 for the family without the letter (a miss).
    public let positions: UInt64
    /// Indices into the pool's bucket.
    public var words: [Int32]

    public var count: Int { words.count }
    public var isMiss: Bool { positions == 0 }
    /// How many places this family would reveal.
    public var revealCount: Int { positions.nonzeroBitCount }
}

/// The words still possible in an evil game: indices into one bucket.
public struct WordPool: Sendable {
    public let bucket: WordBucket
    public var indices: [Int32]

    public init(bucket: WordBucket, indices: [Int32]) {
        self.bucket = bucket
        self.indices = indices
    }

    /// Every word of the bucket.
    public init(all bucket: WordBucket) {
        self.init(bucket: bucket, indices: (0..<Int32(bucket.count)).map { $0 })
    }

    public var count: Int { indices.count }

    /// Splits the pool by the positions of `letter`, families ordered by their position mask
    /// (so the miss family, if any, comes first). Deterministic for a given pool.
    public func wordFamilies(for letter: UInt8) -> [WordFamily] {
        let length = bucket.length
        let bit: UInt32 = letter == UInt8(ascii: " ") ? 0 : 1 << UInt32(letter &- 97)
        // Pass 1: each word's mask and family slot. Families are few (dozens at most), so a short
        // list of distinct masks beats a dictionary; words without the letter skip the byte scan.
        var distinct: [UInt64] = []
        var counts: [Int] = []
        var slots = [Int32](repeating: 0, count: indices.count)
        bucket.bytes.withUnsafeBufferPointer { bytes in
            bucket.letterSets.withUnsafeBufferPointer { sets in
                indices.withUnsafeBufferPointer { words in
                    var lastMask: UInt64 = .max, lastSlot = 0
                    for (n, w) in words.enumerated() {
                        var mask: UInt64 = 0
                        if bit == 0 || sets[Int(w)] & bit != 0 {
                            let start = Int(w) * length
                            for i in 0..<length where bytes[start + i] == letter { mask |= 1 << UInt64(i) }
                        }
                        let slot: Int
                        if mask == lastMask { slot = lastSlot }
                        else if let found = distinct.firstIndex(of: mask) { slot = found }
                        else { slot = distinct.count; distinct.append(mask); counts.append(0) }
                        counts[slot] += 1
                        slots[n] = Int32(slot)
                        lastMask = mask; lastSlot = slot
                    }
                }
            }
        }
        if distinct.count == 1 { return [WordFamily(positions: distinct[0], words: indices)] }
        // Pass 2: fill the families, ordered by mask.
        let order = distinct.indices.sorted { distinct[$0] < distinct[$1] }
        var rank = [Int](repeating: 0, count: distinct.count)
        for (r, slot) in order.enumerated() { rank[slot] = r }
        var families = order.map { WordFamily(positions: distinct[$0], words: []) }
        for (r, slot) in order.enumerated() { families[r].words.reserveCapacity(counts[slot]) }
        for (n, w) in indices.enumerated() { families[rank[Int(slots[n])]].words.append(w) }
        return families
    }
}

extension UInt64 {
    /// The set bit positions, lowest first.
    var setBits: [Int] { (0..<64).filter { self & (1 << UInt64($0)) != 0 } }
}
