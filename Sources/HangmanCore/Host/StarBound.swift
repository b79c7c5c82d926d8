/// The misses a host can force on *any* guesser, found cheaply: a **star** is a set of words
/// alike but for one place, each holding the letter of that place nowhere else (B-O, D-O, G-O,
/// H-O…). A guess of a shared letter answers every word of a star the same way; a guess of a
/// star's own letter names at most one of its words. So a host that always keeps the family
/// holding the most words of the star forces a miss for every word of it but one, whatever the
/// guesser does. Web2's 19 two-letter words ending in O force 18 misses: the optimum (V, an
/// exact search: `ExactSolver`, docs/cunning-host.md).
public enum StarBound {
    /// The longest words packed into two 64-bit halves; longer ones take the slow path.
    public static let packedLength = 24

    /// The size of the largest star among `words` of `bucket` (1 when there are words but no two
    /// form a star, 0 for none).
    public static func largestStar(in words: [Int32], of bucket: WordBucket) -> Int {
        guard words.count > 1 else { return words.count }
        let length = bucket.length
        guard length <= packedLength else { return largestStarOfLongWords(in: words, of: bucket) }
        // Each word packed exactly, five bits a character (a space 0, a letter its code − 96), in
        // two halves of twelve; a word with one place blanked is then its key with five bits
        // cleared, and two words share that key only if they are alike but for that place. The
        // Fiendish host asks this of every family of pools up to 290,000 letters: one pass a word,
        // then one table probe a word a place.
        let n = words.count
        var capacity = 16
        while capacity < 2 * n { capacity <<= 1 }
        let mask = capacity - 1
        let low = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: n)
        let high = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: n)
        let once = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: n)
        // One slot a key, its count beside it (one cache line a probe); a slot counts only for
        // the place it was stamped with, so the table is never cleared between places.
        let slots = UnsafeMutableBufferPointer<Slot>.allocate(capacity: capacity)
        slots.initialize(repeating: Slot(low: 0, high: 0, place: -1, count: 0))
        defer {
            [low, high].forEach { $0.deallocate() }
            once.deallocate()
            slots.deallocate()
        }
        var largest: Int32 = 1
        bucket.bytes.withUnsafeBufferPointer { bytes in
            words.withUnsafeBufferPointer { words in
                for j in 0..<n {
                    let start = Int(words[j]) * length
                    var seen: UInt32 = 0
                    var twice: UInt32 = 0
                    var lo: UInt64 = 0
                    var hi: UInt64 = 0
                    for i in 0..<length {
                        let c = bytes[start + i]
                        let code = UInt64(c == 32 ? 0 : c &- 96)
                        if i < 12 { lo |= code << UInt64(5 * i) } else { hi |= code << UInt64(5 * (i - 12)) }
                        guard c != 32 else { continue }
                        let bit: UInt32 = 1 << UInt32(c &- 97)
                        twice |= seen & bit
                        seen |= bit
                    }
                    low[j] = lo
                    high[j] = hi
                    once[j] = seen & ~twice
                }
                for place in 0..<length {
                    let stamp = Int32(place)
                    let blank: UInt64 = ~(31 << UInt64(5 * (place % 12)))
                    for j in 0..<n {
                        let c = bytes[Int(words[j]) * length + place]
                        // A place whose letter the word holds elsewhere too is no star's (a guess
                        // of it would name the word through its other place).
                        guard c != 32, once[j] & (1 << UInt32(c &- 97)) != 0 else { continue }
                        let lo = place < 12 ? low[j] & blank : low[j]
                        let hi = place < 12 ? high[j] : high[j] & blank
                        var slot = Int(truncatingIfNeeded: CunningHost.mix(lo ^ hi &* 0x9E37_79B9_7F4A_7C15)) & mask
                        while slots[slot].place == stamp && (slots[slot].low != lo || slots[slot].high != hi) {
                            slot = (slot + 1) & mask
                        }
                        if slots[slot].place != stamp {
                            slots[slot] = Slot(low: lo, high: hi, place: stamp, count: 1)
                        } else {
                            slots[slot].count += 1
                            if slots[slot].count > largest { largest = slots[slot].count }
                        }
                    }
                }
            }
        }
        return Int(largest)
    }

    private struct Slot {
        var low: UInt64, high: UInt64, place: Int32, count: Int32
    }

    /// The same for words of more than 24 letters (rare: keys are the words' bytes).
    private static func largestStarOfLongWords(in words: [Int32], of bucket: WordBucket) -> Int {
        let length = bucket.length
        var largest = 1
        var counts: [[UInt8]: Int] = [:]
        for place in 0..<length {
            counts.removeAll(keepingCapacity: true)
            for w in words {
                var rest = Array(bucket.bytes[(Int(w) * length)..<(Int(w) * length + length)])
                let own = rest[place]
                rest[place] = 0
                guard own != 32, !rest.contains(own) else { continue }
                let n = counts[rest, default: 0] + 1
                counts[rest] = n
                largest = max(largest, n)
            }
        }
        return largest
    }
}
