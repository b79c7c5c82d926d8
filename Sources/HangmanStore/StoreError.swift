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
    case notAPropertyList(path: String)
    /// Not the player's own file (another user's, or writable by others): `FileTrust`.
    case notTrusted(path: String, reason: String)
    case lockBusy(path: String)

    public var description: String {
        switch self {
        case .writeFailed(let path, let reason): return tr("cannot save %s: %s", StoreText.show(path), reason)
        case .readFailed(let path, let reason): return tr("cannot read %s: %s", StoreText.show(path), reason)
        case .refusingToOverwrite(let path):
            return tr("not saving over %s: it could not be kept aside", StoreText.show(path))
        case .notARegularFile(let path, let kind): return tr("%s is %s, not a file", StoreText.show(path), kind)
        case .tooLarge(let path, let limit):
            return tr("%s is larger than %s", StoreText.show(path), StoreText.size(limit))
        case .tooDeep(let path): return tr("%s is nested too deeply", StoreText.show(path))
        case .notAPropertyList(let path): return tr("%s is not a property list this game writes", StoreText.show(path))
        case .notTrusted(let path, let reason): return tr("%s is not yours: %s", StoreText.show(path), reason)
        case .lockBusy(let path): return tr("%s is locked by another program", StoreText.show(path))
        }
    }

    /// The reason alone, without the path (for messages that name the file already).
    public var reason: String {
        switch self {
        case .writeFailed(_, let reason), .readFailed(_, let reason): return reason
        case .refusingToOverwrite: return tr("it could not be kept aside")
        case .notARegularFile(_, let kind): return tr("it is %s, not a file", kind)
        case .tooLarge(_, let limit): return tr("it is larger than %s", StoreText.size(limit))
        case .tooDeep: return tr("it is nested too deeply")
        case .notAPropertyList: return tr("not a property list this game writes")
        case .notTrusted(_, let reason): return tr("it is not yours: %s", reason)
        case .lockBusy: return tr("another program holds its lock")
        }
    }

}
