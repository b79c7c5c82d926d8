import HangmanApp
import HangmanCore

#if canImport(Glibc)
    import func Glibc.log2
#elseif canImport(Darwin)
    import func Darwin.log2
#endif

/// "How I cheated", as a table: one row a guess — the letter and its answer, the words still possible before ▸
/// after, a bar of what is left, and where this host kept another group than Classic (the largest; on a tie, a miss)
/// what Classic would have kept. Under it the guess that decided the game, and why the host differed. What the
/// columns mean is the help's (`?`), so the rows stand first on every visit. The results window and its scrolling
/// both read it from here.
public enum HowICheated {
    /// A row of the table, and whether its move differs from Classic's (drawn brighter).
    public struct Line: Equatable, Sendable {
        public var text: String
        public var differs: Bool
        /// The guess that decided the game (`deciding`): marked, and drawn bold.
        public var decides = false
    }

    /// The columns' heading: the guesses (each letter with its answer) and the words (or
    /// phrases) before → after.
    public static func header(phrase: Bool) -> String { phrase ? tr("Guess   Phrases left") : tr("Guess   Words left") }

    /// The page in `width` columns but its ending: the heading, a row a guess and the host's reasons (what
    /// scrolls). Nil for a game that is not evil.
    public static func page(_ game: any Gameplay, width: Int, glyphs: Glyphs = .unicode) -> [(
        text: String, style: PageStyle
    )]? {
        guard let evil = game as? EvilGameplay else { return nil }
        var out: [(text: String, style: PageStyle)] = [(header(phrase: game.pattern.contains(" ")), .dim)]
        out += lines(game, width: width, glyphs: glyphs).map {
            ($0.text, $0.decides ? PageStyle.bold : $0.differs ? .normal : .dim)
        }
        var below = reasons(evil).map { ($0, PageStyle.normal) }
        if evil.host == .nemesis {
            below.append((evil.expectedOrder.map(HabitsText.countedOn) ?? HabitsText.knewNothing, .normal))
        }
        if !below.isEmpty { out.append(("", .normal)) }
        for (text, style) in below { out += TextLayout.wrap(text, width).map { ($0, style) } }
        return out
    }

    /// How a line of the page is drawn.
    public enum PageStyle: Sendable { case normal, dim, bold }

    /// One row a guess: ` N✓   95 ▸ 30  ███   Classic: N at 5, 41`. The counts stand in one column, the bar is the
    /// words left on a log scale (none once one word fits), and a row the host answered as Classic says nothing more.
    public static func lines(_ game: any Gameplay, width: Int, glyphs: Glyphs = .unicode) -> [Line] {
        guard let evil = game as? EvilGameplay, let first = evil.moves.first else { return [] }
        let start = max(first.poolBefore, 2)
        let countWidth = UIText.grouped(start).count
        let phrase = game.pattern.contains(" ")
        let notes = evil.moves.map { differs($0) ? classicNote($0, phrase: phrase) : "" }
        let noteWidth = min(notes.map(\.count).max() ?? 0, max(0, width - 24))
        let barWidth = min(12, max(3, width - 6 - 2 * countWidth - 3 - 2 - (noteWidth > 0 ? noteWidth + 2 : 0)))
        let decider = decidingIndex(evil)
        return zip(evil.moves.indices, notes).flatMap { i, note in
            let move = evil.moves[i]
            let decides = i == decider
            let letter =
                (decides ? String(glyphs.pointer) : " ") + String(move.letter.gameCapital)
                + String(move.wasMiss ? glyphs.missMark : glyphs.hitMark)
            let counts =
                pad(UIText.grouped(move.poolBefore), countWidth) + " \(glyphs.arrowRight) "
                + pad(UIText.grouped(move.poolAfter), countWidth)
            let filled =
                move.poolAfter <= 1
                ? 0 : max(1, Int((Double(barWidth) * log2(Double(move.poolAfter)) / log2(Double(start))).rounded()))
            let bar = String(repeating: glyphs.bar, count: min(filled, barWidth))
            let row = pad(letter, 6, right: false) + counts + "  " + pad(bar, barWidth, right: false)
            let differs = differs(move)
            let first = Line(text: row.trimmingTrailingSpaces(), differs: differs, decides: decides)
            guard !note.isEmpty else { return [first] }
            if row.count + 2 + note.count <= width {
                return [Line(text: row + "  " + note, differs: differs, decides: decides)]
            }
            // Too long beside the bar (a translation's words): under the row, wrapped, never cut.
            return [first]
                + TextLayout.wrap(note, max(1, width - 8)).map {
                    Line(text: pad("", 8) + $0, differs: differs, decides: decides)
                }
        }
    }

