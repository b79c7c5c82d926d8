import HangmanCore

/// Counted nouns in the stores' messages.
enum StoreText {
    static func lines(_ n: Int) -> String { trn("%d line", "%d lines", n) }
    static func records(_ n: Int) -> String { trn("%d record", "%d records", n) }

    /// The last part of a path, escaped, for a message.
    static func name(_ path: String) -> String { PrintableText.escaping(String(path.split(separator: "/").last ?? "")) }

    /// A whole path, escaped, for a message.
    static func show(_ path: String) -> String { PrintableText.escaping(path) }

    /// A size limit in words: "64 KiB", "32 MiB".
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? "\(bytes >> 30) GiB" : bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB"
    }
}
