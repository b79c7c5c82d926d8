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
    private var buffers = [[UInt8]](repeating: [], count: WordList.maximumLength + 1)
    /// Whether each bucket so far arrived in strictly increasing order: then it holds no duplicates
    /// and needs no sort (the shipped lists are sorted).
    private var sorted = [Bool](repeating: true, count: WordList.maximumLength + 1)
    private var entry = [UInt8]()

    init(language: Language = .english) { self.language = language }

    mutating func parse(_ bytes: [UInt8]) {
        entry.reserveCapacity(WordList.maximumLength + 1)
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
    private mutating func parseSlowly(_ line: UnsafeBufferPointer<UInt8>) {
        entry.removeAll(keepingCapacity: true)
        var valid = true, sawContent = false, capitalised = false
        var i = 0
        while i < line.count, valid {
            let byte = line[i]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                entry.append(byte); sawContent = true; i += 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                capitalised = capitalised || isLeftOut(capitalAt: entry.count)
                entry.append(byte | 0x20); sawContent = true; i += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                // Leading spaces are dropped, inner runs fold to one, a trailing one is trimmed below.
                if let last = entry.last, last != UInt8(ascii: " ") { entry.append(UInt8(ascii: " ")) }
                i += 1
            case UInt8(ascii: "\r"):
                i += 1
            case 0xC0...0xF4:
                sawContent = true
                guard let (scalar, size) = Self.decode(line, at: i), let codes = fold(scalar) else { valid = false; break }
                if codes.capital { capitalised = capitalised || isLeftOut(capitalAt: entry.count) }
                entry.append(contentsOf: codes.codes)
                i += size
            default:
                valid = false; sawContent = true
            }
        }
        if entry.last == UInt8(ascii: " ") { entry.removeLast() }
        guard sawContent else { return }  // blank lines are not entries
        let hasSpace = !language.allowsSpaces && entry.contains(UInt8(ascii: " "))
        guard valid, !hasSpace, !entry.isEmpty else { skipped += 1; return }
        guard !capitalised else { skipped += 1; namesAndAbbreviations += 1; return }
        let copy = entry
        copy.withUnsafeBufferPointer { add($0) }
    }

    /// Whether a capital at letter `index` leaves the word out under the language's rule.
    private func isLeftOut(capitalAt index: Int) -> Bool {
        switch language.capitals {
        case .fold: return false
        case .nameWhenFirst: return true
        case .abbreviationWhenInner: return index > 0
        }
    }

    /// The codes of a non-ASCII scalar (lower-cased first), and whether it was a capital.
    private func fold(_ scalar: Unicode.Scalar) -> (codes: [UInt8], capital: Bool)? {
        if let codes = language.fold(scalar) { return (codes, false) }
        guard scalar.properties.isUppercase else { return nil }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        guard lower.count == 1, let codes = language.fold(lower.first!) else { return nil }
        return (codes, true)
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
        guard value >= 0x80, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, size)
    }

    private mutating func add(_ word: UnsafeBufferPointer<UInt8>) {
        let n = word.count
        guard n <= WordList.maximumLength else { skipped += 1; tooLong += 1; return }
        if sorted[n], buffers[n].count >= n {
            let order = buffers[n].withUnsafeBufferPointer { Self.compare(UnsafeBufferPointer(rebasing: $0[($0.count - n)...]), word) }
            if order >= 0 {
                if order == 0 { duplicates += 1; return }
                sorted[n] = false
            }
        }
        buffers[n].append(contentsOf: word)
    }

    /// -1, 0 or 1 as `a` sorts before, equal to or after `b` (same length), byte by byte.
    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        for i in 0..<a.count where a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
        return 0
    }

    mutating func finish() -> [WordBucket] {
        var buckets = [WordBucket]()
        let longest = buffers.lastIndex(where: { !$0.isEmpty }) ?? 0
        for n in 0...longest {
            if n == 0 { buckets.append(WordBucket(length: 1, bytes: [], language: language)); continue }
            if sorted[n] {
                buckets.append(WordBucket(length: n, bytes: buffers[n], language: language))
            } else {
                let (unique, dropped) = Self.sortedUnique(buffers[n], length: n)
                duplicates += dropped
                buckets.append(WordBucket(length: n, bytes: unique, language: language))
            }
        }
        return buckets
    }

    static func sortedUnique(_ bytes: [UInt8], length n: Int) -> ([UInt8], Int) {
        let count = bytes.count / n
        let order = (0..<count).sorted { a, b in
            bytes[(a * n)..<(a * n + n)].lexicographicallyPrecedes(bytes[(b * n)..<(b * n + n)])
        }
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var dropped = 0
        for i in order {
            let word = bytes[(i * n)..<(i * n + n)]
            if out.count >= n, out[(out.count - n)...].elementsEqual(word) { dropped += 1; continue }
            out.append(contentsOf: word)
        }
        return (out, dropped)
    }
}
