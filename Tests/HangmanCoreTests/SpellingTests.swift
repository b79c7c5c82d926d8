import Testing
import HangmanCore
import TestSupport

/// A word is played by its letters and shown as its list spells it: TÚMIDO is guessed with U,
/// and the revealed word, the records and the history keep its accents.
@Suite struct SpellingTests {
    static let french = WordList(entries: ["cote", "coté", "côte", "élève", "cœur", "pain"], language: .french)
    static let spanish = WordList(entries: ["túmido", "tumbas", "niño", "Árbol"], language: .spanish)

    @Test func aListKeepsTheSpellingOfEachWordItFolds() {
        let five = Self.french.words(ofLength: 5)
        #expect(five.spelling(of: "eleve") == "élève")
        // The first spelling of a word is its own (côte and côté fold onto cote, which came first plain).
        #expect(Self.french.words(ofLength: 4).spelling(of: "cote") == "cote")
        // Œ plays as two letters and shows as them: no spelling of another length is kept.
        #expect(five.spelling(of: "coeur") == "coeur")
        let six = Self.spanish.words(ofLength: 6)
        #expect(six.spelling(of: "tumido") == "túmido")
        #expect(six.spelling(of: "tumbas") == "tumbas")
        // Ñ is a Spanish letter: niño is its own spelling.
        #expect(Self.spanish.words(ofLength: 4).spelling(of: "niño") == "niño")
        #expect(Self.spanish.words(ofLength: 5).spelling(of: "arbol") == "árbol")
        // A sample keeps the spellings of its words.
        #expect(six.sample(keeping: 0.99, seed: 3).spelling(of: "tumido") == "túmido")
    }

    @Test func aGoodGameRevealsTheSpellingAndRecordsIt() throws {
        var game = GoodGameplay(secret: "tumido", spelled: "túmido", deal: Deal(list: .everyday(.spanish), length: 6, misses: 6, host: nil, seed: 0))
        for letter in "tumido" { _ = game.guess(String(letter)) }
        #expect(game.status == .won && game.word == "tumido" && game.spelledWord == "túmido")
        let record = FinishedGame(game: game, id: "g-1").record(endedAt: 1_795_000_000)
        #expect(record.word == "tumido" && record.spelling == "túmido" && record.spelledWord == "túmido")
        // The history's line spells it, and reads back to the same record.
        #expect(record.line.contains("\ttúmido\t"))
        #expect(GameRecord(line: record.line) == record)
    }

    @Test func anEvilGameRevealsItsWordAsTheListSpellsIt() {
        var game = EvilGameplay(words: Self.spanish.words(ofLength: 6), missesAllowed: 1, wordList: .everyday(.spanish), seed: 1)
        _ = game.guess("z")
        #expect(game.status == .lost)
        #expect(["túmido", "tumbas"].contains(game.spelledWord ?? ""))
        #expect(game.spelledWord.map { $0.count } == 6)
    }

    @Test func aSpellingThatDoesNotPlayAsItsWordIsADamagedLine() {
        let line = "1795000000\tg-1\tgood\twon\t0/6\ttúmido\t-\t-\tcustom\teveryday:es\ttumido"
        #expect(GameRecord(line: line)?.spelling == "túmido")
        // Another word's spelling, a letter the language does not fold, a spelling in English.
        for bad in ["tímido\t-\t-\tcustom\teveryday:es\ttumido", "túmidø\t-\t-\tcustom\teveryday:es\ttumido",
                    "túmido\t-\t-\tcustom\tcommon\ttumido"] {
            #expect(GameRecord(line: "1795000000\tg-1\tgood\twon\t0/6\t" + bad) == nil, "\(bad)")
        }
        // A Dutch word folds ü onto u: played as u, whatever the German letter ü is.
        let dutch = GameRecord(line: "1795000000\tg-2\tgood\twon\t0/6\treünie\t-\t-\tcustom\teveryday:nl\treuni")
        #expect(dutch?.word == "reunie" && dutch?.spelling == "reünie")
    }

    @Test func aKeyForTwoLettersGuessesBoth() {
        #expect(Language.dutch.guesses(forKey: "ĳ") == ["i", "j"])
        #expect(Language.dutch.guesses(forKey: "Ĳ") == ["i", "j"])
        #expect(Language.french.guesses(forKey: "œ") == ["o", "e"])
        #expect(Language.dutch.guesses(forKey: "e") == ["e"])
        #expect(Language.dutch.guesses(forKey: "IJ") == ["i", "j"] && Language.english.guesses(forKey: "ij") == ["ij"])
        // German has no ĳ: the key stays one, and is refused as a letter.
        #expect(Language.german.guesses(forKey: "ĳ") == ["ĳ"])
    }
}
