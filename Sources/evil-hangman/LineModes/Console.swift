import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// Stdout or stderr, written with `write(2)` and every result checked: a line that does not get out (a full disk,
/// a closed pipe) is never taken for said. The first failure is kept; line front ends then stop with status 74.
final class Console: @unchecked Sendable {
    static let out = Console(descriptor: 1)
    static let err = Console(descriptor: 2)

    let descriptor: Int32
    /// The locale's charset for what a person reads (`--plain`, stderr); UTF-8 for the JSON protocol.
    var charset = LocaleCharset.utf8
    /// Why a write failed (the first time), nil while every write has worked.
    private(set) var failure: String?

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes `text` whole; false (and `failure` set) when it could not be.
    @discardableResult
    func write(_ text: String) -> Bool {
        guard failure == nil else { return false }
        let bytes = charset.encode(text)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                failure = String(cString: strerror(n < 0 ? errno : EIO))
                return false
            }
            written += n
        }
        return true
    }

    /// One line, escaped: file names, list names or a flag's value must never reach a terminal as controls.
    @discardableResult
    func say(_ line: String) -> Bool { write(PrintableText.escaping(line) + "\n") }
}
