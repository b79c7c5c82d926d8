/// Why a word list could not be used.
public enum WordListError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// A list with no word to play: `skipped` says what was left out ("2 lines with characters
    /// other than letters and spaces"), nil when the file held nothing but blank lines.
    case empty(path: String, skipped: String?)
    /// A language's list whose Debian package is not installed (`package` brings it).
    case notInstalled(path: String, package: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return tr("cannot read word list %s: %s", PrintableText.name(path), reason)
        case .notInstalled(let path, let package):
            return tr(
                "cannot read word list %s: %s", PrintableText.name(path),
                tr("it is not installed (apt install %s)", package))
        case .empty(let path, nil): return tr("word list %s has no words", PrintableText.name(path))
        case .empty(let path, let skipped?):
            return tr("word list %s has no usable words (skipped %s)", PrintableText.name(path), skipped)
        }
    }
}
