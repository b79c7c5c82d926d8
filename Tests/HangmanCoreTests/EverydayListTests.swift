import Testing
import HangmanCore
import TestSupport

/// The everyday lists every level and the daily deal from (`scripts/make-wordlists` makes them):
/// their documented sizes, every line a word of its language, no name and nothing on the
/// not-words list, and enough words at every length a level deals for its games to differ.
@Suite struct EverydayListTests {
    static let files: [(Language, String, count: Int)] = [
        (.english, "common.txt", 13_554), (.dutch, "everyday-nl.txt", 14_270), (.german, "everyday-de.txt", 10_710),
        (.french, "everyday-fr.txt", 11_964), (.spanish, "everyday-es.txt", 10_392),
    ]

    static func lines(_ name: String) -> [Substring] {
        (TestFiles.read(TestFiles.resources + "/" + name) ?? "").split(separator: "\n")
    }

    @Test(arguments: files)
    func everyLineIsAWordOfItsLanguage(language: Language, file: String, count: Int) {
        let list = TestFiles.wordList(TestFiles.resources + "/" + file, language: language)
        // Spellings that differ only in their marks (French côte, coté, côté) are one word in play.
        #expect(list.count + list.duplicateLines == Self.lines(file).count, "\(file)")
        #expect(list.count == count, "\(file)")
        #expect(list.skippedLines == 0, "\(file): \(list.skippedLines) skipped")
        #expect(WordListID.everyday(in: language).resourceName == file)
    }

    /// A lower-case entry is not a name: only German (whose nouns are capitalised) has capitals.
    @Test(arguments: files)
    func onlyGermanNounsAreCapitalised(language: Language, file: String, count: Int) {
        let capitalised = Self.lines(file).filter { $0.first?.isUppercase == true }
        if language == .german {
            #expect(capitalised.count > 3_000 && capitalised.count < count / 2, "\(capitalised.count) German nouns")
            #expect(capitalised.allSatisfy { $0.dropFirst().allSatisfy { !$0.isUppercase } }, "no abbreviations")
        } else {
            #expect(capitalised.isEmpty, "\(file): \(capitalised.prefix(5))")
        }
    }

    /// scripts/not-words.txt by language: the words under each language's headings ("# German:
    /// demonyms of places") and under "# Every language".
    static func notWords() -> [Language: Set<Substring>] {
        let headings: [Substring: Language] = ["English": .english, "Dutch": .dutch, "German": .german, "French": .french, "Spanish": .spanish]
        var words: [Language: Set<Substring>] = [:]
        var current = Language.allCases
        for line in lines("../scripts/not-words.txt") {
            if line.hasPrefix("#") {
                let name = line.dropFirst().prefix { $0 != ":" }.drop { $0 == " " }
                if name == "Every language" { current = Language.allCases } else if let language = headings[name] { current = [language] }
                continue
            }
            for language in current { words[language, default: []].insert(line) }
        }
        return words
    }

    /// Names, places, abbreviations and obscenities the rules let through are never in their
    /// language's list (never dealt); a word one language must not deal can be another's everyday
    /// word (German "dick", thick).
    @Test func theNotWordsAreInNoList() {
        let notWords = Self.notWords()
        #expect(notWords.values.map(\.count).reduce(0, +) > 1000)
        for (language, file, _) in Self.files {
            let dealt = Set(Self.lines(file)).intersection(notWords[language] ?? [])
            #expect(dealt.isEmpty, "\(file): \(dealt.sorted())")
        }
        #expect(Set(Self.lines("everyday-de.txt")).contains("dick"))
    }

    /// Names a player knows as names, that are no everyday word of the language: never in its list.
    static let names: [Language: [String]] = [
        .english: ["robert", "mary", "michael", "david", "london", "paris", "texas", "chicago", "google", "microsoft", "chomsky", "plymouth",
                   "europe", "scotland", "susan", "boston", "obama", "einstein", "shakespeare", "england", "germany", "jesus", "hitler", "toyota"],
        .dutch: ["pieter", "anna", "henk", "willem", "sanne", "amsterdam", "rotterdam", "utrecht", "groningen", "nederland", "duitsland",
                 "rutte", "ajax", "hans", "eva", "zeeland", "laos", "jansen", "maarten", "thomas", "robert", "sara", "belgen", "facebook", "limburg"],
        .german: ["Peter", "München", "Schmidt", "Berlin", "Hamburg", "Deutschland", "Thomas", "Angela", "Merkel", "Goethe", "Köln", "Wien",
                  "Zürich", "Stefan", "Michael", "Andreas", "Sabine", "Dresden", "Bayern", "Europa", "Japan", "Aachener", "Straßburger",
                  "Franzose", "Hannover", "Plymouth", "Chomsky"],
        .french: ["françois", "michel", "nicolas", "sarkozy", "macron", "dupont", "lyonnais", "parisien", "jacques", "claude", "laurent",
                  "mathieu", "florence", "napoléon", "jésus", "canada", "alsace", "bretagne", "normandie", "toulouse", "belgique", "québec",
                  "chine", "marseille", "lyon"],
        .spanish: ["juan", "pedro", "maría", "josé", "carlos", "madrid", "barcelona", "sevilla", "méxico", "españa", "garcía", "lópez",
                   "fernández", "martínez", "pablo", "jesús", "francia", "parís", "madrileño", "venezuela", "colombia", "perú"],
    ]

    @Test(arguments: files)
    func noNameIsInItsLanguagesList(language: Language, file: String, count: Int) throws {
        let words = Set(Self.lines(file).map(String.init))
        let names = try #require(Self.names[language])
        #expect(names.filter(words.contains).isEmpty, "\(file)")
        // Nor, folded as the game folds words, a word that plays as one of them.
        let list = TestFiles.wordList(TestFiles.resources + "/" + file, language: language)
        for name in names {
            let folded = try #require(language.foldedWord(name.lowercased()))
            #expect(!list.words(ofLength: folded.count).contains(folded), "\(name) plays as a word of \(file)")
        }
    }

    /// Every level deals, in every language, from lengths its everyday list has hundreds of words at.
    @Test(arguments: files)
    func everyLevelsLengthsHaveWordsEnough(language: Language, file: String, count: Int) {
        let list = TestFiles.wordList(TestFiles.resources + "/" + file, language: language)
        for level in Level.allCases {
            guard let preset = level.preset(in: language) else { continue }
            #expect(preset.wordList == WordListID.everyday(in: language))
            for length in preset.lengths {
                #expect(list.count(ofLength: length) >= 500, "\(level) in \(language): \(list.count(ofLength: length)) words of \(length)")
            }
        }
    }
}
