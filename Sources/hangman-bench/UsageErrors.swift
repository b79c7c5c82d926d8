import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// Standard error, for the bench's usage messages. A global of its own file is set when first
/// used; declared at the end of main.swift it was not yet set when a bad flag was reported, and
/// the report wrote to a null stream and crashed.
nonisolated(unsafe) let stderr_: UnsafeMutablePointer<FILE> = fdopen(2, "w")

/// Reports a bad command line and exits 64 (EX_USAGE).
func usageError(_ message: String) -> Never {
    fputs("hangman-bench: \(message)\n", stderr_)
    exit(64)
}

/// LENGTHS as N or A-B (A ≤ B), each 1-64.
func lengthRange(_ spec: String, for flag: String) -> [Int] {
    let parts = spec.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...2).contains(parts.count), parts.allSatisfy({ $0.map { (1...64).contains($0) } ?? false }),
        parts.first!! <= parts.last!!
    else {
        usageError("\(flag) takes a length or a range such as 7-13 (1-64), not \"\(spec)\"")
    }
    return Array(parts.first!!...parts.last!!)
}

/// `--level-try LEVEL:LENGTHS:MISSES[:SHARE[:themed|plain]]`, such as hard:8:6 or fiendish:5-6:8:0.8:plain.
func levelTry(_ spec: String) -> (Level, ClosedRange<Int>, Int, Double?, Bool?) {
    let parts = spec.split(separator: ":").map(String.init)
    let share = parts.count > 3 ? Double(parts[3]) : nil
    guard (3...5).contains(parts.count), let level = Level(rawValue: parts[0]), let misses = Int(parts[2]),
        (1...26).contains(misses),
        parts.count < 4 || share.map({ $0 > 0 && $0 <= 1 }) == true,
        parts.count < 5 || ["themed", "plain"].contains(parts[4])
    else {
        usageError(
            "--level-try takes LEVEL:LENGTHS:MISSES[:SHARE[:themed|plain]], such as hard:8:6 or fiendish:5-6:8:0.8:plain, not \"\(spec)\""
        )
    }
    let lengths = lengthRange(parts[1], for: "--level-try")
    return (level, lengths.first!...lengths.last!, misses, share, parts.count > 4 ? parts[4] == "themed" : nil)
}
