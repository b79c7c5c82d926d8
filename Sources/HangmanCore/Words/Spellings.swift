/// How a bucket's words are spelled where the list writes a mark its language folds (túmido,
/// élève): for each such word, the places and the letters shown there. Kept as numbers in one
/// flat buffer keyed by a hash of the word's letters, so that a dictionary of 300,000 words is
/// read with a handful of allocations, not a string a word.
public struct Spellings: Equatable, Sendable {
    /// The hash of a word's letter codes → where its marks start in `marks`, and the place in its
    /// bucket of the line they came from.
    private var table: [UInt64: (start: Int32, word: Int32)] = [:]
    /// At each word's place: how many marks, then each as `place << 21 | scalar` (a letter's
    /// place in the word, below 64; the Unicode scalar shown there, lower case).
    private var marks: [UInt32] = []

    public init() {}

    /// Whether no word of the bucket has a spelling of its own.
    public var isEmpty: Bool { table.isEmpty }

    /// Keeps the marks of the word of `codes`, unless it has some already (the first spelling of
    /// a word is its own).
    mutating func add(codes: UnsafeBufferPointer<UInt8>, marks these: UnsafeBufferPointer<UInt32>, word: Int) {
        let key = Self.hash(codes)
        guard table[key] == nil else { return }
        table[key] = (Int32(marks.count), Int32(word))
        marks.append(UInt32(these.count))
        marks.append(contentsOf: these)
    }

    /// The line at `word` of its bucket repeats a word that came before it: where the spelling
    /// kept is that line's, the word is spelled as it first came (plain: couple before couplé).
    mutating func forget(_ codes: some Sequence<UInt8>, repeatedAt word: Int) {
        let key = Self.hash(codes)
        if table[key]?.word == Int32(word) { table[key] = nil }
    }

    public static func == (a: Spellings, b: Spellings) -> Bool {
        a.marks == b.marks && a.table.count == b.table.count
            && a.table.allSatisfy { b.table[$0.key]?.start == $0.value.start }
    }

    /// `word` (its letters) as the list spells it.
    public func spelling(of word: String) -> String {
        guard !table.isEmpty, let start = table[Self.hash(LetterCode.codes(word))]?.start else { return word }
        var letters = Array(word.unicodeScalars)
        let count = Int(marks[Int(start)])
        for k in 0..<count {
            let mark = marks[Int(start) + 1 + k]
            let place = Int(mark >> 21)
            guard place < letters.count, let scalar = Unicode.Scalar(mark & 0x1F_FFFF) else { return word }
            letters[place] = scalar
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: letters)
        return String(out)
    }

    /// A mark: the scalar `scalar` shown at `place`.
    static func mark(place: Int, scalar: Unicode.Scalar) -> UInt32 { UInt32(place) << 21 | scalar.value }

    /// FNV-1a over the codes, then stirred.
    static func hash(_ codes: some Sequence<UInt8>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for c in codes { h = (h ^ UInt64(c)) &* 0x100_0000_01B3 }
        return h ^ h >> 29
    }
}
