import HangmanCore
import Testing
import TestSupport
@testable import HangmanTUI

/// The screen in Dutch (`po/nl.po`, as `LANGUAGE=nl` gives it): every side, window and note of
/// the tour at 80×24 and 60×20 speaks Dutch, nothing on it is left in English, and the screens
/// are recorded under Expected/.
@Suite struct DutchScreenTests {
    static let sizes = [(80, 24), (60, 20)]

    /// The tour (every side and window, help over each) at both sizes, drawn in Dutch.
    static func tour(_ dutch: POCatalogue) -> [(name: String, text: String)] {
        Localization.$override.withValue(dutch) {
            sizes.flatMap { width, height in
                ScreenTour.stopsWithHelp(width: width, height: height).map { stop in
                    ("\(stop.name) at \(width)×\(height)", Layout.render(stop.game.app).screen.text)
                }
            }
        }
    }

    /// Every string a Dutch screen asked for is in the catalogue.
    @Test func everyStringShownIsInTheCatalogue() throws {
        let dutch = try #require(POCatalogue(language: "nl"))
        let screens = Self.tour(dutch)
        #expect(screens.count > 40)
        #expect(dutch.missing.sorted() == [], "asked for but not in po/nl.po")
    }

    /// No English is left on a Dutch screen: each word of three letters or more with a small
    /// letter in it is in some Dutch translation (a string written without `tr` shows up here).
    @Test func noEnglishIsLeftOnADutchScreen() throws {
        let dutch = try #require(POCatalogue(language: "nl"))
        let known = Set(dutch.entries.values.flatMap { $0 }.flatMap(Self.words).map { $0.lowercased() })
        let all = known.joined(separator: " ")
        for (name, text) in Self.tour(dutch) {
            // A word cut to fit ("…enboek") is part of a translated one.
            let foreign = Set(Self.words(text)).subtracting(Self.names).filter { !known.contains($0.lowercased()) && !all.contains($0.lowercased()) }
            #expect(foreign.sorted() == [], "\(name):\n\(text)")
        }
    }

    /// Words that are Dutch on any Dutch screen: the languages' own names and the shipped lists' words.
    static let names: Set<String> = ["English", "Nederlands", "Deutsch", "Français", "Español"]

    static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 && $0.contains(where: \.isLowercase) }
    }

    /// The recorded Dutch screens: the front side mid-game, the settings side, a lost game's
    /// results, How I cheated and help, at 80×24 and 60×20.
    @Test(arguments: sizes)
    func dutchScreens(width: Int, height: Int) throws {
        let dutch = try #require(POCatalogue(language: "nl"))
        let size = "\(width)x\(height)"
        Localization.$override.withValue(dutch) {
            var playing = TestGame(settings: Settings(wordLength: 6, missesAllowed: 8, mode: .good), width: width, height: height)
            playing.type("eaz")
            check(playing.app, "dutch-front-\(size)")
            playing.press(.key(.tab))
            check(playing.app, "dutch-settings-\(size)")
            var lost = TestGame(settings: Settings(wordLength: 5, missesAllowed: 2, mode: .evil), width: width, height: height)
            lost.type("eqzx")
            #expect(lost.app.play.game.status == .lost)
            check(lost.app, "dutch-lost-\(size)")
            lost.press(.character("c"))
            check(lost.app, "dutch-how-i-cheated-\(size)")
            lost.press(.character("?"))
            check(lost.app, "dutch-help-\(size)")
        }
    }

    /// A Dutch question names J for Ja, and J answers it (Y still does).
    @Test func jAnswersYesInDutch() throws {
        let dutch = try #require(POCatalogue(language: "nl"))
        Localization.$override.withValue(dutch) {
            for key in ["j", "y"] {
                var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good))
                t.type("q")
                t.press(.key(.control("n")))
                #expect(t.screen.text.contains("[J] Ja"))
                let before = t.app.play.id
                t.press(.character(Character(key)))
                #expect(t.app.play.id != before, "\(key) did not answer yes")
            }
        }
    }

    func check(_ app: App, _ name: String) { ScreenTests().check(app, name) }
}
