import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

// What every part of the bench measures with: the clock, one bot's game, percentiles, memory,
// and how numbers are printed.

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Plays one game to the end: `bot` against a host using `strategy`, the full list known to both.
/// Returns the misses the bot suffered (with all 26 misses allowed, so the game ends in a win)
/// and each decision time of the host.
func play(bucket: WordBucket, strategy: any HostRule, player: Guesser.Player) -> (
    misses: Int, times: [Double], largestPool: Int
) {
    var game = EvilGameplay(bench: bucket, misses: 26, rule: strategy, seed: 1)
    var guesser = Guesser(bucket: bucket, player: player)
    var times: [Double] = []
    while !game.isOver {
        let letter = guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask)
        let start = now()
        _ = game.guess(String(LetterCode.character(letter)))
        times.append(now() - start)
    }
    return (game.missesMade, times, bucket.count)
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p + 0.5))]
}

func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
}

func ms(_ s: Double) -> String {
    let v = s * 1000
    return v < 10 ? String(Int(v * 100 + 0.5)).paddedMs(2) : String(Int(v * 10 + 0.5)).paddedMs(1)
}

extension String {
    func paddedMs(_ decimals: Int) -> String {
        var digits = self
        while digits.count <= decimals { digits = "0" + digits }
        return String(digits.dropLast(decimals)) + "." + String(digits.suffix(decimals))
    }
    func pad(_ n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self }
}
