import Testing
import HangmanCore
import TestSupport
import HangmanApp
import HangmanScreens

/// The translations (po/): complete, checked by msgfmt, and taken from the sources as they are now.
@Suite struct CatalogueTests {
    static let po = TestFiles.sourceRoot + "/po"

    /// `po/evil-hangman.pot` holds exactly the strings the sources hand to `tr`/`trn`/`trc`: a
    /// string added without `make pot` fails here, and so would one the extraction misread.
    @Test func theTemplateHoldsEveryStringOfTheSources() throws {
        let fresh = TestFiles.tempFolder() + "/fresh.pot"
        #expect(TestFiles.run([TestFiles.sourceRoot + "/scripts/update-pot", fresh]) == 0)
        let extracted = POCatalogue.msgids(in: try #require(TestFiles.read(fresh)))
        let committed = POCatalogue.msgids(in: try #require(TestFiles.read(Self.po + "/evil-hangman.pot")))
        #expect(extracted.count > 300)
        #expect(Set(extracted).subtracting(committed).sorted() == [], "run make pot: new strings")
        #expect(Set(committed).subtracting(extracted).sorted() == [], "run make pot: strings gone from the sources")
    }

    /// xgettext reads Swift as C: a `tr` call inside a string's interpolation is inside what C
    /// sees as a string, and would be left out of the template (and shown in English).
    @Test func noTranslatedStringIsWrittenInsideAnInterpolation() {
        for file in ArchitectureTests.swiftFiles(in: TestFiles.sourceRoot + "/Sources") {
            for (n, line) in (TestFiles.read(file) ?? "").split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(!Self.callsInsideAnInterpolation(line), "\(file):\(n + 1): \(line)")
            }
        }
    }

    /// Whether `line` holds `tr("`, `trn("` or `trc("` inside a `\(…)` of a string literal.
    static func callsInsideAnInterpolation(_ line: Substring) -> Bool {
        var inString = false, escaped = false
        var depth = 0  // open parentheses of the interpolation we are in (0: none)
        var chars = line[...]
        while let c = chars.first {
            if depth > 0 {
                if ["tr(\"", "trn(\"", "trc(\""].contains(where: { chars.hasPrefix($0) }) { return true }
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            } else if inString {
                if escaped { escaped = false; if c == "(" { depth = 1 } } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if chars.hasPrefix("//") {
                return false
            } else if c == "\"" {
                inString = true
            }
            chars = chars.dropFirst()
        }
        return false
    }

    @Test func theInterpolationCheckSeesWhatItLooksFor() {
        #expect(Self.callsInsideAnInterpolation(#"let a = " \(pad(x ? tr("miss") : "", 4))""#))
        #expect(!Self.callsInsideAnInterpolation(#"row(["\(i + 1)", tr("%d of %d", a, b)])"#))
        #expect(!Self.callsInsideAnInterpolation(#"// "\(tr("x"))" in a comment"#))
    }

    /// Every string of the template is translated in each catalogue, none left fuzzy, and msgfmt
    /// finds nothing wrong (placeholders, plural forms, header).
    @Test(arguments: Localization.shippedLanguages)
    func eachCatalogueIsCompleteAndChecked(language: String) throws {
        let template = POCatalogue.msgids(in: try #require(TestFiles.read(Self.po + "/evil-hangman.pot")))
        let catalogue = try #require(POCatalogue(language: language))
        #expect(catalogue.pluralRule != nil, "a plural rule the game reads")
        #expect(template.filter { catalogue.entries[$0] == nil }.sorted() == [], "untranslated in \(language).po")
        #expect(catalogue.fuzzy.sorted() == [], "fuzzy in \(language).po")
        #expect(TestFiles.run(["msgfmt", "-c", "-o", "/dev/null", Self.po + "/\(language).po"]) == 0)
    }

    /// A translation's placeholders: in order, by position, and `%%`.
    @Test func placeholdersAreFilledInOrderOrByPosition() {
        #expect(Localization.format("%s has %d", ["KIWI", "4"]) == "KIWI has 4")
        #expect(Localization.format("%2$d in %1$s", ["KIWI", "4"]) == "4 in KIWI")
        #expect(Localization.format("100%% of %s", ["it"]) == "100% of it")
        #expect(Localization.format("no directive", ["x"]) == "no directive")
        #expect(Localization.format("%s and %s", ["one"]) == "one and %s")
        #expect(Localization.format("50% off", []) == "50% off")
    }

    /// English, unless a catalogue is in use; a catalogue's plural form follows the count.
    @Test func englishWithoutACatalogueAndTheDutchFormsWithOne() throws {
        #expect(trn("%d miss", "%d misses", 1) == "1 miss")
        #expect(trn("%d miss", "%d misses", 3) == "3 misses")
        let dutch = try #require(POCatalogue(language: "nl"))
        Localization.$override.withValue(dutch) {
            #expect(trn("%d miss", "%d misses", 1) == "1 fout")
            #expect(trn("%d miss", "%d misses", 3) == "3 fouten")
            #expect(UIText.grouped(29_782) == "29.782")
        }
        #expect(UIText.grouped(29_782) == "29,782")
    }

    /// The languages the environment asks for, as gettext reads them.
    @Test func theLocaleIsReadAsGettextReadsIt() {
        #expect(Localization.requestedLanguages(environment: ["LANGUAGE": "nl:en", "LANG": "de_DE.UTF-8"]) == ["nl", "en", "de"])
        #expect(Localization.requestedLanguages(environment: ["LANGUAGE": "nl", "LANG": "C"]) == [])
        #expect(Localization.requestedLanguages(environment: ["LANGUAGE": "nl", "LC_ALL": "C.UTF-8"]) == ["nl"])
        #expect(Localization.requestedLanguages(environment: ["LC_MESSAGES": "nl_BE.UTF-8@euro", "LANG": "en_GB.UTF-8"]) == ["nl"])
        // No locale at all is C (LANGUAGE unread), and names are read as written.
        #expect(Localization.requestedLanguages(environment: ["LANGUAGE": "nl"]) == [])
        #expect(Localization.requestedLanguages(environment: ["LANGUAGE": "NL", "LANG": "C.UTF-8"]) == ["NL"])
    }
}
