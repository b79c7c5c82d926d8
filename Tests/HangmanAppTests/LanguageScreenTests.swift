import HangmanCore
import TestSupport
import Testing
@testable import HangmanApp
@testable import HangmanScreens

/// Games in other languages on the full screen: the grid shows the language's own letters where
/// its alphabet has them (Spanish Ñ after N, German Ä Ö Ü ẞ after Z) at every size, the keys and
/// the mouse reach them, and the settings side chooses the language.
@Suite struct LanguageScreenTests {
    private func game(_ language: Language, width: Int = 80, height: Int = 24) -> TestGame {
        TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good).speaking(language), width: width, height: height,
                 languages: [.english, language])
    }

    private func gridRows(_ screen: Screen) -> [String] {
        screen.text.split(separator: "\n").map(String.init).filter { $0.contains(" A") && $0.contains(" B") || $0.contains(" Z ") }
    }

    @Test(arguments: [(80, 24), (60, 20), (120, 40)])
    func theSpanishGridShowsÑAfterN(width: Int, height: Int) throws {
        let t = game(.spanish, width: width, height: height)
        #expect(t.app.play.game.language == .spanish)
        let text = t.screen.text
        // Fourteen letters a row: A to N, then Ñ O … Z.
        let rows = text.split(separator: "\n").filter { $0.contains("B   C") || $0.contains("P   Q") }
        try #require(rows.count == 2, "\(text)")
        #expect(rows[0].split(separator: " ").last == "N", "\(rows[0])")
        #expect(rows[1].contains("Ñ   O   P") && rows[1].split(separator: " ").last == "Z", "\(rows[1])")
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
        // Spanish: 14 columns, the second row one short (Ñ O … Z).
        t.press(.key(.down))
        #expect(LetterGrid.letter(at: t.app.play.cursor, in: .spanish) == "ñ")
        t.press(.key(.enter))
        #expect(t.app.play.game.guessedLetters == ["ñ"])
        t.press(.key(.end))
        #expect(LetterGrid.letter(at: t.app.play.cursor, in: .spanish) == "z")
        // Up to the last column of the first row and back down: the cursor stays on the grid.
        t.press(.key(.up))
        t.press(.key(.end))
        #expect(LetterGrid.letter(at: t.app.play.cursor, in: .spanish) == "n")
        t.press(.key(.down))
        #expect(LetterGrid.letter(at: t.app.play.cursor, in: .spanish) == "z")
        t.press(.key(.right))
        #expect(LetterGrid.letter(at: t.app.play.cursor, in: .spanish) == "ñ")  // wraps to the row's start
        // German: 30 keys, 15 columns, two full rows.
        var g = game(.german)
        g.press(.key(.left))
        #expect(LetterGrid.letter(at: g.app.play.cursor, in: .german) == "o")
        g.press(.key(.down))
        #expect(LetterGrid.letter(at: g.app.play.cursor, in: .german) == "ß")
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

    /// Every language is offered (its everyday words ship with the game); a Custom game on the
    /// Full dictionary moves to the language's dictionary where its package is installed, and
    /// the Word list row names the package of one that is not.
    @Test func theSettingsSideChoosesALanguageAndNamesAMissingDictionarysPackage() {
        var t = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good), languages: Language.allCases,
                         dictionaries: [.english, .spanish])
        t.press(.key(.tab))
        t.send(.settingsSide(.focus(.language)))
        #expect(t.screen.text.contains("◂ English ▸"))
        let effects = t.press(.key(.right))
        #expect(t.app.settingsSide.settings.wordList == .dictionary(.dutch) || t.app.settingsSide.settings.wordList == .everyday(.dutch))
        #expect(t.app.settingsSide.settings.wordList == .everyday(.dutch), "no Dutch dictionary here: its everyday words")
        #expect(effects.contains(.saveSettings(t.app.settingsSide.settings)))
        #expect(t.screen.text.contains("◂ Nederlands ▸"))
        #expect(t.screen.text.contains("Dutch dictionary") && t.screen.text.contains("apt install wdutch"))
        // A dictionary not installed is not chosen: the note names its package.
        t.send(.settingsSide(.setWordList(.dictionary(.dutch))))
        #expect(t.app.note?.text == "The Dutch dictionary comes with its package: apt install wdutch")
        #expect(t.app.settingsSide.settings.wordList == .everyday(.dutch))
        // Spanish, whose dictionary is here: the Full dictionary's kind follows.
        t.send(.settingsSide(.setWordList(.common)))
        t.send(.settingsSide(.setLanguage(.english)))
        t.send(.settingsSide(.setWordList(.full)))
        t.send(.settingsSide(.setLanguage(.spanish)))
        #expect(t.app.settingsSide.settings.wordList == .dictionary(.spanish))
        #expect(t.screen.text.contains("◂ Español ▸"))
        // The next game is Spanish; back to English gives the English list played before (Full dictionary).
        t.press(.key(.tab))
        t.newGame()
        #expect(t.app.play.game.language == .spanish)
        t.press(.key(.tab))
        t.send(.settingsSide(.setLanguage(.english)))
        #expect(t.app.settingsSide.settings.wordList == .full)
    }

    /// Settings that name a dictionary whose package was removed since: the run plays the
    /// language's everyday words and says why; the setting stays for when the package is back.
    @Test func aDictionaryThatIsGonePlaysTheEverydayWordsAndSaysWhy() {
        var dutch = Settings(wordLength: 4, missesAllowed: 6, mode: .good).speaking(.dutch)
        dutch.wordList = .dictionary(.dutch)
        let t = TestGame(settings: dutch, preloaded: false)
        #expect(t.app.play.game.language == .dutch)
        #expect(!t.app.isLoading)
        #expect(t.app.note?.text == "The Dutch dictionary is not installed (apt install wdutch): playing common Dutch words this run")
        #expect(t.app.settingsSide.settings.wordList == .dictionary(.dutch))
        #expect(t.app.currentListID == .everyday(.dutch))
    }

    /// A dictionary that is there but cannot be played (names only, empty, a FIFO) is named with
    /// its reason, not as a package to install.
    @Test func aDictionaryThatCannotBePlayedSaysWhy() {
        var dutch = Settings(wordLength: 4, missesAllowed: 6, mode: .good).speaking(.dutch)
        dutch.wordList = .dictionary(.dutch)
        let broken = WordListError.empty(path: "/dict/dutch", skipped: "12 names and abbreviations")
        var (app, _) = App.start(AppStart(settings: dutch, lists: [.full: TestLists.list], seed: 1, instanceID: "g"))
        let effects = app.send(.store(.listFailed(.dictionary(.dutch), broken)))
        #expect(effects.contains(.loadList(.everyday(.dutch))))
        let why = "The Dutch dictionary cannot be played: word list /dict/dutch has no usable words (skipped 12 names "
            + "and abbreviations). This run plays common Dutch words"
        #expect(app.note?.text == why)
        #expect(app.store.problems == [why], "the line modes tell it too")
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
        let saved = SavedGame(id: "de-1", game: GameSnapshot(mode: .good, host: nil, wordList: .dictionary(.german), length: 4,
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
        #expect(t.screen.text.contains("Players win about half, 6 letters, 6 misses, Classic host, common Spanish words"))
    }

    /// `--language` with `--misses` and `--length`: the flags win over the level's knobs in that language.
    @Test func theOtherFlagsWinOverALanguagesLevel() {
        let next = RunOverrides(length: 5, misses: 26, language: .spanish).applied(to: .firstLaunch)
        #expect(next.wordList == .everyday(.spanish) && next.missesAllowed == 26 && next.wordLength == 5 && next.level == .custom)
        let level = RunOverrides(language: .spanish).applied(to: .firstLaunch)
        #expect(level.level == .normal && level.missesAllowed == 6 && level.wordLength == 6)
    }

    @Test func aLevelKeepsTheLanguage() {
        let dutch = Settings.firstLaunch.speaking(.dutch)
        #expect(dutch.level == .normal && dutch.wordList == .everyday(.dutch))
        #expect(dutch.choosing(.fiendish).wordList == .everyday(.dutch))
        #expect(Level.hard.matches(dutch.choosing(.hard)))
        #expect(Settings.firstLaunch.choosing(.fiendish).wordList == .common)
    }

    /// Dutch IJ: the key ĳ guesses I and then J, and the status line says both answers.
    @Test func theDutchIJKeyGuessesIAndJ() {
        var t = game(.dutch)
        t.type("ĳ")
        #expect(t.app.play.game.guessedLetters == ["i", "j"])
        let said = t.app.note?.text ?? ""
        #expect(said.contains("I") && said.contains("J") && said.contains(" · "), "\(said)")
        t.type("Ĳ")
        #expect(t.app.play.game.guessedLetters == ["i", "j"], "both tried: nothing more, nothing lost")
        #expect(t.app.play.game.missesMade <= 2)
    }

    /// The word at the end is spelled as its list spells it (TÚMIDO), though guessed by its letters.
    @Test(arguments: [(80, 24), (120, 40), (60, 20)])
    func theRevealedWordKeepsItsAccents(width: Int, height: Int) {
        let list = WordList(name: "everyday-es.txt", entries: ["túmido"], language: .spanish)
        func settings(misses: Int) -> Settings {
            var s = Settings(wordLength: 6, missesAllowed: misses, mode: .good).speaking(.spanish)
            s.wordList = .everyday(.spanish)
            return s
        }
        var t = TestGame(settings: settings(misses: 6), width: width, height: height, languages: [.english, .spanish],
                         lists: [.everyday(.spanish): list])
        t.type("tumido")
        #expect(t.app.play.game.status == .won)
        t.press(.character(" "))  // the board behind the results window
        let board = t.screen.text
        #expect(width >= 100 ? board.contains("█") : board.contains("Ú") && !board.contains("│U│"), "\(board)")
        var lost = TestGame(settings: settings(misses: 1), width: width, height: height, languages: [.english, .spanish],
                            lists: [.everyday(.spanish): list])
        lost.type("z")
        #expect(ScoresPage.headline(lost.app).0.contains("TÚMIDO"))
    }
}
