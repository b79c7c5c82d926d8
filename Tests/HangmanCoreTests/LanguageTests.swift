import Testing
import TestSupport
@testable import HangmanCore

/// Each language's alphabet as its players expect it: its own letters are keys, its accents fold,
/// and its list's names and abbreviations are left out.
@Suite struct LanguageTests {
    private func words(_ list: WordList) -> [String] {
        list.buckets.flatMap { b in (0..<b.count).map { b.word(at: $0) } }.sorted()
    }

    @Test func spanishKeepsÑAndFoldsItsAccents() {
        let list = WordList(entries: ["niño", "Árbol", "cañón", "pingüino", "straße"], language: .spanish)
        #expect(words(list) == ["arbol", "cañon", "niño", "pinguino"])
        #expect(list.skippedLines == 1)  // ß is no Spanish letter
        #expect(Language.spanish.letters.count == 27 && Language.spanish.alphabet == "abcdefghijklmnñopqrstuvwxyz")
    }

    @Test func germanKeepsUmlautsSharpSAndNounsButNotAbbreviations() {
        let list = WordList(entries: ["Straße", "Äpfel", "Übermut", "GmbH", "ABC", "Café", "über"], language: .german)
        #expect(words(list) == ["straße", "äpfel", "über", "übermut"].sorted())
        #expect(list.namesAndAbbreviations == 2)
        #expect(list.skippedLines == 3)  // GmbH, ABC, and Café (é is no German letter)
        #expect(Language.german.letters.count == 30)
        #expect(list.skippedNote?.contains("2 names and abbreviations") == true)
    }

    @Test func dutchFoldsAccentsSplitsIJAndLeavesNamesOut() {
        let list = WordList(entries: ["ĳsje", "Amsterdam", "reünie", "zeeën", "a capella", "café"], language: .dutch)
        #expect(words(list) == ["cafe", "ijsje", "reunie", "zeeen"])
        #expect(list.namesAndAbbreviations == 1)
        #expect(list.skippedLines == 2)  // the name, and the entry of two words
        #expect(list.words(ofLength: 5).word(at: 0) == "ijsje")
    }

    /// A list written decomposed (NFD: a letter, then its combining mark) reads as the composed one.
    @Test func decomposedSpellingsReadAsTheirLetters() {
        let spanish = WordList(entries: ["nin\u{303}o", "A\u{301}rbol"], language: .spanish)
        #expect(words(spanish) == ["arbol", "niño"])
        let german = WordList(entries: ["A\u{308}pfel", "Cafe\u{301}"], language: .german)
        #expect(words(german) == ["äpfel"] && german.skippedLines == 1)
        let stray = WordList(entries: ["\u{301}abc", "ab\u{20DD}c"], language: .french)
        #expect(stray.count == 0 && stray.skippedLines == 2)
    }

    /// Only the shortest UTF-8 form of a letter is the letter (E0 83 A9 is not é).
    @Test func anOverlongEncodingIsNoLetter() {
        let list = WordList(name: "x", bytes: Array("caf".utf8) + [0xE0, 0x83, 0xA9] + Array("\ncafé\n".utf8), language: .french)
        #expect(words(list) == ["cafe"] && list.skippedLines == 1)
    }

    @Test func frenchFoldsAccentsAndLigatures() {
        let list = WordList(entries: ["cœur", "élève", "aujourd'hui", "garçon"], language: .french)
        #expect(words(list) == ["coeur", "eleve", "garcon"])
        #expect(list.skippedLines == 1)
    }

    @Test func englishStillFoldsCaseAndRefusesAccents() {
        let list = WordList(entries: ["Apple", "café", "New York"])
        #expect(words(list) == ["apple", "new york"])
        #expect(list.skippedLines == 1)
    }

    @Test func eachAlphabetsMaskIsItsLetters() {
        for language in Language.allCases {
            #expect(language.mask == language.letters.reduce(0) { $0 | LetterCode.bit($1) }, "\(language)")
            #expect(language.mask.nonzeroBitCount == language.letters.count)
        }
    }

    @Test func aKeyIsALetterOfTheGamesAlphabetOrFoldsOntoOne() throws {
        let spanish = Round(length: 4, missesAllowed: 5, language: .spanish)
        #expect(try spanish.validate("ñ").get() == 123)
        #expect(try spanish.validate("Ñ").get() == 123)
        #expect(try spanish.validate("á").get() == UInt8(ascii: "a"))
        #expect(spanish.validate("ä") == .failure(.notALetter("ä")))
        #expect(IgnoredReason.notALetter("ä").message == "Ä (U+00C4) is not a letter of this game's alphabet")
        let german = Round(length: 4, missesAllowed: 5, language: .german)
        #expect(try german.validate("ẞ").get() == 127)
        #expect(try german.validate("Ü").get() == 126)
        let french = Round(length: 4, missesAllowed: 5, language: .french)
        #expect(try french.validate("É").get() == UInt8(ascii: "e"))
        #expect(Round(length: 4, missesAllowed: 5).validate("ñ") == .failure(.notALetter("ñ")))
        // Decomposed, as some input methods send them: the same keys.
        #expect(try spanish.validate("n\u{303}").get() == 123)
        #expect(try german.validate("A\u{308}").get() == 124)
        #expect(try french.validate("e\u{301}").get() == UInt8(ascii: "e"))
        #expect(german.validate("e\u{301}") == .failure(.notALetter("é")))
        #expect(spanish.validate("😀") == .failure(.notALetter("😀")))
        // A letter another language has of its own is the letter the list folds it to here.
        #expect(try spanish.validate("ü").get() == UInt8(ascii: "u"))
        let dutch = Round(length: 4, missesAllowed: 5, language: .dutch)
        #expect(try dutch.validate("Ö").get() == UInt8(ascii: "o"))
    }

