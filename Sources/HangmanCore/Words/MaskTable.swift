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
