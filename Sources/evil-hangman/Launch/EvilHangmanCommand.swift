import ArgumentParser
import HangmanApp
import HangmanCore
import HangmanScreens
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

/// `evil-hangman`: flags, then the full-screen game (or the line and JSON modes).
@main
struct EvilHangmanCommand: ParsableCommand {
    static let version = "1.7.0"
    static let configuration = CommandConfiguration(
        commandName: "evil-hangman",
        abstract: tr("Hangman against a host that cheats."),
        discussion: tr(
            """
            The computer never commits to a word: after every guess it keeps the words that are worst for you, \
            most often by saying your letter is not there. --good plays traditional hangman.\nKeys: type a letter \
            (or arrows + Space or Enter, or click); ? help; Tab settings; ^N (Ctrl-N) new game; F4 high scores; \
            F5 daily; Esc quit. Files live in ~/.config, ~/.local/state and ~/.local/share (evil-hangman/), or \
            all in --data-dir / $EVIL_HANGMAN_HOME.
            """
        ),
        version: version)

    @Option(
        help: ArgumentHelp(
            tr("Word length for new games this run (1 to the longest word in the list)."), valueName: "n"))
    var length: Int?

    @Option(help: ArgumentHelp(tr("Misses allowed for new games this run (1-26)."), valueName: "n"))
    var misses: Int?

    @Flag(help: ArgumentHelp(tr("The mode for this run (the saved setting otherwise).")))
    var mode: GameMode?

    @Option(
        help: ArgumentHelp(
            tr("Use this word list (one word or phrase a line) instead of the shipped ones."), valueName: tr("file")))
    var words: String?

    @Option(
        help: ArgumentHelp(
            tr(
                """
                Play in this language this run: en, nl, de, fr or es (its common words; a language's whole \
                dictionary, for Custom games, comes with its Debian package: wdutch, wngerman, wfrench, wspanish).
                """
            ), valueName: tr("code")))
    var language: String?

    @Option(
        help: ArgumentHelp(
            tr(
                """
                Play this level this run: easy, normal, hard, fiendish, nemesis or custom (the saved setting \
                otherwise).
                """
            ),
            valueName: tr("level")))
    var level: String?

    @Option(
        help: ArgumentHelp(
            tr(
                """
                The evil host this run: classic, cunning or nemesis (a Custom game; the saved setting otherwise). \
                With --json, Nemesis knows only what it learnt in --data-dir's folder, if given.
                """
            ),
            valueName: tr("host")))
    var host: String?

    @Option(
        help: ArgumentHelp(
            tr("Play a friend's game from its challenge code (each game's results show its code)."),
            valueName: tr("code")))
    var challenge: String?

