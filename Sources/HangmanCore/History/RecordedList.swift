/// What a record keeps of the list its game was dealt from: a list that comes with the game or
/// the system (by its id), or a `--words` file by its name alone — a record never holds a path.
public enum RecordedList: Hashable, Sendable {
    /// Never a `.file`.
    case shipped(WordListID)
    /// A file's name: printable, no tab, at most `nameLimit` characters.
    case file(name: String)

    static let nameLimit = 40

    public init(_ id: WordListID) {
        switch id {
        case .file(let path):
            let name = String(path.split(separator: "/").last ?? Substring(path))
            self = .file(name: Self.cleaned(name))
        default: self = .shipped(id)
        }
    }

    /// A file name fit to stand in a record: anything but a printable character becomes `?`.
    static func cleaned(_ name: String) -> String {
        let kept = name.unicodeScalars.prefix(nameLimit).map { s -> Character in
            s.properties.generalCategory == .control || s == "/" || s.properties.isBidiControl || s == "\u{FFFD}"
                ? "?" : Character(s)
        }
        return kept.isEmpty ? "?" : String(kept)
    }

    /// The stored form: `full`, `common`, `phrases`, `dictionary:nl`, or `file:` and the name.
    public var rawValue: String {
        switch self {
        case .shipped(let id): return id.rawValue
        case .file(let name): return "file:" + name
        }
    }

    public init?(rawValue: String) {
        if rawValue.hasPrefix("file:") {
            let name = String(rawValue.dropFirst(5))
            guard !name.isEmpty, name == Self.cleaned(name) else { return nil }
            self = .file(name: name)
            return
        }
        guard let id = WordListID(rawValue: rawValue), id.isShipped else { return nil }
        self = .shipped(id)
    }

    /// The language of its words (a `--words` file is read as English).
    public var language: Language {
        if case .shipped(let id) = self { return id.language }
        return .english
    }

    /// Its name in a table: "common words", "Dutch dictionary", or the file's name (escaped).
    public var shortName: String {
        switch self {
        case .shipped(let id): return id.shortName
        case .file(let name): return PrintableText.escaping(name, limit: Self.nameLimit)
        }
    }
}

extension RecordedList: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let list = RecordedList(rawValue: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: tr("not a word list")))
        }
        self = list
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
