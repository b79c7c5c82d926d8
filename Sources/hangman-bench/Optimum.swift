import HangmanCore

/// V of a whole length's words: the misses an optimal host forces on an optimal guesser. Exact
/// (`ExactSolver`) where the words fit the search; otherwise the lower bound the largest star
/// gives (`StarBound`), which any host that keeps it forces on every guesser.
struct Optimum {
    let value: Int
    let exact: Bool

    var text: String { exact ? "\(value)" : "≥ \(value)" }

    static func of(_ bucket: WordBucket) -> Optimum {
        if bucket.count <= PoolBits.capacity, !bucket.hasSpaces {
            var solver = ExactSolver(bucket: bucket, words: (0..<Int32(bucket.count)).map { $0 })
            return Optimum(value: solver.value(solver.root), exact: true)
        }
        return Optimum(
            value: max(0, StarBound.largestStar(in: Array(0..<Int32(bucket.count)), of: bucket) - 1), exact: false)
    }
}
