import HangmanCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

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
        if let e = error as? NewerFormatError { return e.description }
        if case DecodingError.dataCorrupted = error { return "not a property list or truncated" }
        if case DecodingError.typeMismatch = error { return "wrong type of data" }
        if case DecodingError.keyNotFound(let key, _) = error { return "missing \(key.stringValue)" }
        return "unreadable"
    }
}
