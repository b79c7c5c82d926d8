import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens

/// Words a player speaks: no list codenames or protocol names, no "family", results in words
/// (the share line, meant to be pasted, may stay compact), and a phrase game says phrase.
@Suite struct PlainWordsTests {
    static let jargon = ["web2", "family", "families", "OSC", "post-mortem", "Setup", "[H] Scores", "Cheats"]

    @Test func noScreenUsesTheGamesOwnJargon() {
        for (width, height) in [(60, 20), (80, 24), (120, 40)] {
            for stop in ScreenTour.stopsWithHelp(width: width, height: height) {
                let text = Layout.render(stop.game.app).screen.text
                for word in Self.jargon {
                    #expect(!text.contains(word), "\(stop.name) at \(width)x\(height) says \(word)")
                }
                // "won 1/6" reads as a score out of six; only the share line keeps the short form.
                // The result is the share line's last part but the challenge's.
                let parts = stop.game.app.shareText.map { $0.line.split(separator: " · ").filter { !$0.hasPrefix("challenge") } } ?? []
                let result = parts.last.map(String.init) ?? "\u{0}"
                for line in text.split(separator: "\n") where !line.contains(result) {
                    #expect(line.firstMatch(of: /\d+\/\d+/) == nil, "\(stop.name): \(line)")
                }
            }
        }
    }

    @Test func aPhraseGameSaysPhrase() throws {
        var t = TestGame(settings: Settings(wordLength: 8, missesAllowed: 26, mode: .good, wordList: .phrases))
        let secret = try #require((t.app.play.game as? GoodGameplay)?.secret)
        #expect(secret.contains(" "))
        t.type(String(secret.first!))
        #expect(t.app.note?.text.contains("in the phrase") == true, "\(String(describing: t.app.note))")
        #expect(t.screen.text.contains("8 characters"))
        t.press(.key(.tab))
        #expect(t.screen.text.contains("Phrase length"))
    }
}
