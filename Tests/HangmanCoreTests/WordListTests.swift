import Testing
@testable import HangmanCore

@Suite struct WordListTests {
    @Test func foldsCaseSkipsBadLinesAndDropsDuplicates() {
        let list = WordList(entries: ["Apple", "apple", "BANANA", "it's", "café", "x1", "", "  pear ", "kiwi\r", "zebra", "ant"])
        #expect(list.count == 6)  // apple banana pear kiwi zebra ant
        #expect(list.skippedLines == 3)
        #expect(list.duplicateLines == 1)
        #expect(list.count(ofLength: 5) == 2)
        #expect(list.words(ofLength: 4).word(at: 0) == "pear" || list.words(ofLength: 4).word(at: 1) == "pear")
        #expect(list.longestLength == 6)
    }

    /// A list that is not in byte order (sorted by a language's collation, or folded) keeps its
    /// order, each word where it first came.
    @Test func unsortedInputStillDeduplicates() {
        let list = WordList(entries: ["dog", "cat", "DOG", "bee", "cat"])
        #expect(list.count == 3)
        #expect(list.duplicateLines == 2)
        let bucket = list.words(ofLength: 3)
        #expect((0..<3).map { bucket.word(at: $0) } == ["dog", "cat", "bee"])
        // Folded spellings meet their plain twins (French: élève and eleve are one word).
        let french = WordList(entries: ["élève", "eleve", "Élève"], language: .french)
        #expect(french.count == 1 && french.duplicateLines == 2)
    }

    @Test func phrasesKeepSingleInnerSpaces() {
        let list = WordList(entries: ["New  York", " big apple ", "ok"])
        #expect(list.hasPhrases)
        #expect(list.words(ofLength: 8).word(at: 0) == "new york")
        #expect(list.words(ofLength: 9).word(at: 0) == "big apple")
    }

    @Test func nearestLengthPrefersShorterOnTie() {
        let list = WordList(entries: ["ab", "abcd"])
        #expect(list.nearestLengthWithWords(to: 3) == 2)
        #expect(list.nearestLengthWithWords(to: 4) == 4)
        #expect(list.nearestLengthWithWords(to: 9) == 4)
    }

    @Test func shippedListsHaveTheDocumentedSizes() throws {
        let full = ShippedLists.full
        #expect(full.count == 233_615)
        #expect(full.longestLength == 24)
        #expect(full.skippedLines == 0)
        let common = ShippedLists.common
        #expect(common.count == 13_554)
        #expect(common.longestLength == 18)
    }

    /// The shipped phrases: two or more words each, single spaces, every word an everyday one.
    @Test func shippedPhrasesAreEverydayWordsInTwosAndMore() throws {
        let phrases = ShippedLists.phrases
        #expect(phrases.count == 27_649)
        #expect(phrases.longestLength == 24)
        #expect(phrases.skippedLines == 0 && phrases.duplicateLines == 0)
        #expect(phrases.hasPhrases)
        let common = ShippedLists.common
        var checked = 0
        for length in 1...phrases.longestLength {
            let bucket = phrases.words(ofLength: length)
            for index in 0..<bucket.count {
                let phrase = bucket.word(at: index)
                let words = phrase.split(separator: " ", omittingEmptySubsequences: false)
                #expect(words.count >= 2 && words.allSatisfy { !$0.isEmpty }, "\(phrase)")
                for word in words where !common.words(ofLength: word.count).contains(String(word)) {
                    Issue.record("\(word) in \"\(phrase)\" is not in common.txt")
                }
                checked += 1
            }
        }
        #expect(checked == 27_649)
    }
}
