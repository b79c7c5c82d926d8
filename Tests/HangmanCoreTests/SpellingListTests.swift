import Testing
@testable import HangmanCore
import TestSupport

/// The shipped lists' spellings, as a player meets them.
@Suite struct SpellingListTests {
    static let french = TestFilesLists.french

    /// A word the list has plain and marked (couple, couplé) is shown as it first comes: plain.
    @Test func aWordThatIsAlsoPlainIsShownPlain() {
        let list = WordList(entries: ["couple", "coupla", "couples", "couplé", "élève"], language: .french)
        #expect(list.words(ofLength: 6).spelling(of: "couple") == "couple")
        #expect(list.words(ofLength: 5).spelling(of: "eleve") == "élève")
        // Out of order (a list sorted by its language's collation), the same.
        let unsorted = WordList(entries: ["couplé", "zebre", "couple"], language: .french)
        #expect(unsorted.words(ofLength: 6).spelling(of: "couple") == "couplé", "the first spelling is the marked one here")
        let plainFirst = WordList(entries: ["zebre", "couple", "abcdef", "couplé"], language: .french)
        #expect(plainFirst.words(ofLength: 6).spelling(of: "couple") == "couple")
        #expect(Self.french.words(ofLength: 6).spelling(of: "couple") == "couple")
    }
}

enum TestFilesLists {
    static let french = WordList(name: "everyday-fr.txt", bytes: Array(TestFiles.read(TestFiles.resources + "/everyday-fr.txt")?.utf8 ?? "".utf8),
                                 language: .french)
}
