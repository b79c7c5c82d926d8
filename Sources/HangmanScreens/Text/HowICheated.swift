import HangmanApp
import HangmanCore

/// "How I cheated", in plain words: what the host said to each guess, how many words were still
/// possible before and after, and how that compares with the plain rule (keep the largest group:
/// the Classic host's rule, and the Classic host's own yardstick in a Classic game) — then the
/// words the game could still have ended on. Every note says what the numbers beside it show:
/// "kinder" only when the player got more (a hit, or fewer words left), "harsher" only for a miss
/// where the largest group held the letter. Guesses answered as the plain rule answers fold into
/// one line. The results window and its scrolling both read it from here.
public enum HowICheated {
    /// A line of the page, and whether it is a move that differs from the plain rule (drawn brighter).
    public struct Line: Equatable, Sendable {
        public var text: String
        public var differs: Bool
    }

    /// The sentence over the moves: what this game's host does, and what it is compared with; for
    /// Nemesis, the habit of the player's it counted on.
    public static func intro(for game: any Gameplay) -> String {
        let plain = hostIntro(for: game)
        guard let evil = game as? EvilGameplay, evil.host == .nemesis else { return plain }
        return plain + " " + (evil.expectedOrder.map(HabitsText.countedOn) ?? HabitsText.knewNothing)
    }

    private static func hostIntro(for game: any Gameplay) -> String {
        let phrase = game.pattern.contains(" ")
        switch (game.host == .classic, phrase) {
        case (true, true):
            return tr(
                """
                I never chose a phrase. After each guess I split the phrases left by where the letter stands, and \
                kept the largest group (on a tie, a miss) or, drawn to vary the game, one nearly as large. Beside \
                each guess, what the plain rule keeps.
                """
            )
        case (false, true):
            return tr(
                """
                I never chose a phrase. After each guess I split the phrases left by where the letter stands, and \
                kept the group worst for you, planning ahead. Beside each guess, what the Classic host keeps: the \
                largest group (on a tie, a miss).
                """
            )
        default: break
        }
        if game.host == .classic {
            return tr(
                """
                I never chose a word. After each guess I split the words left by where the letter stands, and kept \
                the largest group (on a tie, a miss) or, drawn to vary the game, one nearly as large. Beside each \
                guess, what the plain rule keeps.
                """
            )
        }
        return tr(
            """
            I never chose a word. After each guess I split the words left by where the letter stands, and kept the \
            group worst for you, planning ahead. Beside each guess, what the Classic host keeps: the largest group \
            (on a tie, a miss).
            """
        )
    }

    /// The columns' heading: the guesses (each letter with its answer) and the words (or
    /// phrases) before → after.
    public static func header(phrase: Bool) -> String { phrase ? tr("Guess   Phrases left") : tr("Guess   Words left") }

    /// The page in `width` columns but its ending: the sentence, the heading and the moves (what
    /// scrolls). Nil for a game that is not evil.
    public static func page(_ game: any Gameplay, width: Int, glyphs: Glyphs = .unicode) -> [(
        text: String, style: PageStyle
    )]? {
        guard game is EvilGameplay else { return nil }
        var out = TextLayout.wrap(intro(for: game), width).map { ($0, PageStyle.normal) }
        out.append(("", .normal))
        out.append((header(phrase: game.pattern.contains(" ")), .dim))
        out += lines(game, width: width, glyphs: glyphs).map { ($0.text, $0.differs ? PageStyle.normal : .dim) }
        return out
    }

    /// How a line of the page is drawn.
    public enum PageStyle: Sendable { case normal, dim, bold }

