/// Checks on fields read from files, shared by every type that reads one (a saved game, a record
/// of the history): one rule for what an id and a word may be.
public enum FieldCheck {
    /// An id: 1 to 100 bytes of ASCII letters, digits, `-`, `.` and `_` (ids go into the
    /// history's tab-separated lines and into messages).
    public static func isID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 100
            && id.utf8.allSatisfy { b in
                (48...57).contains(b) || (65...90).contains(b) || (97...122).contains(b) || b == 45 || b == 46
                    || b == 95
            }
    }

    /// A word or phrase of `length` letters: lower-case letters of the game (a–z, ñ ä ö ü ß) and
    /// single spaces, at least one letter.
    public static func isWord(_ word: String, length: Int) -> Bool {
        let codes = LetterCode.codes(word)
        return codes.count == length && codes.allSatisfy { LetterCode.isLetter($0) || $0 == 32 }
            && codes.contains { $0 != 32 }
    }
}
