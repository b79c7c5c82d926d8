import Testing
import HangmanCore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The real binary with `LANGUAGE=nl`: gettext finds the compiled catalogue (`make` puts it in
/// `.build/locale`) and the full screen, the line mode and stderr speak Dutch. The expected
/// texts come from po/nl.po itself, so a changed translation changes them too.
@Suite struct DutchScreenGameTests {
    static let dutch = POCatalogue(language: "nl")
    /// A Dutch player's environment: the locale C.UTF-8 (always there) with Dutch asked for.
    static let environment = ["PATH=/usr/bin:/bin", "LANG=C.UTF-8", "LANGUAGE=nl"]

    func nl(_ msgid: String, _ arguments: String...) throws -> String {
        let text = try #require(Self.dutch?.translation(of: msgid), "not in po/nl.po: \(msgid)")
        return Localization.format(text, arguments)
    }

    func run(_ args: [String], input: String = "", environment: [String] = environment) -> (status: Int32, out: String, err: String) {
        let stdin = Spawn.file(input)
        defer { unlink(stdin) }
        return Spawn.run([Spawn.binary, "--data-dir", Spawn.tempFolder()] + args, stdin: stdin, environment: environment)
    }

    /// A game lost to the end on the full screen at 80×24 and 60×20, the settings side on the way.
    @Test(arguments: [(80, 24), (60, 20)])
    func aGameIsPlayedInDutchOnTheFullScreen(width: Int, height: Int) throws {
        let game = try TmuxGame(["--good", "--seed", "4", "--length", "5", "--misses", "2"], width: width, height: height,
                                environment: ["TERM=xterm-256color"] + Self.environment)
        try game.waitFor(try nl("Misses left:"))
        game.send("Tab")
        try game.waitFor(try nl("Misses allowed"))
        #expect(game.screen.contains(try nl("Word length")))
        game.send("Escape")
        try game.waitFor(try nl("Misses left:"))
        game.type("qzx")
        let end = try game.waitUntil("the lost game in Dutch") { $0.contains(try! nl("Game over")) }
        #expect(!end.contains("Misses left") && !end.contains("Game over"), "\(end)")
    }

    /// `--plain` speaks Dutch from its first line to its last, and its commands have Dutch words too.
    @Test func theLineModeSpeaksDutch() throws {
        let r = run(["--plain", "--good", "--seed", "4", "--length", "5", "--misses", "1"], input: "q\nnieuw\nstop\n")
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains(try nl("Evil Hangman, line mode: one letter a line; new, help and quit are commands.")), "\(r.out)")
        #expect(r.out.contains(try nl("Your guess:")))
        #expect(r.out.contains(try nl("High scores, %s page:", try nl("Good"))))
        #expect(!r.out.contains("Your guess") && !r.out.contains("Misses left"), "\(r.out)")
    }

    /// Messages on stderr and --help are Dutch; the flags themselves are not translated.
    @Test func stderrAndHelpSpeakDutch() throws {
        let bad = run(["--misses", "99"])
        #expect(bad.status == 64)
        #expect(bad.err.contains(try nl("--misses must be from 1 to 26 (got %d)", "99")), "\(bad.err)")
        let help = run(["--help"])
        #expect(help.status == 0)
        #expect(help.out.contains(try nl("Hangman against a host that cheats.")), "\(help.out)")
        #expect(help.out.contains("--misses"))
    }

    /// As gettext has it: in the plain C locale LANGUAGE is not read, so the game speaks English.
    @Test func thePlainCLocaleStaysEnglish() {
        let r = run(["--plain", "--seed", "4"], input: "stop\nquit\n", environment: ["PATH=/usr/bin:/bin", "LANG=C", "LANGUAGE=nl"])
        #expect(r.out.contains("Your guess:"), "\(r.out)")
    }
}

extension DutchScreenGameTests {
    /// `--json` is a protocol: its messages and commands are English whatever the locale.
    @Test func theJSONProtocolStaysEnglish() {
        let r = run(["--json", "--seed", "4"], input: "7\nnieuw\n")
        #expect(r.out.contains("\"message\":\"7 is not a letter\""), "\(r.out)")
        #expect(r.out.contains("nieuw") && r.out.contains("more than one letter"), "\(r.out)")
    }

    /// LANGUAGE may name a folder; gettext is told only the language the game chose, so no
    /// catalogue but the game's own is read (a planted one would put its words, and its escape
    /// sequences, on the screen).
    @Test func aPlantedCatalogueIsNeverRead() throws {
        let folder = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", folder]) }
        Spawn.run(["mkdir", "-p", folder + "/evil/LC_MESSAGES"])
        TestFiles.write("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Your guess:\"\nmsgstr \"PWNED \\033[31m\"\n",
                        to: folder + "/evil.po")
        try #require(Spawn.run(["msgfmt", "-o", folder + "/evil/LC_MESSAGES/evil-hangman.mo", folder + "/evil.po"]).status == 0)
        let relative = String(repeating: "../", count: 12) + folder.dropFirst() + "/evil"
        let r = run(["--plain", "--seed", "4"], input: "stop\n",
                    environment: ["PATH=/usr/bin:/bin", "LANG=C.UTF-8", "LANGUAGE=\(relative):nl"])
        #expect(!r.out.contains("PWNED") && !r.out.contains("\u{1B}"), "\(r.out)")
        #expect(r.out.contains(try nl("Your guess:")), "\(r.out)")
    }

    /// Asking for English first is English, though gettext would take the next language that has a catalogue.
    @Test func englishFirstIsEnglish() {
        let r = run(["--plain", "--seed", "4"], input: "quit\n", environment: ["PATH=/usr/bin:/bin", "LANG=C.UTF-8", "LANGUAGE=en:nl"])
        #expect(r.out.contains("Your guess:"), "\(r.out)")
    }

    /// The parser's own messages, and its help's headings, speak Dutch too.
    @Test func theParsersMessagesSpeakDutch() throws {
        let unknown = run(["--bogus"])
        #expect(unknown.status == 64)
        let unknownOption = try nl("Unknown option '%s'", "--bogus")
        #expect(unknown.err.contains(unknownOption), "\(unknown.err)")
        let both = run(["--evil", "--good"])
        let notTogether = try nl("'%2$s' and '%1$s' cannot be used together", "--good", "--evil")
        #expect(both.err.contains(notTogether), "\(both.err)")
        let help = run(["--help"]).out
        let (usage, helpFlag) = (try nl("USAGE:"), try nl("Show help information."))
        #expect(help.contains(usage) && help.contains(helpFlag), "\(help)")
    }
}
