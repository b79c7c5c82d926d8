import HangmanCore

/// Why a store could not do its job. Paths are shown escaped: a file name can hold any byte.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case writeFailed(path: String, reason: String)
    case readFailed(path: String, reason: String)
    case refusingToOverwrite(path: String)
    /// A FIFO, a device, a folder… where a file was expected: refused without reading.
    case notARegularFile(path: String, kind: String)
    case tooLarge(path: String, limit: Int)
    /// Nested deeper than any file this game writes (and deep enough to hurt a decoder).
    case tooDeep(path: String)
    /// Not a property list this game writes (e.g. a binary one).
    case notAPropertyList(path: String)
    /// Not the player's own file (another user's, or writable by others): `FileTrust`.
    case notTrusted(path: String, reason: String)
    /// Another process held the lock for longer than the game waits.
    case lockBusy(path: String)

    public var description: String {
        switch self {
        case .writeFailed(let path, let reason): return "cannot save \(StoreText.show(path)): \(reason)"
        case .readFailed(let path, let reason): return "cannot read \(StoreText.show(path)): \(reason)"
        case .refusingToOverwrite(let path): return "not saving over \(StoreText.show(path)): it could not be kept aside"
        case .notARegularFile(let path, let kind): return "\(StoreText.show(path)) is \(kind), not a file"
        case .tooLarge(let path, let limit): return "\(StoreText.show(path)) is larger than \(StoreText.size(limit))"
        case .tooDeep(let path): return "\(StoreText.show(path)) is nested too deeply"
        case .notAPropertyList(let path): return "\(StoreText.show(path)) is not a property list this game writes"
        case .notTrusted(let path, let reason): return "\(StoreText.show(path)) is not yours: \(reason)"
        case .lockBusy(let path): return "\(StoreText.show(path)) is locked by another program"
        }
    }

    /// The reason alone, without the path (for messages that name the file already).
    public var reason: String {
        switch self {
        case .writeFailed(_, let reason), .readFailed(_, let reason): return reason
        case .refusingToOverwrite: return "it could not be kept aside"
        case .notARegularFile(_, let kind): return "it is \(kind), not a file"
        case .tooLarge(_, let limit): return "it is larger than \(StoreText.size(limit))"
        case .tooDeep: return "it is nested too deeply"
        case .notAPropertyList: return "not a property list this game writes"
        case .notTrusted(_, let reason): return "it is not yours: \(reason)"
        case .lockBusy: return "another program holds its lock"
        }
    }

}
