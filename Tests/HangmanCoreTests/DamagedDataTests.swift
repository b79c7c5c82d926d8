import Testing
import FoundationEssentials
@testable import HangmanCore
import HangmanStore

/// Files that decode but describe impossible games must not crash anything.
@Suite struct DamagedDataTests {
    @Test func aPreviewOfAnImpossibleSnapshotStaysWithinTheRules() {
        let snapshot = GameSnapshot(mode: .evil, evilLevel: .classic, wordList: .full, length: 5, missesAllowed: 1,
                                    guesses: "exyzqq", word: nil, seed: 1, pattern: "_____")
        let preview = PreviewGameplay(snapshot: snapshot)
        #expect(preview.missesMade == 1)
        #expect(preview.missesLeft == 0)
        #expect(preview.status == .lost)
    }

    @Test func anEvilSaveWithARepeatedLetterIsRefused() {
        let list = WordList(entries: ["cool", "good", "ally"])
        let snapshot = GameSnapshot(mode: .evil, evilLevel: .classic, wordList: .full, length: 4, missesAllowed: 5,
                                    guesses: "xx", word: nil, seed: 1, pattern: "____")
        #expect(throws: SnapshotError.self) { try snapshot.restore(using: list) }
    }

    @Test(arguments: [(-3, 10, true), (11, 10, false), (2, 40, true), (10, 10, true)])
    func anImpossibleRecordMakesTheHistoryDamaged(missesMade: Int, missesAllowed: Int, won: Bool) throws {
        let folder = Fixtures.tempFolder()
        let store = PropertyListStore<History>(path: folder + "/history.plist")
        let record = GameRecord(id: "x", word: "abc", won: won, missesMade: missesMade, missesAllowed: missesAllowed,
                                wordLength: 3, mode: .evil, date: Date(timeIntervalSince1970: 0))
        try store.save(History(records: [record]))
        guard case .quarantined = store.load() else { Issue.record("an impossible record was accepted"); return }
    }
}
