import Testing
import HangmanCore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The release binary, installed in a prefix whose Dutch catalogue is damaged: cut short, its
/// tables out of range, a plural rule dividing by zero, a FIFO, translations holding escape
/// sequences. Each run under `LANGUAGE=nl` ends normally within seconds, in English where the
/// catalogue was refused (with one note saying why), and no byte of a translation acts on the
/// terminal — in `--plain`, `--help` and stderr.
@Suite(.serialized) struct CatalogueEndToEndTests {
    /// A prefix with the release binary in bin/ and `catalogue` as its Dutch .mo (nil: a FIFO).
    static func prefix(_ catalogue: [UInt8]?) throws -> String {
        let prefix = Spawn.tempFolder()
        let locale = prefix + "/share/locale/nl/LC_MESSAGES"
        try #require(Spawn.run(["mkdir", "-p", prefix + "/bin", locale]).status == 0)
        try #require(Spawn.run(["cp", InstallTests.release, prefix + "/bin/evil-hangman"]).status == 0)
        if let catalogue {
            let fd = open(locale + "/evil-hangman.mo", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            _ = catalogue.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        } else {
            try #require(mkfifo(locale + "/evil-hangman.mo", 0o644) == 0)
        }
        return prefix
    }

    static func play(_ prefix: String, _ args: [String], input: String = "e\nquit\n") -> (status: Int32, out: String, err: String, seconds: Double) {
        let stdin = Spawn.file(input)
        defer { unlink(stdin) }
        let data = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", data]) }
        let start = Spawn.monotonic()
        let r = Spawn.run(["/usr/bin/timeout", "-s", "KILL", "20", prefix + "/bin/evil-hangman"] + args + ["--data-dir", data], stdin: stdin,
                          environment: ["PATH=/usr/bin:/bin", "HOME=\(data)", "LANG=C.UTF-8", "LANGUAGE=nl"])
        return (r.status, r.out, r.err, Spawn.monotonic() - start)
    }

    static var shipped: [UInt8] { TestFiles.bytes(Spawn.root + "/.build/locale/nl/LC_MESSAGES/evil-hangman.mo") ?? [] }

    @Test func aDamagedCatalogueMeansEnglishAndOneNote() throws {
        try #require(access(InstallTests.release, X_OK) == 0, "make test builds the release binary first")
        let good = Self.shipped
        try #require(good.count > 20_000)
        var offsets = good
        for i in 12..<20 { offsets[i] = 0xff }  // the tables' offsets, far past the end
        let divides = MOFile.bytes([("Quit?", "Stoppen?")], header: "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=n/0;\n")
        let cases: [(String, [UInt8]?)] = [("cut to 1.5 KB", Array(good.prefix(1_500))), ("cut to 7.5 KB", Array(good.prefix(7_500))),
                                            ("cut to 20 KB", Array(good.prefix(20_000))), ("offsets out of range", offsets),
                                            ("plural=n/0", divides), ("a FIFO", nil), ("empty", [])]
        for (name, catalogue) in cases {
            let prefix = try Self.prefix(catalogue)
            defer { Spawn.run(["rm", "-rf", prefix]) }
            let r = Self.play(prefix, ["--plain", "--seed", "1"])
            #expect(r.status == 0, "\(name): status \(r.status) \(r.err)")
            #expect(r.seconds < 10, "\(name): took \(r.seconds) s")
            #expect(r.out.contains("Evil Hangman, line mode"), "\(name): not English\n\(r.out)")
            #expect(r.out.contains("Note: the translation") && r.out.contains("could not be used"), "\(name): no note\n\(r.out)")
        }
    }

    /// Translations that hold escape sequences, a carriage return, a backspace or a direction
    /// override: spelled out in every front end, never sent.
    @Test func aTranslationsEscapeSequencesNeverReachTheTerminal() throws {
        try #require(access(InstallTests.release, X_OK) == 0, "make test builds the release binary first")
        let hostile = "\u{1b}]52;c;cm0gLXJm\u{7}\u{1b}[2J\r\u{8}\u{202e}"
        let entries = [("Evil Hangman, line mode: one letter a line; new, help and quit are commands.", "Gemeen Galgje" + hostile),
                       ("Hangman against a host that cheats.", "Galgje" + hostile),
                       ("--misses must be from 1 to 26 (got %d)", "samen %d" + hostile)]
        let prefix = try Self.prefix(MOFile.bytes(entries))
        defer { Spawn.run(["rm", "-rf", prefix]) }
        for args in [["--plain", "--seed", "1"], ["--help"], ["--plain", "--misses", "0"]] {
            let r = Self.play(prefix, args)
            let all = r.out + r.err
            #expect(!all.unicodeScalars.contains { $0.value == 0x1b || $0.value == 0x07 || $0.value == 0x08 || $0.value == 0x0d || $0.value == 0x202e },
                    "\(args): a control character reached the terminal")
            #expect(all.contains("^[]52;c;"), "\(args): the translation is not spelled out: \(all)")
        }
    }
}
