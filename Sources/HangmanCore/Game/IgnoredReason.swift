/// Why an input was not taken as a guess. An ignored input never costs a miss.
public enum IgnoredReason: Error, Equatable, Sendable {
    /// Nothing was typed (in a game of `Language`, whose letters the message lists).
    case nothing(Language)
    case moreThanOneCharacter(String)
    /// A single character that is not a letter A–Z: a digit, punctuation, a space, "é".
    case notALetter(Character)
    /// The letter (shown in upper case) was tried before.
    case alreadyGuessed(Character)
    case gameOver

    /// A short note for a status line, e.g. "7 is not a letter".
    public var message: String {
        switch self {
        case .nothing(.english): return tr("Type a letter from A to Z")
        case .nothing(let language): return tr("Type a letter (%s)", language.letterKeys)
        case .moreThanOneCharacter(let text):
            return tr("\"%s\" is more than one letter: guess one at a time", PrintableText.escaping(text, limit: 12))
        case .notALetter(" "): return tr("A space is not a letter")
        case .notALetter(let c) where c.isLetter && c.unicodeScalars.count == 1:
            // In capitals only where the capital is the same letter: ſ is not S, nor ı I.
            let capital = c.gameCapital
            let shown = String(capital).lowercased() == String(c) ? capital : c
            // Beyond ASCII, with its number too: a screen that cannot draw it shows a stand-in
            // (Ä as A under LANG=C), and the number says which letter it was.
            guard let scalar = shown.unicodeScalars.first, !scalar.isASCII else {
                return tr("%s is not a letter of this game's alphabet", PrintableText.escaping(String(shown)))
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let number = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return tr("%s (%s) is not a letter of this game's alphabet", PrintableText.escaping(String(shown)), number)
        case .notALetter(let c): return tr("%s is not a letter", PrintableText.escaping(String(c)))
        case .alreadyGuessed(let c): return tr("You already tried %s", c)
        case .gameOver: return tr("This game is over")
        }
    }
}
