import Testing
import Foundation
@testable import HangmanCore

@Suite struct SettingsTests {
    @Test func defaultsAreAHardButFairFirstGame() {
        let d = Settings.defaults
        #expect(d.wordLength == 8)
        #expect(d.missesAllowed == 10)
        #expect(d.mode == .evil)
        #expect(d.wordList == .full)
    }

    /// "Words that fit" is saved as `wordsLeft`; a file from before it (or one with a value of another type) shows them.
    @Test func theWordsThatFitSettingIsSavedAndShownWhereAFileSaysNothing() throws {
        var hidden = Settings.defaults
        hidden.showsWordsLeft = false
        let saved = try PropertyListEncoder().encode(hidden)
        #expect(try PropertyListDecoder().decode(Settings.self, from: saved).showsWordsLeft == false)
        for older in ["<dict><key>version</key><integer>2</integer></dict>", "<dict><key>wordsLeft</key><string>no</string></dict>"] {
            let file = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\">\(older)</plist>"
            #expect(try PropertyListDecoder().decode(Settings.self, from: Data(file.utf8)).showsWordsLeft)
        }
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
        #expect(length == 18)
        #expect(note?.contains("no words longer than 18") == true)
        let gappy = WordList(name: "mine.txt", entries: ["ab", "abcde"])
        let (l2, n2) = Settings(wordLength: 3).playableLength(in: gappy)
        #expect(l2 == 2)
        #expect(n2 == "mine.txt has no 3-letter words: playing 2")
        #expect(Settings(wordLength: 5).playableLength(in: gappy).note == nil)
    }
}

/// Another language and back: the English list played before comes back (it was reset to the
/// common words without a word), and is kept in the file.
@Suite struct LanguageRoundTripTests {
    @Test func theEnglishListComesBackWithEnglish() throws {
        for list in WordListID.shipped {
            let english = Settings(wordLength: 8, missesAllowed: 9, mode: .evil, wordList: list)
            let back = english.speaking(.dutch).speaking(.english)
            #expect(back.wordList == list, "\(list) became \(back.wordList)")
            let saved = try PropertyListEncoder().encode(english.speaking(.dutch))
            #expect(try PropertyListDecoder().decode(Settings.self, from: saved).speaking(.english).wordList == list)
        }
        // A level plays its own list in English, whatever was played before.
        #expect(Settings.firstLaunch.speaking(.dutch).speaking(.english).wordList == .common)
    }
}
