import Testing
import HangmanCore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// ATTACK.md's class 10, randomness: what a player can know — the clock, the process id (both in
/// every game's id, which the machine's board shows), a game's challenge code — gives them no
/// other game. 1.5.0 seeded a run from the clock and the pid, and drew every game's seed from one
/// SplitMix64 sequence, whose outputs invert to its state: both attacks below won its next game.
struct PredictionTests {
    /// The generator's state after it gave `output` (SplitMix64's mix is a bijection).
    static func state(after output: UInt64) -> UInt64 {
        func unshift(_ y: UInt64, _ s: UInt64) -> UInt64 {
            var x = y
            for _ in 0..<(64 / Int(s) + 1) { x = y ^ (x >> s) }
            return x
        }
        func inverse(_ c: UInt64) -> UInt64 {
            var inv = c
            for _ in 0..<6 { inv = inv &* (2 &- c &* inv) }
            return inv
        }
        var z = unshift(output, 31)
        z = z &* inverse(0x94D0_49BB_1331_11EB)
        z = unshift(z, 27)
        z = z &* inverse(0xBF58_476D_1CE4_E5B9)
        return unshift(z, 30)
    }

    static func outputs(from state: UInt64, _ count: Int) -> [UInt64] {
        var generator = SeededGenerator(seed: state)
        return (0..<count).map { _ in generator.next() }
    }

    /// The seeds of the games of one `--json` run without `--seed`, read off their codes.
    static func seeds(_ arguments: [String], games: Int) throws -> (seeds: [UInt64], pid: pid_t, began: Int64, ended: Int64) {
        let input = Spawn.file(String(repeating: "new\n", count: games - 1))
        let out = Spawn.tempFile()
        defer { unlink(input); unlink(out) }
        let began = Int64(time(nil))
        guard let pid = Spawn.start([Spawn.binary, "--json"] + arguments, stdin: input, stdout: out, stderr: "/dev/null") else {
            throw E2EFailure(description: "cannot start the game")
        }
        #expect(Spawn.wait(pid) == 0)
        let ended = Int64(time(nil))
        let codes = Spawn.read(out).split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: "\"challenge\":\"", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return String(parts[1].prefix { $0 != "\"" })
        }
        let seeds = codes.compactMap { try? Deal(code: $0).seed }
        guard seeds.count == games else { throw E2EFailure(description: "\(games) codes expected: \(Spawn.read(out))") }
        return (seeds, pid, began, ended)
    }

    @Test(arguments: [["--level", "easy"], ["--level", "fiendish"], ["--good", "--length", "6"]])
    func noGameGivesAwayAnother(_ arguments: [String]) throws {
        let run = try Self.seeds(arguments, games: 4)
        #expect(Set(run.seeds).count == 4)
        // From one game's code: the generator behind it, and what it would give next.
        for (i, seed) in run.seeds.enumerated() {
            let next = Set(Self.outputs(from: Self.state(after: seed), 16))
            #expect(next.isDisjoint(with: run.seeds[(i + 1)...]), "game \(i + 1)'s code gives a later game's seed")
        }
        // From the clock and the process id: 1.5.0's run seed for every second the run could
        // have started in, and the first numbers its sequence gives.
        for now in (run.began - 2)...(run.ended + 2) {
            let guessed = UInt64(bitPattern: now) &* 6_364_136_223_846_793_005 ^ UInt64(run.pid) &* 1_442_695_040_888_963_407
            #expect(Set(Self.outputs(from: guessed, 16)).isDisjoint(with: run.seeds), "the clock and the pid give a game")
        }
        // Two runs started together deal other games.
        let other = try Self.seeds(arguments, games: 1)
        #expect(!run.seeds.contains(other.seeds[0]))
    }

    /// `--seed` still replays a run exactly (tests and bots depend on it); such a run's games
    /// never reach the machine's board.
    @Test func aSeededRunReplays() throws {
        let a = try Self.seeds(["--level", "easy", "--seed", "42"], games: 3)
        let b = try Self.seeds(["--level", "easy", "--seed", "42"], games: 3)
        #expect(a.seeds == b.seeds)
    }
}
