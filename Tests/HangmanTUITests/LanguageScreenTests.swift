import HangmanCore
import Testing
@testable import HangmanTUI

/// Games in other languages on the full screen: the grid shows the language's own letters after
/// Z at every size, the keys and the mouse reach them, and the settings side chooses the language.
@Suite struct LanguageScreenTests {
    private func game(_ language: Language, width: Int = 80, height: Int = 24) -> TestGame {
        TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good).speaking(language), width: width, height: height,
                 languages: [.english, language])
    }

    private func gridRows(_ screen: Screen) -> [String] {
        screen.text.split(separator: "\n").map(String.init).filter { $0.contains(" A") && $0.contains(" B") || $0.contains(" Z ") }
    }

    @Test(arguments: [(80, 24), (60, 20), (120, 40)])
    func theSpanishGridShowsÑAfterZ(width: Int, height: Int) throws {
        let t = game(.spanish, width: width, height: height)
        #expect(t.app.play.game.language == .spanish)
        let text = t.screen.text
        let lastRow = try #require(text.split(separator: "\n").first { $0.contains(" Z ") })
        #expect(lastRow.contains("Z   Ñ"))
        #expect(text.contains("A-Z Ñ guess"))
        // Every cell of the grid fits in the window.
        for row in text.split(separator: "\n") { #expect(row.count <= width) }
    }

    @Test(arguments: [(80, 24), (60, 20)])
    func theGermanGridShowsUmlautsAndSharpSAfterZ(width: Int, height: Int) throws {
        let t = game(.german, width: width, height: height)
        let lastRow = try #require(t.screen.text.split(separator: "\n").first { $0.contains(" Z ") })
        #expect(lastRow.contains("Z   Ä   Ö   Ü   ẞ"))
        #expect(t.screen.text.contains("A-Z ÄÖÜẞ guess"))
    }

    @Test func typingTheKeyItselfGuessesIt() {
        var t = game(.spanish)
        t.type("Ñ")
        #expect(t.app.play.game.guessedLetters == ["ñ"])
        t.type("ä")
        #expect(t.app.note?.text == "Ä (U+00C4) is not a letter of this game's alphabet")
        #expect(t.app.play.game.missesMade <= 1)
        var g = game(.german)
        g.type("ß")
        g.type("Ü")
        #expect(g.app.play.game.guessedLetters == ["ß", "ü"])
    }

    @Test func theArrowsReachEveryKeyAndEndStopsOnTheShortRowsLast() {
        var t = game(.spanish)
        // Spanish: 14 columns, the second row one short (N … Z Ñ).
        t.press(.key(.down))
        t.press(.key(.end))
        #expect(UIMetrics.letter(at: t.app.play.cursor, in: .spanish) == "ñ")
        t.press(.key(.enter))
        #expect(t.app.play.game.guessedLetters == ["ñ"])
        // Up from the last column of the first row and back down: the cursor stays on the grid.
        t.press(.key(.up))
        t.press(.key(.end))
        #expect(UIMetrics.letter(at: t.app.play.cursor, in: .spanish) == "n")
        t.press(.key(.down))
        #expect(UIMetrics.letter(at: t.app.play.cursor, in: .spanish) == "ñ")
        t.press(.key(.right))
        #expect(UIMetrics.letter(at: t.app.play.cursor, in: .spanish) == "o")  // wraps to the row's start
        // German: 30 keys, 15 columns, two full rows.
        var g = game(.german)
        g.press(.key(.left))
        #expect(UIMetrics.letter(at: g.app.play.cursor, in: .german) == "o")
        g.press(.key(.down))
        #expect(UIMetrics.letter(at: g.app.play.cursor, in: .german) == "ß")
    }

    /// n, then a combining tilde, as some input methods send ñ: one key, one guess.
    @Test func aLetterAndItsCombiningMarkAreOneKey() {
        var filter = InputFilter()
        let joined = filter.filter([.character("n"), .character("\u{303}"), .character("e"), .key(.enter), .character("\u{301}")])
        #expect(joined == [.character("ñ"), .character("e"), .key(.enter), .character("\u{301}")])
        var t = game(.spanish)
        t.type("n\u{303}")
        #expect(t.app.play.game.guessedLetters == ["ñ"])
    }

    @Test func theShareTextNamesTheLanguage() {
        var t = game(.spanish)
        for letter in "abcdefghijklmnopqrstuvwxyzñ" where !t.app.play.game.isOver { t.type(String(letter)) }
        #expect(t.app.shareText?.line.contains("(Español)") == true)
    }

    @Test func aClickOnÑGuessesIt() throws {
        var t = game(.spanish)
        let frame = Layout.render(t.app)
        let target = try #require(frame.targets.first { $0.action == .play(.guess("ñ")) })
        t.press(.click(x: target.rect.x + 1, y: target.rect.y))
        #expect(t.app.play.game.guessedLetters == ["ñ"])
    }

    @Test func theSettingsSideChoosesAnInstalledLanguageAndNamesTheMissingPackages() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good), languages: [.english, .spanish])
        t.press(.key(.tab))
        t.send(.settingsSide(.focus(.language)))
        let text = t.screen.text
        #expect(text.contains("◂ English ▸"))
        #expect(text.contains("◂ English ▸  apt install wdutch wngerman wfrench"))
        let effects = t.press(.key(.right))
        #expect(t.app.settingsSide.settings.wordList == .dictionary(.spanish))
        #expect(effects.contains(.saveSettings(t.app.settingsSide.settings)))
        #expect(t.screen.text.contains("◂ Español ▸"))
        #expect(t.screen.text.contains("Spanish dictionary"))
        // A language that is not installed is not offered, and says which package brings it.
        t.send(.settingsSide(.setLanguage(.german)))
        #expect(t.app.note?.text == "Deutsch needs its word list: apt install wngerman")
        #expect(t.app.settingsSide.settings.wordList == .dictionary(.spanish))
        // The next game is Spanish; back to English gives the English list played before (Full dictionary).
        t.press(.key(.tab))
        t.newGame()
        #expect(t.app.play.game.language == .spanish)
        t.press(.key(.tab))
        t.send(.settingsSide(.setLanguage(.english)))
        #expect(t.app.settingsSide.settings.wordList == .full)
    }

    /// Settings that name a language whose package was removed since: the run plays English and
    /// says why; the setting stays for when the list is back.
    @Test func aLanguageWhoseListIsGonePlaysEnglishAndSaysWhy() {
        let dutch = Settings(wordLength: 4, missesAllowed: 6, mode: .good).speaking(.dutch)
        let t = TestGame(settings: dutch, preloaded: false)
        #expect(t.app.play.game.language == .english)
        #expect(!t.app.isLoading)
        #expect(t.app.note?.text == "Dutch is not installed (apt install wdutch): playing English this run")
        #expect(t.app.settingsSide.settings.wordList == .dictionary(.dutch))
        #expect(t.app.currentListID == .full || t.app.currentListID == .common)
    }

    /// A list that is there but cannot be played (names only, empty, a FIFO) is named with its
    /// reason, not as a package to install; asked for by --language, it ends the run instead.
    @Test func aListThatCannotBePlayedSaysWhy() {
        let dutch = Settings(wordLength: 4, missesAllowed: 6, mode: .good).speaking(.dutch)
        let broken = WordListError.empty(path: "/dict/dutch", skipped: "12 names and abbreviations")
        var (app, _) = App.start(AppStart(settings: dutch, lists: [.full: TestLists.list], seed: 1, instanceID: "g"))
        _ = app.send(.store(.listFailed(.dictionary(.dutch), broken)))
        #expect(app.play.game.language == .english)
        #expect(app.note?.text == "Dutch cannot be played: word list /dict/dutch has no usable words (skipped 12 names and abbreviations); playing English this run")

        var (asked, _) = App.start(AppStart(settings: .firstLaunch, overrides: RunOverrides(language: .dutch), lists: [.full: TestLists.list],
                                            seed: 1, instanceID: "g"))
        let effects = asked.send(.store(.listFailed(.dictionary(.dutch), broken)))
        #expect(effects == [.quit])
        #expect(asked.store.fatalProblem == broken.description)
        #expect(ExitReport(asked).status == 66)
    }

    /// A locale that is not UTF-8: the screen cannot draw Ä Ö Ü ẞ or Ñ, so German and Spanish are
    /// not offered; settings that name one play English this run, say why, and stay as they are.
    @Test func aLanguageTheScreenCannotDrawPlaysEnglishAndSaysWhy() {
        let german = Settings(wordLength: 4, missesAllowed: 6, mode: .good).speaking(.german)
        var t = TestGame(settings: german, glyphs: .ascii, languages: [.english, .dutch], unshown: [.german, .spanish])
        #expect(t.app.play.game.language == .english)
        #expect(t.app.note?.text == "German needs a UTF-8 locale (LANG=C.UTF-8): English this run")
        #expect(t.app.settingsSide.settings.wordList == .dictionary(.german))
        t.press(.key(.tab))
        #expect(t.screen.text.contains("German and Spanish need a UTF-8 locale"))
        #expect(!t.screen.text.contains("apt install"))
        t.send(.settingsSide(.setLanguage(.german)))
        #expect(t.app.settingsSide.settings.wordList == .dictionary(.german) && t.app.settingsSide.nextGameSettings.wordList.language == .english)

        // A saved German game is not resumed with letters the screen cannot draw: it waits.
        let saved = SavedGame(id: "de-1", game: GameSnapshot(mode: .good, evilLevel: nil, wordList: .dictionary(.german), length: 4,
                                                             missesAllowed: 6, guesses: "e", word: "bäre", seed: 0, pattern: "___e"))
        let resumed = TestGame(settings: german, savedGame: saved, glyphs: .ascii, languages: [.english], unshown: [.german])
        #expect(resumed.app.play.game.language == .english)
        #expect(!resumed.app.play.savesGame)
        #expect(resumed.app.note?.text.hasPrefix("Your saved game is in German, which needs a UTF-8 locale") == true)
        #expect(!resumed.startEffects.contains { if case .saveGame = $0 { return true }; return false })
    }

    @Test func aLevelOnTheSettingsSideNamesTheLanguagesList() {
        // Wide enough for every part of the line (at 80 columns the list's name is left out).
        var t = TestGame(settings: Settings.firstLaunch.speaking(.spanish), width: 120, height: 30, languages: [.english, .spanish])
        t.press(.key(.tab))
        #expect(t.screen.text.contains("About half won, 6 letters, 8 misses, Classic host, Spanish dictionary"))
    }

    /// `--language` with `--misses` and `--length`: the flags win over the level's knobs in that language.
    @Test func theOtherFlagsWinOverALanguagesLevel() {
        let next = RunOverrides(length: 5, misses: 26, language: .spanish).applied(to: .firstLaunch)
        #expect(next.wordList == .dictionary(.spanish) && next.missesAllowed == 26 && next.wordLength == 5 && next.difficulty == .custom)
        let level = RunOverrides(language: .spanish).applied(to: .firstLaunch)
        #expect(level.difficulty == .normal && level.missesAllowed == 8 && level.wordLength == 6)
    }

    @Test func aLevelKeepsTheLanguage() {
        let dutch = Settings.firstLaunch.speaking(.dutch)
        #expect(dutch.difficulty == .normal && dutch.wordList == .dictionary(.dutch))
        #expect(dutch.choosing(.fiendish).wordList == .dictionary(.dutch))
        #expect(Difficulty.matching(dutch.choosing(.hard)) == .hard)
        #expect(Settings.firstLaunch.choosing(.fiendish).wordList == .full)
    }
}
