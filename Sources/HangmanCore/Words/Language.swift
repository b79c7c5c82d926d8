/// A language the game can be played in: its alphabet (the keys of the grid), how its list's
/// spellings fold onto that alphabet, the order its people usually try letters in, and where
/// Debian installs its word list (`/usr/share/dict`, from the package named). English plays the
/// lists shipped with the game.
public enum Language: String, CaseIterable, Codable, Sendable {
    case english = "en"
    case dutch = "nl"
    case german = "de"
    case french = "fr"
    case spanish = "es"

    /// The language's name in English ("Dutch").
    public var name: String {
        switch self {
        case .english: return tr("English")
        case .dutch: return tr("Dutch")
        case .german: return tr("German")
        case .french: return tr("French")
        case .spanish: return tr("Spanish")
        }
    }

    /// The language's name in itself ("Nederlands"), as its players look for it.
    public var nativeName: String {
        switch self {
        case .english: return "English"
        case .dutch: return "Nederlands"
        case .german: return "Deutsch"
        case .french: return "Français"
        case .spanish: return "Español"
        }
    }

    /// The file of its list in the system's dictionary folder; nil for English (shipped lists).
    public var dictionaryFile: String? {
        switch self {
        case .english: return nil
        case .dutch: return "dutch"
        case .german: return "ngerman"
        case .french: return "french"
        case .spanish: return "spanish"
        }
    }

    /// The Debian package that installs the list.
    public var package: String? {
        switch self {
        case .english: return nil
        case .dutch: return "wdutch"
        case .german: return "wngerman"
        case .french: return "wfrench"
        case .spanish: return "wspanish"
        }
    }

    /// The keys that guess: "A-Z", "A-Z Ñ", "A-Z ÄÖÜẞ".
    public var letterKeys: String {
        let own = extraLetters.map { LetterCode.character($0).gameCapital }
        return own.isEmpty ? "A-Z" : "A-Z " + String(own)
    }

    /// The letters of its own after a–z: Spanish Ñ (27 keys), German Ä Ö Ü ß (30 keys).
    public var extraLetters: [UInt8] {
        switch self {
        case .spanish: return [123]
        case .german: return [124, 125, 126, 127]
        default: return []
        }
    }

    /// Every letter, as codes, in the language's own order, the grid's: Spanish Ñ after N, as
    /// Spanish alphabets have it; German Ä Ö Ü ß after Z, as German alphabets list them.
    public var letters: [UInt8] { Self.allLetters[self]! }

    /// The alphabet as a letter set (bit 0 = a). A switch, not a computation: the hosts ask for
    /// it in every rollout.
    public var mask: UInt32 {
        let az: UInt32 = 1 << 26 - 1
        switch self {
        case .english, .dutch, .french: return az
        case .spanish: return az | 1 << 26
        case .german: return az | 0b1111 << 27
        }
    }

    private static let allLetters: [Language: [UInt8]] = Dictionary(
        uniqueKeysWithValues: allCases.map { language in
            (
                language,
                language == .spanish
                    ? Array(97...110) + [123] + Array(111...122) : Array(97...122) + language.extraLetters
            )
        })

    /// The alphabet as text, lower case, in the grid's order ("abc…nño…z").
    public var alphabet: String { LetterCode.text(letters) }

    /// The order its people usually try letters in, commonest first: English from running text;
    /// the others counted over their own list (as folded), so the host's models of people and
    /// the bench's play the language's habits.
    public var usualOrder: [UInt8] {
        let order: String
        switch self {
        case .english: order = "etaoinshrdlcumwfgypbvkjxqz"
        case .dutch: order = "enriatsoldgkupmcbhvjfwzyxq"
        case .german: order = "enrstiahlgudcmbofkpzwväüößyjxq"
        case .french: order = "esairntolucmdpgbfhzvqyxjkw"
        case .spanish: order = "aeroinctldsumpbgfvhzjqñxykw"
        }
        return LetterCode.codes(order)
    }

    /// How capitalised entries of its list are read. English lists fold case (web2's proper
    /// nouns are words there, as they always were); a Dutch list capitalises names only, so those
    /// are left out; German capitalises every noun, so a capital first letter is kept and only
    /// capitals further in (abbreviations such as GmbH, ABC) leave a word out.
    enum Capitals { case fold, nameWhenFirst, abbreviationWhenInner }

    var capitals: Capitals {
        switch self {
        case .dutch: return .nameWhenFirst
        case .german: return .abbreviationWhenInner
        default: return .fold
        }
    }

