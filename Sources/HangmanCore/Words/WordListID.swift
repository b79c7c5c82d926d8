/// Which word list: one of the shipped lists, the system's list of another language, or a
/// file given with `--words`. The one name for it in settings, saved games, the app and on
/// screen. Stored as text: `full`, `common`, `phrases`, `everyday:` or `dictionary:` and a
/// language code (`everyday:nl`, `dictionary:nl`), or `file:` and an absolute path (the form
/// files written by 1.0 use).
public enum WordListID: Hashable, Sendable {
    /// Webster's Second International (web2): 233,615 words, English Custom games' Full dictionary.
    case full
    /// Everyday English: the words used at least once in a million that the American English
    /// list holds (`scripts/make-wordlists`): what every English level deals.
    case common
    /// Phrases of two or more everyday words (web2a), spaces shown from the start (README has the count).
    case phrases
    /// Everyday words of a language other than English (`everyday-nl.txt`…), shipped as `common`
    /// is and made the same way: what that language's levels and daily deal.
    case everyday(Language)
    /// The list Debian installs for a language other than English (`/usr/share/dict/dutch`
    /// from `wdutch`…), read where it is installed, never copied: its Full dictionary.
    case dictionary(Language)
    /// A list from a file; `path` is absolute.
    case file(path: String)

    /// The shipped English lists, in the order the settings side offers them.
    public static let shipped: [WordListID] = [.full, .common, .phrases]

    /// The everyday list of `language`: what its levels and its daily deal.
    public static func everyday(in language: Language) -> WordListID {
        language == .english ? .common : .everyday(language)
    }

    /// The stored form.
    public var rawValue: String {
        switch self {
        case .full: return "full"
        case .common: return "common"
        case .phrases: return "phrases"
        case .everyday(let language): return "everyday:" + language.rawValue
        case .dictionary(let language): return "dictionary:" + language.rawValue
        case .file(let path): return "file:" + path
        }
    }

    /// Reads the stored form; nil for anything else (a relative `file:` path included).
    public init?(rawValue: String) {
        switch rawValue {
        case "full": self = .full
        case "common": self = .common
        case "phrases": self = .phrases
        default:
            for (prefix, make) in [("dictionary:", WordListID.dictionary), ("everyday:", WordListID.everyday)]
            where rawValue.hasPrefix(prefix) {
                guard let language = Language(rawValue: String(rawValue.dropFirst(prefix.count))), language != .english
                else { return nil }
                self = make(language)
                return
            }
            guard rawValue.hasPrefix("file:/") else { return nil }
            self = .file(path: String(rawValue.dropFirst(5)))
        }
    }

    /// The file name in the resources folder (shipped lists only).
    public var resourceName: String? {
        switch self {
        case .full: return "words.txt"
        case .common: return "common.txt"
        case .phrases: return "phrases.txt"
        case .everyday(let language): return "everyday-\(language.rawValue).txt"
        case .dictionary, .file: return nil
        }
    }

    /// The language its words are in (a `--words` file is read as English).
    public var language: Language {
        switch self {
        case .dictionary(let language), .everyday(let language): return language
        default: return .english
        }
    }

    /// The lists a player can choose in `language`: the shipped ones for English; the everyday
    /// words and the system's dictionary for any other.
    public static func lists(in language: Language) -> [WordListID] {
        language == .english ? shipped : [.everyday(language), .dictionary(language)]
    }

    /// Whether it is a whole dictionary (English's Full dictionary, or a language's system list):
    /// Custom games' lists, of words people may not know.
    public var isDictionary: Bool {
        switch self {
        case .full, .dictionary: return true
        default: return false
        }
    }

    /// The name on the settings side.
    public var title: String {
        switch self {
        case .full: return tr("Full dictionary")
        case .common, .everyday: return tr("Common words")
        case .phrases: return tr("Phrases")
        case .dictionary(let language): return trc("a list's name on the settings side", "%s dictionary", language.name)
        case .file: return shortName
        }
    }

    /// The name under the gallows, e.g. "full dictionary" or a custom list's file name (escaped: a file
    /// name can hold any byte).
    public var shortName: String {
        switch self {
        case .full: return tr("full dictionary")
        case .common: return tr("common words")
        case .everyday(let language): return Self.everydayName(language)
        case .phrases: return tr("phrases")
        case .dictionary(let language): return tr("%s dictionary", language.name)
        case .file(let path):
            return PrintableText.escaping(String(path.split(separator: "/").last ?? Substring(path)), limit: 40)
        }
    }

    /// The name in a narrow column of the high scores: one word.
    public var columnTitle: String {
        switch self {
        case .full: return trc("a list's name in a narrow column", "Full")
        case .common, .everyday: return trc("a list's name in a narrow column", "Common")
        case .phrases: return trc("a list's name in a narrow column", "Phrases")
        case .dictionary: return trc("a list's name in a narrow column", "Dictionary")
        case .file: return shortName
        }
    }

    /// A language's everyday words, one whole name each: translations inflect the language's
    /// adjective ("gewone Nederlandse woorden", "mots français courants").
    private static func everydayName(_ language: Language) -> String {
        switch language {
        case .english: return tr("common words")
        case .dutch: return tr("common Dutch words")
        case .german: return tr("common German words")
        case .french: return tr("common French words")
        case .spanish: return tr("common Spanish words")
        }
    }

    /// Whether a setting may name it: a list that comes with the game or with the system, not a
    /// file given for one run.
    public var isShipped: Bool {
        if case .file = self { return false }
        return true
    }
}

extension WordListID: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = WordListID(rawValue: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: tr("not a word list")))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
