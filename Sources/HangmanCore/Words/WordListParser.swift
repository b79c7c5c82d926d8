/// One pass over the bytes of a list; entries are appended to per-length buffers.
struct WordListParser {
    private(set) var skipped = 0
    /// Of the skipped lines, those longer than `WordList.maximumLength` (letters and all).
    private(set) var tooLong = 0
    private(set) var duplicates = 0
    private var buffers = [[UInt8]](repeating: [], count: WordList.maximumLength + 1)
    /// Whether each bucket so far arrived in strictly increasing order: then it holds no duplicates
    /// and needs no sort (the shipped lists are sorted).
    private var sorted = [Bool](repeating: true, count: WordList.maximumLength + 1)
    private var entry = [UInt8]()

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

    /// Folds case, trims and folds spaces, and rejects lines with anything else.
    private mutating func parseSlowly(_ line: UnsafeBufferPointer<UInt8>) {
        entry.removeAll(keepingCapacity: true)
        var valid = true
        var sawContent = false
        for byte in line {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                entry.append(byte); sawContent = true
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                entry.append(byte | 0x20); sawContent = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                // Leading spaces are dropped, inner runs fold to one, a trailing one is trimmed below.
                if let last = entry.last, last != UInt8(ascii: " ") { entry.append(UInt8(ascii: " ")) }
            case UInt8(ascii: "\r"):
                break
            default:
                valid = false; sawContent = true
            }
        }
        if entry.last == UInt8(ascii: " ") { entry.removeLast() }
        guard sawContent else { return }  // blank lines are not entries
        guard valid, !entry.isEmpty else { skipped += 1; return }
        let copy = entry
        copy.withUnsafeBufferPointer { add($0) }
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
            if n == 0 { buckets.append(WordBucket(length: 1, bytes: [])); continue }
            if sorted[n] {
                buckets.append(WordBucket(length: n, bytes: buffers[n]))
            } else {
                let (unique, dropped) = Self.sortedUnique(buffers[n], length: n)
                duplicates += dropped
                buckets.append(WordBucket(length: n, bytes: unique))
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
