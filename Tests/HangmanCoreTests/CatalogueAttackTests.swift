import Testing
import TestSupport
@testable import HangmanCore

/// A catalogue is outside input: the game reads its `.mo` itself and checks it whole before a
/// string of it is used. Truncated, with tables or strings out of range, with a plural rule that
/// divides by zero or names a form it does not have, not UTF-8 — each is refused with its reason
/// (the game then speaks English), and never crashes; a translation's control characters and
/// direction overrides are spelled out as any outside text is.
@Suite struct CatalogueAttackTests {
    static let sample: [(String, String)] = [("Quit?", "Stoppen?"), ("%d miss\u{0}%d misses", "%d misser\u{0}%d missers"),
                                              ("the key that answers yes\u{4}Y", "J")]

    @Test func aWellMadeCatalogueReadsInEitherByteOrder() throws {
        for bigEndian in [false, true] {
            let c = try MOCatalogue(bytes: MOFile.bytes(Self.sample, bigEndian: bigEndian))
            #expect(c.translation(of: "Quit?") == "Stoppen?")
            #expect(c.translation(singular: "%d miss", plural: "%d misses", count: 1) == "%d misser")
            #expect(c.translation(singular: "%d miss", plural: "%d misses", count: 7) == "%d missers")
            #expect(c.translation(of: "the key that answers yes\u{4}Y") == "J")
            #expect(c.translation(of: "Nothing") == nil)
        }
    }

    /// The shipped Dutch catalogue, as `make` compiles it, reads to exactly what po/nl.po says.
    @Test func theShippedCatalogueReadsAsItsSource() throws {
        let path = TestFiles.sourceRoot + "/.build/locale/nl/LC_MESSAGES/evil-hangman.mo"
        let bytes = try #require(TestFiles.bytes(path), "make locale compiles it")
        let compiled = try MOCatalogue(bytes: bytes)
        let source = try #require(POCatalogue(language: "nl"))
        #expect(source.entries.count > 400)
        for (key, forms) in source.entries {
            if forms.count == 1 {
                #expect(compiled.translation(of: key) == MOCatalogue.escaped(forms[0]), "\(key)")
            } else {
                #expect(compiled.translation(singular: key, plural: "", count: 1) == forms[0], "\(key)")
                #expect(compiled.translation(singular: key, plural: "", count: 5) == forms[1], "\(key)")
            }
        }
    }

