import HangmanCore

/// A finished game's result as plain text that reads well pasted in a chat: a line naming the
/// game and the result, and a row of marks, one a guess in the order played (hit or miss), e.g.
///
///     Evil Hangman · Hard · 8 letters · won 3/7
///     🟩🟥🟥🟩🟥🟩🟥🟥🟥🟩
///
/// It never names the word: a friend may still play the same deal.
public struct ShareText: Equatable, Sendable {
    public let line: String
    /// One mark a guess: true for a hit.
    public let hits: [Bool]
    public let unicode: Bool
    /// The game's challenge code, the line's last part (none for a daily): a friend plays it.
    public let challenge: String?

    /// The result of a game: a daily is named by its day ("Daily 2026-11-22", or "Practice
    /// 2026-11-01" for a past day replayed), any other by its level; `challenge`: its code, where
    /// a friend can be given it (a game just ended).
    public init(_ record: GameRecord, unicode: Bool, challenge: String? = nil) {
        self.init(
            kind: record.deal.dailyLabel ?? UIText.kind(level: record.level, mode: record.mode, host: record.host),
            language: record.language, length: UIText.length(record.wordLength, phrase: record.word.contains(" ")),
            won: record.won, misses: record.missesMade, of: record.missesAllowed, hits: record.hits, unicode: unicode,
            unended: record.begun, challenge: record.deal.day == nil ? challenge : nil)
    }

    /// `unended`: a daily begun and never ended (it counts as lost, but nobody was hanged).
    init(
        kind: String, language: Language, length: String, won: Bool, misses: Int, of allowed: Int, hits: [Bool],
        unicode: Bool,
        unended: Bool = false, challenge: String? = nil
    ) {
        // A loss with misses to spare was a game left before its end: nobody was hanged.
        let result =
            unended
            ? tr("left unfinished")
            : won
                ? tr("won %d/%d", misses, allowed)
                : misses < allowed ? tr("left at %d/%d", misses, allowed) : tr("hanged %d/%d", misses, allowed)
        // Another language deals another game (its daily too): the line names it.
        let named = language == .english ? "" : " (\(language.nativeName))"
        let dot = unicode ? "·" : "-"
        line =
            tr("Evil Hangman") + " \(dot) \(kind)\(named) \(dot) \(length) \(dot) \(result)"
            + (challenge.map { " \(dot) " + tr("challenge %s", $0) } ?? "")
        self.hits = hits
        self.unicode = unicode
        self.challenge = challenge
    }

    /// The marks: green and red squares, or `+` and `x` where the terminal is not UTF-8.
    public var marks: String {
        hits.map { hit in unicode ? (hit ? "🟩" : "🟥") : (hit ? "+" : "x") }.joined()
    }

    /// What is copied: the line, then the marks, then how a friend plays the same game.
    public var text: String {
        line + "\n" + marks + (challenge.map { "\n" + tr("Play it: evil-hangman --challenge %s", $0) } ?? "")
    }
}
