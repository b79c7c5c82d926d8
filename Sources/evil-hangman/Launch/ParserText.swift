import HangmanCore

/// ArgumentParser's English in the player's language: its messages' few fixed shapes and its help's few fixed
/// words. Anything else stays as the parser wrote it.
enum ParserText {
    /// `line` (the first line of a parse error) translated, and whether it was one of the
    /// parser's shapes (ours, a `ValidationError`, is translated already).
    static func message(_ line: String) -> (text: String, isTheParsers: Bool) {
        let quoted = line.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { PrintableText.escaping(String($0.element), limit: 60) }
        let shapes: [(prefix: String, count: Int, text: ([String]) -> String)] = [
            ("Unknown option '", 1, { tr("Unknown option '%s'", $0[0]) }),
            ("Unexpected argument '", 1, { tr("Unexpected argument '%s'", $0[0]) }),
            ("The value '", 2, { tr("The value '%s' is invalid for '%s'", $0[0], $0[1]) }),
            ("Missing value for '", 1, { tr("Missing value for '%s'", $0[0]) }),
            ("Value to be set with flag '", 2, { tr("'%2$s' and '%1$s' cannot be used together", $0[0], $0[1]) }),
            ("Missing expected argument '", 1, { tr("Missing expected argument '%s'", $0[0]) }),
        ]
        for shape in shapes where line.hasPrefix(shape.prefix) && quoted.count >= shape.count {
            return (shape.text(quoted), true)
        }
        return (line, false)
    }

    /// `--help`'s text with the parser's headings and its own flags' help in the player's language.
    static func help(_ text: String) -> String {
        var out = text
        for (english, translated) in [
            ("OVERVIEW:", tr("OVERVIEW:")), ("USAGE:", tr("USAGE:")), ("OPTIONS:", tr("OPTIONS:")),
            // TRANSLATORS: in the usage line, "evil-hangman <options>".
            ("<options>", tr("<options>")),
            ("Show the version.", tr("Show the version.")),
            ("Show help information.", tr("Show help information.")),
        ] where english != translated {
            out = out.replacing(english, with: translated)
        }
        return out
    }
}
