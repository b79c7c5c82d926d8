/// A catalogue's `plural=` expression (gettext's C subset: `n`, numbers, `! - * / % + < > <= >=
/// == != && || ?:` and parentheses), parsed once and evaluated by the game itself: a catalogue
/// is outside input, and an expression that divides by zero, names a form the catalogue does
/// not have, or does not parse is refused before it is used, never evaluated by the C library.
public struct PluralRule: Sendable {
    indirect enum Node: Sendable {
        case n
        case number(Int)
        case not(Node)
        case negate(Node)
        case binary(String, Node, Node)
        case choice(Node, Node, Node)
    }

    let root: Node
    /// How many forms the catalogue has (`nplurals`).
    public let count: Int

    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// Parses `expression` for a catalogue of `count` forms, and checks it on `checkedCounts`
    /// (where languages' rules differ): each must give a form from 0 to `count` - 1.
    public init(_ expression: String, count: Int) throws(Problem) {
        guard (1...6).contains(count) else { throw Problem(description: "nplurals=\(count)") }
        guard expression.utf8.count <= 200 else {
            throw Problem(description: "a plural expression of \(expression.utf8.count) bytes")
        }
        var parser = Parser(tokens: try Self.tokens(expression))
        let root = try parser.ternary()
        guard parser.at == parser.tokens.count else { throw Problem(description: "plural=\(expression)") }
        self.root = root
        self.count = count
        for n in Self.checkedCounts {
            guard let form = Self.evaluate(root, n), (0..<count).contains(form) else {
                throw Problem(description: "plural=\(expression) gives no form for \(n)")
            }
        }
    }

    /// The counts a rule must give a form for, checked at parse: every count a screen shows in practice, and the larger
    /// ones a rule's hundreds and thousands turn on (Slavic rules look at n%100). Checked at every start: kept short.
    static let checkedCounts =
        Array(0...199) + [1000, 1001, 1002, 1005, 1011, 1012, 1021, 1111, 10_000, 100_000, 1_000_000]

    /// The form (0 ..< `count`) for `n`.
    public func form(for n: Int) -> Int {
        // Checked for `checkedCounts` at parse; elsewhere, an evaluation that fails falls back to the last form.
        let form = Self.evaluate(root, min(max(n, 0), Int(UInt32.max))) ?? count - 1
        return (0..<count).contains(form) ? form : count - 1
    }

    /// nil where the expression cannot be evaluated (a division by zero, an overflow).
    static func evaluate(_ node: Node, _ n: Int) -> Int? {
        switch node {
        case .n: return n
        case .number(let value): return value
        case .not(let a): return evaluate(a, n).map { $0 == 0 ? 1 : 0 }
        case .negate(let a): return evaluate(a, n).flatMap { $0 == Int.min ? nil : -$0 }
        case .choice(let c, let a, let b):
            guard let test = evaluate(c, n) else { return nil }
            return evaluate(test != 0 ? a : b, n)
        case .binary(let op, let a, let b):
            guard let x = evaluate(a, n) else { return nil }
            if op == "&&" && x == 0 { return 0 }
            if op == "||" && x != 0 { return 1 }
            guard let y = evaluate(b, n) else { return nil }
            switch op {
            case "*":
                let (r, o) = x.multipliedReportingOverflow(by: y)
                return o ? nil : r
            case "/": return y == 0 ? nil : x / y
            case "%": return y == 0 ? nil : x % y
            case "+":
                let (r, o) = x.addingReportingOverflow(y)
                return o ? nil : r
            case "-":
                let (r, o) = x.subtractingReportingOverflow(y)
                return o ? nil : r
            case "<": return x < y ? 1 : 0
            case ">": return x > y ? 1 : 0
            case "<=": return x <= y ? 1 : 0
            case ">=": return x >= y ? 1 : 0
            case "==": return x == y ? 1 : 0
            case "!=": return x != y ? 1 : 0
            case "&&", "||": return y != 0 ? 1 : 0
            default: return nil
            }
        }
    }

    static func tokens(_ text: String) throws(Problem) -> [String] {
        var out: [String] = []
        var chars = Array(text.unicodeScalars)[...]
        while let c = chars.first {
            if c == " " || c == "\t" || c == "\n" || c == ";" {
                chars = chars.dropFirst()
                continue
            }
            if ("0"..."9").contains(c) {
                let digits = chars.prefix { ("0"..."9").contains($0) }
                guard digits.count <= 9 else {
                    throw Problem(description: "a number too long in the plural expression")
                }
                out.append(String(String.UnicodeScalarView(digits)))
                chars = chars.dropFirst(digits.count)
                continue
            }
            let two = String(String.UnicodeScalarView(chars.prefix(2)))
            if ["<=", ">=", "==", "!=", "&&", "||"].contains(two) {
                out.append(two)
                chars = chars.dropFirst(2)
                continue
            }
            guard "n!-*/%+<>?:()".unicodeScalars.contains(c) else {
                throw Problem(description: "'\(PrintableText.escaping(String(c)))' in the plural expression")
            }
            out.append(String(c))
            chars = chars.dropFirst()
        }
        return out
    }

    /// Precedence climbing over the tokens, C's order; at most 64 levels deep.
    struct Parser {
        let tokens: [String]
        var at = 0
        var depth = 0

        mutating func next() -> String? { at < tokens.count ? tokens[at] : nil }

        mutating func ternary() throws(Problem) -> Node {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { throw Problem(description: "a plural expression nested too deep") }
            let test = try binary(0)
            guard next() == "?" else { return test }
            at += 1
            let yes = try ternary()
            guard next() == ":" else { throw Problem(description: "a '?' without ':' in the plural expression") }
            at += 1
            return .choice(test, yes, try ternary())
        }

        static let levels: [[String]] = [
            ["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"],
        ]

        mutating func binary(_ level: Int) throws(Problem) -> Node {
            guard level < Self.levels.count else { return try unary() }
            var left = try binary(level + 1)
            while let op = next(), Self.levels[level].contains(op) {
                at += 1
                left = .binary(op, left, try binary(level + 1))
            }
            return left
        }

        mutating func unary() throws(Problem) -> Node {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { throw Problem(description: "a plural expression nested too deep") }
            guard let token = next() else { throw Problem(description: "a plural expression cut short") }
            at += 1
            switch token {
            case "n": return .n
            case "!": return .not(try unary())
            case "-": return .negate(try unary())
            case "(":
                let inner = try ternary()
                guard next() == ")" else { throw Problem(description: "a '(' without ')' in the plural expression") }
                at += 1
                return inner
            default:
                guard let value = Int(token) else { throw Problem(description: "'\(token)' in the plural expression") }
                return .number(value)
            }
        }
    }
}