    /// Whether the host kept a group unlike Classic's: another size, or a hit where Classic keeps a miss (a group
    /// of the same size drawn among equals is not another answer worth a note).
    public static func differs(_ move: HostMove) -> Bool {
        guard !move.asClassic else { return false }
        return move.reason == .killingMiss || move.poolAfter != move.classicPoolAfter
            || move.wasMiss != move.classicPlaces.isEmpty
    }

    /// What Classic would have kept, where this host kept another group: "Classic: E at 2, 465 words",
    /// "Classic: no E, 1 word".
    public static func classicNote(_ move: HostMove, phrase: Bool = false) -> String {
        let letter = String(move.letter.gameCapital)
        let kept = phrase ? UIText.phrases(move.classicPoolAfter) : UIText.words(move.classicPoolAfter)
        guard !move.classicPlaces.isEmpty else { return tr("Classic: no %s, %s", letter, kept) }
        let places = move.classicPlaces.map(String.init)
        // TRANSLATORS: the places of a letter in a word, one or more (2, or 2,5): a translation may
        // name them here ("Stelle 2", "Stellen 2,5"); the separator is the next entry.
        let theirs = trn(
            "%s", "%s", places.count,
            places.joined(separator: trc("between the places of a letter in How I cheated (2,5)", ",")))
        return tr("Classic: %s at %s, %s", letter, theirs, kept)
    }

    /// The move `deciding` speaks of: the guess after which one word fit, or a lost game's last; nil where none did.
    static func decidingIndex(_ game: EvilGameplay) -> Int? {
        if let i = game.moves.firstIndex(where: { $0.poolAfter == 1 && $0.poolBefore > 1 }),
            i < game.moves.count - 1 || game.status == .lost
        {
            return i
        }
        return game.status == .lost && !game.moves.isEmpty ? game.moves.count - 1 : nil
    }

    /// The guess that decided the game: after which one word fit (and the misses then that were needless), or, where
    /// the words never came down to one, the last miss and how many still fit. Nil before any guess.
    public static func deciding(_ game: EvilGameplay) -> String? {
        guard let last = game.moves.last else { return nil }
        let phrase = game.pattern.contains(" ")
        if let i = game.moves.firstIndex(where: { $0.poolAfter == 1 && $0.poolBefore > 1 }) {
            let letter = String(game.moves[i].letter.gameCapital)
            let free = game.moves[(i + 1)...].filter(\.wasMiss).map { String($0.letter.gameCapital) }
            if !free.isEmpty {
                let listed = listing(free)
                return phrase
                    ? trn(
                        "After your %s only one phrase fit: %s was a needless miss.",
                        "After your %s only one phrase fit: %s were needless misses.", free.count, letter, listed)
                    : trn(
                        "After your %s only one word fit: %s was a needless miss.",
                        "After your %s only one word fit: %s were needless misses.", free.count, letter, listed)
            }
            // A word found at the last guess decided nothing before it; a miss there hanged the player.
            if i < game.moves.count - 1 {
                return phrase
                    ? tr("After your %s only one phrase fit.", letter) : tr("After your %s only one word fit.", letter)
            }
            if game.status == .won { return nil }
        }
        guard game.status == .lost else { return nil }
        let n = last.poolAfter
        let left = phrase ? UIText.phrases(n) : UIText.words(n)
        guard game.missesLeft == 0, last.wasMiss else {
            return trn("You left the game with %s still fitting.", "You left the game with %s still fitting.", n, left)
        }
        return trn(
            "Your last miss, %s, left %s that fits.", "Your last miss, %s, left %s that fit.", n,
            String(last.letter.gameCapital), left)
    }

