import Foundation
import Testing
@testable import HangmanCore
import TestSupport

/// Levels named for players: presets of host, list, lengths and misses; Custom keeps the knobs.
@Suite struct LevelTests {
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
            #expect(level.matches(s), "\(level)'s knobs are its own")
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
        knobs["evilLevel"] = "overlord"
        plist["customKnobs"] = knobs
        let later = try PropertyListDecoder().decode(Settings.self, from: try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0))
        #expect(later.customKnobs == nil && later.level == .fiendish)
        let fresh = Settings.firstLaunch.choosing(.custom)
        #expect(fresh.wordLength == 8 && fresh.missesAllowed == Level.normal.preset!.missesAllowed && fresh.wordList == .common)
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
            #expect(game.deal.share == settings.level.preset!.share && game.deal.level == .fiendish)
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
            #expect(game.deal.theme == .bothLetters && game.missesAllowed == level.preset!.missesAllowed)
            let theme = Theme.letters(seed: game.deal.seed ^ 0x5448_454D)
            themes.insert(theme)
            let both = list.words(ofLength: game.wordLength).keeping { $0 & theme == theme }.count >= Theme.minimumWords
            #expect(game.pool.indices.allSatisfy { both ? game.pool.bucket.letterSets[Int($0)] & theme == theme
                                                        : game.pool.bucket.letterSets[Int($0)] & theme != 0 })
            for letter in "etaoin" { _ = game.guess(String(letter)) }
            let snapshot = game.snapshot()
            #expect(snapshot.deal.theme == .bothLetters)
            let restored = try #require(try snapshot.restore(using: list) as? EvilGameplay)
            #expect(restored.pool.indices == game.pool.indices && restored.deal.theme == .bothLetters)
        }
        #expect(themes.count > 1)
    }

    /// A level in another language keeps its host and its band with that language's lengths and
    /// misses (measured: docs/languages.md); Custom keeps every knob; back in English, English's.
    @Test func aLevelFollowsTheLanguage() throws {
        let spanish = Settings.firstLaunch.speaking(.spanish)
        #expect(spanish.level == .normal && spanish.wordLength == 6 && spanish.missesAllowed == 6)
        #expect(Level.normal.matches(spanish))
        #expect(spanish.choosing(.easy).missesAllowed == 6 && spanish.choosing(.easy).wordLength == 7)
        let english = spanish.speaking(.english)
        #expect(english.wordLength == 8 && english.missesAllowed == 5 && english.wordList == .common && english.level == .normal)
        var custom = Settings.firstLaunch
        custom.missesAllowed = 12
        custom.level = .custom
        #expect(custom.speaking(.spanish).missesAllowed == 12)
        // A game dealt in Spanish at Normal is named Normal.
        let list = WordList(entries: ["camión", "ciudad", "perros", "gatito", "cañada", "música"], language: .spanish)
        var generator = SeededGenerator(seed: 3)
        let game = GameFactory.newGame(settings: spanish, list: list, id: .everyday(.spanish), using: &generator).game
        #expect(game.wordLength == 6 && game.missesAllowed == 6 && game.deal.level == .normal)
    }

    /// The same guesses meet other answers in another game of the same level.
    @Test(arguments: [HangmanCore.Host.classic, .cunning])
    func theSameGuessesMeetOtherAnswers(host: HangmanCore.Host) {
        let bucket = ShippedLists.common.words(ofLength: 6)
        var patterns: Set<String> = []
        for seed in UInt64(1)...8 {
            var game = EvilGameplay(words: GameFactory.words(of: bucket, share: 0.5, seed: seed), missesAllowed: 26,
                                    host: host, wordList: .common, seed: seed, poolShare: 0.5)
            for letter in "eaoi" { _ = game.guess(String(letter)) }
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
