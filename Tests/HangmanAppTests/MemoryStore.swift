import HangmanCore
import Synchronization

/// Files in memory: what the test clients read and write.
final class MemoryStore: Sendable {
    struct Contents {
        var settings: Settings?
        var saved: SavedGame?
        var records: [GameRecord] = []
        /// When set, every save and record fails with this reason.
        var failure: String?
        /// When set, removing the saved game fails too (a read-only folder).
        var removalFailure: String?
        var listLoads: [WordListID] = []
        /// The machine's board: its lines (nil where the machine has none).
        var machine: [MachineEntry]?
        /// What Nemesis learnt (`habits.plist`).
        var habits = PlayerHabits()
    }
    let contents = Mutex(Contents())

    func read<T>(_ body: (Contents) -> T) -> T { contents.withLock { body($0) } }
    func change(_ body: (inout Contents) -> Void) { contents.withLock { body(&$0) } }
}
