/// Counted nouns in the stores' messages.
enum StoreText {
    static func lines(_ n: Int) -> String { n == 1 ? "1 line" : "\(n) lines" }
    static func records(_ n: Int) -> String { n == 1 ? "1 record" : "\(n) records" }
}
