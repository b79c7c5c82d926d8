import Testing
@testable import HangmanCore

@Suite struct SettingsTests {
    @Test func defaultsAreAHardButFairFirstGame() {
        let d = Settings.defaults
        #expect(d.wordLength == 8)
        #expect(d.missesAllowed == 10)
        #expect(d.mode == .evil)
        #expect(d.wordList == .full)
    }

    @Test func outOfRangeValuesAreClamped() {
        #expect(Settings(missesAllowed: 0).missesAllowed == 1)
        #expect(Settings(missesAllowed: 99).missesAllowed == 26)
        #expect(Settings(wordLength: -3).wordLength == 1)
        var s = Settings()
        s.missesAllowed = 40
        #expect(s.missesAllowed == 26)
    }

    @Test func aLengthTheListCannotServeMovesToTheNearestAndSaysSo() throws {
        let common = ShippedLists.common
        let (length, note) = Settings(wordLength: 24).playableLength(in: common)
        #expect(length == 22)
        #expect(note?.contains("no words longer than 22") == true)
        let gappy = WordList(name: "mine.txt", entries: ["ab", "abcde"])
        let (l2, n2) = Settings(wordLength: 3).playableLength(in: gappy)
        #expect(l2 == 2)
        #expect(n2 == "mine.txt has no 3-letter words: playing 2")
        #expect(Settings(wordLength: 5).playableLength(in: gappy).note == nil)
    }
}
