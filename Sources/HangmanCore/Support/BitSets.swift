extension UInt64 {
    /// The set bit positions, lowest first.
    var setBits: [Int] { (0..<64).filter { self & (1 << UInt64($0)) != 0 } }
}

extension Int {
    /// The smallest power of two ≥ self (1 for 0).
    var nextPowerOfTwo: Int { self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount) }
}
