import HangmanCore
import Testing
import TestSupport
@testable import HangmanApp
@testable import HangmanScreens

/// The screen in each shipped translation (`po/LL.po`, as `LANGUAGE=LL` gives it): every side,
/// window and note of the tour at 80×24, 60×20 and 120×40 speaks the language, nothing on it is left in
/// English, and the screens are recorded under Expected/ (`dutch-…`, `german-…`, `french-…`, `spanish-…`).
@Suite struct TranslatedScreenTests {
    static let sizes = [(80, 24), (60, 20), (120, 40)]
    static let languages = Localization.shippedLanguages

    /// The name the recorded screens of `code` start with.
    static func prefix(_ code: String) -> String { ["nl": "dutch", "de": "german", "fr": "french", "es": "spanish"][code] ?? code }

    static func catalogue(_ code: String) throws -> POCatalogue { try #require(POCatalogue(language: code)) }

    /// The tour (every side and window, help over each) at every size, drawn in the catalogue's language.
    static func tour(_ catalogue: POCatalogue) -> [(name: String, text: String)] {
        Localization.$override.withValue(catalogue) {
            sizes.flatMap { width, height in
                ScreenTour.stopsWithHelp(width: width, height: height).map { stop in
                    ("\(stop.name) at \(width)×\(height)", Layout.render(stop.game.app).screen.text)
                }
            }
        }
    }

    /// Every string a translated screen asked for is in the catalogue.
    @Test(arguments: languages)
    func everyStringShownIsInTheCatalogue(code: String) throws {
        let catalogue = try Self.catalogue(code)
        let screens = Self.tour(catalogue)
        #expect(screens.count > 40)
        #expect(catalogue.missing.sorted() == [], "asked for but not in po/\(code).po")
    }

    /// No English is left on a translated screen: each word of three letters or more with a small
    /// letter in it is in some translation of the catalogue (a string written without `tr` shows up here).
    @Test(arguments: languages)
    func noEnglishIsLeftOnATranslatedScreen(code: String) throws {
        let catalogue = try Self.catalogue(code)
        let known = Set(catalogue.entries.values.flatMap { $0 }.flatMap(Self.words).map { $0.lowercased() })
        let all = known.joined(separator: " ")
        for (name, text) in Self.tour(catalogue) {
            // A word cut to fit ("…enboek") is part of a translated one; a path is no English.
            let foreign = Set(Self.words(text.replacing(/\/[^\s│]+/, with: " "))).subtracting(Self.names).filter { !known.contains($0.lowercased()) && !all.contains($0.lowercased()) }
            #expect(foreign.sorted() == [], "\(code), \(name):\n\(text)")
        }
    }

    /// Words that belong on any screen: the languages' own names.
    static let names: Set<String> = ["English", "Nederlands", "Deutsch", "Français", "Español"]

    static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 && $0.contains(where: \.isLowercase) }
    }

    /// The recorded screens: the front side mid-game, the settings side, a lost game's results,
    /// How I cheated and help, at 80×24, 60×20 and 120×40, in each language.
    @Test(arguments: languages.flatMap { code in sizes.map { (code, $0.0, $0.1) } })
    func translatedScreens(code: String, width: Int, height: Int) throws {
        let catalogue = try Self.catalogue(code)
        func named(_ stop: String) -> String { "\(Self.prefix(code))-\(stop)-\(width)x\(height)" }
        Localization.$override.withValue(catalogue) {
            var playing = TestGame(settings: Settings(wordLength: 6, missesAllowed: 8, mode: .good), width: width, height: height)
            playing.type("eaz")
            check(playing.app, named("front"))
            playing.press(.key(.tab))
            check(playing.app, named("settings"))
            var lost = TestGame(settings: Settings(wordLength: 5, missesAllowed: 2, mode: .evil), width: width, height: height)
            lost.type("eqzx")
            #expect(lost.app.play.game.status == .lost)
            check(lost.app, named("lost"))
            lost.press(.character("c"))
            check(lost.app, named("how-i-cheated"))
            lost.press(.character("?"))
            check(lost.app, named("help"))
        }
    }

    /// A question names the language's own key for yes (J for Ja), and it answers it; Y still does.
    @Test(arguments: languages)
    func theLanguagesYesKeyAnswersYes(code: String) throws {
        let catalogue = try Self.catalogue(code)
        Localization.$override.withValue(catalogue) {
            let yes = KeyLabel.yes
            for key in Set([yes.key.lowercased(), "y"]) {
                var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
                t.type("q")
                t.press(.key(.control("n")))
                #expect(t.screen.text.contains("[\(yes.key)] \(yes.label)"), "\(code): \(t.screen.text)")
                let before = t.app.play.id
                t.press(.character(Character(key)))
                #expect(t.app.play.id != before, "\(code): \(key) did not answer yes")
            }
        }
    }

    func check(_ app: App, _ name: String) { ScreenTests().check(app, name) }
}
