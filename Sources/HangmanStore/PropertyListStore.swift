import HangmanCore
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// One value in one XML property-list file, read only if regular, within `limit`, nested no deeper than this
/// game writes, and checked by its decoder. A bad file is kept aside (`NAME.corrupt-<UTC time>`); one that could
/// not be, or that a newer version wrote, is never written over. Writes are atomic.
public final class PropertyListStore<Value: Decodable>: Sendable {
    public let path: String
    private let limit: Int
    private let clock: @Sendable () -> Int
    /// Set when a bad file could not be kept aside: saving would destroy it.
    private let protectsUnreadableFile = Mutex(false)

    /// `clock` gives the UTC seconds used to name files kept aside.
    public init(
        path: String, limit: Int = FileIO.Limit.savedFile, clock: @escaping @Sendable () -> Int = { Int(time(nil)) }
    ) {
        self.path = path
        self.limit = limit
        self.clock = clock
    }

    public func load() -> LoadOutcome<Value> {
        let reason: String
        var label = "corrupt"
        do throws(StoreError) {
            guard let bytes = try FileIO.read(path, limit: limit, ownFile: true) else {
                protectsUnreadableFile.withLock { $0 = false }
                return .missing
            }
            if bytes.isEmpty {
                reason = tr("empty file")
            } else {
                try PropertyListShape.check(bytes, path: path)
                do {
                    let value = try PropertyListDecoder().decode(Value.self, from: Data(bytes))
                    protectsUnreadableFile.withLock { $0 = false }
                    return .loaded(value)
                } catch let newer as NewerFormatError {
                    protectsUnreadableFile.withLock { $0 = true }
                    return .newer(version: newer.version)
                } catch {
                    reason = Self.reason(error)
                }
            }
        } catch .readFailed(_, let why) {
            // Not even readable (permissions): left exactly where it is, and never written over.
            protectsUnreadableFile.withLock { $0 = true }
            return .unreadable(reason: why)
        } catch .notTrusted(_, let why) {
            reason = why
            label = "untrusted"
        } catch {
            reason = error.reason
        }
        do {
            let keptAt = try FileIO.keepAside(path, as: label, now: clock())
            protectsUnreadableFile.withLock { $0 = false }
            return .keptAside(at: keptAt, reason: reason)
        } catch {
            protectsUnreadableFile.withLock { $0 = true }
            return .unreadable(reason: "\(reason); \(error)")
        }
    }

    public func remove() throws(StoreError) { try FileIO.remove(path) }

    /// `load` for a run that writes nothing (`--json`): a bad file stays where it is. (nil, nil): no file.
    public func peek() -> (value: Value?, problem: String?) {
        do {
            guard let bytes = try FileIO.read(path, limit: limit, ownFile: true) else { return (nil, nil) }
            try PropertyListShape.check(bytes, path: path)
            return (try PropertyListDecoder().decode(Value.self, from: Data(bytes)), nil)
        } catch {
            return (nil, Self.reason(error))
        }
    }

    static func reason(_ error: any Error) -> String {
        if let e = error as? StoreError { return e.description }
        if let e = error as? NewerFormatError { return e.description }
        if case DecodingError.dataCorrupted(let context) = error {
            guard let key = context.codingPath.last?.stringValue else { return tr("not a property list or truncated") }
            // Foundation's own words for a value no case has are English: the key says as much.
            let detail =
                context.debugDescription.hasPrefix("Cannot initialize")
                ? tr("no such %s", key) : context.debugDescription
            return tr("impossible values (%s)", detail)
        }
        if case DecodingError.typeMismatch = error { return tr("wrong type of data") }
        if case DecodingError.keyNotFound(let key, _) = error { return tr("missing %s", key.stringValue) }
        return tr("unreadable")
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
