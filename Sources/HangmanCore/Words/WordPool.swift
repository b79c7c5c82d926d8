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
        let (table, slots) = familySlots(for: letter)
        let masks = table.masks
        if masks.count == 1 { return [WordFamily(positions: masks[0], words: indices)] }
        // Pass 2: a counting sort of the words by family, families ordered by mask.
        let order = masks.indices.sorted { masks[$0] < masks[$1] }
        var start = [Int](repeating: 0, count: masks.count)  // by slot: where its words begin
        var offset = 0
        for slot in order {
            start[slot] = offset
            offset += table.counts[slot]
        }
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

    /// The family of `letter` that `choose` picks from every family's position mask and size (in
    /// one order, not by mask), its words gathered alone: what a rollout needs, without building
    /// every family. The words keep the pool's order, as in `wordFamilies(for:)`.
    func family(for letter: UInt8, choosing choose: (_ masks: [UInt64], _ counts: [Int]) -> Int) -> WordFamily {
        let (table, slots) = familySlots(for: letter)
        if table.masks.count == 1 { return WordFamily(positions: table.masks[0], words: indices) }
        let kept = choose(table.masks, table.counts)
        var words = [Int32]()
        words.reserveCapacity(table.counts[kept])
        for n in indices.indices where slots[n] == Int32(kept) { words.append(indices[n]) }
        return WordFamily(positions: table.masks[kept], words: words)
    }

    /// Each word's position mask for `letter`, counted in a small open-addressing table (families
    /// are few, but a linear search per word costs more than the scan itself), and each word's slot in it.
    private func familySlots(for letter: UInt8) -> (MaskTable, [Int32]) {
        let length = bucket.length
        let bit: UInt32 = letter == UInt8(ascii: " ") ? 0 : 1 << UInt32(letter &- 97)
        var table = MaskTable()
        var slots = [Int32](repeating: 0, count: indices.count)
        bucket.bytes.withUnsafeBufferPointer { bytes in
            bucket.letterSets.withUnsafeBufferPointer { sets in
                indices.withUnsafeBufferPointer { words in
                    slots.withUnsafeMutableBufferPointer { slotOut in
                        var lastMask: UInt64 = .max
                        var lastSlot: Int32 = 0
                        for n in 0..<words.count {
                            let w = Int(words[n])
                            var mask: UInt64 = 0
                            if bit == 0 || sets[w] & bit != 0 {
                                let start = w * length
                                for i in 0..<length where bytes[start + i] == letter { mask |= 1 &<< UInt64(i) }
                            }
                            if mask != lastMask {
                                lastSlot = table.slot(for: mask)
                                lastMask = mask
                            }
                            slotOut[n] = lastSlot
                        }
                    }
                }
            }
        }
        // Counted apart from the scan: an array in the table would be checked for uniqueness each word.
        var counts = [Int](repeating: 0, count: table.masks.count)
        counts.withUnsafeMutableBufferPointer { counts in for slot in slots { counts[Int(slot)] += 1 } }
        table.counts = counts
        return (table, slots)
    }
}
