/// One byte for every letter any of the game's languages has, so words stay flat byte buffers
/// and letter sets stay 32-bit masks: a–z are their ASCII codes (97–122) and the letters some
/// languages add come after z — ñ 123, ä 124, ö 125, ü 126, ß 127. A letter's bit in a set is
/// its code minus 97, so every host's `1 << (code - 97)` holds for all of them. Bytes 123–127
/// are `{ | } ~ DEL` in ASCII, which no list's word may hold, so a code can never be confused
/// with a character of a file. Words leave the core as text (`text(_:)`), never as codes.
public enum LetterCode {
    /// The letters after z, in code order.
    public static let extras: [Character] = ["ñ", "ä", "ö", "ü", "ß"]
    /// Their capitals as the game shows them: ß is ẞ, one cell, where Swift's `uppercased()` makes "SS".
    static let extraCapitals: [Character] = ["Ñ", "Ä", "Ö", "Ü", "ẞ"]
    /// The lowest and highest letter codes.
    public static let first: UInt8 = 97, last: UInt8 = 127
    /// How many letters there are in all: bits 0–30 of a letter set.
    public static let count = 31

    /// Whether `code` is a letter's code.
    @inline(__always)
    public static func isLetter(_ code: UInt8) -> Bool { code >= first && code <= last }

    /// The lower-case letter of `code`; a code that is no letter (a space, `_`) stands for itself.
    public static func character(_ code: UInt8) -> Character {
        code > 122 && code <= last ? extras[Int(code - 123)] : Character(UnicodeScalar(code))
    }

    /// The scalar of `code`'s lower-case letter (a space or `_` for themselves).
    static func scalar(_ code: UInt8) -> Unicode.Scalar {
        code > 122 && code <= last ? extrasScalars[Int(code - 123)] : Unicode.Scalar(code)
    }
    private static let extrasScalars: [Unicode.Scalar] = ["ñ", "ä", "ö", "ü", "ß"]

    /// The code of a lower-case letter of the game (a–z, ñ ä ö ü ß), or of a space or `_`; nil
    /// for anything else.
    public static func code(of character: Character) -> UInt8? {
        if let ascii = character.asciiValue {
            return (97...122).contains(ascii) || ascii == 32 || ascii == 95 ? ascii : nil
        }
        return extras.firstIndex(of: character).map { UInt8(123 + $0) }
    }

    /// The codes of `text`, one per character (0 for a character that is not a letter, space or `_`,
    /// so a check on the codes fails on it).
    public static func codes(_ text: String) -> [UInt8] { text.map { code(of: $0) ?? 0 } }

    /// The text of `codes`.
    public static func text(_ codes: some Sequence<UInt8>) -> String { String(codes.map(character)) }

    /// `letter` as the game shows it: upper case, one cell (ß is ẞ).
    public static func capital(_ letter: Character) -> Character {
        if let i = extras.firstIndex(of: letter) { return extraCapitals[i] }
        let upper = letter.uppercased()
        return upper.count == 1 ? Character(upper) : letter
    }

    /// The bit of `code` in a letter set.
    @inline(__always)
    public static func bit(_ code: UInt8) -> UInt32 { 1 << UInt32(code &- first) }
}

extension String {
    /// The text in capitals as the game shows words: letter for letter (ß is ẞ, not "SS"), so a
    /// word keeps its length on screen.
    public var gameCapitals: String { String(map(LetterCode.capital)) }
}

extension Character {
    /// The letter in capitals as the game shows it (ß is ẞ).
    public var gameCapital: Character { LetterCode.capital(self) }
}
