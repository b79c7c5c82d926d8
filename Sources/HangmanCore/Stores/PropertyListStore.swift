#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// What loading a file found.
public enum LoadOutcome<Value> {
    /// No file yet.
    case missing
    case loaded(Value)
    /// The file did not decode; it was moved to `movedTo` and left untouched there.
    case quarantined(movedTo: String, reason: String)
    /// The file could not be read (or moved aside); it is left where it is and will not be overwritten.
    case unreadable(reason: String)

    public var value: Value? {
        if case .loaded(let v) = self { return v }
        return nil
    }

    /// A line for the status bar when something was wrong, e.g. "settings.plist was damaged: …".
    public func problem(named name: String) -> String? {
        switch self {
        case .missing, .loaded: return nil
        case .quarantined(let movedTo, _):
            return "\(name) was damaged; kept it as \(movedTo.split(separator: "/").last ?? "") and started fresh"
        case .unreadable(let reason): return "\(name) could not be read (\(reason)); using defaults"
        }
    }
}

/// One Codable value in one property-list file. Writes are atomic; a file that does not decode is
/// moved aside, never overwritten; a file that could not be moved aside is never written over.
public final class PropertyListStore<Value: Codable> {
    public let path: String
    private let clock: () -> Int
    /// Set when a bad file could not be moved aside: saving would destroy it.
    private var protectsUnreadableFile = false

    /// `clock` gives the UTC seconds used to name quarantined files.
    public init(path: String, clock: @escaping () -> Int = { Int(time(nil)) }) {
        self.path = path
        self.clock = clock
    }

    public func load() -> LoadOutcome<Value> {
        let bytes: [UInt8]?
        do { bytes = try FileIO.read(path) } catch {
            protectsUnreadableFile = true
            return .unreadable(reason: Self.reason(error))
        }
        guard let bytes else { protectsUnreadableFile = false; return .missing }
        do {
            let value = try PropertyListDecoder().decode(Value.self, from: Data(bytes))
            protectsUnreadableFile = false
            return .loaded(value)
        } catch {
            let reason = bytes.isEmpty ? "empty file" : Self.reason(error)
            do {
                let movedTo = try FileIO.moveAside(path, now: clock())
                protectsUnreadableFile = false
                return .quarantined(movedTo: movedTo, reason: reason)
            } catch {
                protectsUnreadableFile = true
                return .unreadable(reason: "\(reason); \(error)")
            }
        }
    }

    public func save(_ value: Value) throws(StoreError) {
        if protectsUnreadableFile, access(path, F_OK) == 0 { throw .refusingToOverwrite(path: path) }
        let data: Data
        do {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .xml
            data = try encoder.encode(value)
        } catch { throw .writeFailed(path: path, reason: "\(error)") }
        try FileIO.writeAtomically(Array(data), to: path)
        protectsUnreadableFile = false
    }

    public func remove() throws(StoreError) { try FileIO.remove(path) }

    static func reason(_ error: any Error) -> String {
        if let e = error as? StoreError { return e.description }
        if case DecodingError.dataCorrupted = error { return "not a property list or truncated" }
        if case DecodingError.typeMismatch = error { return "wrong type of data" }
        if case DecodingError.keyNotFound(let key, _) = error { return "missing \(key.stringValue)" }
        return "unreadable"
    }
}

/// The game in progress, saved with the id its record will carry when it ends.
public struct SavedGame: Codable, Equatable, Sendable {
    public var version: Int = 1
    public var id: String
    public var game: GameSnapshot
    public init(id: String, game: GameSnapshot) { self.id = id; self.game = game }

    enum CodingKeys: String, CodingKey { case version, id, game }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > 1 { throw StoreError.newerVersion(version) }
        id = try c.decode(String.self, forKey: .id)
        game = try c.decode(GameSnapshot.self, forKey: .game)
    }
}

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
