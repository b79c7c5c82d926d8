import HangmanCore
import Testing
@testable import HangmanApp
@testable import HangmanScreens

/// The level ladder: three games in a row won (or lost) at a level, and the results window
/// offers the level above (or below) — one key, L, and the next game is dealt there.
@Suite struct LadderTests {
    /// Words of 8 letters none of which holds Q X Z J K V: six guesses of those lose a Normal game.
    static let common = WordList(name: "common.txt", entries: ["absolute", "elephant", "fountain", "graceful", "handsome", "imported",
                                                               "mountain", "relation", "stampede", "tropical"])

    static func lost(_ n: Int, level: Level) -> GameRecord {
        let preset = level.preset!
        return GameRecord(id: "before-\(n)", word: "absolute", won: false, missesMade: preset.missesAllowed, missesAllowed: preset.missesAllowed,
                          wordLength: 8, mode: .evil, endedAt: TestLists.now - 100 + Int64(n), host: preset.host, level: level,
                          list: .shipped(.common))
    }

    static func game(lostBefore: Int) -> TestGame {
        TestGame(settings: .firstLaunch, history: History(records: (0..<lostBefore).map { lost($0, level: .normal) }),
                 lists: [.common: common])
    }

    @Test func threeLossesInARowOfferTheLevelBelowAndLTakesIt() throws {
        var t = Self.game(lostBefore: 2)
        #expect(t.app.play.game.deal.level == .normal)
        t.type("qxzjkv")
        #expect(t.app.play.game.status == .lost)
        #expect(t.app.levelOffer == .easy)
        let screen = t.screen.text
        #expect(screen.contains("[L] Try Easy"), "\(screen)")
        #expect(ScoresPage.headline(t.app).0.hasSuffix("Three losses in a row at Normal: L tries Easy."), "\(screen)")
        let before = t.app.play.id
        let effects = t.press(.character("l"))
        #expect(t.app.play.id != before && t.app.windows.modal == nil)
        #expect(t.app.play.game.deal.level == .easy)
        #expect(t.app.settingsSide.settings.level == .easy)
        #expect(effects.contains { if case .saveSettings(let s) = $0 { return s.level == .easy } else { return false } })
    }

    @Test func noOfferBeforeThreeNorForAnotherGameAndLIsThenNoKey() throws {
        var t = Self.game(lostBefore: 1)
        t.type("qxzjkv")
        #expect(t.app.play.game.status == .lost && t.app.levelOffer == nil)
        #expect(!t.screen.text.contains("[L]"))
        let before = t.app.play.id
        t.press(.character("l"))
        #expect(t.app.play.id == before, "L offers nothing here")
        // Closed and opened again (F4), the window still speaks of that game and offers; once
        // another game is dealt, the high scores speak of none and offer nothing.
        var three = Self.game(lostBefore: 2)
        three.type("qxzjkv")
        three.press(.key(.escape))
        three.press(.key(.function(4)))
        #expect(three.app.levelOffer == .easy)
        three.press(.key(.escape))
        three.newGame()
        three.press(.key(.function(4)))
        #expect(three.app.windows.modal == .results(.scores) && three.app.levelOffer == nil)
    }
}
