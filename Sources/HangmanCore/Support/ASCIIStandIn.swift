/// What a screen that can draw only ASCII (a locale that is not UTF-8) shows for a character
/// beyond it, in the same one cell: a letter with a mark as its base letter (É as E, as the
/// languages that fold it play it), a dash or a dot as theirs, anything else as "?".
public enum ASCIIStandIn {
    public static func byte(for scalar: Unicode.Scalar) -> UInt8 {
        if scalar.isASCII { return UInt8(scalar.value) }
        if let punctuation = punctuation[scalar.value] { return punctuation }
        let upper = scalar.properties.isUppercase
        let lower = upper ? (scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar) : scalar
        guard let base = bases[lower.value] else { return UInt8(ascii: "?") }
        return upper ? base & ~0x20 : base
    }

    /// The base letter of each composed letter the languages use (the inverse of `FoldTable.composed`).
    private static let bases: [UInt32: UInt8] = Dictionary(
        FoldTable.composed.map { ($0.value.value, UInt8(truncatingIfNeeded: $0.key >> 16)) },
        uniquingKeysWith: { first, _ in first })

    private static let punctuation: [UInt32: UInt8] = [
        0x2010: 0x2D, 0x2011: 0x2D, 0x2013: 0x2D, 0x2014: 0x2D, 0x2212: 0x2D,  // dashes, minus
        0xB7: 0x2E, 0x2022: 0x2A, 0x2026: 0x2E,  // middle dot, bullet, ellipsis
        0x2018: 0x27, 0x2019: 0x27, 0x201C: 0x22, 0x201D: 0x22, 0xAB: 0x22, 0xBB: 0x22,  // quotes
        0xA0: 0x20, 0x202F: 0x20, 0xD7: 0x78,  // no-break spaces, ×
    ]
}