    /// One line a move that differs from the plain rule (more where its note does not fit beside
    /// it), and one a run of moves that do not: the letters, the words before the first and after
    /// the last, and what they were.
    public static func lines(_ game: any Gameplay, width: Int, glyphs: Glyphs = .unicode) -> [Line] {
        guard let evil = game as? EvilGameplay else { return [] }
        let host = evil.host ?? .classic
        var out: [Line] = []
        var run: [HostMove] = []
        func add(_ moves: [HostMove], note: String, differs: Bool) {
            guard let first = moves.first, let last = moves.last else { return }
            let letters = moves.map {
                String($0.letter.gameCapital) + String($0.wasMiss ? glyphs.missMark : glyphs.hitMark)
            }
            let counts =
                pad(UIText.grouped(first.poolBefore), 7) + " \(glyphs.arrowRight) "
                + pad(UIText.grouped(last.poolAfter), 7, right: false)
            // The counts stand in one column: letters that do not fit before it take lines of their own.
            let lead = TextLayout.wrap(letters.joined(separator: " "), max(4, width - 2)).map { " " + $0 }
            let fits = lead.count == 1 && lead[0].count <= 7
            var rows = fits ? [] : lead
            let tail = pad(fits ? lead[0] : "", 7, right: false) + counts + "  "
            if tail.count + note.count <= width {
                rows.append(tail + note)
            } else {
                rows.append(tail.trimmingTrailingSpaces())
                rows += TextLayout.wrap(note, max(10, width - 10)).map { String(repeating: " ", count: 10) + $0 }
            }
            out += rows.map { Line(text: $0, differs: differs) }
        }
        for move in evil.moves {
            if move.asClassic {
                run.append(move)
                continue
            }
            add(run, note: sameAsThePlainRule(host: host), differs: false)
            run = []
            add([move], note: verdict(move, host: host, phrase: game.pattern.contains(" ")), differs: true)
        }
        add(run, note: sameAsThePlainRule(host: host), differs: false)
        return out
    }

    /// What a run of moves answered as the plain rule does says.
    static func sameAsThePlainRule(host: Host) -> String {
        host == .classic ? tr("as the plain rule") : tr("the same as Classic")
    }

    /// What this move did beside the plain rule, by the numbers shown, then why (the host's own
    /// reason: a draw, or what its look ahead expected).
    public static func verdict(_ move: HostMove, host: Host = .cunning, phrase: Bool = false) -> String {
        let letter = String(move.letter.gameCapital)
        let yardstick =
            host == .classic
            ? tr("the plain rule")
            : trc("the Classic host, as the one that keeps a group (Classic keeps E at 2)", "Classic")
        let places = move.classicPlaces.map(String.init)
        // TRANSLATORS: the places of a letter in a word, one or more (2, or 2,5): a translation may
        // name them here ("Stelle 2", "Stellen 2,5"); the separator is the next entry.
        let theirs = trn(
            "%s", "%s", places.count,
            places.joined(separator: trc("between the places of a letter in How I cheated (2,5)", ",")))
        let words = phrase ? UIText.phrases(move.classicPoolAfter) : UIText.words(move.classicPoolAfter)
        let fact: String
        switch (move.wasMiss, move.classicPlaces.isEmpty) {
        case (true, false) where move.reason == .killingMiss:
            fact = tr(
                "harsher: the miss that hangs you, where %s keeps %s at %s (%s)", yardstick, letter, theirs, words)
        case (true, false):
            fact = tr("harsher: a miss, where %s keeps %s at %s (%s)", yardstick, letter, theirs, words)
        case (false, true):
            fact = tr("kinder: a hit, where %s keeps no %s (%s)", yardstick, letter, words)
        default:
            let fewer = move.classicPoolAfter - move.poolAfter
            fact =
                fewer > 0
                ? (phrase
                    ? trn(
                        "kinder by %d phrase: %s keeps %s at %s (%s)", "kinder by %d phrases: %s keeps %s at %s (%s)",
                        fewer, fewer,
                        yardstick, letter, theirs, words)
                    : trn(
                        "kinder by %d word: %s keeps %s at %s (%s)", "kinder by %d words: %s keeps %s at %s (%s)",
                        fewer, fewer, yardstick,
                        letter, theirs, words))
                : phrase
                    ? tr("as many phrases as %s keeps, with %s at %s", yardstick, letter, theirs)
                    : tr("as many words as %s keeps, with %s at %s", yardstick, letter, theirs)
        }
        guard let why = reason(move.reason) else { return fact }
        return tr("%s; %s", fact, why)
    }

    /// The host's reason for a move that is not the plain rule's, in words; nil where there is
    /// none to add.
    static func reason(_ reason: FamilyChoice.Reason) -> String? {
        switch reason {
        case .largest, .killingMiss, .moreMisses(0): return nil
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

    /// The word shown at the end, and the others it could have been: "My word: KIWI. I could
    /// also have been LIMB, LAMB and 8 more." (nil for a game not over, or not evil).
    public static func ending(_ game: any Gameplay, width: Int, limit: Int = 2) -> [String]? {
        guard let evil = game as? EvilGameplay, let letters = evil.word else { return nil }
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
        return TextLayout.wrap(text, width)
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
