/// Why a word list could not be used.
public enum WordListError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case empty(path: String, skipped: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read word list \(PrintableText.escaping(path)): \(reason)"
        case .empty(let path, 0): return "word list \(PrintableText.escaping(path)) has no words"
        case .empty(let path, let skipped):
            return "word list \(PrintableText.escaping(path)) has no usable words (\(skipped) lines skipped: only letters a–z and single spaces are allowed)"
        }
    }
}
