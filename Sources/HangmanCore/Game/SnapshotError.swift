/// Why a saved game could not be restored.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    case doesNotFit(String)
    public var description: String {
        switch self {
        case .doesNotFit(let why): return why
        }
    }
}
