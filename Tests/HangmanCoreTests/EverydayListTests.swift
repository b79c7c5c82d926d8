import Testing
import HangmanCore
import TestSupport

/// The everyday lists every level and the daily deal from (`scripts/make-wordlists` makes them):
/// their documented sizes, every line a word of its language, no name and nothing on the
/// not-words list, and enough words at every length a level deals for its games to differ.
@Suite struct EverydayListTests {
    static let files: [(Language, String, count: Int)] = [
        (.english, "common.txt", 21_826), (.dutch, "everyday-nl.txt", 22_342), (.german, "everyday-de.txt", 15_997),
        (.french, "everyday-fr.txt", 23_952), (.spanish, "everyday-es.txt", 12_863),
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

    /// Names, places and obscenities the rules let through are never in a list (never dealt).
    @Test func theNotWordsAreInNoList() {
        // As spelled: Frank is a German name and frank an English word.
        let notWords = Self.lines("../scripts/not-words.txt").filter { !$0.hasPrefix("#") }
        #expect(notWords.count > 50)
        for (_, file, _) in Self.files {
            let words = Set(Self.lines(file))
            // German's "dick" is "thick": the English obscenity is an everyday German word.
            let dealt = notWords.filter { words.contains($0) && !(file == "everyday-de.txt" && $0 == "dick") }
            #expect(dealt.isEmpty, "\(file): \(dealt)")
        }
        // Names everyone knows, in every language's list: none.
        for (_, file, _) in Self.files {
            let words = Set(Self.lines(file).map { $0.lowercased() })
            for name in ["berlin", "london", "amsterdam", "madrid", "europa", "deutschland", "chomsky", "plymouth"] {
                #expect(!words.contains(name), "\(name) in \(file)")
            }
        }
    }

    /// Every level deals, in every language, from lengths its everyday list has hundreds of words at.
    @Test(arguments: files)
    func everyLevelsLengthsHaveWordsEnough(language: Language, file: String, count: Int) {
        let list = TestFiles.wordList(TestFiles.resources + "/" + file, language: language)
        for level in Difficulty.allCases {
            guard let preset = level.preset(in: language) else { continue }
            #expect(preset.wordList == WordListID.everyday(in: language))
            for length in preset.lengths {
                #expect(list.count(ofLength: length) >= 500, "\(level) in \(language): \(list.count(ofLength: length)) words of \(length)")
            }
        }
    }
}
