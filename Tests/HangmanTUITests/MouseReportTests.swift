import Testing
@testable import HangmanTUI

/// Mouse reports are read by the game, not by curses: a left press is a click, and a malformed
/// report costs its own bytes only — the player's next Esc is never taken by it, and no byte of
/// it is typed as a guess.
@Suite struct MouseReportTests {
    static func keys(_ text: String, then: [Input] = []) -> [Input] {
        var out: [Input] = []
        for c in text { out.append(c == "\u{1b}" ? .key(.escape) : .character(c)) }
        return out + then
    }

    @Test func sgrAndX10PressesAreClicks() {
        var filter = InputFilter()
        #expect(filter.filter(Self.keys("\u{1b}[<0;13;5M\u{1b}[<0;13;5m")) == [.click(x: 12, y: 4)])
        #expect(filter.filter(Self.keys("\u{1b}[M" + String(UnicodeScalar(32)!) + String(UnicodeScalar(33 + 12)!) + String(UnicodeScalar(33 + 4)!)))
                == [.click(x: 12, y: 4)])
        // Other buttons, motion and releases are nothing.
        #expect(filter.filter(Self.keys("\u{1b}[<2;13;5M\u{1b}[<35;1;1M\u{1b}[<64;3;3M")) == [])
    }

    /// The reported attack: a malformed X10 report (bytes out of range, a 4-byte character, cut
    /// short), then the player's Esc and y — the Esc is an Esc, and no byte became a guess.
    @Test func aMalformedReportNeverSwallowsTheNextKey() {
        let malformed = ["\u{1b}[M\u{7f}\u{1}", "\u{1b}[M😀", "\u{1b}[M", "\u{1b}[M\u{1f}\u{1f}\u{1f}", "\u{1b}[<0;999999999999;1M",
                         "\u{1b}[<;;M", "\u{1b}[<0;1", "\u{1b}[<a"]
        for report in malformed {
            var filter = InputFilter()
            let got = filter.filter(Self.keys(report, then: [.key(.escape), .character("y")]))
            #expect(got.first == .key(.escape) || got.dropFirst().first == .key(.escape), "\(report.debugDescription): \(got)")
            #expect(got.contains(.key(.escape)) && got.last == .character("y"), "\(report.debugDescription): \(got)")
            let typed = got.filter { if case .character = $0 { return true }; return false }
            #expect(typed.count <= 2, "\(report.debugDescription): bytes of the report typed: \(got)")
        }
    }

    /// Through the app: the malformed report, Esc, then y answers "Quit?" — nothing is guessed.
    @Test func escAfterAMalformedReportStillAsksToQuit() {
        var t = TestGame()
        t.type("e")
        var filter = InputFilter()
        for input in filter.filter(Self.keys("\u{1b}[M\u{7f}\u{1}", then: [.key(.escape)])) { t.press(input) }
        #expect(t.app.windows.modal == .question(.quit))
        let effects = t.press(.character("y"))
        #expect(effects.contains(.quit))
        #expect(t.app.play.game.guessedLetters == ["e"])
    }
}
