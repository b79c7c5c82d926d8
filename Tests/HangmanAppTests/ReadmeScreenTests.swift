import Testing
import HangmanCore
import TestSupport
@testable import HangmanApp
@testable import HangmanScreens

/// The screens the README shows, drawn from the build with the shipped lists (and Debian's, for
/// the other languages), seeded: `make screens` records them into `Expected/readme-*.txt` and
/// writes them into README.md between `<!-- screen: NAME -->` markers, and a test fails when the
/// README shows anything else — a capture there can never drift from what the game draws.
@Suite struct ReadmeScreenTests {
    static let english: [WordListID: WordList] = [
        .full: TestFiles.wordList(TestFiles.resources + "/words.txt"),
        .common: TestFiles.wordList(TestFiles.resources + "/common.txt"),
        .phrases: TestFiles.wordList(TestFiles.resources + "/phrases.txt"),
    ]

    static func check(_ app: App, _ name: String) {
        let (ok, detail) = ExpectedScreens.matches(Layout.render(app).screen, "readme-" + name)
        #expect(ok, "\(name): \(detail)")
    }

    /// A new player's first game: the first start, help, the end, How I cheated.
    @Test func aFirstGame() {
        var t = TestGame(settings: .firstLaunch, seed: 8, lists: Self.english, firstLaunch: true)
        Self.check(t.app, "first-launch")
        t.press(.character("?"))
        Self.check(t.app, "help")
        t.press(.key(.escape))
        t.press(.character(" "))
        t.type("eo")
        Self.check(t.app, "playing")
        for letter in "rnlstucdmpbghyfkwvxzjq" where !t.app.play.game.isOver { t.type(String(letter)) }
        if t.app.play.game.isOver {
            Self.check(t.app, "game-over")
            t.press(.character("c"))
            Self.check(t.app, "how-i-cheated")
        } else {
            Issue.record("the seeded first game did not end: \(t.app.play.game.patternText)")
        }
    }

    /// A Good game won, the window set aside to see the board; the settings side; the pages.
    @Test func aWinTheSettingsAndThePages() {
        var t = TestGame(settings: Settings(wordLength: 8, missesAllowed: 7, mode: .good, wordList: .common), history: ScreenTour.fullHistory,
                         seed: 3, lists: Self.english)
        let secret = (t.app.play.game as? GoodGameplay)?.secret ?? ""
        t.type("e" + String(Set(secret).subtracting(["e"]).sorted()))
        t.press(.character(" "))
        Self.check(t.app, "won-board")
        t.press(.character(" "))
        t.press(.key(.enter))
        t.press(.key(.tab))
        Self.check(t.app, "settings")
        t.press(.key(.escape))
        t.newGame()
        t.press(.key(.function(4)))
        t.send(.window(.showScorePage(.custom)))
        Self.check(t.app, "custom-page")
    }

    /// A Spanish game (Ñ after N on the grid) and the screen in Dutch, from the everyday lists
    /// the game ships.
    @Test func otherLanguages() throws {
        let spanish = TestFiles.wordList(TestFiles.resources + "/everyday-es.txt", language: .spanish)
        let dutch = TestFiles.wordList(TestFiles.resources + "/everyday-nl.txt", language: .dutch)
        try #require(spanish.count(ofLength: 6) > 0 && dutch.count(ofLength: 8) > 0)
        var es = TestGame(settings: Settings(wordLength: 6, missesAllowed: 8, mode: .evil, host: .classic).speaking(.spanish), seed: 16,
                          lists: [.everyday(.spanish): spanish])
        es.type("eañ")
        Self.check(es.app, "spanish")
        let catalogue = try #require(POCatalogue(language: "nl"))
        try Localization.$override.withValue(catalogue) {
            var nl = TestGame(settings: Settings.firstLaunch.speaking(.dutch), seed: 3, lists: [.everyday(.dutch): dutch])
            try #require(nl.app.play.game.language == .dutch)
            nl.type("ein")
            Self.check(nl.app, "dutch")
        }
    }

    /// The README shows exactly the recorded screens.
    @Test func theReadmeShowsTheRecordedScreens() throws {
        let readme = try #require(TestFiles.read(TestFiles.sourceRoot + "/README.md"))
        var names: [String] = []
        for part in readme.split(separator: "<!-- screen: ").dropFirst() {
            let name = String(part.prefix { $0 != " " })
            names.append(name)
            let block = part.split(separator: "```").dropFirst().first.map { String($0.drop { $0 != "\n" }.dropFirst()) } ?? ""
            let expected = TestFiles.read(ExpectedScreens.folder + "/readme-" + name + ".txt")
            #expect(block == expected, "README's \(name) is not Expected/readme-\(name).txt: run make screens")
        }
        #expect(names == ["playing", "game-over"], "the README's pictures of the game: \(names)")
    }
}
