import HangmanApp
import HangmanCore

/// What the "What I know about you" page says: the habits' own numbers in words, nothing the
/// model does not hold (a test recounts each sentence from the games that made it).
public enum HabitsText {
    /// The page's sections, each a few sentences: first what Nemesis is, then a language each.
    public static func sections(_ habits: PlayerHabits?, problem: String?) -> [[String]] {
        guard let habits else {
            return [
                [
                    problem.map {
                        tr("What Nemesis learnt cannot be read: %s. It plays as the Cunning host until it can.", $0)
                    }
                        ?? tr("Reading what Nemesis learnt…")
                ]
            ]
        }
        guard habits.learning else {
            return [
                [
                    tr(
                        """
                        Learning is off: Nemesis knows nothing of you and plays as the Cunning host. L learns \
                        again, from your next game on.
                        """
                    )
                ]
            ]
        }
        var out = [
            [
                tr(
                    """
                    Nemesis learns how you guess from every game you finish, whoever the host, and uses it at the \
                    Nemesis level and where you choose it as the evil host (settings, Custom); the other levels' \
                    hosts never do. Recent games weigh most. Backspace forgets.
                    """
                )
            ]
        ]
        let known = Language.allCases.compactMap { language in habits.habit(in: language).map { (language, $0) } }
        if known.isEmpty { out[0].append(tr("Nothing yet: finish a game and I begin to know you.")) }
        for (language, habit) in known { out.append(about(habit, in: language)) }
        return out
    }

    /// A language's habit, in sentences.
    public static func about(_ habit: LetterHabit, in language: Language) -> [String] {
        // Only letters the games tried: the rest of the order is the language's usual one, not theirs.
        let order = habit.order(in: language).filter(habit.hasTried).map(capital).joined(separator: " ")
        var out = [
            trn(
                "%s, from %d game. Your letters in the order you usually try them, as I know it now: %s.",
                "%s, from %d games. Your letters in the order you usually try them, as I know it now: %s.",
                habit.games, language.name, habit.games, order)
        ]
        if let opener = habit.favouriteOpener {
            out.append(
                tr(
                    "You open with %s: %d%% of your games, the latest counting most.", capital(opener.letter),
                    percent(opener.share)))
        }
        let vowels = habit.vowelsInFirstThree
        let tendency =
            vowels >= 2
            ? tr("you try vowels early.") : vowels <= 1 ? tr("you try consonants early.") : tr("you mix them.")
        out.append(tr("Of your first three guesses, %s are vowels on average: %s", oneDecimal(vowels), tendency))
        if let share = habit.orderShare {
            out.append(
                tr(
                    """
                    %d%% of your guesses were the next letter of your order as I knew it before that game; the \
                    others were hunches, or letters no word left could hold.
                    """,
                    percent(share)))
        }
        let say = percent(min(1, habit.weight / PlayerHabits.fullWeight))
        out.append(
            tr("Nemesis gives this %d%% of its full say (all of it once it rests on about fifteen recent games).", say))
        return out
    }

    /// How I cheated, after a Nemesis game: the order it weighed its answers by.
    public static func countedOn(_ order: [UInt8]) -> String {
        tr(
            """
            Before this game I knew your habit: you try %s first, in that order, and I weighed every answer by \
            what it would cost that order.
            """,
            order.prefix(8).map(capital).joined(separator: " "))
    }

    /// How I cheated, after a Nemesis game that knew nothing of its player.
    public static var knewNothing: String {
        tr("I knew nothing of you yet (or learning is off), so I played as the Cunning host.")
    }

    /// A letter as the page shows it.
    static func capital(_ code: UInt8) -> String { String(LetterCode.capital(LetterCode.character(code))) }

    /// `share` in whole percent, rounded.
    public static func percent(_ share: Double) -> Int { Int((share * 100).rounded()) }

    /// `value` with one decimal, as the language writes it (2.4, 2,4).
    public static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let separator = trc("the decimal separator: 2.4", ".")
        return "\(tenths / 10)\(separator)\(tenths % 10)"
    }
}
