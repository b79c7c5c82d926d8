#if canImport(Glibc)
    import Glibc
#endif

/// Standard input a line at a time, each held to `limit` bytes as it is read (the rest skipped, never kept), which
/// `readLine` cannot promise. A read error (a terminal gone) ends the input like its end.
struct LineReader {
    /// The longest line kept; a guess is one letter and a command a word.
    static let limit = 4096

    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0, end = 0
    private var finished = false
    /// What the typed bytes are in: the locale's for `--plain`, UTF-8 for the JSON protocol.
    var charset = LocaleCharset.utf8

    /// The next line without its newline (or a CR before it), nil at the end; `cut` when it passed `limit`.
    mutating func next() -> (line: String, cut: Bool)? {
        var line: [UInt8] = []
        var cut = false
        var sawAny = false
        while true {
            if start == end {
                guard !finished, fill() else { return sawAny ? text(line, cut: cut) : nil }
            }
            sawAny = true
            let slice = buffer[start..<end]
            if let newline = slice.firstIndex(of: UInt8(ascii: "\n")) {
                append(buffer[start..<newline], to: &line, cut: &cut)
                start = newline + 1
                return text(line, cut: cut)
            }
            append(slice, to: &line, cut: &cut)
            start = end
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], cut: inout Bool) {
        let room = Self.limit - line.count
        if bytes.count > room { cut = true }
        line += bytes.prefix(max(0, room))
    }

    private mutating func fill() -> Bool {
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                finished = true
                return false
            }
            (start, end) = (0, n)
            return true
        }
    }

    private func text(_ bytes: [UInt8], cut: Bool) -> (line: String, cut: Bool) {
        let trimmed = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
        return (charset.decode(trimmed), cut)
    }
}
