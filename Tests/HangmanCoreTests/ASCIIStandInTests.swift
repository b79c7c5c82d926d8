import Testing
@testable import HangmanCore

/// What an ASCII-only screen draws for a character beyond ASCII: one cell, never nothing.
@Suite struct ASCIIStandInTests {
    @Test func aLetterWithAMarkIsItsBaseLetterAndTheRestAQuestionMark() {
        let cases: [(Unicode.Scalar, Character)] = [("é", "e"), ("É", "E"), ("ñ", "n"), ("Ñ", "N"), ("ü", "u"), ("Ö", "O"), ("ç", "c"),
                                                    ("ẞ", "?"), ("ß", "?"), ("–", "-"), ("·", "."), ("✓", "?"), ("a", "a"), ("Z", "Z")]
        for (scalar, expected) in cases {
            #expect(Character(Unicode.Scalar(ASCIIStandIn.byte(for: scalar))) == expected, "\(scalar)")
        }
        // Every scalar gets a printable ASCII byte.
        for value in UInt32(0x80)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect((0x20...0x7E).contains(ASCIIStandIn.byte(for: scalar)), "\(value)")
        }
    }
}