    /// Whether an entry may hold spaces (phrases): the English phrase list does; a dictionary's
    /// multi-word entries are left out.
    var allowsSpaces: Bool { self == .english }

    /// The codes a lower-case Unicode scalar of its list stands for: itself where it is a letter
    /// of the alphabet; its plain letter where the language folds it (French é → e, œ → oe; Dutch
    /// ĳ → ij; Spanish á → a, ü → u); nil where the language has no such letter (the word is left out).
    public func fold(_ scalar: Unicode.Scalar) -> [UInt8]? {
        let v = scalar.value
        if v >= 97 && v <= 122 { return [UInt8(v)] }
        if let code = LetterCode.code(of: Character(scalar)), mask & LetterCode.bit(code) != 0 { return [code] }
        switch self {
        case .english, .german: return nil
        case .spanish: return Self.spanishFolds[scalar].map { LetterCode.codes($0) }
        case .dutch, .french: return Self.latinFolds[scalar].map { LetterCode.codes($0) }
        }
    }

    /// `text` (lower case, as a list or a record spells a word) in the letters this language
    /// plays it with: túmido is tumido in Spanish, straße stays straße in German; nil where a
    /// character is none of its letters, folds or a space.
    public func foldedWord(_ text: String) -> String? {
        var codes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if scalar == " " {
                codes.append(32)
                continue
            }
            guard let folded = fold(scalar) else { return nil }
            codes += folded
        }
        return LetterCode.text(codes)
    }

    /// The accents French and Dutch write on letters they do not count as letters of their own.
    static let latinFolds: [Unicode.Scalar: String] = [
        "à": "a", "á": "a", "â": "a", "ä": "a", "ç": "c", "è": "e", "é": "e", "ê": "e", "ë": "e",
        "ì": "i", "í": "i", "î": "i", "ï": "i", "ò": "o", "ó": "o", "ô": "o", "ö": "o", "ù": "u",
        "ú": "u", "û": "u", "ü": "u", "ÿ": "y", "ñ": "n", "œ": "oe", "æ": "ae", "ĳ": "ij",
    ]
    /// Spanish accents (Ñ is a letter of its own).
    static let spanishFolds: [Unicode.Scalar: String] = ["á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ü": "u"]

    /// The letter a key typed by a player means: the letter itself (either case), or the letter
    /// it folds to in this language (é is E in French); nil when it is none of the alphabet's.
    /// A character compares by canonical equivalence, so a letter typed decomposed (n and a
    /// combining tilde, as some input methods send) is the same key as its composed form.
    public func letter(forKey character: Character) -> UInt8? {
        let lower = character.lowercased()
        guard lower.count == 1, let key = lower.first else { return nil }
        if let code = LetterCode.code(of: key), LetterCode.isLetter(code), mask & LetterCode.bit(code) != 0 {
            return code
        }
        // Not a letter of its own: the letter it folds to, as the list folds it (ö is O in Dutch, ü is U in Spanish).
        return Self.keyFolds[self]?[key]
    }

    /// The guesses a key typed makes, in turn: the key itself; or, for a character the language
    /// writes for two letters (Dutch ĳ, French œ and æ), those two letters (ĳ plays I, then J).
    public func guesses(forKey input: String) -> [String] {
        // A line of line mode: Dutch players write IJ as the two letters, and mean the one.
        if self == .dutch && input.lowercased() == "ij" { return ["i", "j"] }
        guard input.count == 1, let key = input.lowercased().first, let pair = Self.pairFolds[self]?[key] else {
            return [input]
        }
        return pair
    }

    /// The characters each language folds onto two letters, as the guesses they make.
    private static let pairFolds: [Language: [Character: [String]]] = Dictionary(
        uniqueKeysWithValues: allCases.map { language in
            let table = language == .dutch || language == .french ? latinFolds : [:]
            let pairs = table.compactMap { scalar, text -> (Character, [String])? in
                text.count == 2 ? (Character(scalar), text.map(String.init)) : nil
            }
            return (language, Dictionary(uniqueKeysWithValues: pairs))
        })

    /// Each language's folds by character (a key's lookup), single letters only.
    private static let keyFolds: [Language: [Character: UInt8]] = Dictionary(
        uniqueKeysWithValues: allCases.map { language in
            let table =
                language == .spanish ? spanishFolds : language == .dutch || language == .french ? latinFolds : [:]
            let single = table.compactMap { scalar, text -> (Character, UInt8)? in
                let codes = LetterCode.codes(text)
                return codes.count == 1 ? (Character(scalar), codes[0]) : nil
            }
            return (language, Dictionary(uniqueKeysWithValues: single))
        })
}
