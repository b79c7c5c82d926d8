import HangmanCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// One value in one property-list file. Writes are atomic; a file that does not decode is moved
/// aside, never overwritten; a file that could not be moved aside is never written over.
public final class PropertyListStore<Value: Decodable>: Sendable {
    public let path: String
    private let clock: @Sendable () -> Int
    /// Set when a bad file could not be moved aside: saving would destroy it.
    private let protectsUnreadableFile = Mutex(false)

    /// `clock` gives the UTC seconds used to name quarantined files.
    public init(path: String, clock: @escaping @Sendable () -> Int = { Int(time(nil)) }) {
        self.path = path
        self.clock = clock
    }

    public func load() -> LoadOutcome<Value> {
        let bytes: [UInt8]?
        do { bytes = try FileIO.read(path) } catch {
            protectsUnreadableFile.withLock { $0 = true }
            return .unreadable(reason: Self.reason(error))
        }
        guard let bytes else { protectsUnreadableFile.withLock { $0 = false }; return .missing }
        do {
            let value = try PropertyListDecoder().decode(Value.self, from: Data(bytes))
            protectsUnreadableFile.withLock { $0 = false }
            return .loaded(value)
        } catch {
            let reason = bytes.isEmpty ? "empty file" : Self.reason(error)
            do {
                let movedTo = try FileIO.moveAside(path, now: clock())
                protectsUnreadableFile.withLock { $0 = false }
                return .quarantined(movedTo: movedTo, reason: reason)
            } catch {
                protectsUnreadableFile.withLock { $0 = true }
                return .unreadable(reason: "\(reason); \(error)")
            }
        }
    }

    public func remove() throws(StoreError) { try FileIO.remove(path) }

    static func reason(_ error: any Error) -> String {
        if let e = error as? StoreError { return e.description }
        if let e = error as? NewerFormatError { return e.description }
        if case DecodingError.dataCorrupted(let context) = error {
            return context.codingPath.isEmpty ? "not a property list or truncated" : "impossible values (\(context.debugDescription))"
        }
        if case DecodingError.typeMismatch = error { return "wrong type of data" }
        if case DecodingError.keyNotFound(let key, _) = error { return "missing \(key.stringValue)" }
        return "unreadable"
    }
}

extension PropertyListStore where Value: Encodable {
    public func save(_ value: Value) throws(StoreError) {
        if protectsUnreadableFile.withLock({ $0 }), access(path, F_OK) == 0 { throw .refusingToOverwrite(path: path) }
        let data: Data
        do {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .xml
            data = try encoder.encode(value)
        } catch { throw .writeFailed(path: path, reason: "\(error)") }
        try FileIO.writeAtomically(Array(data), to: path)
        protectsUnreadableFile.withLock { $0 = false }
    }
}