    @Test func aSpanishWordWithÑIsGuessedShownAndRestored() throws {
        var game = GoodGameplay(secret: "niño", missesAllowed: 5, wordList: .dictionary(.spanish))
        #expect(game.guess("Ñ") == .hit(letter: "ñ", positions: [2]))
        #expect(game.guess("ñ") == .ignored(.alreadyGuessed("Ñ")))
        #expect(game.patternText == "__ñ_")
        #expect(game.patternText.gameCapitals == "__Ñ_")
        let list = WordList(entries: ["niño", "nada", "mesa"], language: .spanish)
        let restored = try game.snapshot().restore(using: list)
        #expect(restored.patternText == "__ñ_" && restored.guessedLetters == ["ñ"])
        for letter in ["n", "i", "o"] { _ = game.guess(letter) }
        #expect(game.status == .won && game.word == "niño")
    }

    @Test func germanSharpSIsOneCellInCapitals() {
        #expect("straße".gameCapitals == "STRAẞE")
        #expect(Character("ß").gameCapital == "ẞ")
        var game = GoodGameplay(secret: "straße", missesAllowed: 5, wordList: .dictionary(.german))
        #expect(game.guess("ß") == .hit(letter: "ß", positions: [4]))
    }

    @Test func anEvilSpanishGameHangsOnAWordWithÑ() throws {
        let list = WordList(entries: ["niño", "caña", "peña", "año"], language: .spanish)
        var game = EvilGameplay(words: list.words(ofLength: 4), missesAllowed: 2, host: .cunning, wordList: .dictionary(.spanish), seed: 3)
        _ = game.guess("x")
        _ = game.guess("z")
        #expect(game.status == .lost)
        let word = try #require(game.word)
        #expect(["niño", "caña", "peña"].contains(word))
        let restored = try game.snapshot().restore(using: list)
        #expect(restored.status == .lost && restored.word == word)
    }

    @Test func theHostAndItsPeopleNeverTryALetterOutsideTheAlphabet() {
        let list = WordList(entries: ["niño", "caña", "peña", "moño", "baño", "leña"], language: .spanish)
        let bucket = list.words(ofLength: 4)
        for style in Person.Style.allCases {
            var guesser = Guesser(bucket: bucket, player: .person(Person(style: style, seed: 7)))
            var game = EvilGameplay(words: bucket, missesAllowed: 26, host: .cunning, wordList: .dictionary(.spanish), seed: 1)
            while game.status == .playing {
                let letter = guesser.nextLetter(pattern: game.pattern, guessed: game.guessedMask)
                #expect(Language.spanish.mask & LetterCode.bit(letter) != 0)
                if case .ignored = game.guess(String(LetterCode.character(letter))) { Issue.record("ignored"); break }
            }
        }
        // English games never offer ñ: a bot runs out of English letters, never into ñ.
        let english = WordList(entries: ["abc", "abd"]).words(ofLength: 3)
        var bot = Guesser(bucket: english, bot: .entropy)
        var game = EvilGameplay(words: english, missesAllowed: 26, wordList: .full, seed: 1)
        while game.status == .playing {
            let letter = bot.nextLetter(pattern: game.pattern, guessed: game.guessedMask)
            #expect(letter <= 122)
            _ = game.guess(String(LetterCode.character(letter)))
        }
    }

    @Test(arguments: [Language.dutch, .german, .french, .spanish])
    func theInstalledListOfEachLanguageLoads(language: Language) throws {
        let path = "/usr/share/dict/" + language.dictionaryFile!
        let list = TestFiles.wordList(path, language: language)
        try #require(list.count > 0, "\(path) is not installed (make test installs \(language.package!))")
        #expect(list.count > 80_000)
        // Every word is spelled in the language's letters alone.
        for bucket in list.buckets { #expect(bucket.letterSets.allSatisfy { $0 & ~language.mask == 0 }) }
        if language == .spanish { #expect(list.buckets.contains { b in b.letterSets.contains { $0 & LetterCode.bit(123) != 0 } }) }
        if language == .german { #expect(list.buckets[6].contains("straße") || list.count(ofLength: 6) > 0) }
        if language == .dutch { #expect(list.longestLength >= 30) }
    }
}
