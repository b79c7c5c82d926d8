import HangmanCore

enum StoreText {
    static func lines(_ n: Int) -> String { trn("%d line", "%d lines", n) }

    /// The last part of a path, escaped, for a message.
    static func name(_ path: String) -> String { PrintableText.name(String(path.split(separator: "/").last ?? "")) }

    /// A whole path, escaped, for a message.
    static func show(_ path: String) -> String { PrintableText.name(path) }

    /// A size limit in words: "64 KiB", "32 MiB".
    static func size(_ bytes: Int, roundingUp: Bool = false) -> String {
        func whole(_ shift: Int) -> Int { roundingUp ? (bytes + (1 << shift) - 1) >> shift : bytes >> shift }
        return bytes >= 1 << 30 ? "\(whole(30)) GiB" : bytes >= 1 << 20 ? "\(whole(20)) MiB" : "\(whole(10)) KiB"
    }
}
