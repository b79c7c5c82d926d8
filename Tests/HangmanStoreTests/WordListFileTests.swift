import Testing
import HangmanCore
import HangmanStore
import TestSupport

/// Word lists read from disk: a list that cannot be used is a clear error, never a crash.
@Suite struct WordListFileTests {
    @Test func missingEmptyAndDirectoryAreClearErrors() {
        #expect(throws: WordListError.self) { try WordListFile.load(path: "/nonexistent/words.txt") }
        let folder = TestFiles.tempFolder()
        TestFiles.write("", to: folder + "/empty.txt")
        #expect(throws: WordListError.empty(path: folder + "/empty.txt", skipped: nil)) { try WordListFile.load(path: folder + "/empty.txt") }
        TestFiles.write("123\n!!\n", to: folder + "/junk.txt")
        #expect(throws: WordListError.empty(path: folder + "/junk.txt", skipped: "2 lines with characters other than A-Z and spaces")) { try WordListFile.load(path: folder + "/junk.txt") }
        #expect(throws: WordListError.self) { try WordListFile.load(path: folder) }
    }

}