    @Option(help: ArgumentHelp(tr("Seed every random choice, for a reproducible run."), valueName: "n"))
    var seed: UInt64?

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            tr("Keep settings, the saved game and the history in this folder (also $EVIL_HANGMAN_HOME)."),
            valueName: tr("dir")))
    var dataDir: String?

    @Option(
        help: ArgumentHelp(
            tr("Play the daily game: today's (no date; scored once), or a past day's as practice."),
            valueName: trc("the date --daily takes, as --help shows it", "YYYY-MM-DD")))
    var daily: String?

    @Option(
        help: ArgumentHelp(
            tr(
                """
                Print the high scores with the statistics and exit (or one page only: easy, normal, hard, \
                fiendish, nemesis, daily, custom, good, phrases, or the machine's: machine-easy…); with --json, \
                as JSON.
                """
            ),
            valueName: tr("page")))
    var scores: String?

    @Flag(
        help: ArgumentHelp(tr("Line mode: no full screen; one guess a line on stdin (for screen readers and pipes).")))
    var plain = false

    @Flag(help: ArgumentHelp(tr("JSON mode for bots: one JSON object a line on stdout; nothing is saved.")))
    var json = false

    /// Parses and runs; a bad option is one line on stderr and status 64 (EX_USAGE), not the parser's usage dump.
    /// A bare `evil-hangman` skips the parser, the largest cost before the first frame (docs/start-up.md).
    static func main() {
        ProcessSetup.prepare()
        // Opens the machine's board with the setgid group, then gives it up: before any flag, variable or file is read.
        MachineAccess.openAndDropPrivilege()
        let arguments = Arguments.fromProcess()
        // Before the parser: --help and usage errors are in the player's language, with --json too (for the
        // person who typed it); the JSON protocol itself is English whatever the locale (`run`).
        let environment = environment()
        Localization.install(CatalogueLoader.forLocale(environment: environment))
        let options: Options
        if arguments.isEmpty {
            options = Options()
        } else {
            do {
                options = try parse(Arguments.prepared(arguments)).options
            } catch {
                usageFailure(error)
            }
        }
        do {
            try run(options, environment: environment)
        } catch let code as ExitCode {
            Glibc.exit(code.rawValue)
        } catch let validation as ValidationError {
            fail(validation.message)
            Glibc.exit(64)
        } catch {
            fail("\(error)")
            Glibc.exit(1)
        }
    }

    /// Prints a parse error as one line naming the allowed range, and exits 64 (help and version exit 0).
    static func usageFailure(_ error: any Error) -> Never {
        if exitCode(for: error) == .success {  // --help, --version
            let text = fullMessage(for: error)
            guard text.contains("USAGE:") else { exit(withError: error) }
            // The date of --daily may be left out (today's): the parser cannot say so itself.
            let date = trc("the date --daily takes, as --help shows it", "YYYY-MM-DD")
            print(ParserText.help(text.replacing("--daily <\(date)>", with: "--daily [\(date)]")))
            exit(withError: nil)
        }
        var english = message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
        // A guess at what was meant sends a newcomer to an unrelated flag: the list is in --help.
        let guessed = english.firstRange(of: ". Did you mean")
        if let guessed { english = String(english[..<guessed.lowerBound]) }
        var (line, parsers) = ParserText.message(english)
        if guessed != nil { line += tr("; see evil-hangman --help") }
        // The parser's own messages do not say the range; ours (a ValidationError) already do.
        if parsers && english.contains("--length") {
            line += " " + tr("(--length takes a whole number from 1 to the longest word in the list)")
        }
        if parsers && english.contains("--misses") { line += " " + tr("(--misses takes a whole number from 1 to 26)") }
        if parsers && english.contains("--seed") {
            line += " " + tr("(--seed takes a whole number from 0 to 18446744073709551615)")
        }
        fail(line)
        Glibc.exit(64)
    }

    var options: Options {
        Options(
            length: length, misses: misses, mode: mode, words: words, seed: seed,
            dataDir: dataDir, plain: plain, json: json, daily: daily,
            language: language.flatMap(Language.init(rawValue:)),
            level: level.flatMap(Level.init(rawValue:)), host: host.flatMap(Host.init(rawValue:)),
            challenge: challenge.flatMap { try? Deal(code: $0) },
            scores: scores.map { $0 == "all" ? nil : ScoresReport.page(named: $0) })
    }

    func validate() throws {
        if let misses, !Settings.missesRange.contains(misses) {
            throw ValidationError(tr("--misses must be from 1 to 26 (got %d)", misses))
        }
        if let length, length < 1 {
            throw ValidationError(
                tr("--length must be at least 1 (got %d); lengths run from 1 to the longest word in the list", length))
        }
        if plain && json { throw ValidationError(tr("--plain and --json cannot be used together")) }
        if let language, Language(rawValue: language) == nil {
            throw ValidationError(
                tr("--language takes en, nl, de, fr or es (got '%s')", PrintableText.escaping(language, limit: 20)))
        }
        if let scores {
            guard scores == "all" || ScoresReport.page(named: scores) != nil else {
                throw ValidationError(
                    tr(
                        "--scores takes a page: %s (got '%s')", ScoresReport.pageNames,
                        PrintableText.escaping(scores, limit: 20)))
            }
            let others: [(String, Bool)] = [
                ("--plain", plain), ("--daily", daily != nil), ("--words", words != nil), ("--level", level != nil),
                ("--length", length != nil), ("--misses", misses != nil), ("--evil/--good", mode != nil),
                ("--language", language != nil), ("--seed", seed != nil), ("--challenge", challenge != nil),
                ("--host", host != nil),
            ]
            if let (flag, _) = others.first(where: { $0.1 }) {
                throw ValidationError(
                    tr("--scores prints the high scores and plays nothing: it cannot be used with %s", flag))
            }
        }
        if let challenge {
            do throws(Deal.CodeProblem) { _ = try Deal(code: challenge) } catch {
                throw ValidationError(
                    tr("--challenge %s: %s", PrintableText.escaping(challenge, limit: 40), error.description))
            }
            let others: [(String, Bool)] = [
                ("--daily", daily != nil), ("--words", words != nil), ("--level", level != nil),
                ("--length", length != nil), ("--misses", misses != nil), ("--evil/--good", mode != nil),
                ("--language", language != nil), ("--seed", seed != nil), ("--host", host != nil),
            ]
            if let (flag, _) = others.first(where: { $0.1 }) {
                throw ValidationError(tr("--challenge deals its own game: it cannot be used with %s", flag))
            }
        }
        if let host, Host(rawValue: host) == nil {
            throw ValidationError(
                tr("--host takes classic, cunning or nemesis (got '%s')", PrintableText.escaping(host, limit: 20)))
        }
        if host != nil && mode == .good {
            throw ValidationError(tr("--host and --good cannot be used together (a good game has no evil host)"))
        }
        if let level, Level(rawValue: level) == nil {
            throw ValidationError(
                tr(
                    "--level takes easy, normal, hard, fiendish, nemesis or custom (got '%s')",
                    PrintableText.escaping(level, limit: 20)))
        }
        if let level, level != Level.custom.rawValue, words != nil {
            throw ValidationError(
                tr("--level and --words cannot be used together (a level deals its language's everyday words)"))
        }
        if language != nil && words != nil {
            throw ValidationError(
                tr("--language and --words cannot be used together (a --words list is read as English)"))
        }
        if let dataDir, let problem = DataLocations.problem(withFolder: dataDir) { throw ValidationError(problem) }
    }

    func run() throws { try Self.run(options) }

    static func run(_ options: Options, environment: [String: String] = environment()) throws {
        if let page = options.scores {
            // The scores are read from the player's files (--json or not): the plain front end's set-up.
            let launch = try Launch(options: options, frontEnd: .plain, environment: environment)
            if options.json { Localization.install(nil) }
            let report = ScoresReport(launch: launch, page: page, json: options.json).run()
            for problem in report.problems { fail(problem) }
            if report.status != 0 { throw ExitCode(report.status) }
            return
        }
        let frontEnd: FrontEnd = options.json ? .json : options.plain ? .plain : .fullScreen
        // What a person reads is written in the locale's character set; the JSON protocol in UTF-8.
        let charset = LocaleCharset.adopt(environment)
        Console.err.charset = charset
        // The options first (status 64/66/78 for bad ones, in a pipe too), then the terminal check.
        var launch = try Launch(options: options, frontEnd: frontEnd, environment: environment)
        // A bot's protocol reads the same whatever the locale it runs under.
        if frontEnd == .json { Localization.install(nil) }
        if frontEnd == .fullScreen && (isatty(0) == 0 || isatty(1) == 0) {
            for problem in launch.start.problems { fail(problem) }
            fail(tr("the game needs a terminal on stdin and stdout; use --plain or --json to play through pipes"))
            throw ExitCode(1)
        }
        launch.readSavedGame()
        if frontEnd != .fullScreen { LineModeSignals.install() }
        let report: ExitReport
        switch frontEnd {
        case .fullScreen: report = try FullScreen(launch: launch, environment: environment, charset: charset).run()
        case .plain: report = try PlainMode(launch: launch, charset: charset).run()
        case .json: report = JSONMode(launch: launch).run()
        }
        for problem in report.problems { fail(problem) }
        if report.status != 0 { throw ExitCode(report.status) }
    }

    /// What the command line asked for, as plain values.
    struct Options {
        var length: Int?
        var misses: Int?
        var mode: GameMode?
        var words: String?
        var seed: UInt64?
        var dataDir: String?
        var plain = false
        var json = false
        var daily: String?
        var language: Language?
        var level: Level?
        var host: Host? = nil
        var challenge: Deal?
        /// `--scores`: nil, not asked; `.some(nil)`, every page; `.some(page)`, one.
        var scores: ScorePage??
    }

    /// Only these variables are read: copying the whole environment is work before the first frame (docs/start-up.md).
    static let variables = [
        "EVIL_HANGMAN_HOME", "HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME",
        "TERM", "NO_COLOR", "LINES", "COLUMNS", "LANGUAGE", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "LANG",
    ]

    static func environment() -> [String: String] {
        var result: [String: String] = [:]
        for name in variables {
            if let value = getenv(name) { result[name] = ByteText.decode(cString: value) }
        }
        return result
    }

    /// `--language` asking for one the locale's set cannot show: said, and exit as for an unplayable one (66).
    static func failUnshown(_ language: Language, _ charset: LocaleCharset) throws -> Never {
        fail(
            tr(
                """
                --language %s: %s's own letters cannot be shown in this locale's character set (%s): use a UTF-8 \
                locale (LANG=C.UTF-8)
                """,
                language.rawValue, language.name, PrintableText.name(charset.name)))
        throw ExitCode(66)
    }

    /// One line on stderr, escaped (it may quote a path, a flag's value or TERM).
    static func fail(_ message: String) {
        Console.err.say("evil-hangman: " + message)
    }
}
