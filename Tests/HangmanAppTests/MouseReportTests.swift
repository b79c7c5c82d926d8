import Testing
@testable import HangmanApp
@testable import HangmanScreens

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

    /// A malformed report (bytes out of range, a 4-byte character, cut short, numbers past any
    /// screen, a final byte no report has) costs nothing: no byte of it is typed as a guess, and
    /// the player's Esc and y that come next (their own reads, as a person types) are Esc and y.
    @Test func aMalformedReportNeverSwallowsTheNextKey() {
        let malformed = ["\u{1b}[M\u{7f}\u{1}", "\u{1b}[M😀", "\u{1b}[M", "\u{1b}[M\u{1f}\u{1f}\u{1f}", "\u{1b}[<0;999999999999;1M",
                         "\u{1b}[<;;M", "\u{1b}[<0;1", "\u{1b}[<a", "\u{1b}[<garbage", "\u{1b}[<0;1;1xq"]
        for report in malformed {
            var filter = InputFilter()
            var got = filter.filter(Self.keys(report))
            let typed = got.filter { if case .character = $0 { return true }; return false }
            #expect(typed.isEmpty, "\(report.debugDescription): bytes of the report typed: \(got)")
            if filter.isHolding { got += filter.flush() }
            // (A report far off the screen is a click there, which nothing on screen answers.)
            #expect(got.allSatisfy { if case .click = $0 { return true }; return $0 == .key(.unknown) }, "\(report.debugDescription): \(got)")
            #expect(filter.filter([.key(.escape)]) == [] && filter.flush() == [.key(.escape)])
            #expect(filter.filter([.character("y")]) == [.character("y")])
        }
    }

    /// A sequence a slow link splits between reads is read whole: a report's rest, an arrow's,
    /// a paste marker's. A lone Esc is held a moment and is the Esc key when nothing follows.
    @Test func aSequenceSplitBetweenReadsIsReadWhole() {
        var filter = InputFilter()
        #expect(filter.filter(Self.keys("\u{1b}[<0;10")) == [] && filter.isHolding)
        #expect(filter.filter(Self.keys(";5M")) == [.click(x: 9, y: 4)] && !filter.isHolding)
        #expect(filter.filter(Self.keys("\u{1b}[M")) == [])
        #expect(filter.filter(Self.keys(" !!")) == [.click(x: 0, y: 0)])
        #expect(filter.filter(Self.keys("\u{1b}")) == [])
        #expect(filter.filter(Self.keys("[C")) == [.key(.right)])
        #expect(filter.filter(Self.keys("\u{1b}[20")) == [])
        #expect(filter.filter(Self.keys("0~abc\u{1b}[201~")) == [.paste(characters: 3)])
        #expect(filter.filter(Self.keys("\u{1b}")) == [] && filter.flush() == [.key(.escape)])
    }

    /// Keys in the forms terminals send that their description may not name are those keys;
    /// Alt with a key, and any sequence the game does not know, is one unknown key — never Esc
    /// (which asks to quit) and never a guess.
    @Test func keysTerminalsSendAreReadAndTheRestIsOneUnknownKey() {
        let keys: [(String, Input)] = [("\u{1b}[1~", .key(.home)), ("\u{1b}[4~", .key(.end)), ("\u{1b}[H", .key(.home)),
                                       ("\u{1b}[F", .key(.end)), ("\u{1b}OH", .key(.home)), ("\u{1b}[5~", .key(.pageUp)),
                                       ("\u{1b}[11~", .key(.function(1))), ("\u{1b}OS", .key(.function(4))), ("\u{1b}[15~", .key(.function(5))),
                                       ("\u{1b}[1;5C", .key(.right)), ("\u{1b}[Z", .key(.backTab)),
                                       ("\u{1b}e", .key(.unknown)), ("\u{1b}y", .key(.unknown)), ("\u{1b}[99~", .key(.unknown)),
                                       ("\u{1b}[?1;2c", .key(.unknown)), ("\u{1b}Ox", .key(.unknown))]
        for (sequence, key) in keys {
            var filter = InputFilter()
            #expect(filter.filter(Self.keys(sequence)) == [key], "\(sequence.debugDescription)")
        }
        // Esc and a key that is no character, in one read, are those two keys (Esc Esc, Esc Tab).
        var filter = InputFilter()
        #expect(filter.filter([.key(.escape), .key(.escape)]) == [.key(.escape)] && filter.flush() == [.key(.escape)])
        #expect(filter.filter([.key(.escape), .key(.tab), .key(.escape), .key(.control("n"))]) == [.key(.escape), .key(.tab), .key(.escape), .key(.control("n"))])
    }

    /// Through the app: the malformed report, then Esc, then y answers "Quit?" — nothing is
    /// guessed; Alt+Y is an unknown key, never a quit.
    @Test func escAfterAMalformedReportStillAsksToQuit() {
        var t = TestGame()
        t.type("e")
        var filter = InputFilter()
        for input in filter.filter(Self.keys("\u{1b}[M\u{7f}\u{1}")) { t.press(input) }
        for input in filter.filter([.key(.escape)]) + filter.flush() { t.press(input) }
        #expect(t.app.windows.modal == .question(.quit))
        let effects = t.press(.character("y"))
        #expect(effects.contains(.quit))
        #expect(t.app.play.game.guessedLetters == ["e"])
        var alt = TestGame()
        for input in filter.filter(Self.keys("\u{1b}y")) { alt.press(input) }
        #expect(alt.app.windows.modal == nil && !alt.driver.hasQuit && alt.app.play.game.guessedLetters.isEmpty)
    }
}
