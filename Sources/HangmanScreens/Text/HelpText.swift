import HangmanApp
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
        init(_ key: String, _ meaning: String) {
            self.key = key
            self.meaning = meaning
        }
    }

    public static func lines(for topic: HelpTopic, _ context: HelpContext = HelpContext()) -> [Line] {
        keys(for: topic, context) + [.blank] + about(context)
    }

    /// The keys of the side or window help was opened over, as the features declare them
    /// (`KeyBinding`), and for the settings what its controls are.
    static func keys(for topic: HelpTopic, _ context: HelpContext) -> [Line] {
        let pairs = Keymap.help(topic.kind, context.keys(topic)).map { KeyPair($0.keys, $0.meaning) }
        let heading: String =
            switch topic.kind {
            case .front: tr("Keys of the game")
            case .settings: tr("Keys of the settings")
            case .results: tr("Keys of the results")
            case .question: tr("Keys of the question")
            case .challengeEntry: tr("Keys of the challenge window")
            }
        var lines: [Line] = [.heading(heading), .keys(pairs)]
        switch topic.kind {
        case .settings:
            lines += [
                .text(
                    tr(
                        """
                        Level: Easy, Normal, Hard, Fiendish and Nemesis are ready-made games; changing any setting \
                        below makes it Custom.
                        """
                    )),
                .text(
                    tr(
                        """
                        Language: the words you guess, in English, Nederlands, Deutsch, Français or Español, each \
                        with its common words. A language's whole dictionary, for Custom games, comes with its \
                        Debian package (apt install wdutch wngerman wfrench wspanish).
                        """
                    )),
            ]
        case .challengeEntry:
            lines.append(
                .text(
                    tr(
                        """
                        A challenge code deals a friend's game again: the same guesses meet the same answers (at \
                        the Nemesis level, the same words against your own Nemesis). Every game's code is on its \
                        results window's line to share (Y copies it), and --challenge CODE plays one from the \
                        command line.
                        """
                    )))
        default: break
        }
        if topic == .results(.howICheated) {
            lines.append(
                .text(
                    tr(
                        """
                        How I cheated, a row a guess: the letter and its answer, the words that still fit before \
                        and after it, and a bar of how many were left. The host cheats: it never chooses a word, \
                        but after each guess splits the words left by where the letter stands and keeps one group. \
                        Classic keeps the largest (on a tie, a miss); where the host kept another, the row says what \
                        Classic would have kept, and the lines under the table say why.
                        """
                    )))
        }
        return lines
    }

    /// What the game is about: one screen at 80×24 with the keys above.
    static func about(_ context: HelpContext) -> [Line] {
        [
            .heading(tr("The game")),
            .text(
                tr(
                    """
                    In Evil mode the host cheats: it never picks a word, but after each guess keeps the words \
                    worst for you and at the end names one that fits (C after a game shows how). In Good mode the \
                    word is fixed.
                    """
                )),
            .text(
                tr(
                    """
                    Levels (settings side): Easy, Normal, Hard, Fiendish, Nemesis, Custom. Hosts: Classic dodges, \
                    Cunning plans ahead, Nemesis learns you (K).
                    """
                )),
            .text(lists(context.language)),
        ] + (context.language == .english ? [] : [.text(letterRule(context.language))]) + [
            .text(
                tr(
                    """
                    High scores: a page per level, and Daily, Custom, Good, Phrases; only wins rank. ^N or F5 \
                    after a miss counts the game as lost (Esc keeps it).
                    """
                ))
        ]
    }

    /// The lists of the language played, and which games deal from which.
    static func lists(_ language: Language) -> String {
        guard language != .english else {
            return tr("Levels deal common words; Custom can use the Full dictionary or Phrases.")
        }
        return tr(
            "Every level and the daily deal %1$s; a Custom game can take the %2$s (Debian's package %3$s).",
            WordListID.everyday(in: language).shortName, WordListID.dictionary(language).shortName,
            language.package ?? "")
    }

    /// How the language's letters are played: its letters of its own and where they stand, what
    /// counts as what, and how the word is shown at the end.
    static func letterRule(_ language: Language) -> String {
        switch language {
        case .english: return tr("Letters: A to Z.")
        case .dutch:
            return tr(
                """
                Letters: A to Z. An accented letter counts as its plain letter (type É or E for E), Ĳ plays I and \
                then J, and the word at the end is shown as it is spelled.
                """
            )
        case .german: return tr("Letters: A to Z, then Ä, Ö, Ü and ẞ (ß), each a letter of its own.")
        case .french:
            return tr(
                """
                Letters: A to Z. An accented letter counts as its plain letter (É, È and Ê are E; Ç is C), Œ plays \
                O and then E, and the word at the end is shown as it is spelled.
                """
            )
        case .spanish:
            return tr(
                """
                Letters: A to Z with Ñ after N, a letter of its own. An accented vowel counts as its plain vowel \
                (Á is A), and the word at the end is shown as it is spelled.
                """
            )
        }
    }

    /// The help as lines of at most `width` columns: keys in two columns (one below 70), the
    /// rest wrapped at word boundaries.
    public static func text(for topic: HelpTopic, width: Int, _ context: HelpContext = HelpContext()) -> [(
        String, isHeading: Bool
    )] {
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
                out.append(
                    row.enumerated().map { c, lines in
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
            saves
                ? tr(
                    """
                    Type a letter and Enter to guess it. Commands: new (a new game; leaving one after a miss is a \
                    loss), help, quit (the game is saved).
                    """
                )
                : tr(
                    """
                    Send a letter and a newline to guess it. Commands: new (a new game), help, quit. Nothing is \
                    saved or scored in this mode.
                    """
                ),
            tr(
                """
                In Evil mode the host cheats: it never picks a word, but after each guess keeps the words worst \
                for you (most often by saying no) and at the end names one that fits. In Good mode the word is \
                fixed.
                """
            ),
            saves
                ? tr(
                    """
                    The level, host, list, length and misses are set on the full screen's settings side (Tab), or \
                    for a run with --length, --misses, --evil and --good. Only wins make the high scores; the \
                    daily (--daily) is the same for everyone and scored once.
                    """
                )
                : tr(
                    """
                    The length, misses and mode are set with --length, --misses, --evil and --good; otherwise a \
                    game is 8 letters, 10 misses, the Cunning host and the full dictionary.
                    """
                ),
        ]
        return text.flatMap { TextLayout.wrap($0, width) + [""] }.dropLast()
    }
}
