/// Why a word list could not be used.
public enum WordListError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case empty(path: String, skipped: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return tr("cannot read word list %s: %s", PrintableText.escaping(path), reason)
        case .empty(let path, 0): return tr("word list %s has no words", PrintableText.escaping(path))
        case .empty(let path, let skipped):
            return trn("word list %s has no usable words (%d line skipped: only letters a–z and single spaces are allowed)",
                       "word list %s has no usable words (%d lines skipped: only letters a–z and single spaces are allowed)",
                       skipped, PrintableText.escaping(path), skipped)
        }
    }
}
