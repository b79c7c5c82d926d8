import Dispatch
import HangmanCore
import Synchronization

/// `--root-probe LENGTHS` (with `--probe-opening LETTERS`, "e" by default): what each answer to
/// an opening's last guess is worth when the Fiendish host plays the rest. On a length's whole
/// pool (a Custom game) the host answers the opening's earlier letters as it would itself (seed
/// 0); for each sizeable family of the last letter, the tuning panel (habits with hunches) and
/// the three bots play out games that open with those letters, the host keeping that family and
/// then answering as the game's Fiendish host does. A family people won far less often from
/// than the one the host picks would be worth an opening book (docs/cunning-host.md).
enum RootProbe {
    /// Keeps the families of masks `forced` at the first guesses, then answers as `then` does.
    struct Opening: HostRule {
        let forced: [UInt64]
        let then: any HostRule
        func chooseFamily(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> Int {
            choose(among: families, letter: letter, pool: pool, context: context).index
        }
        func choose(among families: [WordFamily], letter: UInt8, pool: WordPool, context: HostContext) -> FamilyChoice {
            let move = context.guessedLetters.nonzeroBitCount
            guard move < forced.count, let i = families.firstIndex(where: { $0.positions == forced[move] }) else {
                return then.choose(among: families, letter: letter, pool: pool, context: context)
            }
            return FamilyChoice(index: i, reason: .largest)
        }
    }

    nonisolated(unsafe) static var opening = Array("e".utf8)

    /// Whether `player` won and the misses made, in a game that opens with `opening`.
    static func play(_ bucket: WordBucket, _ host: Opening, player: Guesser.Player, misses allowed: Int, seed: UInt64)
        -> (won: Bool, misses: Int)
    {
        var game = EvilGameplay(bench: bucket, misses: allowed, rule: host, seed: seed)
        var guesser = Guesser(bucket: bucket, player: player)
        for letter in opening where !game.isOver { _ = game.guess(String(LetterCode.character(letter))) }
        while !game.isOver {
            _ = game.guess(
                String(LetterCode.character(guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask))))
        }
        return (game.status == .won, game.missesMade)
    }

    static func run(list: WordList, lengths: [Int], games: Int, candidates: Int = 6) -> String {
        let letters = String(decoding: opening, as: UTF8.self).uppercased()
        let answer =
            letters.count == 1
            ? "the first answer to \(letters)" : "the answer to \(letters.suffix(1)) after \(letters.dropLast())"
        var lines = [
            "\nprobe: \(answer), then the game's Fiendish host;"
                + " tuning people (hunches) at 10 misses, \(games) games a family; bots' misses (26 allowed)",
            "len  family (words)                     people won   misses   frequency minimax entropy",
        ]
        let fiendish = Host.cunning.rule
        for length in lengths where list.count(ofLength: length) > 1 {
            // The opening's earlier answers, as the host gives them (seed 0).
            var pool = WordPool(all: list.words(ofLength: length))
            var guessed: UInt32 = 0
            var misses = 0
            var prefix: [UInt64] = []
            for letter in opening.dropLast() {
                let families = pool.wordFamilies(for: letter)
                let kept = families[
                    fiendish.choose(
                        among: families, letter: letter, pool: pool,
                        context: HostContext(guessedLetters: guessed, missesLeft: 10 - misses)
                    ).index]
                prefix.append(kept.positions)
                pool = WordPool(bucket: pool.bucket, indices: kept.words)
                guessed |= 1 << UInt32(letter - 97)
                misses += kept.isMiss ? 1 : 0
            }
            let last = opening.last!
            let families = pool.wordFamilies(for: last)
            let classic = ClassicHost.largest(families)
            let online = fiendish.choose(
                among: families, letter: last, pool: pool,
                context: HostContext(guessedLetters: guessed, missesLeft: 10 - misses)
            ).index
            var picked = Array(families.indices.sorted { families[$0].count > families[$1].count }.prefix(candidates))
            if !picked.contains(online) { picked.append(online) }
            let bucket = pool.bucket
            for i in picked {
                let host = Opening(forced: prefix + [families[i].positions], then: fiendish)
                let tally = Mutex((won: 0, misses: 0))
                DispatchQueue.concurrentPerform(iterations: games) { g in
                    let seed = UInt64(length) << 32 | UInt64(g) &* 0x9E37_79B9
                    let style = Person.Style.allCases[g % Person.Style.allCases.count]
                    let r = play(
                        bucket, host, player: .person(Person(style: style, seed: seed)), misses: 10, seed: seed)
                    tally.withLock {
                        $0.won += r.won ? 1 : 0
                        $0.misses += r.misses
                    }
                }
                let bots = GuesserBot.allCases.map { play(bucket, host, player: .bot($0), misses: 26, seed: 1).misses }
                let t = tally.withLock { $0 }
                let name =
                    pattern(families[i].positions, last, length) + " (\(families[i].count))"
                    + (i == classic ? " classic" : "") + (i == online ? " fiendish" : "")
                let won = "\(t.won * 100 / games)%"
                let row =
                    String(length).pad(3) + "  " + name.padding(34) + won.pad(11)
                    + PeopleBench.mean(t.misses, games).pad(9)
                lines.append(row + bots.map { String($0).pad(10) }.joined())
            }
        }
        return lines.joined(separator: "\n")
    }

    static func pattern(_ mask: UInt64, _ letter: UInt8, _ length: Int) -> String {
        String((0..<length).map { mask & (1 << UInt64($0)) != 0 ? Character(UnicodeScalar(letter)) : "_" })
    }
}
