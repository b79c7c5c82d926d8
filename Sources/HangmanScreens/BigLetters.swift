import HangmanApp
import HangmanCore

/// The word in big block letters, for a large window: a built-in 5×5 font (no external tool),
/// one glyph a letter, a bar for a letter still hidden.
enum BigLetters {
    static let height = 5
    static let width = 5
    /// Columns a glyph and the gap after it take.
    static let advance = 6

    /// The rows of `letter` ("#" for a filled cell), or the placeholder bar for nil.
    static func glyph(_ letter: Character?) -> [String] {
        if let letter, let rows = font[letter] { return rows }
        // A letter with a mark its language folds (é, ç): the mark on top of the letter in four rows.
        if let letter, let (base, mark) = marked[letter], let rows = font[base] {
            return letter == "ç"
                ? [rows[0], rows[1], rows[2], rows[4], mark] : [mark, rows[0], rows[1], rows[2], rows[4]]
        }
        return letter == " " ? Array(repeating: "     ", count: height) : ["     ", "     ", "     ", "     ", "#####"]
    }

    private static let acute = "   # ", grave = " #   ", circumflex = "  #  ", diaeresis = " # # ", tilde = " ## #",
        cedilla = "  #  "
    /// The marked letters the lists spell words with, as their letter and the mark's row (under
    /// the letter for the cedilla, over it for the others).
    static let marked: [Character: (Character, String)] = [
        "à": ("a", grave), "á": ("a", acute), "â": ("a", circumflex), "ä": ("a", diaeresis), "ç": ("c", cedilla),
        "è": ("e", grave), "é": ("e", acute), "ê": ("e", circumflex), "ë": ("e", diaeresis),
        "ì": ("i", grave), "í": ("i", acute), "î": ("i", circumflex), "ï": ("i", diaeresis),
        "ò": ("o", grave), "ó": ("o", acute), "ô": ("o", circumflex), "ö": ("o", diaeresis),
        "ù": ("u", grave), "ú": ("u", acute), "û": ("u", circumflex), "ü": ("u", diaeresis), "ÿ": ("y", diaeresis),
        "ñ": ("n", tilde),
    ]

    /// Whether a word of `length` fits in `columns` columns.
    static func fits(length: Int, columns: Int) -> Bool { length * advance - 1 <= columns }

    static let font: [Character: [String]] = [
        "a": [" ### ", "#   #", "#####", "#   #", "#   #"], "b": ["#### ", "#   #", "#### ", "#   #", "#### "],
        "c": [" ####", "#    ", "#    ", "#    ", " ####"], "d": ["#### ", "#   #", "#   #", "#   #", "#### "],
        "e": ["#####", "#    ", "#### ", "#    ", "#####"], "f": ["#####", "#    ", "#### ", "#    ", "#    "],
        "g": [" ####", "#    ", "#  ##", "#   #", " ####"], "h": ["#   #", "#   #", "#####", "#   #", "#   #"],
        "i": ["#####", "  #  ", "  #  ", "  #  ", "#####"], "j": ["#####", "   # ", "   # ", "#  # ", " ##  "],
        "k": ["#   #", "#  # ", "###  ", "#  # ", "#   #"], "l": ["#    ", "#    ", "#    ", "#    ", "#####"],
        "m": ["#   #", "## ##", "# # #", "#   #", "#   #"], "n": ["#   #", "##  #", "# # #", "#  ##", "#   #"],
        "o": [" ### ", "#   #", "#   #", "#   #", " ### "], "p": ["#### ", "#   #", "#### ", "#    ", "#    "],
        "q": [" ### ", "#   #", "# # #", "#  # ", " ## #"], "r": ["#### ", "#   #", "#### ", "#  # ", "#   #"],
        "s": [" ####", "#    ", " ### ", "    #", "#### "], "t": ["#####", "  #  ", "  #  ", "  #  ", "  #  "],
        "u": ["#   #", "#   #", "#   #", "#   #", " ### "], "v": ["#   #", "#   #", "#   #", " # # ", "  #  "],
        "w": ["#   #", "#   #", "# # #", "## ##", "#   #"], "x": ["#   #", " # # ", "  #  ", " # # ", "#   #"],
        "y": ["#   #", " # # ", "  #  ", "  #  ", "  #  "], "z": ["#####", "   # ", "  #  ", " #   ", "#####"],
        // The letters of Spanish and German: the mark on top, the letter in four rows under it.
        "ñ": [" ## #", "##  #", "# # #", "#  ##", "#   #"], "ä": [" # # ", " ### ", "#   #", "#####", "#   #"],
        "ö": [" # # ", " ### ", "#   #", "#   #", " ### "], "ü": [" # # ", "     ", "#   #", "#   #", " ### "],
        "ß": ["#### ", "#  # ", "# ## ", "#   #", "# ## "],
    ]

    /// Draws `cells` (a letter or nil for hidden, with its style) centred at row `y`.
    static func draw(
        _ cells: [(letter: Character?, style: Style)], y: Int, width: Int, glyphs: Glyphs, into screen: inout Screen
    ) {
        let x0 = (width - (cells.count * advance - 1)) / 2
        for (i, cell) in cells.enumerated() {
            for (row, line) in glyph(cell.letter).enumerated() {
                for (column, mark) in line.enumerated() where mark == "#" {
                    screen[x0 + i * advance + column, y + row] = Cell(glyphs.bar, cell.style)
                }
            }
        }
    }
}
