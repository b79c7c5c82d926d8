/// Why a store could not do its job.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case newerVersion(Int)
    case writeFailed(path: String, reason: String)
    case readFailed(path: String, reason: String)
    case refusingToOverwrite(path: String)

    public var description: String {
        switch self {
        case .newerVersion(let v): return "made by a newer version (format \(v))"
        case .writeFailed(let path, let reason): return "cannot save \(path): \(reason)"
        case .readFailed(let path, let reason): return "cannot read \(path): \(reason)"
        case .refusingToOverwrite(let path): return "not saving over \(path): it could not be moved aside"
        }
    }
}
