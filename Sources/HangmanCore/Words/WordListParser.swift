// memcmp only: the core makes no system calls.
#if canImport(Glibc)
    import func Glibc.memcmp
#elseif canImport(Darwin)
    import func Darwin.memcmp
#endif

/// One pass over the bytes of a list; entries are appended to per-length buffers.
struct WordListParser {
    private(set) var skipped = 0
    /// Of the skipped lines, those longer than `WordList.maximumLength` (letters and all).
    private(set) var tooLong = 0
    private(set) var duplicates = 0
    /// Of the skipped lines, the names and abbreviations the language's capitals mark.
    private(set) var namesAndAbbreviations = 0
    /// The alphabet words are folded onto.
    let language: Language
    /// Its folds, looked up by scalar (a dictionary lookup a letter would cost more than the rest of the parse).
    private let folds: FoldTable
    private var buffers = [[UInt8]](repeating: [], count: WordList.maximumLength + 1)
    /// By length, the spellings that differ from their letters (a mark the language folds: French
    /// élève, Spanish túmido), folded text → the spelling, lower case; the first spelling of a
    /// word is its own (a list that spells it twice, côte and côté, shows the first).
    private var spellings = [Spellings](repeating: Spellings(), count: WordList.maximumLength + 1)
    /// Whether each bucket so far arrived in strictly increasing order: then it holds no duplicates
    /// and needs no sort (the shipped lists are sorted).
    private var sorted = [Bool](repeating: true, count: WordList.maximumLength + 1)

    init(language: Language = .english) {
        self.language = language
        folds = FoldTable.of(language)
    }

    mutating func parse(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { all in
            // A UTF-8 byte-order mark (as some editors write) is not part of the first word.
            var lineStart = all.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while lineStart < all.count {
                var lineEnd = lineStart
                // The fast path: a line of lower-case letters only is an entry as it stands.
                var plain = true
                while lineEnd < all.count, all[lineEnd] != UInt8(ascii: "\n") {
                    if all[lineEnd] &- UInt8(ascii: "a") > 25 { plain = false }
                    lineEnd += 1
                }
                if plain && lineEnd > lineStart {
                    add(UnsafeBufferPointer(rebasing: all[lineStart..<lineEnd]))
                } else {
                    parseSlowly(UnsafeBufferPointer(rebasing: all[lineStart..<lineEnd]))
                }
                lineStart = lineEnd + 1
            }
        }
    }

