import HangmanCore

/// `--trace BOT`: one game per host at each length, move by move: what each host kept, and the
/// largest family where it kept another.
enum Trace {
    static func run(list: WordList, lengths: [Int], hosts: [(String, any HostRule)], bot: GuesserBot) {
        for length in lengths {
            let bucket = list.words(ofLength: length)
            for (name, strategy) in hosts {
                var game = EvilGameplay(bench: bucket, misses: 26, rule: strategy, seed: 1)
                var guesser = Guesser(bucket: bucket, bot: bot)
                var line = "\(length) \(name):"
                while !game.isOver {
                    let letter = guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask)
                    let largest = game.pool.wordFamilies(for: letter).map(\.count).max()!
                    _ = game.guess(String(LetterCode.character(letter)))
                    let m = game.moves.last!
                    line +=
                        " \(m.letter)\(m.wasMiss ? "-" : "+")\(m.poolAfter)\(m.poolAfter == largest ? "" : "(/\(largest))")"
                }
                print(line + "  misses \(game.missesMade)")
            }
        }
    }
}
