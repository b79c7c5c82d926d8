import HangmanCore
import TestSupport

/// The lists in `Resources/`, parsed once for the core's tests (read with the C library: the
/// core's tests depend on the core alone), and the Stanford assignment's example list.
enum ShippedLists {
    static let full = TestFiles.wordList(TestFiles.resources + "/words.txt")
    static let common = TestFiles.wordList(TestFiles.resources + "/common.txt")
    static let phrases = TestFiles.wordList(TestFiles.resources + "/phrases.txt")
    static let stanford = WordList(entries: ["ALLY", "BETA", "COOL", "DEAL", "ELSE", "FLEW", "GOOD", "HOPE", "IBEX"])
}
