import HangmanCore

/// The words the app and every screen share, so that a message reads the same wherever it
/// shows (the status line, the windows, line mode).
public enum UIText {
    /// "1 miss", "10 misses".
    public static func misses(_ n: Int) -> String { trn("%d miss", "%d misses", n) }

    /// 29782 → "29,782" (in Dutch "29.782").
    public static func grouped(_ n: Int) -> String {
        let separator = trc("thousands separator", ",")
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && c != "-" && out != "-" && (digits.count - i) % 3 == 0 { out += separator }
            out.append(c)
        }
        return out
    }

    /// How a game ended, in one sentence: "You won with 2 of 10 misses!", "Hanged. The word was
    /// KIWI." (a good game's word, fixed from the start), or "Hanged. I settle on KIWI: it fits
    /// every answer." (an evil host never chose one). A game lost with misses to spare was left
    /// before its end (a new game, or the day's daily left): it counts as lost, and nobody was hanged.
    public static func outcome(won: Bool, misses: Int, of allowed: Int, word: String, evil: Bool = true) -> String {
        let shown = PrintableText.escaping(word.gameCapitals)
        if won { return trn("You won with %d of %d miss!", "You won with %d of %d misses!", allowed, misses, allowed) }
        if misses < allowed {
            if evil { return tr("Left before the end, so lost: it could have been %s.", shown) }
            return word.contains(" ")
                ? tr("Left before the end, so lost: the phrase was %s.", shown)
                : tr("Left before the end, so lost: the word was %s.", shown)
        }
        if evil { return tr("Hanged. I settle on %s: it fits every answer.", shown) }
        return word.contains(" ") ? tr("Hanged. The phrase was %s.", shown) : tr("Hanged. The word was %s.", shown)
    }

    /// The outcome of a game whose record did not reach the history: short enough for the
    /// results window at the smallest size (`kept`: it waits in the pending file for the next start).
    public static func notRecorded(won: Bool, misses: Int, kept: Bool) -> String {
        switch (won, kept) {
        case (true, true):
            return trn(
                "Won with %d miss: score kept for the next start.",
                "Won with %d misses: score kept for the next start.", misses)
        case (true, false):
            return trn("Won with %d miss: score NOT saved.", "Won with %d misses: score NOT saved.", misses)
        case (false, true): return tr("Hanged: this game kept for the next start.")
        case (false, false): return tr("Hanged: this game NOT saved.")
        }
    }

    /// The outcome of a game that is over.
    public static func outcome(of game: any Gameplay) -> String {
        outcome(
            won: game.status == .won, misses: game.missesMade, of: game.missesAllowed, word: game.spelledWord ?? "",
            evil: game.mode == .evil)
    }

    public static func newGame(_ game: any Gameplay) -> String {
        tr("New game: %s, %s. Type a letter", length(of: game), misses(game.missesAllowed))
    }

    /// A new game of a level: "New game (Normal): 8 letters, 9 misses. Type a letter".
    public static func newGame(_ game: any Gameplay, level: Level) -> String {
        level == .custom
            ? newGame(game)
            : tr("New game (%s): %s, %s. Type a letter", level.title, length(of: game), misses(game.missesAllowed))
    }

    /// "8 letters", or "8 characters" for a phrase (its length counts the spaces).
    public static func length(of game: any Gameplay) -> String {
        length(game.wordLength, phrase: game.pattern.contains(" "))
    }

    /// "8 letters", or "24 characters" for a phrase.
    public static func length(_ n: Int, phrase: Bool) -> String {
        phrase ? trn("%d character", "%d characters", n) : letters(n)
    }

    /// Who answers the guesses: "Evil, Classic host" or "Good: the word is fixed".
    public static func host(mode: GameMode, host: Host?) -> String {
        mode == .good ? tr("Good: the word is fixed") : tr("Evil, %s host", (host ?? .classic).title)
    }

    /// What a Nemesis game counts on, in a few words, of the game as it was dealt (in the past
    /// once it is over: what was learnt since is the next game's): "it knows your habits" where
    /// it plays out the player it learnt with its full say, "it is learning your habits" with
    /// less, else why it does not.
    public static func nemesisKnows(_ game: any Gameplay, learning: Bool) -> String {
        let over = game.isOver
        if let say = (game as? EvilGameplay)?.learnedConfidence {
            if say >= 1 { return over ? tr("it knew your habits") : tr("it knows your habits") }
            return over ? tr("it was learning your habits") : tr("it is learning your habits")
        }
        if !learning { return tr("learning is off") }
        return over ? tr("it did not know you yet") : tr("it does not know you yet")
    }

    /// What game it is, in a few words (the share line, the scores): a level's name ("Normal"),
    /// "Custom, Cunning host", or "Good".
    public static func kind(level: Level, mode: GameMode, host: Host?) -> String {
        if mode == .good { return tr("Good") }
        return level == .custom ? tr("Custom, %s host", (host ?? .classic).title) : level.title
    }

    /// Where a scrolled text is: "1-16 of 25, Up/Down".
    public static func scrollMark(first: Int, last: Int, of total: Int) -> String {
        tr("%d-%d of %d, Up/Down", first, last, total)
    }

    /// "1 letter", "8 letters".
    public static func letters(_ n: Int) -> String { trn("%d letter", "%d letters", n) }

    /// "1 phrase", "3 phrases".
    public static func phrases(_ n: Int) -> String { trn("%s phrase", "%s phrases", n, grouped(n)) }

    /// "1 word", "3 words".
    public static func words(_ n: Int) -> String {
        trn("%s word", "%s words", n, grouped(n))
    }

    /// Said as the program ends with the game in progress saved.
    public static var savedAtExit: String { tr("Your game is saved: run evil-hangman to carry on.") }
    /// At exit, a game this run did not save, so as not to write over a saved game from before.
    public static var notSavedAtExit: String {
        tr("This game was not saved: the saved game from before is kept as it was.")
    }

    /// A record in words, for a message that must not lose it: "won KIWI with 2 of 10 misses
    /// (evil, Fiendish; game 1795000000000-42, ended 1795000000)".
    public static func describe(_ record: GameRecord) -> String {
        let kind =
            record.daily.map { tr("Daily %s", $0.shown) }
            ?? ([record.mode.title.lowercased()] + [record.host?.title].compactMap { $0 })
            .joined(separator: ", ")
        let word = PrintableText.escaping(record.spelledWord.gameCapitals)
        return record.won
            ? trn(
                "won %1$s with %2$d of %3$d miss (%4$s; game %5$s, ended %6$d)",
                "won %1$s with %2$d of %3$d misses (%4$s; game %5$s, ended %6$d)",
                record.missesAllowed, word, record.missesMade, record.missesAllowed, kind, record.id, record.endedAt)
            : trn(
                "lost %1$s with %2$d of %3$d miss (%4$s; game %5$s, ended %6$d)",
                "lost %1$s with %2$d of %3$d misses (%4$s; game %5$s, ended %6$d)",
                record.missesAllowed, word, record.missesMade, record.missesAllowed, kind, record.id, record.endedAt)
    }

    /// The saved game had ended before this start.
    public static func lastGameEnded(_ outcome: String) -> String {
        tr("Your last game had ended (%s); here is a new one", outcome)
    }

    /// Why `language` is not played on this screen (its letters cannot be drawn, so they are not
    /// named either): the game plays English this run.
    public static func needsUnicode(_ language: Language) -> String {
        tr("%s needs a UTF-8 locale (LANG=C.UTF-8): English this run", language.name)
    }

    /// A language's Full dictionary is not installed: the package that brings it.
    public static func dictionaryNeedsPackage(_ language: Language) -> String {
        tr("The %s dictionary comes with its package: apt install %s", language.name, language.package ?? "")
    }

    public static var welcomeBack: String { tr("Welcome back: your game is where you left it") }
    /// A game resumed is the player's own: they had its save to copy and bring back.
    public static var welcomeBackOffTheBoard: String {
        tr("Welcome back: your game is where you left it; resumed, it no longer counts on the machine's board")
    }

    public static func hit(_ letter: Character, times: Int, inPhrase: Bool = false) -> String {
        let capital = String(letter.gameCapital)
        switch (inPhrase, times) {
        case (true, 2): return tr("Yes: %s is in the phrase, twice", capital)
        case (false, 2): return tr("Yes: %s is in the word, twice", capital)
        case (true, _):
            return trn("Yes: %s is in the phrase, once", "Yes: %s is in the phrase, %d times", times, capital, times)
        case (false, _):
            return trn("Yes: %s is in the word, once", "Yes: %s is in the word, %d times", times, capital, times)
        }
    }

    public static func miss(_ letter: Character, missesLeft: Int) -> String {
        trn("No %s: %d miss left", "No %s: %d misses left", missesLeft, String(letter.gameCapital), missesLeft)
    }

    public static func dailyDealt(_ game: any Gameplay, date: String) -> String {
        tr(
            "Daily %s: %s, %s, %s host. One scored try today", date, length(of: game), misses(game.missesAllowed),
            (game.host ?? DailyGame.host).title)
    }

    public static func practiceDealt(_ game: any Gameplay, date: String) -> String {
        tr("Practice: the daily of %s (%s), not scored as a daily", date, length(of: game))
    }

    public static func dailyUnderWay(_ date: String) -> String { tr("This is the daily of %s: play on", date) }

    /// `next`: the local clock time of the next daily ("01:00").
    public static func dailyPlayed(won: Bool, misses: Int, of allowed: Int, next: String) -> String {
        if won {
            return trn(
                "Today's daily is done: won with %d of %d miss. The next at %s",
                "Today's daily is done: won with %d of %d misses. The next at %s", allowed, misses, allowed, next)
        }
        return misses < allowed
            ? tr("Today's daily is done: left unfinished. The next at %s", next)
            : tr("Today's daily is done: lost. The next at %s", next)
    }

    /// Today's daily was begun in another game (or run) and not ended: the day's try is spent.
    public static func dailyBegun(next: String) -> String {
        tr(
            "Today's daily was begun and not ended here: one try a day (unended, it counts as lost). The next at %s",
            next)
    }

    /// `--json` asked for today's daily: only a day that is over can be practised.
    public static var noPracticeOfToday: String {
        tr(
            """
            Today's daily is played only as the scored one (not here: nothing is saved); a day that is over can be \
            practised, --daily YYYY-MM-DD
            """
        )
    }

    public static var savedGameFirstForChallenge: String {
        tr("Your saved game comes first: finish it, or F6 to leave it (as lost) for the challenge")
    }

    public static var savedGameFirst: String { tr("Your saved game comes first; finish it, then ask for the daily") }

    public static func animationsSaved(_ on: Bool) -> String {
        on ? tr("Saved: animations on") : tr("Saved: animations off")
    }

    /// Beside the gallows and in `--plain`: "1,589 words still fit", "12 phrases still fit", or, where the game was
    /// dealt part of its list (a level's draw, the day's words), "105 of this game's words fit".
    public static func wordsLeft(_ n: Int, in game: any Gameplay) -> String {
        let count = grouped(n)
        if game.pattern.contains(" ") { return trn("%s phrase still fits", "%s phrases still fit", n, count) }
        if game.deal.share != nil || game.deal.day != nil {
            return trn("%s of this game's words fits", "%s of this game's words fit", n, count)
        }
        return trn("%s word still fits", "%s words still fit", n, count)
    }

    public static func wordsLeftSaved(_ shown: Bool) -> String {
        shown ? tr("Saved: the words that still fit are shown") : tr("Saved: the words that still fit are hidden")
    }

    public static var resultCopied: String { tr("Copied to your clipboard (if your terminal lets programs copy)") }
    public static func settingsSaved(gameOver: Bool) -> String {
        gameOver ? tr("Saved. Applies to the next game") : tr("Saved. Applies to the next game; this one is unchanged")
    }
    public static var escapeAgainToQuit: String { tr("Window closed. Esc again to quit (your game is kept)") }
    public static var answerTheQuestion: String { tr("Y answers yes; N, Enter or Esc no") }
    /// A key the results window does not take: what it does take.
    public static func resultsKeys(gameOver: Bool) -> String {
        gameOver
            ? tr("This game is over: N for a new one, ? for the keys") : tr("Enter closes this window; ? for the keys")
    }
    public static var keyDoesNothing: String { tr("That key does nothing here: type a letter, or ? for help") }
    /// The first start of all: what this game is, in one line.
    public static var firstLaunch: String { tr("Beware: this host cheats. Type a letter; ? for help") }
    /// The same, in line mode (where help is a word).
    public static var firstLaunchLineMode: String { tr("Beware: this host cheats. Type a letter; help for help") }

    /// A game left for a new one after a miss counts as lost; then the new game, short enough
    /// for the status line at 80 columns.
    public static func leftAsLost(_ word: String, evil: Bool, then game: any Gameplay) -> String {
        evil
            ? tr(
                "Counted as lost (it could have been %s). New game: %s, %s", PrintableText.escaping(word.gameCapitals),
                length(of: game),
                misses(game.missesAllowed))
            : tr(
                "Counted as lost (it was %s). New game: %s, %s", PrintableText.escaping(word.gameCapitals),
                length(of: game),
                misses(game.missesAllowed))
    }

    /// A key typed on the board of a game that is over.
    public static var gameOverNewGame: String { tr("This game is over: ^N for a new one") }

    /// The clock time, local, of a moment: "01:00".
    public static func clock(_ utcSeconds: Int64, _ localTime: LocalTime) -> String {
        let local = (utcSeconds &+ Int64(localTime.utcOffset(utcSeconds))) % 86_400
        let minutes = (local + 86_400) % 86_400 / 60
        return format2(Int(minutes / 60)) + ":" + format2(Int(minutes % 60))
    }

    private static func format2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    public static var loading: String { tr("Loading the word list…") }

    /// The window is larger than the game draws.
    public static func windowTooLarge(_ width: Int, _ height: Int) -> String {
        tr("This window is larger than %d×%d: the game uses its top-left part", width, height)
    }

    /// A paste, or keys faster than anyone types: nothing was guessed.
    public static func pasteIgnored(_ count: Int) -> String {
        trn(
            "A paste is not a guess: %s character ignored (type one letter at a time)",
            "A paste is not a guess: %s characters ignored (type one letter at a time)", count, grouped(count))
    }
}
