import Foundation
import Testing
@testable import HangmanCore

/// Levels named for players: presets of host, list, lengths and misses; Custom keeps the knobs.
@Suite struct DifficultyTests {
    @Test func theFirstLaunchPlaysNormalAndEachPresetSetsItsKnobs() throws {
        #expect(Settings.firstLaunch.level == .normal)
        for level in Level.allCases {
            let s = Settings(wordLength: 3, missesAllowed: 20, mode: .good).choosing(level)
            guard let p = level.preset else {
                #expect(s.wordLength == 3 && s.missesAllowed == 20 && s.mode == .good)
                continue
            }
            #expect(s.mode == .evil && s.host == p.host && s.wordList == p.wordList && s.missesAllowed == p.missesAllowed)
            #expect(p.lengths.contains(s.wordLength))
            #expect(Level.matching(s) == level, "\(level) is found again from its knobs")
            #expect(level.about.count == 5 && level.about[0] == level.band)
        }
    }

    /// Looking at the levels and coming back to Custom gives the Custom game's knobs back, also
    /// after the settings are saved and read again; a new player's Custom starts from Normal.
    @Test func customKnobsComeBackAfterLookingAtTheLevels() throws {
        let mine = Settings(wordLength: 11, missesAllowed: 4, mode: .evil, host: .classic, wordList: .full)
        var s = mine
        for level in [Level.easy, .nemesis, .fiendish] { s = s.choosing(level) }
        #expect(s.wordLength != 11)
        let saved = try PropertyListDecoder().decode(Settings.self, from: try PropertyListEncoder().encode(s))
        #expect(saved.level == .fiendish && saved.customKnobs == CustomKnobs(mine))
        let back = saved.choosing(.custom)
        #expect(back.wordLength == 11 && back.missesAllowed == 4 && back.host == .classic && back.wordList == .full && back.mode == .evil)
        // In another language since: the knobs come back, the language stays.
        let dutch = s.speaking(.dutch).choosing(.custom)
        #expect(dutch.wordList.language == .dutch && dutch.wordLength == 11 && dutch.missesAllowed == 4)
        // Knobs edited by hand: clamped as any setting is; a host this version does not know drops them, the rest holds.
        var plist = try #require(try PropertyListSerialization.propertyList(from: try PropertyListEncoder().encode(s), format: nil) as? [String: Any])
        var knobs = try #require(plist["customKnobs"] as? [String: Any])
        knobs["wordLength"] = -3
        knobs["missesAllowed"] = 900
        plist["customKnobs"] = knobs
        let edited = try PropertyListDecoder().decode(Settings.self, from: try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0))
        let clamped = edited.choosing(.custom)
        #expect(clamped.wordLength == 1 && clamped.missesAllowed == Settings.missesRange.upperBound)
        knobs["host"] = "overlord"
        plist["customKnobs"] = knobs
        let later = try PropertyListDecoder().decode(Settings.self, from: try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0))
        #expect(later.customKnobs == nil && later.level == .fiendish)
        let fresh = Settings.firstLaunch.choosing(.custom)
        #expect(fresh.wordLength == 8 && fresh.missesAllowed == Level.normal.preset!.missesAllowed && fresh.wordList == .common)
    }

    /// Settings saved before levels map onto the level they match; any other is Custom, every
    /// knob kept.
    @Test func settingsOfEarlierVersionsMapOntoTheLevels() {
        let normal = Settings.firstLaunch
        var old = normal
        old.level = .custom
        #expect(Level.matching(old) == .normal)
        #expect(Level.matching(Settings()) == .custom, "the old default (8 letters, 10 misses, Fiendish, full) is no preset")
        #expect(Level.matching(Settings(mode: .good)) == .custom)
    }

    /// A level deals a length of its range, from a sample of the words its seed draws; the
    /// same seed deals the same game, and a saved one restores exactly over the same sample.
    @Test func aLevelsGameIsDealtFromItsSeedsSampleAndRestoresExactly() throws {
        let list = ShippedLists.full
        let settings = Settings.defaults.choosing(.fiendish)
        var seen: Set<Int> = []
        for seed in UInt64(1)...12 {
            var generator = SeededGenerator(seed: seed)
            var game = try #require(GameFactory.newGame(settings: settings, list: list, id: .full, using: &generator).game as? EvilGameplay)
            seen.insert(game.wordLength)
            #expect(settings.level.preset!.lengths.contains(game.wordLength))
            #expect(game.poolShare == settings.level.preset!.share)
            let share = settings.level.preset!.share
            #expect(Double(game.pool.count) < Double(list.count(ofLength: game.wordLength)) * (share + 0.1))
            for letter in "eaiost" { _ = game.guess(String(letter)) }
            let restored = try #require(try game.snapshot().restore(using: list) as? EvilGameplay)
            #expect(restored.pool.indices == game.pool.indices, "the same words remain after a restore")
        }
        #expect(seen.count > 1, "lengths vary")
    }

    /// A themed level's game (Easy, Normal, Hard) is dealt from words that hold both of the seed's
    /// two letters (either, where too few hold both), and a restore deals the same words again.
    @Test(arguments: [Level.easy, .normal, .hard])
    func aThemedLevelDealsFromItsThemeAndRestoresIt(level: Level) throws {
        let list = ShippedLists.common
        let settings = Settings.defaults.choosing(level)
        var themes: Set<UInt32> = []
        for seed in UInt64(1)...6 {
            var generator = SeededGenerator(seed: seed)
            var game = try #require(GameFactory.newGame(settings: settings, list: list, id: .common, using: &generator).game as? EvilGameplay)
            #expect(game.theme == .bothLetters && game.missesAllowed == level.preset!.missesAllowed)
            let theme = Theme.letters(seed: game.seed ^ 0x5448_454D)
            themes.insert(theme)
            let both = list.words(ofLength: game.wordLength).keeping { $0 & theme == theme }.count >= Theme.minimumWords
            #expect(game.pool.indices.allSatisfy { both ? game.pool.bucket.letterSets[Int($0)] & theme == theme
                                                        : game.pool.bucket.letterSets[Int($0)] & theme != 0 })
            for letter in "etaoin" { _ = game.guess(String(letter)) }
            let snapshot = game.snapshot()
            #expect(snapshot.theme == .bothLetters)
            let restored = try #require(try snapshot.restore(using: list) as? EvilGameplay)
            #expect(restored.pool.indices == game.pool.indices && restored.theme == .bothLetters)
        }
        #expect(themes.count > 1)
    }

    /// A level's game saved by 1.1 (`themed`, either letter) restores over the same words; a
    /// theme this version does not know is refused, never guessed at.
    @Test func aThemedGameOfTheEarlierRuleRestoresAndAnUnknownRuleIsRefused() throws {
        let list = ShippedLists.common, seed: UInt64 = 77
        var game = EvilGameplay(words: GameFactory.words(of: list, length: 8, share: 0.5, theme: .eitherLetter, seed: seed),
                                missesAllowed: 8, wordList: .common, seed: seed, poolShare: 0.5, theme: .eitherLetter)
        for letter in "eta" { _ = game.guess(String(letter)) }
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let data = try encoder.encode(game.snapshot())
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("<key>themed</key>") && !text.contains("<key>theme</key>"))
        let back = try PropertyListDecoder().decode(GameSnapshot.self, from: data)
        #expect(back.theme == .eitherLetter)
        let restored = try #require(try back.restore(using: list) as? EvilGameplay)
        #expect(restored.pool.indices == game.pool.indices)
        let unknown = Data(text.replacingOccurrences(of: "<key>themed</key>\n\t<true/>", with: "<key>theme</key>\n\t<integer>9</integer>").utf8)
        #expect(String(decoding: unknown, as: UTF8.self).contains("<integer>9</integer>"))
        #expect(throws: (any Error).self) { try PropertyListDecoder().decode(GameSnapshot.self, from: unknown) }
    }

    /// Settings saved when a level allowed other misses still read as the level, now with its
    /// misses; a game of then resumes with its own, named by its level.
    @Test func aLevelSavedWithItsEarlierMissesIsStillTheLevel() throws {
        let old = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>version</key><integer>2</integer><key>level</key><string>normal</string>
        <key>missesAllowed</key><integer>9</integer><key>wordLength</key><integer>8</integer><key>mode</key><string>evil</string>
        <key>host</key><string>classic</string><key>wordList</key><string>common</string></dict></plist>
        """.utf8)
        let settings = try PropertyListDecoder().decode(Settings.self, from: old)
        #expect(settings.level == .normal && settings.missesAllowed == 6)
        let hand = try PropertyListDecoder().decode(Settings.self, from: Data(String(decoding: old, as: UTF8.self)
            .replacingOccurrences(of: "<integer>9</integer>", with: "<integer>12</integer>").utf8))
        #expect(hand.level == .custom && hand.missesAllowed == 12)
    }

    /// The same in another language: German Normal allowed 7 misses and Dutch Fiendish 9 before
    /// their bands were measured on everyday words (docs/languages.md); settings naming them follow the level.
    @Test(arguments: [("de", "normal", "classic", 8, 7, 5), ("nl", "fiendish", "fiendish", 6, 9, 6)])
    func aLevelInAnotherLanguageFollowsItsMisses(language: String, level: String, host: String, length: Int, before: Int, now: Int) throws {
        let saved = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>version</key><integer>2</integer><key>level</key><string>\(level)</string>
        <key>missesAllowed</key><integer>\(before)</integer><key>wordLength</key><integer>\(length)</integer><key>mode</key><string>evil</string>
        <key>host</key><string>\(host)</string><key>wordList</key><string>dictionary:\(language)</string></dict></plist>
        """.utf8)
        let settings = try PropertyListDecoder().decode(Settings.self, from: saved)
        #expect(settings.level.rawValue == level && settings.missesAllowed == now && settings.wordLength == length)
        // The level's list of then (the dictionary) is its everyday words now.
        #expect(settings.wordList == .everyday(Language(rawValue: language)!))
        // Misses the level never allowed there make it Custom, every knob kept.
        let hand = try PropertyListDecoder().decode(Settings.self, from: Data(String(decoding: saved, as: UTF8.self)
            .replacingOccurrences(of: "<integer>\(before)</integer>", with: "<integer>13</integer>").utf8))
        #expect(hand.level == .custom && hand.missesAllowed == 13)
        // A game dealt then, at the earlier misses, is still the level's.
        var then = settings
        then.missesAllowed = before
        let list = WordList(entries: ["fiets", "koffie", "klompen", "bonjours", "fromages", "tulpen", "molen"],
                            language: Language(rawValue: language)!)
        var generator = SeededGenerator(seed: 5)
        let game = GameFactory.newGame(settings: then, list: list, id: settings.wordList, using: &generator).game
        #expect(game.missesAllowed == before && Level.of(game).rawValue == level)
    }

    /// A level in another language keeps its host and its band with that language's lengths and
    /// misses (measured: docs/languages.md); Custom keeps every knob; back in English, English's.
    @Test func aLevelFollowsTheLanguage() throws {
        let spanish = Settings.firstLaunch.speaking(.spanish)
        #expect(spanish.level == .normal && spanish.wordLength == 6 && spanish.missesAllowed == 6)
        #expect(Level.matching(spanish) == .normal)
        #expect(spanish.choosing(.easy).missesAllowed == 6 && spanish.choosing(.easy).wordLength == 7)
        let english = spanish.speaking(.english)
        #expect(english.wordLength == 8 && english.missesAllowed == 6 && english.wordList == .common && english.level == .normal)
        var custom = Settings.firstLaunch
        custom.missesAllowed = 12
        custom.level = .custom
        #expect(custom.speaking(.spanish).missesAllowed == 12)
        // A game dealt in Spanish at Normal is named Normal.
        let list = WordList(entries: ["camión", "ciudad", "perros", "gatito", "cañada", "música"], language: .spanish)
        var generator = SeededGenerator(seed: 3)
        let game = GameFactory.newGame(settings: spanish, list: list, id: .everyday(.spanish), using: &generator).game
        #expect(game.wordLength == 6 && game.missesAllowed == 6 && Level.of(game) == .normal)
    }

    /// The same guesses meet other answers in another game of the same level.
    @Test(arguments: [HangmanCore.Host.classic, .cunning])
    func theSameGuessesMeetOtherAnswers(host: HangmanCore.Host) {
        let bucket = ShippedLists.common.words(ofLength: 6)
        var patterns: Set<String> = []
        for seed in UInt64(1)...8 {
            var game = EvilGameplay(words: GameFactory.words(of: bucket, share: 0.5, seed: seed), missesAllowed: 26,
                                    host: host, wordList: .common, seed: seed, poolShare: 0.5)
            for letter in "etaoinsh" { _ = game.guess(String(letter)) }
            patterns.insert(game.patternText)
        }
        #expect(patterns.count >= 3, "\(patterns)")
    }

    /// The yardstick does not vary: the Classic host without variety keeps the largest family.
    @Test func theClassicYardstickStaysTheLargest() {
        let bucket = WordList(entries: ["abcd", "xbcd", "xxcd", "aacd", "aaad"]).words(ofLength: 4)
        for seed in UInt64(1)...20 {
            var game = EvilGameplay(words: bucket, missesAllowed: 5, strategy: ClassicHost(), wordList: .full, seed: seed)
            #expect(game.guess("a") == .miss(letter: "a"))
        }
    }
}
