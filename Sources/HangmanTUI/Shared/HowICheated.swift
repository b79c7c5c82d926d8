import HangmanCore

/// "How I cheated", in plain words: what the host said to each guess, how many words were still
/// possible before and after, and whether it was harsher than the Classic host (who always keeps
/// the largest group) — then the words the game could still have ended on. The results window
/// and its scrolling both read it from here.
public enum HowICheated {
    /// The sentence over the moves.
    public static let intro = "I never chose a word. After each guess I kept the group of words that fit every answer and "
        + "was worst for you: the Classic host keeps the largest group, the Fiendish one plans ahead."
    public static let header = "Guess   Words left"

    /// One line a guess (two where its verdict does not fit beside it), in `width` columns.
    public static func lines(_ game: any Gameplay, width: Int, glyphs: Glyphs = .unicode) -> [(text: String, harsher: Bool?)] {
        guard let evil = game as? EvilGameplay else { return [] }
        var out: [(text: String, harsher: Bool?)] = []
        for move in evil.moves {
            let letter = String(move.letter.gameCapital)
            let counts = pad(UIText.grouped(move.poolBefore), 7) + " \(glyphs.arrowRight) " + pad(UIText.grouped(move.poolAfter), 7, right: false)
            let lead = " \(letter)  \(move.wasMiss ? "miss" : "hit ")  " + counts + "  "
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
        let classic = "Classic: " + UIText.grouped(move.classicPoolAfter) + ", "
            + (move.classicPlaces.isEmpty ? "no " + String(move.letter.gameCapital) : String(move.letter.gameCapital) + " at "
               + move.classicPlaces.map(String.init).joined(separator: ","))
        switch move.reason {
        case .largest: return "the same as Classic"
        case .killingMiss: return "harsher: with Classic you'd have lived (\(classic))"
        case .moreMisses(let n) where n > 0: return "harsher: \(UIText.plural(n, "miss")) more than with Classic (\(classic))"
        case .moreMisses: return "as hard as Classic's group (\(classic))"
        case .hangsMorePeople: return "harsher: hangs more players than Classic's (\(classic))"
        case .peopleMissMore: return "harsher: more misses for most players (\(classic))"
        case .nearlyLargest: return "kinder by a few words, to vary the game (\(classic))"
        case .drawnAmongTheBest: return "at least as harsh as Classic: one of the best groups, drawn for this game (\(classic))"
        case .resumed: return "from your saved game (\(classic))"
        }
    }

    /// The word shown at the end, and the others it could have been: "My word: KIWI. I could
    /// also have been LIMB, LAMB and 8 more." (nil for a game not over, or not evil).
    public static func ending(_ game: any Gameplay, width: Int, limit: Int = 2) -> [String]? {
        guard let evil = game as? EvilGameplay, let word = evil.word else { return nil }
        let others = evil.pool.indices.map { evil.pool.bucket.word(at: Int($0)) }.filter { $0 != word }
        var text = "My word: \(word.gameCapitals), which fits every answer."
        if !others.isEmpty {
            // As many as fit in `limit` lines; the rest counted.
            var shown: [String] = []
            for candidate in others {
                let rest = others.count - shown.count - 1
                let trial = text + " It could also have been " + (shown + [candidate.gameCapitals]).joined(separator: ", ")
                    + (rest > 0 ? " and \(rest) more." : ".")
                if TextLayout.wrap(trial, width).count > limit { break }
                shown.append(candidate.gameCapitals)
            }
            let rest = others.count - shown.count
            text += shown.isEmpty ? " It could have been \(UIText.plural(rest, "other word")) too."
                : " It could also have been " + shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more." : ".")
        }
        return TextLayout.wrap(text, width)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
