import HangmanCore

/// The help: the keys of what is in front, then what the game is about, in plain words. The
/// same text is the help window (wrapped to its width) and `help` in line mode.
public enum HelpText {
    /// A line of help: a heading, a key and what it does, or a sentence.
    public enum Line: Equatable, Sendable {
        case heading(String)
        /// Keys and what they do, two pairs a line where the width allows.
        case keys([KeyPair])
        case text(String)
        case blank
    }

    public struct KeyPair: Equatable, Sendable {
        public let key: String, meaning: String
        init(_ key: String, _ meaning: String) { self.key = key; self.meaning = meaning }
    }

    /// What help says depends on: the language of the words played (its lists), and whether
    /// How I cheated can be opened (an evil game that is over).
    public struct Context: Sendable {
        public var language: Language
        public var howICheatedAvailable: Bool
        /// The board of the game the results speak of is behind them (Space shows it).
        public var canSeeTheBoard: Bool
        public init(language: Language = .english, howICheatedAvailable: Bool = true, canSeeTheBoard: Bool = true) {
            self.language = language
            self.howICheatedAvailable = howICheatedAvailable
            self.canSeeTheBoard = canSeeTheBoard
        }
    }

    public static func lines(for topic: HelpTopic, _ context: Context = Context()) -> [Line] {
        keys(for: topic, context) + [.blank] + about(context)
    }

    /// The keys of the side or window help was opened over.
    static func keys(for topic: HelpTopic, _ context: Context) -> [Line] {
        typealias K = KeyPair
        switch topic {
        case .frontSide:
            return [.heading(tr("Keys of the game")),
                    .keys([K("A-Z", tr("guess a letter")), K(tr("Arrows"), tr("move the cursor [ ]")), K(tr("Space, Enter"), tr("guess the letter [ ]")),
                           K("Tab", tr("settings")), K("^N", tr("new game")), K("F4", tr("high scores")), K("F5", tr("today's daily")),
                           K("Esc", tr("quit (game kept)"))])]
        case .settingsSide:
            return [.heading(tr("Keys of the settings")),
                    .keys([K(tr("Up, Down, Tab"), tr("move")), K(tr("Left, Right"), tr("change")), K(tr("Home, End"), tr("lowest, highest")),
                           K(tr("Space, Enter"), tr("choose")), K("Esc", tr("back to the game"))]),
                    .text(tr("Level: Easy, Normal, Hard and Fiendish are ready-made games; changing any setting below makes it Custom.")),
                    .text(tr("Language: English always; Nederlands, Deutsch, Français and Español where their word list is installed (apt install wdutch wngerman wfrench wspanish). Spanish adds Ñ to the grid, German Ä Ö Ü ẞ; in Dutch, French and Spanish an accented letter counts as its plain letter (type É or E for E)."))]
        case .results:
            let cheats = context.howICheatedAvailable ? [K("C", tr("how I cheated"))] : []
            return [.heading(tr("Keys of the results")),
                    .keys([K("Enter, Esc", tr("close")), K("N", tr("new game")), K("H", tr("high scores")), K("S", tr("statistics"))] + cheats
                          + [K("Tab", tr("the next of these")), K(tr("Left, Right"), tr("another page of high scores")),
                             K(tr("Up, Down"), tr("scroll"))] + (context.canSeeTheBoard ? [K(tr("Space"), tr("see the board"))] : [])
                          + [K("Y", tr("copy the result"))])]
        case .question:
            return [.heading(tr("Keys of the question")), .keys([K(KeyLabel.yes.key, tr("yes")), K("N, Enter, Esc", tr("no"))])]
        }
    }

    /// What the game is about: one screen at 80×24 with the keys above.
    static func about(_ context: Context) -> [Line] { [
        .heading(tr("The game")),
        .text(tr("In Evil mode the host cheats: it never picks a word, but after each guess keeps the words worst for you and at the end names one that fits (C after a game shows how). In Good mode the word is fixed.")),
        .text(tr("Levels (settings side): Easy, Normal, Hard, Fiendish, Custom. The Classic host dodges each guess; the Cunning one plans ahead.")),
        .text(context.language == .english ? tr("Lists: Full dictionary (233,615, many rare), Common words, Phrases.")
              : tr("List: the %s dictionary, from Debian's package %s.", context.language.nativeName, context.language.package ?? "")),
        .text(tr("High scores: a page per level, and Daily, Custom, Good, Phrases; only wins rank. ^N or F5 after a miss counts the game as lost (Esc keeps it).")),
    ] }

    /// The help as lines of at most `width` columns: keys in two columns (one below 70), the
    /// rest wrapped at word boundaries.
    public static func text(for topic: HelpTopic, width: Int, _ context: Context = Context()) -> [(String, isHeading: Bool)] {
        var out: [(String, isHeading: Bool)] = []
        for line in lines(for: topic, context) {
            switch line {
            case .heading(let text): out.append((text, true))
            case .blank: out.append(("", false))
            case .text(let text): out += TextLayout.wrap(text, width).map { ($0, false) }
            case .keys(let pairs): out += keyLines(pairs, width: width).map { ($0, false) }
            }
        }
        return out
    }

    private static func keyLines(_ pairs: [KeyPair], width: Int) -> [String] {
        let keyWidth = (pairs.map(\.key.count).max() ?? 0) + 2
        let columns = width >= 70 ? 2 : 1
        let columnWidth = width / columns
        func cell(_ pair: KeyPair) -> [String] {
            let wrapped = TextLayout.wrap(pair.meaning, max(8, columnWidth - keyWidth - 2))
            return wrapped.enumerated().map { i, part in
                pad(i == 0 ? pair.key : "", keyWidth) + part
            }
        }
        var out: [String] = []
        var i = 0
        while i < pairs.count {
            let row = pairs[i..<min(i + columns, pairs.count)].map(cell)
            for r in 0..<(row.map(\.count).max() ?? 0) {
                out.append(row.enumerated().map { c, lines in
                    let text = r < lines.count ? lines[r] : ""
                    return c == row.count - 1 ? text : pad(text, columnWidth)
                }.joined())
            }
            i += columns
        }
        return out
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// The help for line mode (`help`): no keys there, only lines and words.
    /// `saves`: the line mode keeps files (`--plain`); `--json` keeps none, so nothing is saved or lost.
    public static func lineMode(width: Int, saves: Bool = true) -> [String] {
        let text = [
            saves ? tr("Type a letter and Enter to guess it. Commands: new (a new game; leaving one after a miss is a loss), help, quit (the game is saved).")
                : tr("Send a letter and a newline to guess it. Commands: new (a new game), help, quit. Nothing is saved or scored in this mode."),
            tr("In Evil mode the host cheats: it never picks a word, but after each guess keeps the words worst for you (most often by saying no) and at the end names one that fits. In Good mode the word is fixed."),
            saves ? tr("The level, host, list, length and misses are set on the full screen's settings side (Tab), or for a run with --length, --misses, --evil and --good. Only wins make the high scores; the daily (--daily) is the same for everyone and scored once.")
                : tr("The length, misses and mode are set with --length, --misses, --evil and --good; otherwise a game is 8 letters, 10 misses, the Cunning host and the full dictionary."),
        ]
        return text.flatMap { TextLayout.wrap($0, width) + [""] }.dropLast()
    }
}
