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
        let masks = indices.map { bucket.positions(of: letter, inWordAt: Int($0)) }
        // Families are few (dozens at most), so a sorted list of distinct masks beats a dictionary.
        var distinct: [UInt64] = []
        var counts: [Int] = []
        for mask in masks {
            if let slot = distinct.firstIndex(of: mask) { counts[slot] += 1 } else { distinct.append(mask); counts.append(1) }
        }
        let order = distinct.indices.sorted { distinct[$0] < distinct[$1] }
        var families = order.map { WordFamily(positions: distinct[$0], words: []) }
        var slotOfMask = [UInt64: Int](minimumCapacity: distinct.count)
        for (slot, i) in order.enumerated() {
            slotOfMask[distinct[i]] = slot
            families[slot].words.reserveCapacity(counts[i])
        }
        if families.count == 1 {
            families[0].words = indices
            return families
        }
        for (word, mask) in zip(indices, masks) { families[slotOfMask[mask]!].words.append(word) }
        return families
    }
}

extension UInt64 {
    /// The set bit positions, lowest first.
    var setBits: [Int] { (0..<64).filter { self & (1 << UInt64($0)) != 0 } }
}
