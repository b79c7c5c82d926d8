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
        // Pass 1: each word's mask and family slot, through a small open-addressing table
        // (families are few, but a linear search per word costs more than the scan itself).
        var table = MaskTable()
        var slots = [Int32](repeating: 0, count: indices.count)
        bucket.bytes.withUnsafeBufferPointer { bytes in
            bucket.letterSets.withUnsafeBufferPointer { sets in
                indices.withUnsafeBufferPointer { words in
                    slots.withUnsafeMutableBufferPointer { slotOut in
                        var lastMask: UInt64 = .max, lastSlot: Int32 = 0
                        for n in 0..<words.count {
                            let w = Int(words[n])
                            var mask: UInt64 = 0
                            if bit == 0 || sets[w] & bit != 0 {
                                let start = w * length
                                for i in 0..<length where bytes[start + i] == letter { mask |= 1 << UInt64(i) }
                            }
                            if mask != lastMask { lastSlot = table.slot(for: mask); lastMask = mask }
                            table.counts[Int(lastSlot)] += 1
                            slotOut[n] = lastSlot
                        }
                    }
                }
            }
        }
        let masks = table.masks
        if masks.count == 1 { return [WordFamily(positions: masks[0], words: indices)] }
        // Pass 2: a counting sort of the words by family, families ordered by mask.
        let order = masks.indices.sorted { masks[$0] < masks[$1] }
        var start = [Int](repeating: 0, count: masks.count)  // by slot: where its words begin
        var offset = 0
        for slot in order { start[slot] = offset; offset += table.counts[slot] }
        let bounds = start
        var sorted = [Int32](repeating: 0, count: indices.count)
        sorted.withUnsafeMutableBufferPointer { out in
            for (n, w) in indices.enumerated() {
                let slot = Int(slots[n])
                out[start[slot]] = w
                start[slot] += 1
            }
        }
        return order.map { slot in
            WordFamily(positions: masks[slot], words: Array(sorted[bounds[slot]..<(bounds[slot] + table.counts[slot])]))
        }
    }
}

/// Position mask → family slot, by open addressing; grows when half full.
struct MaskTable {
    private var keys = [UInt64](repeating: 0, count: 64)
    private var values = [Int32](repeating: -1, count: 64)
    /// The distinct masks, in order of first appearance (slot order).
    private(set) var masks: [UInt64] = []
    /// Words per slot.
    var counts: [Int] = []

    mutating func slot(for mask: UInt64) -> Int32 {
        var i = Int(truncatingIfNeeded: (mask &* 0x9E37_79B9_7F4A_7C15) >> 40) & (keys.count - 1)
        while values[i] >= 0 {
            if keys[i] == mask { return values[i] }
            i = (i + 1) & (keys.count - 1)
        }
        let slot = Int32(masks.count)
        keys[i] = mask
        values[i] = slot
        masks.append(mask)
        counts.append(0)
        if masks.count * 2 > keys.count { grow() }
        return slot
    }

    private mutating func grow() {
        let capacity = keys.count * 4
        keys = [UInt64](repeating: 0, count: capacity)
        values = [Int32](repeating: -1, count: capacity)
        for (slot, mask) in masks.enumerated() {
            var i = Int(truncatingIfNeeded: (mask &* 0x9E37_79B9_7F4A_7C15) >> 40) & (capacity - 1)
            while values[i] >= 0 { i = (i + 1) & (capacity - 1) }
            keys[i] = mask
            values[i] = Int32(slot)
        }
    }
}

extension UInt64 {
    /// The set bit positions, lowest first.
    var setBits: [Int] { (0..<64).filter { self & (1 << UInt64($0)) != 0 } }
}
