import HangmanCore

/// "How I cheated", in plain words: what the host said to each guess, how many words were still
/// possible before and after, and whether it was harsher than the Classic host (who always keeps
/// the largest group) — then the words the game could still have ended on. The results window
/// and its scrolling both read it from here.
public enum HowICheated {
    /// The sentence over the moves.
    public static var intro: String {
        tr("I never chose a word. After each guess I kept the group of words that fit every answer and was worst for you: the Classic host keeps the largest group, the Fiendish one plans ahead.")
    }
    /// The columns' heading: the guess (its letter and hit or miss, 8 columns) and the words before → after.
    public static var header: String { tr("Guess   Words left") }

    /// One line a guess (two where its verdict does not fit beside it), in `width` columns.
    public static func lines(_ game: any Gameplay, width: Int, glyphs: Glyphs = .unicode) -> [(text: String, harsher: Bool?)] {
        guard let evil = game as? EvilGameplay else { return [] }
        var out: [(text: String, harsher: Bool?)] = []
        for move in evil.moves {
            let letter = String(move.letter.gameCapital)
            let counts = pad(UIText.grouped(move.poolBefore), 7) + " \(glyphs.arrowRight) " + pad(UIText.grouped(move.poolAfter), 7, right: false)
            let result = move.wasMiss ? trc("how I cheated", "miss") : trc("how I cheated", "hit")
            let lead = " " + letter + "  " + pad(result, 4, right: false) + "  " + counts + "  "
            let verdict = verdict(move)
            let harsher: Bool? = move.asClassic ? nil : true
            if lead.count + verdict.count <= width {
                out.append((lead + verdict, harsher))
            } else {
                out.append((lead, harsher))
                for part in TextLayout.wrap(verdict, max(10, width - 10)) { out.append((String(repeating: " ", count: 10) + part, harsher)) }
            }
        }
        return out
    }

    /// Who was harsher at this guess, plainly.
    public static func verdict(_ move: HostMove) -> String {
        let letter = String(move.letter.gameCapital)
        let classic = move.classicPlaces.isEmpty
            ? tr("Classic: %s, no %s", UIText.grouped(move.classicPoolAfter), letter)
            : tr("Classic: %s, %s at %s", UIText.grouped(move.classicPoolAfter), letter, move.classicPlaces.map(String.init).joined(separator: ","))
        switch move.reason {
        case .largest: return tr("the same as Classic")
        case .killingMiss: return tr("harsher: with Classic you'd have lived (%s)", classic)
        case .moreMisses(let n) where n > 0:
            return trn("harsher: %d miss more than with Classic (%s)", "harsher: %d misses more than with Classic (%s)", n, n, classic)
        case .moreMisses: return tr("as hard as Classic's group (%s)", classic)
        case .hangsMorePeople: return tr("harsher: hangs more players than Classic's (%s)", classic)
        case .peopleMissMore: return tr("harsher: more misses for most players (%s)", classic)
        case .nearlyLargest: return tr("kinder by a few words, to vary the game (%s)", classic)
        case .drawnAmongTheBest: return tr("at least as harsh as Classic: one of the best groups, drawn for this game (%s)", classic)
        case .resumed: return tr("from your saved game (%s)", classic)
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