    /// Why the host kept another group than Classic, each reason once with the letters it answered so: "R, T: I
    /// solved the rest: from here no way of guessing escapes me".
    public static func reasons(_ game: EvilGameplay) -> [String] {
        var said: [(why: String, letters: [String])] = []
        for move in game.moves where differs(move) {
            guard let why = move.reason == .killingMiss ? tr("the miss that hangs you") : reason(move.reason) else {
                continue
            }
            let letter = String(move.letter.gameCapital)
            if let i = said.firstIndex(where: { $0.why == why }) { said[i].letters.append(letter) } else {
                said.append((why, [letter]))
            }
        }
        return said.map { tr("%s: %s", $0.letters.joined(separator: ", "), $0.why) }
    }

    /// Letters as a sentence lists them: "C", "C and K", "C, K and N".
    static func listing(_ letters: [String]) -> String {
        guard letters.count > 1 else { return letters.joined() }
        // TRANSLATORS: the last two of a list of letters (C, K and N).
        return tr("%s and %s", letters.dropLast().joined(separator: ", "), letters.last!)
    }

    /// The host's reason for a move that is not the plain rule's, in words; nil where there is
    /// none to add.
    static func reason(_ reason: FamilyChoice.Reason) -> String? {
        switch reason {
        case .largest, .killingMiss: return nil
        case .moreMisses(0): return tr("my plan: a group no easier for you than Classic's")
        case .moreMisses(let n):
            return trn("my plan: %d miss more for you later", "my plan: %d misses more for you later", n, n)
        case .endgame: return tr("I solved the rest: from here no way of guessing escapes me")
        case .hangsMorePeople: return tr("my plan: it hangs more players later")
        case .peopleMissMore: return tr("my plan: more misses later for most players")
        case .nearlyLargest: return tr("drawn to vary the game")
        case .drawnAmongTheBest: return tr("drawn among the best for this game")
        case .plannedAgainstCounter:
            return tr("you guess the letter in the most words, so I planned for it: this hangs that way of guessing")
        case .plannedAgainstYou: return tr("I know your order of letters: this answer is on a line that hangs you")
        case .resumed: return tr("from your saved game")
        }
    }

    /// What stays in view under the table: the guess that decided the game, the word shown at the end, and the
    /// others it could have been: "My word: KIWI. I could also have been LIMB, LAMB and 8 more." (nil for a game
    /// not over, or not evil).
    public static func ending(_ game: any Gameplay, width: Int, limit: Int = 2) -> [String]? {
        guard let evil = game as? EvilGameplay, let letters = evil.word else { return nil }
        let decided = deciding(evil).map { TextLayout.wrap($0, width) } ?? []
        // Spelled as the list spells them (TÚMIDO): the player is shown words, not their letters.
        let word = evil.spelling(of: letters)
        let others = evil.pool.indices.map { evil.pool.bucket.word(at: Int($0)) }.filter { $0 != letters }.map(
            evil.spelling(of:))
        let phrase = word.contains(" ")
        var text =
            phrase
            ? tr("My phrase: %s, which fits every answer.", word.gameCapitals)
            : tr("My word: %s, which fits every answer.", word.gameCapitals)
        if !others.isEmpty {
            // As many as fit in `limit` lines; the rest counted.
            var shown: [String] = []
            for candidate in others {
                let rest = others.count - shown.count - 1
                let trial = text + " " + alsoBeen(shown + [candidate.gameCapitals], rest: rest)
                if TextLayout.wrap(trial, width).count > limit { break }
                shown.append(candidate.gameCapitals)
            }
            let rest = others.count - shown.count
            let others =
                phrase
                ? trn("It could have been %d other phrase too.", "It could have been %d other phrases too.", rest)
                : trn("It could have been %d other word too.", "It could have been %d other words too.", rest)
            text += " " + (shown.isEmpty ? others : alsoBeen(shown, rest: rest))
        }
        return decided + TextLayout.wrap(text, width)
    }

    /// "It could also have been LIMB, LAMB and 8 more.", "… LIMB or LAMB."
    static func alsoBeen(_ words: [String], rest: Int) -> String {
        if rest > 0 {
            return trn(
                "It could also have been %s and %d more.", "It could also have been %s and %d more.", rest,
                words.joined(separator: ", "), rest)
        }
        let list =
            words.count > 1 ? tr("%s or %s", words.dropLast().joined(separator: ", "), words.last!) : words.joined()
        return tr("It could also have been %s.", list)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
