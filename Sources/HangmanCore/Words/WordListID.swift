/// Which word list: one of the three shipped lists, the system's list of another language, or a
/// file given with `--words`. The one name for it in settings, saved games, the app and on
/// screen. Stored as text: `full`, `common`, `phrases`, `dictionary:` and a language code
/// (`dictionary:nl`), or `file:` and an absolute path (the form files written by 1.0 use).
public enum WordListID: Hashable, Sendable {
    /// Webster's Second International (web2): 233,615 words, the default.
    case full
    /// Everyday American English (wamerican): 63,875 words.
    case common
    /// Phrases of two or more everyday words (web2a): 36,231 phrases, spaces shown from the start.
    case phrases
    /// The list Debian installs for a language other than English (`/usr/share/dict/dutch`
    /// from `wdutch`…), read where it is installed, never copied.
    case dictionary(Language)
    /// A list from a file; `path` is absolute.
    case file(path: String)

    /// The shipped lists, in the order the settings side offers them.
    public static let shipped: [WordListID] = [.full, .common, .phrases]

    /// The stored form.
    public var rawValue: String {
        switch self {
        case .full: return "full"
        case .common: return "common"
        case .phrases: return "phrases"
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
            if rawValue.hasPrefix("dictionary:") {
                guard let language = Language(rawValue: String(rawValue.dropFirst(11))), language != .english else { return nil }
                self = .dictionary(language)
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
        case .dictionary, .file: return nil
        }
    }

    /// The language its words are in (a `--words` file is read as English).
    public var language: Language {
        if case .dictionary(let language) = self { return language }
        return .english
    }

    /// The lists a player can choose in `language`: the shipped ones for English, the system's one
    /// for any other.
    public static func lists(in language: Language) -> [WordListID] {
        language == .english ? shipped : [.dictionary(language)]
    }

    /// The name on the settings side.
    public var title: String {
        switch self {
        case .full: return tr("Full dictionary")
        case .common: return tr("Common words")
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
        case .phrases: return tr("phrases")
        case .dictionary(let language): return tr("%s dictionary", language.name)
        case .file(let path): return PrintableText.escaping(String(path.split(separator: "/").last ?? Substring(path)), limit: 40)
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
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: tr("not a word list")))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
