import HangmanApp
import HangmanCore

/// Text in a given width: wrapped at word boundaries, or cut after a whole word. A word is never
/// cut in the middle by an ellipsis; only a single word wider than the whole width is broken.
public enum TextLayout {
    /// `text` in lines of at most `width` columns, broken at spaces; a number stays with the word
    /// after it ("8 letters"). A paragraph never ends on a line of one word where the line before
    /// can give it company: the fewest words move down that make two.
    public static func wrap(_ text: String, _ width: Int) -> [String] {
        var lines = greedy(text, width)
        guard lines.count >= 2, words(lines[lines.count - 1]).count < 2 else { return lines }
        let both = words(lines[lines.count - 2]) + words(lines[lines.count - 1])
        guard both.count >= 3 else { return lines }
        let splits = (1...(both.count - 2)).reversed().map { k in
            (both[..<k].joined(separator: " "), both[k...].joined(separator: " "))
        }
        guard let best = splits.first(where: { $0.0.columns <= width && $0.1.columns <= width }) else { return lines }
        lines[lines.count - 2] = best.0
        lines[lines.count - 1] = best.1
        return lines
    }

    /// Lines filled as far as each goes.
    static func greedy(_ text: String, _ width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in words(text) {
            var word = word
            if line.isEmpty {
                // A word wider than the line is broken where it must be (a path, a long list name).
                while word.columns > width {
                    let head = word.prefix(columns: max(1, width))
                    lines.append(head)
                    word = String(word.dropFirst(max(1, head.count)))
                }
                line = word
            } else if line.columns + 1 + word.columns <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = ""
                while word.columns > width {
                    let head = word.prefix(columns: max(1, width))
                    lines.append(head)
                    word = String(word.dropFirst(max(1, head.count)))
                }
                line = word
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The words of `text`, a cursor's brackets "[ ]" kept as one, and a number with the word after it.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var glue = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            if (word == "]" && words.last == "[") || glue {
                words[words.count - 1] += " " + word
            } else {
                words.append(word)
            }
            glue =
                word.allSatisfy { $0.isNumber || $0 == "," || $0 == "." } && word.first?.isNumber == true
                && !word.hasSuffix(".")
        }
        return words
    }

    /// As many of `parts` as fit in `width` joined by `separator`, leaving out the first ones
    /// (`fromTheStart`) or the last ones: a part is left out whole, never cut short.
    public static func parts(_ parts: [String], separator: String, width: Int, fromTheStart: Bool = false) -> String {
        var kept = parts
        while kept.count > 1 && kept.joined(separator: separator).columns > width {
            if fromTheStart { kept.removeFirst() } else { kept.removeLast() }
        }
        return kept.joined(separator: separator)
    }

    /// `text` cut to `width` columns after its last whole word that fits, with an ellipsis when
    /// anything was left out.
    public static func fit(_ text: String, _ width: Int, _ glyphs: Glyphs) -> String {
        guard text.columns > width else { return text }
        guard width > 1 else { return text.prefix(columns: max(0, width)) }
        let room = text.prefix(columns: width - 1)
        if let space = room.lastIndex(of: " "), space > room.startIndex {
            return String(room[..<space]).trimmingTrailingPunctuation() + String(glyphs.ellipsis)
        }
        return room + String(glyphs.ellipsis)
    }
}

extension String {
    /// Without a trailing comma, semicolon or colon (before an ellipsis).
    func trimmingTrailingPunctuation() -> String {
        var text = self
        while let last = text.last, ",;:".contains(last) { text.removeLast() }
        return text
    }
}
