import HangmanCore

/// The words the app and every screen share, so that a message reads the same wherever it
/// shows (the status line, the windows, line mode).
public enum UIText {
    /// "1 miss", "2 misses", "3 letters".
    public static func plural(_ n: Int, _ word: String) -> String {
        "\(n) \(word)\(n == 1 ? "" : (word.hasSuffix("s") ? "es" : "s"))"
    }

    /// 29782 → "29,782".
    public static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return out
    }

    /// How a game ended, in one sentence: "You won with 2 of 10 misses!" or "Hanged. The word
    /// was KIWI." (a phrase: "The phrase was …").
    public static func outcome(won: Bool, misses: Int, of allowed: Int, word: String) -> String {
        won ? "You won with \(misses) of \(plural(allowed, "miss"))!"
            : "Hanged. The \(word.contains(" ") ? "phrase" : "word") was \(PrintableText.escaping(word.gameCapitals))."
    }

    /// "word" or "phrase": what the game hides.
    public static func noun(of game: any Gameplay) -> String { game.pattern.contains(" ") ? "phrase" : "word" }

    /// The outcome of a game whose record did not reach the history: short enough for the
    /// results window at the smallest size (`kept`: it waits in the pending file for the next start).
    public static func notRecorded(won: Bool, misses: Int, kept: Bool) -> String {
        let saved = kept ? "kept for the next start." : "NOT saved."
        return won ? "Won with \(plural(misses, "miss")): score \(saved)" : "Hanged: this game \(saved)"
    }

    /// The outcome of a game that is over.
    public static func outcome(of game: any Gameplay) -> String {
        outcome(won: game.status == .won, misses: game.missesMade, of: game.missesAllowed, word: game.word ?? "")
    }

    public static func newGame(_ game: any Gameplay) -> String {
        "New game: \(length(of: game)), \(plural(game.missesAllowed, "miss")). Type a letter"
    }

    /// A new game of a level: "New game (Normal): 8 letters, 9 misses. Type a letter".
    public static func newGame(_ game: any Gameplay, level: Difficulty) -> String {
        level == .custom ? newGame(game) : "New game (\(level.title)): \(length(of: game)), \(plural(game.missesAllowed, "miss")). Type a letter"
    }

    /// "8 letters", or "8 characters" for a phrase (its length counts the spaces).
    public static func length(of game: any Gameplay) -> String {
        plural(game.wordLength, game.pattern.contains(" ") ? "character" : "letter")
    }

    /// Said as the program ends with the game in progress saved.
    public static let savedAtExit = "Your game is saved: run evil-hangman to carry on."

    /// A record in words, for a message that must not lose it: "won KIWI with 2 of 10 misses
    /// (evil, Fiendish; game 1795000000000-42, ended 1795000000)".
    public static func describe(_ record: GameRecord) -> String {
        let result = record.won ? "won" : "lost"
        let kind = record.daily.map { "daily \($0.date)" } ?? ([record.mode.rawValue] + [record.evilLevel?.title].compactMap { $0 })
            .joined(separator: ", ")
        return "\(result) \(PrintableText.escaping(record.word.gameCapitals)) with \(record.missesMade) of \(plural(record.missesAllowed, "miss"))"
            + " (\(kind); game \(record.id), ended \(record.endedAt))"
    }

    /// The saved game had ended before this start.
    public static func lastGameEnded(_ outcome: String) -> String { "Your last game had ended (\(outcome)); here is a new one" }

    public static let welcomeBack = "Welcome back: your game is where you left it"

    /// The keys that guess in `language`: "A-Z", "A-Z Ñ", "A-Z ÄÖÜẞ".
    public static func letterKeys(_ language: Language) -> String {
        let own = language.extraLetters.map { LetterCode.character($0).gameCapital }
        return own.isEmpty ? "A-Z" : "A-Z " + String(own)
    }

    public static func hit(_ letter: Character, times: Int, noun: String = "word") -> String {
        let count = times == 1 ? "once" : times == 2 ? "twice" : "\(times) times"
        return "Yes: \(String(letter.gameCapital)) is in the \(noun), \(count)"
    }

    public static func miss(_ letter: Character, missesLeft: Int) -> String {
        "No \(String(letter.gameCapital)): \(plural(missesLeft, "miss")) left"
    }

    public static func dailyDealt(_ game: any Gameplay, date: String) -> String {
        "Daily \(date): \(length(of: game)), \(plural(game.missesAllowed, "miss")), \(DailyGame.difficulty(forLength: game.wordLength).title). "
            + "One scored try today"
    }

    public static func practiceDealt(_ game: any Gameplay, date: String) -> String {
        "Practice: the daily of \(date) (\(length(of: game))), not scored as a daily"
    }

    public static func dailyUnderWay(_ date: String) -> String { "This is the daily of \(date): play on" }

    public static func dailyPlayed(_ date: String, won: Bool, misses: Int, of allowed: Int) -> String {
        let result = won ? "won with \(misses) of \(allowed) misses" : (misses < allowed ? "left unfinished" : "lost")
        return "Today's daily (\(date)) is done: \(result). Next one at 00:00 UTC"
    }

    public static let savedGameFirst = "Your saved game comes first; finish it, then ask for the daily"

    public static func animationsSaved(_ on: Bool) -> String { on ? "Saved: animations on" : "Saved: animations off" }

    public static let resultCopied = "Copied to your clipboard (if your terminal lets programs copy)"
    public static func settingsSaved(gameOver: Bool) -> String {
        gameOver ? "Saved. Applies to the next game" : "Saved. Applies to the next game; this one is unchanged"
    }
    public static let keyDoesNothing = "That key does nothing here: type a letter, or ? for help"
    /// The first start of all: what this game is, in one line.
    public static let firstLaunch = "Beware: this host cheats. Type a letter; ? for help"
    /// The same, in line mode (where help is a word).
    public static let firstLaunchLineMode = "Beware: this host cheats. Type a letter; help for help"

    /// A game left for a new one after a miss counts as lost; then the new game, short enough
    /// for the status line at 80 columns.
    public static func leftAsLost(_ word: String, then game: any Gameplay) -> String {
        "Counted as lost (it was \(PrintableText.escaping(word.gameCapitals))). New game: \(length(of: game)), "
            + plural(game.missesAllowed, "miss")
    }
    public static let loading = "Loading the word list…"

    /// The window is larger than the game draws.
    public static func windowTooLarge(_ width: Int, _ height: Int) -> String {
        "This window is larger than \(width)×\(height): the game uses its top-left part"
    }

    /// A paste, or keys faster than anyone types: nothing was guessed.
    public static func pasteIgnored(_ count: Int) -> String {
        "A paste is not a guess: \(grouped(count)) \(count == 1 ? "character" : "characters") ignored (type one letter at a time)"
    }
}
