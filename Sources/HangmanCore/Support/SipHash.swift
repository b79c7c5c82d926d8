/// SipHash-2-4 (Aumasson and Bernstein, 2012): a keyed hash whose 64 bits no one without the
/// 128-bit key can compute or forge. The machine's board seals with it what waits in a player's
/// own folder (a line not yet written, a game's seed) under a key only the game's group reads.
public struct SipHash {
    private var v0: UInt64, v1: UInt64, v2: UInt64, v3: UInt64

    /// `key`: 16 bytes, little-endian, as the reference implementation reads them.
    public static func hash(_ message: some Collection<UInt8>, key: [UInt8]) -> UInt64 {
        precondition(key.count >= 16)
        let k0 = word(key[0..<8])
        let k1 = word(key[8..<16])
        var state = SipHash(
            v0: k0 ^ 0x736f_6d65_7073_6575, v1: k1 ^ 0x646f_7261_6e64_6f6d,
            v2: k0 ^ 0x6c79_6765_6e65_7261, v3: k1 ^ 0x7465_6462_7974_6573)
        let bytes = Array(message)
        var at = 0
        while at + 8 <= bytes.count {
            state.compress(word(bytes[at..<at + 8]))
            at += 8
        }
        var last = UInt64(truncatingIfNeeded: bytes.count) << 56
        for (i, byte) in bytes[at...].enumerated() { last |= UInt64(byte) << UInt64(8 * i) }
        state.compress(last)
        state.v2 ^= 0xff
        for _ in 0..<4 { state.round() }
        return state.v0 ^ state.v1 ^ state.v2 ^ state.v3
    }

    private mutating func compress(_ m: UInt64) {
        v3 ^= m
        round()
        round()
        v0 ^= m
    }

    private mutating func round() {
        v0 &+= v1
        v1 = rotate(v1, 13)
        v1 ^= v0
        v0 = rotate(v0, 32)
        v2 &+= v3
        v3 = rotate(v3, 16)
        v3 ^= v2
        v0 &+= v3
        v3 = rotate(v3, 21)
        v3 ^= v0
        v2 &+= v1
        v1 = rotate(v1, 17)
        v1 ^= v2
        v2 = rotate(v2, 32)
    }

    private func rotate(_ x: UInt64, _ b: UInt64) -> UInt64 { x << b | x >> (64 - b) }

    private static func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
    }
}
