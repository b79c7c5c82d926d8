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

    /// The sentence over the moves: what this game's host does, and what it is compared with.
    public static func intro(for game: any Gameplay) -> String {
        if game.evilLevel == .classic {
            return tr("I never chose a word. After each guess I kept a group of the words that fit every answer: the largest, or one nearly as large, drawn to vary the game. Beside each guess, the largest group.")
        }
        return tr("I never chose a word. After each guess I kept the group of words that fit every answer and was worst for you, planning ahead. Beside each guess, what the Classic host would have kept: the largest group.")
    }

    /// The columns' heading: the guesses (each letter with its answer) and the words before → after.
    public static var header: String { tr("Guess   Words left") }

    /// The page in `width` columns but its ending: the sentence, the heading and the moves (what
    /// scrolls). Nil for a game that is not evil.
    public static func page(_ game: any Gameplay, width: Int, glyphs: Glyphs = .unicode) -> [(text: String, style: PageStyle)]? {
        guard game is EvilGameplay else { return nil }
        var out = TextLayout.wrap(intro(for: game), width).map { ($0, PageStyle.normal) }
        out.append(("", .normal))
        out.append((header, .dim))
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
        let host = evil.evilLevel ?? .classic
        var out: [Line] = []
        var run: [HostMove] = []
        func add(_ moves: [HostMove], note: String, differs: Bool) {
            guard let first = moves.first, let last = moves.last else { return }
            let letters = moves.map { String($0.letter.gameCapital) + String($0.wasMiss ? glyphs.missMark : glyphs.hitMark) }
            let counts = pad(UIText.grouped(first.poolBefore), 7) + " \(glyphs.arrowRight) " + pad(UIText.grouped(last.poolAfter), 7, right: false)
            let lead = TextLayout.wrap(letters.joined(separator: " "), max(4, width - 2)).map { " " + $0 }
            var rows = Array(lead.dropLast())
            let tail = pad(lead.last ?? "", 7, right: false) + counts + "  "
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
            add([move], note: verdict(move, host: host), differs: true)
        }
        add(run, note: sameAsThePlainRule(host: host), differs: false)
        return out
    }

    /// What a run of moves answered as the plain rule does says.
    static func sameAsThePlainRule(host: EvilLevel) -> String {
        host == .classic ? tr("the largest group") : tr("the same as Classic")
    }

    /// What this move did beside the plain rule, by the numbers shown, then why (the host's own
    /// reason: a draw, or what its look ahead expected).
    public static func verdict(_ move: HostMove, host: EvilLevel = .fiendish) -> String {
        let letter = String(move.letter.gameCapital)
        let yardstick = host == .classic ? tr("the largest group") : tr("Classic's group")
        let theirs = move.classicPlaces.map(String.init).joined(separator: ",")
        let fact: String
        switch (move.wasMiss, move.classicPlaces.isEmpty) {
        case (true, false) where move.reason == .killingMiss:
            fact = tr("harsher: the miss that hangs you, where %s has %s at %s (%s words)", yardstick, letter, theirs, UIText.grouped(move.classicPoolAfter))
        case (true, false):
            fact = tr("harsher: a miss, where %s has %s at %s (%s words)", yardstick, letter, theirs, UIText.grouped(move.classicPoolAfter))
        case (false, true):
            fact = tr("kinder: a hit, where %s has no %s (%s words)", yardstick, letter, UIText.grouped(move.classicPoolAfter))
        default:
            let fewer = move.classicPoolAfter - move.poolAfter
            fact = fewer > 0
                ? trn("kinder by %d word: %s has %s at %s (%s)", "kinder by %d words: %s has %s at %s (%s)", fewer, fewer, yardstick, letter, theirs,
                      UIText.grouped(move.classicPoolAfter))
                : tr("as many words as %s, which has %s at %s", yardstick, letter, theirs)
        }
        guard let why = reason(move.reason) else { return fact }
        return tr("%s; %s", fact, why)
    }

    /// The host's reason for a move that is not the plain rule's, in words; nil where there is
    /// none to add.
    static func reason(_ reason: FamilyChoice.Reason) -> String? {
        switch reason {
        case .largest, .killingMiss, .moreMisses(0): return nil
        case .moreMisses(let n): return trn("planned: %d miss more for you", "planned: %d misses more for you", n, n)
        case .hangsMorePeople: return tr("planned: it hangs more players")
        case .peopleMissMore: return tr("planned: more misses for most players")
        case .nearlyLargest: return tr("drawn to vary the game")
        case .drawnAmongTheBest: return tr("drawn among the best for this game")
        case .resumed: return tr("from your saved game")
        }
    }

    /// The word shown at the end, and the others it could have been: "My word: KIWI. I could
    /// also have been LIMB, LAMB and 8 more." (nil for a game not over, or not evil).
    public static func ending(_ game: any Gameplay, width: Int, limit: Int = 2) -> [String]? {
        guard let evil = game as? EvilGameplay, let word = evil.word else { return nil }
        let others = evil.pool.indices.map { evil.pool.bucket.word(at: Int($0)) }.filter { $0 != word }
        var text = tr("My word: %s, which fits every answer.", word.gameCapitals)
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
            text += " " + (shown.isEmpty ? trn("It could have been %d other word too.", "It could have been %d other words too.", rest)
                           : alsoBeen(shown, rest: rest))
        }
        return TextLayout.wrap(text, width)
    }

    /// "It could also have been LIMB, LAMB and 8 more."
    static func alsoBeen(_ words: [String], rest: Int) -> String {
        let list = words.joined(separator: ", ")
        return rest > 0 ? trn("It could also have been %s and %d more.", "It could also have been %s and %d more.", rest, list, rest)
            : tr("It could also have been %s.", list)
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
