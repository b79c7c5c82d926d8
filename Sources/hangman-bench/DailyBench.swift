import Dispatch
import HangmanCore
import Synchronization

/// The daily game as a target: can a sequence of guesses that wins one day win the other days of
/// its length? For each length the daily deals, `days` days of it are played by the bots (each
/// knows the whole list of that length, not the day's sample); every winning sequence, and the
/// memorised sequences a tester found, are then played letter by letter on every other day of
/// that length. The share of other days a sequence wins is what farming a streak would get.
enum DailyBench {
    struct Row: Sendable {
        let length: Int
        let days: Int
        let botWins: Int
        let botGames: Int
        /// The people panel's habits, with hunches, each day.
        let peopleWins: Int
        let peopleGames: Int
        let sequences: Int
        /// Over the sequences: the largest and the mean share of the other days won.
        let worstTransfer: Double
        let meanTransfer: Double
        let worstSequence: String
    }

    /// Sequences a tester memorised against 1.1.0 (one a length), and the usual English order.
    static let memorised = [
        "eingalbdcrstwf", "eingrtaousbckp", "eioalutfhyr", "eioacstrhygp", "etaoinshrdlucmwfgypbvkjxqz",
    ]

    static func run(
        list: WordList, days: Int, share: Double = DailyGame.poolShare, firstDay: UTCDay = UTCDay(date: "2026-01-01")!
    ) -> (rows: [Row], text: String, json: String) {
        var rows: [Row] = []
        for length in DailyGame.lengths {
            var chosen: [UTCDay] = []
            var n = firstDay.number
            while chosen.count < days {
                let day = UTCDay(number: n)
                if DailyGame.settings(for: day).wordLength == length { chosen.append(day) }
                n += 1
            }
            rows.append(measure(length: length, days: chosen, list: list, share: share))
        }
        var lines = [
            "\ndaily: can a winning sequence of guesses be replayed on other days? (\(days) days a length, Cunning, "
                + "\(Int(share * 100))% of the common list a day)",
            "len   days  misses   bots win   people win   sequences   other days won: worst   mean   (worst sequence)",
        ]
        var json: [String] = []
        for r in rows {
            let botRate = Double(r.botWins) / Double(max(r.botGames, 1))
            let peopleRate = Double(r.peopleWins) / Double(max(r.peopleGames, 1))
            lines.append(
                String(r.length).pad(3) + String(r.days).pad(7)
                    + String(DailyGame.missesAllowed(forLength: r.length)).pad(8)
                    + percent(botRate).pad(11) + percent(peopleRate).pad(13) + String(r.sequences).pad(12)
                    + percent(r.worstTransfer).pad(24) + percent(r.meanTransfer).pad(7) + "   " + r.worstSequence)
            json.append(
                """
                {\"length\":\(r.length),\"days\":\(r.days),\"botWinRate\":\(botRate),\"peopleWinRate\":\(peopleRate),\
                \"sequences\":\(r.sequences),
                """
                    + "\"worstTransfer\":\(r.worstTransfer),\"meanTransfer\":\(r.meanTransfer)}")
        }
        return (rows, lines.joined(separator: "\n"), "[" + json.joined(separator: ",") + "]")
    }

    /// A day's games by the letters played so far: the host answers a prefix once.
    final class Cache: Sendable {
        let games = Mutex([String: any Gameplay]())
    }

    static func percent(_ share: Double) -> String { String(format1: share * 100) + "%" }

    /// One length: the bots play every day; each winning sequence is replayed on the other days.
    static func measure(length: Int, days: [UTCDay], list: WordList, share: Double) -> Row {
        let full = list.words(ofLength: length)
        let results = Mutex([(day: Int, won: Bool, sequence: String)]())
        let people = Mutex((wins: 0, games: 0))
        DispatchQueue.concurrentPerform(iterations: days.count) { i in
            for bot in GuesserBot.allCases {
                let (won, sequence) = play(dailyGame(days[i], list, share), knowing: full, bot: bot)
                results.withLock { $0.append((i, won, sequence)) }
            }
            for (n, style) in Person.Style.allCases.enumerated() {
                var game = dailyGame(days[i], list, share)
                let person = Person(
                    style: style, seed: UInt64(days[i].number * 7 + n), hunchRate: PeopleBench.hunchRate,
                    hunchWidth: PeopleBench.hunchWidth)
                var guesser = Guesser(bucket: full, player: .person(person))
                while !game.isOver {
                    _ = game.guess(
                        String(
                            LetterCode.character(guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask))))
                }
                let won = game.status == .won
                people.withLock {
                    $0.wins += won ? 1 : 0
                    $0.games += 1
                }
            }
        }
        let played = results.withLock { $0 }
        var sequences: [(day: Int?, letters: String)] = Self.memorised.map { (nil, $0) }
        var seen = Set(Self.memorised)
        for r in played.sorted(by: { $0.day < $1.day }) where r.won && seen.insert(r.sequence).inserted {
            sequences.append((r.day, r.sequence))
        }
        // Each day's games share their openings: a cache of the host's answers by the letters played.
        let caches = (0..<days.count).map { _ in Cache() }
        let transfers = Mutex([(share: Double, letters: String)]())
        let tested = sequences
        DispatchQueue.concurrentPerform(iterations: tested.count) { s in
            let (home, letters) = tested[s]
            var wins = 0
            var others = 0
            for (i, day) in days.enumerated() where i != home {
                others += 1
                if replay(letters, on: day, list: list, share: share, cache: caches[i]) { wins += 1 }
            }
            transfers.withLock { $0.append((Double(wins) / Double(max(others, 1)), letters)) }
        }
        let shares = transfers.withLock { $0 }
        let worst = shares.max { $0.share < $1.share }
        let panel = people.withLock { $0 }
        return Row(
            length: length, days: days.count, botWins: played.filter(\.won).count, botGames: played.count,
            peopleWins: panel.wins, peopleGames: panel.games,
            sequences: shares.count, worstTransfer: worst?.share ?? 0,
            meanTransfer: shares.isEmpty ? 0 : shares.map(\.share).reduce(0, +) / Double(shares.count),
            worstSequence: worst?.letters ?? "")
    }

    /// A bot plays the game to its end; whether it won, and its letters in order.
    static func play(_ game: any Gameplay, knowing words: WordBucket, bot: GuesserBot) -> (Bool, String) {
        var game = game
        var guesser = Guesser(bucket: words, bot: bot)
        while !game.isOver {
            _ = game.guess(
                String(LetterCode.character(guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask))))
        }
        return (game.status == .won, String(game.guessedLetters))
    }

    /// `letters` played in order on `day`'s game until it ends (letters run out: a loss).
    static func replay(_ letters: String, on day: UTCDay, list: WordList, share: Double, cache: Cache) -> Bool {
        var played = ""
        var game: any Gameplay = cache.games.withLock { $0[""] } ?? dailyGame(day, list, share)
        cache.games.withLock { if $0[""] == nil { $0[""] = game } }
        for letter in letters {
            guard !game.isOver else { break }
            played.append(letter)
            if let known = cache.games.withLock({ $0[played] }) {
                game = known
                continue
            }
            _ = game.guess(String(letter))
            let snapshot = game
            cache.games.withLock { $0[played] = snapshot }
        }
        return game.status == .won
    }
}