    /// Folds case and spellings onto the language's alphabet, trims and folds spaces, and
    /// leaves out lines with anything else (and, by the language's rule, names and abbreviations).
    /// The entry is built in a scratch buffer on the stack: no letter folds to more bytes than
    /// it takes in UTF-8, so the line's length is enough.
    private mutating func parseSlowly(_ line: UnsafeBufferPointer<UInt8>) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(line.count, 1)) { entry in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(line.count, 1)) { marks in
                var n = 0
                var valid = true
                var sawContent = false
                var capitalised = false
                // Where the spelling shows another letter than its code (é folded to e): usually none.
                var marked = 0
                var i = 0
                while i < line.count, valid {
                    let byte = line[i]
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"):
                        entry[n] = byte
                        n += 1
                        sawContent = true
                        i += 1
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                        capitalised = capitalised || isLeftOut(capitalAt: n)
                        entry[n] = byte | 0x20
                        n += 1
                        sawContent = true
                        i += 1
                    case UInt8(ascii: " "), UInt8(ascii: "\t"):
                        // Leading spaces are dropped, inner runs fold to one, a trailing one is trimmed below.
                        if n > 0, entry[n - 1] != UInt8(ascii: " ") {
                            entry[n] = UInt8(ascii: " ")
                            n += 1
                        }
                        i += 1
                    case UInt8(ascii: "\r"):
                        i += 1
                    case 0xC0...0xF4:
                        sawContent = true
                        guard let (scalar, size) = Self.decode(line, at: i) else {
                            valid = false
                            break
                        }
                        if (0x300...0x36F).contains(scalar.value) {
                            // A combining mark: with the letter before it, one letter (é written as e + ´).
                            guard n > 0, let letter = FoldTable.composed[UInt32(entry[n - 1]) << 16 | scalar.value]
                            else {
                                valid = false
                                break
                            }
                            let folded = folds.entry(for: letter)
                            guard folded.count == 1 else {
                                valid = false
                                break
                            }
                            entry[n - 1] = folded.first
                            if let shown = Self.spelled(letter, as: folded.first) {
                                (marks[marked], marked) = (Spellings.mark(place: n - 1, scalar: shown), marked + 1)
                            }
                            i += size
                            continue
                        }
                        let folded = folds.entry(for: scalar)
                        guard folded.count > 0 else {
                            valid = false
                            break
                        }
                        if folded.capital { capitalised = capitalised || isLeftOut(capitalAt: n) }
                        // œ and ĳ are two letters on screen as in play (OE, IJ): only a letter of one keeps its mark.
                        if folded.count == 1, let shown = Self.spelled(scalar, as: folded.first) {
                            (marks[marked], marked) = (Spellings.mark(place: n, scalar: shown), marked + 1)
                        }
                        entry[n] = folded.first
                        n += 1
                        if folded.count == 2 {
                            entry[n] = folded.second
                            n += 1
                        }
                        i += size
                    default:
                        valid = false
                        sawContent = true
                    }
                }
                if n > 0, entry[n - 1] == UInt8(ascii: " ") { n -= 1 }
                guard sawContent else { return }  // blank lines are not entries
                let word = UnsafeBufferPointer(rebasing: entry[0..<n])
                let hasSpace = !language.allowsSpaces && word.contains(UInt8(ascii: " "))
                guard valid, !hasSpace, n > 0 else {
                    skipped += 1
                    return
                }
                guard !capitalised else {
                    skipped += 1
                    namesAndAbbreviations += 1
                    return
                }
                guard add(word), marked > 0 else { return }
                spellings[n].add(
                    codes: word, marks: UnsafeBufferPointer(rebasing: marks[0..<marked]), word: buffers[n].count / n - 1
                )
            }
        }
    }

    /// The lower-case letter `scalar` is shown as, where that is not the letter of `code` it
    /// plays as (é plays as e); nil where it is (ä in German, ñ in Spanish).
    private static func spelled(_ scalar: Unicode.Scalar, as code: UInt8) -> Unicode.Scalar? {
        var lower = scalar
        if scalar.properties.isUppercase {
            let mapped = scalar.properties.lowercaseMapping.unicodeScalars
            guard mapped.count == 1, let first = mapped.first else { return nil }
            lower = first
        }
        return lower == LetterCode.scalar(code) ? nil : lower
    }

    /// Whether a capital at letter `index` leaves the word out under the language's rule.
    private func isLeftOut(capitalAt index: Int) -> Bool {
        switch language.capitals {
        case .fold: return false
        case .nameWhenFirst: return true
        case .abbreviationWhenInner: return index > 0
        }
    }

    /// The scalar of the UTF-8 sequence at `i`, and its length; nil where the bytes are not UTF-8.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[i]
        let size = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard i + size <= bytes.count else { return nil }
        var value = UInt32(lead) & (size == 2 ? 0x1F : size == 3 ? 0x0F : 0x07)
        for k in 1..<size {
            let next = bytes[i + k]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        // The shortest form only: an over-long sequence (E0 83 A9 for é) is not UTF-8.
        guard value >= (size == 2 ? 0x80 : size == 3 ? 0x800 : 0x10000), let scalar = Unicode.Scalar(value) else {
            return nil
        }
        return (scalar, size)
    }

    /// Appends `word` to its bucket; false where it was left out (too long, or the word before).
    @discardableResult
    private mutating func add(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = word.count
        guard n <= WordList.maximumLength else {
            skipped += 1
            tooLong += 1
            return false
        }
        if sorted[n], buffers[n].count >= n {
            let order = buffers[n].withUnsafeBufferPointer {
                Self.compare(UnsafeBufferPointer(rebasing: $0[($0.count - n)...]), word)
            }
            if order >= 0 {
                if order == 0 {
                    duplicates += 1
                    return false
                }
                sorted[n] = false
            }
        }
        buffers[n].append(contentsOf: word)
        return true
    }

    /// -1, 0 or 1 as `a` sorts before, equal to or after `b` (same length), byte by byte.
    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        Int(memcmp(a.baseAddress!, b.baseAddress!, a.count).signum())
    }

    mutating func finish() -> [WordBucket] {
        var buckets = [WordBucket]()
        let longest = buffers.lastIndex(where: { !$0.isEmpty }) ?? 0
        for n in 0...longest {
            if n == 0 {
                buckets.append(WordBucket(length: 1, bytes: [], language: language))
                continue
            }
            let repeats = sorted[n] ? [] : Self.repeats(in: buffers[n], length: n)
            duplicates += repeats.count
            for r in repeats { spellings[n].forget(buffers[n][(r * n)..<(r * n + n)], repeatedAt: r) }
            var bytes = buffers[n]
            if !repeats.isEmpty {
                bytes = []
                var next = 0
                for w in 0..<(buffers[n].count / n) {
                    if next < repeats.count, repeats[next] == w {
                        next += 1
                        continue
                    }
                    bytes += buffers[n][(w * n)..<(w * n + n)]
                }
            }
            buckets.append(WordBucket(length: n, bytes: bytes, language: language, spellings: spellings[n]))
        }
        return buckets
    }

    /// The repeats among the words of a bucket that did not arrive sorted (a list sorted by a
    /// language's own collation, or folded, is not in byte order): the indices of the words
    /// that came before, in order. Each word is kept where it first came. One pass through a
    /// hash table: sorting the 50,000 words of a length would cost more than reading the list.
    static func repeats(in bytes: [UInt8], length n: Int) -> [Int] {
        let count = bytes.count / n
        let capacity = (count * 2).nextPowerOfTwo
        var slots = [Int32](repeating: -1, count: capacity)
        var repeats: [Int] = []
        bytes.withUnsafeBufferPointer { all in
            slots.withUnsafeMutableBufferPointer { slots in
                for w in 0..<count {
                    let word = all.baseAddress! + w * n
                    // Eight bytes at a time: hashing is most of the pass.
                    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                    var k = 0
                    while k + 8 <= n {
                        hash =
                            (hash ^ UnsafeRawPointer(word + k).loadUnaligned(as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                        hash ^= hash >> 32
                        k += 8
                    }
                    while k < n {
                        hash = (hash ^ UInt64(word[k])) &* 0x100_0000_01B3
                        k += 1
                    }
                    var i = Int(truncatingIfNeeded: hash ^ hash >> 29) & (capacity - 1)
                    var repeated = false
                    while slots[i] >= 0 {
                        if memcmp(all.baseAddress! + Int(slots[i]) * n, word, n) == 0 {
                            repeated = true
                            break
                        }
                        i = (i + 1) & (capacity - 1)
                    }
                    if repeated { repeats.append(w) } else { slots[i] = Int32(w) }
                }
            }
        }
        return repeats
    }
}

/// A language's folds for every scalar a list's letters use (Latin-1 and Latin Extended-A),
/// built once per language: what each stands for in letter codes, and whether it is a capital.
struct FoldTable: Sendable {
    struct Entry: Sendable {
        /// Codes it folds to: 0 (not a letter of the language), 1 or 2 (œ → oe, ĳ → ij).
        var count: UInt8 = 0
        var first: UInt8 = 0, second: UInt8 = 0
        var capital = false
    }

    static let limit: UInt32 = 0x250

    /// Letters written as a base and a combining mark (a list in NFD, as some tools write it):
    /// the composed letter of each pair the languages use, by (base letter code, mark).
    static let composed: [UInt32: Unicode.Scalar] = [
        0x61_0300: "\u{E0}", 0x61_0301: "\u{E1}", 0x61_0302: "\u{E2}", 0x61_0303: "\u{E3}",
        0x61_0308: "\u{E4}", 0x63_0301: "\u{107}", 0x63_0302: "\u{109}", 0x63_0327: "\u{E7}",
        0x64_0327: "\u{1E11}", 0x65_0300: "\u{E8}", 0x65_0301: "\u{E9}", 0x65_0302: "\u{EA}",
        0x65_0303: "\u{1EBD}", 0x65_0308: "\u{EB}", 0x65_0327: "\u{229}", 0x67_0301: "\u{1F5}",
        0x67_0302: "\u{11D}", 0x67_0327: "\u{123}", 0x68_0302: "\u{125}", 0x68_0308: "\u{1E27}",
        0x68_0327: "\u{1E29}", 0x69_0300: "\u{EC}", 0x69_0301: "\u{ED}", 0x69_0302: "\u{EE}",
        0x69_0303: "\u{129}", 0x69_0308: "\u{EF}", 0x6A_0302: "\u{135}", 0x6B_0301: "\u{1E31}",
        0x6B_0327: "\u{137}", 0x6C_0301: "\u{13A}", 0x6C_0327: "\u{13C}", 0x6D_0301: "\u{1E3F}",
        0x6E_0300: "\u{1F9}", 0x6E_0301: "\u{144}", 0x6E_0303: "\u{F1}", 0x6E_0327: "\u{146}",
        0x6F_0300: "\u{F2}", 0x6F_0301: "\u{F3}", 0x6F_0302: "\u{F4}", 0x6F_0303: "\u{F5}",
        0x6F_0308: "\u{F6}", 0x70_0301: "\u{1E55}", 0x72_0301: "\u{155}", 0x72_0327: "\u{157}",
        0x73_0301: "\u{15B}", 0x73_0302: "\u{15D}", 0x73_0327: "\u{15F}", 0x74_0308: "\u{1E97}",
        0x74_0327: "\u{163}", 0x75_0300: "\u{F9}", 0x75_0301: "\u{FA}", 0x75_0302: "\u{FB}",
        0x75_0303: "\u{169}", 0x75_0308: "\u{FC}", 0x76_0303: "\u{1E7D}", 0x77_0300: "\u{1E81}",
        0x77_0301: "\u{1E83}", 0x77_0302: "\u{175}", 0x77_0308: "\u{1E85}", 0x78_0308: "\u{1E8D}",
        0x79_0300: "\u{1EF3}", 0x79_0301: "\u{FD}", 0x79_0302: "\u{177}", 0x79_0303: "\u{1EF9}",
        0x79_0308: "\u{FF}", 0x7A_0301: "\u{17A}", 0x7A_0302: "\u{1E91}",
    ]

    private let entries: [Entry]

    init(language: Language) {
        entries = (0..<Self.limit).map { value in
            guard let scalar = Unicode.Scalar(value) else { return Entry() }
            var capital = false
            var codes = language.fold(scalar)
            if codes == nil, scalar.properties.isUppercase {
                let lower = scalar.properties.lowercaseMapping.unicodeScalars
                if lower.count == 1 {
                    codes = language.fold(lower.first!)
                    capital = true
                }
            }
            guard let codes, (1...2).contains(codes.count) else { return Entry() }
            return Entry(
                count: UInt8(codes.count), first: codes[0], second: codes.count > 1 ? codes[1] : 0, capital: capital)
        }
    }

    func entry(for scalar: Unicode.Scalar) -> Entry { scalar.value < Self.limit ? entries[Int(scalar.value)] : Entry() }

    private static let all = Language.allCases.map(FoldTable.init)
    static func of(_ language: Language) -> FoldTable { all[Language.allCases.firstIndex(of: language)!] }
}
