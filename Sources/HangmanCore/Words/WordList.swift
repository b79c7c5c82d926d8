/// A list of words (or phrases), folded to lower case, deduplicated and indexed by length.
///
/// Words are kept as bytes, one flat buffer per length, because the hosts scan whole pools on
/// every guess and the full list must load in milliseconds.
public struct WordList: Equatable, Sendable {
    /// The longest entry a list may hold: pattern masks are 64 bits.
    public static let maximumLength = 64

    /// A short name for messages, e.g. the file name.
    public let name: String
    /// Buckets by length; `buckets[n]` holds the words of n letters (index 0 unused), as letter
    /// codes (`LetterCode`).
    public let buckets: [WordBucket]
    /// Lines skipped: they held something other than letters and single inner spaces, or were
    /// longer than `maximumLength`.
    public let skippedLines: Int
    /// Of those, the lines longer than `maximumLength`.
    public let tooLongLines: Int
    /// Lines dropped because the same word came earlier.
    public let duplicateLines: Int
    /// Of the skipped lines, names and abbreviations (a Dutch capital, a German capital inside a word).
    public let namesAndAbbreviations: Int
    /// The language its words are spelled in: their alphabet.
    public let language: Language

    /// What was left out of the file, for a note: "skipped 3 lines with characters other than
    /// letters and spaces, and 1 longer than 64 characters"; nil when nothing was.
    public var skippedNote: String? {
        skippedParts.map { tr("%s: skipped %s", PrintableText.name(name), $0) }
    }

    /// What was left out, without the list's name: "3 lines with characters other than letters
    /// and spaces, and 1 name or abbreviation"; nil when nothing was.
    public var skippedParts: String? {
        let other = skippedLines - tooLongLines - namesAndAbbreviations
        var parts: [String] = []
        // An English list (the shipped ones, a --words file) takes a-z alone: café is skipped, and
        // the note says so rather than call é no letter.
        if other > 0 {
            parts.append(
                language == .english
                    ? trn(
                        "%d line with characters other than A-Z and spaces",
                        "%d lines with characters other than A-Z and spaces", other)
                    : trn(
                        "%d line with characters other than letters and spaces",
                        "%d lines with characters other than letters and spaces", other))
        }
        if namesAndAbbreviations > 0 {
            parts.append(trn("%d name or abbreviation", "%d names and abbreviations", namesAndAbbreviations))
        }
        if tooLongLines > 0 {
            parts.append(
                trn(
                    "%d line longer than %d characters", "%d lines longer than %d characters", tooLongLines,
                    tooLongLines, Self.maximumLength))
        }
        return parts.isEmpty ? nil : parts.joined(separator: tr(", and "))
    }

    /// Number of distinct words.
    public var count: Int { buckets.reduce(0) { $0 + $1.count } }
    /// n, the longest length that has words.
    public var longestLength: Int { buckets.lastIndex(where: { $0.count > 0 }) ?? 0 }
    /// True when some entry holds a space.
    public var hasPhrases: Bool { buckets.contains { $0.hasSpaces } }

    /// Number of words of exactly `length` characters.
    public func count(ofLength length: Int) -> Int {
        buckets.indices.contains(length) ? buckets[length].count : 0
    }

    /// The words of `length` characters (an empty bucket when there are none).
    public func words(ofLength length: Int) -> WordBucket {
        buckets.indices.contains(length)
            ? buckets[length] : WordBucket(length: max(length, 1), bytes: [], language: language)
    }

    /// The length closest to `length` that has words (the shorter one on a tie).
    public func nearestLengthWithWords(to length: Int) -> Int {
        if count(ofLength: length) > 0 { return length }
        for distance in 1...max(buckets.count, 1) {
            if count(ofLength: length - distance) > 0 { return length - distance }
            if count(ofLength: length + distance) > 0 { return length + distance }
        }
        return length
    }

    /// Parses a list from its bytes: one entry a line, folded onto `language`'s alphabet.
    public init(name: String, bytes: [UInt8], language: Language = .english) {
        var parser = WordListParser(language: language)
        parser.parse(bytes)
        self.name = name
        self.language = language
        self.namesAndAbbreviations = parser.namesAndAbbreviations
        self.buckets = parser.finish()
        self.skippedLines = parser.skipped
        self.tooLongLines = parser.tooLong
        self.duplicateLines = parser.duplicates
    }

    /// A list from entries in memory (tests, small hand-made lists).
    public init(name: String = "list", entries: [String], language: Language = .english) {
        self.init(name: name, bytes: Array(entries.joined(separator: "\n").utf8), language: language)
    }
}
