import HangmanCore

/// A finished game's result as plain text that reads well pasted in a chat: a line naming the
/// game and the result, and a row of marks, one a guess in the order played (hit or miss), e.g.
///
///     Evil Hangman · evil, Fiendish · 8 letters · won 7/10
///     🟩🟥🟥🟩🟥🟩🟥🟥🟥🟩🟥🟥🟩
///
/// It never names the word: a friend may still play the same deal.
public struct ShareText: Equatable, Sendable {
    public let line: String
    /// One mark a guess: true for a hit.
    public let hits: [Bool]
    public let unicode: Bool

    /// The result of `game`, which must be over. `dailyLabel` names a daily game ("daily
    /// 2026-11-22", or "practice 2026-11-01" for a past day replayed).
    public init(game: any Gameplay, dailyLabel: String? = nil, unicode: Bool) {
        let kind: String
        if let dailyLabel {
            kind = dailyLabel
        } else if game.mode == .evil {
            kind = tr("evil, %s", (game.evilLevel ?? .fiendish).title)
        } else {
            kind = tr("good")
        }
        let result = game.status == .won ? tr("won %d/%d", game.missesMade, game.missesAllowed) : tr("hanged %d/%d", game.missesMade, game.missesAllowed)
        // Another language deals another game (its daily too): the line names it.
        let language = game.language == .english ? "" : " (\(game.language.nativeName))"
        line = tr("Evil Hangman") + " \(unicode ? "·" : "-") \(kind)\(language) \(unicode ? "·" : "-") \(UIText.length(of: game)) \(unicode ? "·" : "-") \(result)"
        let wrong = Set(game.wrongLetters)
        hits = game.guessedLetters.map { !wrong.contains($0) }
        self.unicode = unicode
    }

    /// The marks: green and red squares, or `+` and `x` where the terminal is not UTF-8.
    public var marks: String {
        hits.map { hit in unicode ? (hit ? "🟩" : "🟥") : (hit ? "+" : "x") }.joined()
    }

    /// What is copied: the line, then the marks.
    public var text: String { line + "\n" + marks }
}
