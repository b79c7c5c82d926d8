import HangmanCore
#if canImport(Glibc)
import Glibc
#endif

/// The history file, shared by every instance: each game end takes an exclusive lock, re-reads
/// the file, adds the record and writes it back, so no instance loses another's games.
public final class HistoryStore {
    public let file: PropertyListStore<History>
    private let lockPath: String

    public init(path: String, clock: @escaping () -> Int = { Int(time(nil)) }) {
        file = PropertyListStore(path: path, clock: clock)
        lockPath = path + ".lock"
    }

    public func load() -> LoadOutcome<History> { withLock { file.load() } ?? file.load() }

    /// Adds `record` under the lock; returns the merged history and any problem met while reading.
    public func record(_ record: GameRecord) throws(StoreError) -> (history: History, problem: String?) {
        var result: Result<(History, String?), StoreError> = .failure(.writeFailed(path: file.path, reason: "lock"))
        let locked: Void? = withLock {
            let outcome = file.load()
            var history = outcome.value ?? History()
            history.record(record)
            do {
                try file.save(history)
                result = .success((history, outcome.problem(named: "history.plist")))
            } catch let error as StoreError { result = .failure(error) } catch {}
        }
        if locked == nil { throw .writeFailed(path: file.path, reason: "cannot lock \(lockPath): \(FileIO.errorText())") }
        return try result.get()
    }

    /// Runs `body` holding an exclusive `flock` on the lock file; nil if the lock cannot be had.
    private func withLock<T>(_ body: () -> T) -> T? {
        try? FileIO.makeFolder(FileIO.folder(of: lockPath))
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if fd < 0 { return nil }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 { if errno != EINTR { return nil } }
        defer { flock(fd, LOCK_UN) }
        return body()
    }
}
