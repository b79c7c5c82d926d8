import HangmanCore

/// What the "What I know about you" page says: the habits' own numbers in words, nothing the
/// model does not hold (a test recounts each sentence from the games that made it).
public enum HabitsText {
    /// The page's sections, each a few sentences: first what Nemesis is, then a language each.
    public static func sections(_ habits: PlayerHabits?, problem: String?) -> [[String]] {
        guard let habits else {
            return [[problem.map { tr("What Nemesis learnt cannot be read: %s. It plays as the Cunning host until it can.", $0) }
                    ?? tr("Reading what Nemesis learnt…")]]
        }
        var out = [[tr("Nemesis learns how you guess from every game you finish, whoever the host, and plays against it when you choose it as the evil host (settings, Custom). The levels never learn.")]]
        if !habits.learning {
            out[0].append(tr("Learning is off: Nemesis knows nothing of you and plays as the Cunning host."))
            return out
        }
        let known = Language.allCases.compactMap { language in habits.habit(in: language).map { (language, $0) } }
        if known.isEmpty { out[0].append(tr("Nothing yet: finish a game and I begin to know you.")) }
        for (language, habit) in known { out.append(about(habit, in: language)) }
        return out
    }

    /// A language's habit, in sentences.
    public static func about(_ habit: LetterHabit, in language: Language) -> [String] {
        // Only letters the games tried: the rest of the order is the language's usual one, not theirs.
        let order = habit.order(in: language).filter(habit.hasTried).prefix(12).map { String(LetterCode.capital(LetterCode.character($0))) }.joined(separator: " ")
        var out = [trn("%s, from %d game (the last ten count most). Your letters, most tried first: %s.",
                       "%s, from %d games (the last ten count most). Your letters, most tried first: %s.", habit.games,
                       language.name, habit.games, order)]
        if let opener = habit.favouriteOpener {
            out.append(tr("You open with %s in %d games of 10.", String(LetterCode.capital(LetterCode.character(opener.letter))),
                          tenths(opener.share)))
        }
        let vowels = habit.vowelsInFirstThree
        let tendency = vowels >= 2 ? tr("you try vowels early.") : vowels <= 1 ? tr("you try consonants early.") : tr("you mix them.")
        out.append(tr("Of your first three guesses, %s are vowels on average: %s", oneDecimal(vowels), tendency))
        if let share = habit.orderShare {
            out.append(tr("%d guesses in 10 were the next letter of that order; the others were hunches, or skipped letters no word could hold.",
                          tenths(share)))
        }
        let say = Int((min(1, habit.weight / PlayerHabits.fullWeight) * 100).rounded())
        out.append(tr("Nemesis gives this %d%% of its full say (all of it once it rests on about ten recent games).", say))
        return out
    }

    /// How I cheated, after a Nemesis game: the order it counted on.
    public static func countedOn(_ order: [UInt8]) -> String {
        let letters = order.prefix(8).map { String(LetterCode.capital(LetterCode.character($0))) }.joined(separator: " ")
        return tr("I counted on your habit, learnt from your games: you try %s… in that order, so I kept the words that order finds last.", letters)
    }

    /// `share` in tenths, rounded.
    public static func tenths(_ share: Double) -> Int { Int((share * 10).rounded()) }

    /// `value` with one decimal (2.4), in the digits every language here writes.
    public static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