    /// Cut at every length, and every word of its tables set to a wild value: refused or read,
    /// never a crash, never a string from outside the file.
    @Test func truncatedOrWildCataloguesAreRefusedNotFollowed() throws {
        let path = TestFiles.sourceRoot + "/.build/locale/nl/LC_MESSAGES/evil-hangman.mo"
        let good = try #require(TestFiles.bytes(path))
        var refused = 0
        for length in stride(from: 0, to: good.count, by: 61) {
            if (try? MOCatalogue(bytes: Array(good.prefix(length)))) == nil { refused += 1 }
        }
        #expect(refused == (0..<good.count).filter { $0 % 61 == 0 }.count, "a cut catalogue was read")
        var rng = SeededGenerator(seed: 9)
        for _ in 0..<2_000 {
            var bad = good
            let at = 4 * Int.random(in: 1..<min(2_000, good.count / 4), using: &rng)
            let value = [UInt32.max, 0x7fff_ffff, UInt32(good.count), UInt32(good.count - 1), UInt32.random(in: 0...UInt32.max, using: &rng)]
                .randomElement(using: &rng)!
            for i in 0..<4 { bad[at + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(i))) }
            _ = try? MOCatalogue(bytes: bad)
        }
        #expect(throws: MOCatalogue.Problem.self) { try MOCatalogue(bytes: Array(repeating: 0xde, count: 100)) }
    }

    /// A plural rule is evaluated by the game, and refused unless it gives a form for every count.
    @Test func aPluralRuleThatCannotBeEvaluatedIsRefused() {
        for rule in ["n/0", "n%0", "(n", "n ? 1", "n != 1 ? 2 : 0", "n+", "x", "((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((n))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))",
                     "n*99999999*99999999*99999999", "-1", "n==0 ? 0 : 1/(n-1)"] {
            let header = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=\(rule);\n"
            #expect(throws: MOCatalogue.Problem.self, "\(rule)") { try MOCatalogue(bytes: MOFile.bytes(Self.sample, header: header)) }
        }
        for (rule, count) in [("n != 1", 2), ("n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2", 3), ("0", 1)] {
            let header = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=\(count); plural=\(rule);\n"
            let forms = (0..<count).map { "f\($0)" }.joined(separator: "\u{0}")
            #expect((try? MOCatalogue(bytes: MOFile.bytes([("a\u{0}b", forms)], header: header))) != nil, "\(rule)")
        }
        // A plural entry with fewer forms than the rule has.
        let three = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=3; plural=n%3;\n"
        #expect(throws: MOCatalogue.Problem.self) { try MOCatalogue(bytes: MOFile.bytes(Self.sample, header: three)) }
    }

    @Test func aCatalogueNotInUTF8IsRefused() {
        let latin = "Content-Type: text/plain; charset=ISO-8859-1\nPlural-Forms: nplurals=2; plural=(n != 1);\n"
        #expect(throws: MOCatalogue.Problem.self) { try MOCatalogue(bytes: MOFile.bytes(Self.sample, header: latin)) }
        var bytes = MOFile.bytes([("Quit?", "Stoppen?")])
        bytes[bytes.count - 3] = 0xff  // inside "Stoppen?": not UTF-8
        #expect(throws: MOCatalogue.Problem.self) { try MOCatalogue(bytes: bytes) }
    }

    /// Escape sequences in a translation never reach a terminal: spelled out, line breaks kept.
    @Test func aTranslationsControlCharactersAreSpelledOut() throws {
        let hostile = [("Quit?", "\u{1b}]52;c;aGk=\u{7}\u{1b}[2J\rStop\u{8}\u{202e}pots"), ("Help", "one\ntwo")]
        let c = try MOCatalogue(bytes: MOFile.bytes(hostile))
        let text = try #require(c.translation(of: "Quit?"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202e || (0x7f..<0xa0).contains($0.value) })
        #expect(text.contains("^[]52") && text.contains("\\u{202E}"))
        #expect(c.translation(of: "Help") == "one\ntwo")
    }

    /// A translation whose directives are not its English's (`%@`, `%n`, a `%s` too many, one
    /// too few) or that holds a NUL is left out, counted, and said in English; a plural form may
    /// leave out its count. Invisible characters (zero-width space, word joiner) are spelled out.
    @Test func aTranslationWithOtherDirectivesIsSaidInEnglish() throws {
        let entries = [("%s is not a letter", "%@ %n"), ("You already tried %s", "%s %s"), ("No %s", "Geen"), ("Quit?", "Stop\u{0}pen?"),
                       ("Type a letter", "Typ een\u{200B} letter"), ("%d miss\u{0}%d misses", "één misser\u{0}%d missers"),
                       ("%d word\u{0}%d words", "%s woord\u{0}%d woorden"), ("won %d/%d", "%2$d/%1$d gewonnen")]
        let c = try MOCatalogue(bytes: MOFile.bytes(entries))
        #expect(c.leftOut == 5)
        #expect(c.translation(of: "%s is not a letter") == nil && c.translation(of: "You already tried %s") == nil)
        #expect(c.translation(of: "No %s") == nil && c.translation(of: "Quit?") == nil)
        #expect(c.translation(of: "Type a letter") == "Typ een\\u{200B} letter")
        #expect(c.translation(singular: "%d miss", plural: "%d misses", count: 1) == "één misser")
        #expect(c.translation(singular: "%d word", plural: "%d words", count: 2) == nil)
        #expect(c.translation(of: "won %d/%d") == "%2$d/%1$d gewonnen")
    }
}
