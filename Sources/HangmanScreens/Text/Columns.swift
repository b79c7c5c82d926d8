import HangmanApp
import HangmanCore

/// How many terminal columns text takes. The game's own characters take one each; text from
/// outside (a list's file name, a login name) may hold wide ones — CJK, emoji — which take two,
/// and combining marks, which ride on the character before.
extension Character {
    public var columns: Int {
        guard let first = unicodeScalars.first else { return 0 }
        let v = first.value
        if v < 0x1100 { return 1 }
        if first.properties.isEmojiPresentation || unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

extension String {
    /// Columns the text takes on a terminal.
    public var columns: Int {
        // Most text is the game's own: one column a character.
        if utf8.allSatisfy({ $0 < 0xE1 }) { return count }
        return reduce(0) { $0 + $1.columns }
    }

    /// The longest start of the text that takes at most `width` columns.
    func prefix(columns width: Int) -> String {
        var used = 0
        var end = startIndex
        for index in indices {
            let next = used + self[index].columns
            if next > width { break }
            used = next
            end = self.index(after: index)
        }
        return String(self[..<end])
    }
}
