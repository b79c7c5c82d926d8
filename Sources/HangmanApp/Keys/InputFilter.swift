/// What the terminal delivered, as the player meant it. Curses decodes the key sequences the
/// terminal's description names; what it hands over as Esc and characters is read here:
///
/// - Escape sequences (ECMA-48: CSI `ESC [ …`, SS3 `ESC O x`): mouse reports (SGR and X10, which
///   the game reads itself), bracketed-paste markers, and the arrows, Home, End, Page Up/Down and
///   function keys in the forms terminals send that their description may not name. Any other
///   sequence — and Alt with a key, `ESC x` — is one unknown key: a note, never a guess, a quit
///   or a swallowed key. Whatever arrives after an unknown or malformed sequence in the same read
///   is part of it (a person types no faster than a read).
/// - A sequence a slow link split between reads is held until the next read; a lone Esc at the
///   end of a read too, briefly: `flush` settles it when nothing follows (`isHolding` asks the
///   loop to wait only a moment).
/// - A paste (between `ESC [ 200 ~` and `ESC [ 201 ~`) or a flood of keys (more in one read than
///   anyone types between two frames) is one `.paste`, never a string of guesses or commands.
public struct InputFilter: Sendable {
    /// More inputs than this in one read is a flood: a person types a few between two frames, and
    /// not this many even while the game waits a second on a neighbour's lock.
    public static let floodLimit = 32
    /// The longest sequence held for its rest; longer is not a sequence a terminal sends.
    static let sequenceLimit = 32

    /// Inside a paste: its characters so far.
    private var pasted: Int?
    /// Characters of a flood so far, while it goes on from read to read.
    private var flooded = 0
    /// The start of an escape sequence the last read ended in.
    private var held: [Input] = []

    public init() {}

    /// An escape sequence (or a lone Esc) waits for the next read.
    public var isHolding: Bool { !held.isEmpty }

    /// Nothing came after what is held: a lone Esc is the Esc key, the start of a sequence an
    /// unknown key.
    public mutating func flush() -> [Input] {
        defer { held = [] }
        if held.isEmpty { return [] }
        return held == [.key(.escape)] ? [.key(.escape)] : [.key(.unknown)]
    }

    /// The inputs of one read, as the player meant them.
    public mutating func filter(_ batch: [Input]) -> [Input] {
        var result: [Input] = []
        for token in readingSequences(held + batch) {
            switch (token, pasted) {
            case (.pasteEnd, let count?):
                result.append(.paste(characters: count))
                pasted = nil
            case (.pasteStart, nil): pasted = 0
            case (.pasteStart, _), (.pasteEnd, nil): break
            case (.input(let input), let count?):
                if case .resize = input { result.append(input) } else { pasted = count + 1 }
            case (.input(let input), nil): result.append(input)
            }
        }
        result = Self.joiningMarks(result)
        // A flood: everything but the resizes is one paste (its count runs on over the reads it fills).
        let typed = result.filter {
            if case .resize = $0 { return false }
            return true
        }
        guard typed.count > Self.floodLimit else {
            if !typed.isEmpty { flooded = 0 }
            return result
        }
        flooded += typed.count
        let resizes = result.filter {
            if case .resize = $0 { return true }
            return false
        }
        return resizes + [.paste(characters: flooded)]
    }

    enum Token: Equatable {
        case input(Input)
        case pasteStart, pasteEnd
    }

    /// The escape sequences of `inputs` read as what they are; a sequence cut off at the end is held.
    mutating func readingSequences(_ inputs: [Input]) -> [Token] {
        held = []
        var out: [Token] = []
        var i = 0
        while i < inputs.count {
            guard inputs[i] == .key(.escape) else {
                out.append(.input(inputs[i]))
                i += 1
                continue
            }
            switch Self.sequence(in: inputs, at: i) {
            case .incomplete:
                held = inputs.count - i <= Self.sequenceLimit ? Array(inputs[i...]) : []
                if held.isEmpty { out.append(.input(.key(.unknown))) }
                return out
            case .complete(let token, let length):
                if let token { out.append(token) }
                i += length
            case .unknown:
                out.append(.input(.key(.unknown)))
                return out  // the rest of the read is the sequence's
            case .cutShort(let length):
                out.append(.input(.key(.unknown)))
                i += length  // a key came before its end: that key is the player's
            }
        }
        return out
    }

    enum Sequence: Equatable {
        /// A whole sequence of `length` inputs, and what it means (nil: nothing, as a release).
        case complete(Token?, length: Int)
        case incomplete
        case unknown
        /// A sequence cut short by a key (an Esc, an arrow) before its end: its `length` inputs
        /// are nothing, the key is read as itself.
        case cutShort(length: Int)
    }

    /// The sequence that starts with the Esc at `start`.
    static func sequence(in inputs: [Input], at start: Int) -> Sequence {
        func char(_ at: Int) -> Character? {
            guard at < inputs.count, case .character(let c) = inputs[at] else { return nil }
            return c
        }
        guard start + 1 < inputs.count else { return .incomplete }
        // Esc and then a key that is no character (Esc, Tab, Enter, an arrow, Ctrl-N) is Esc and that
        // key: no terminal sends Alt with those, and a person's Esc and next key can share a read.
        if char(start + 1) == nil { return .complete(.input(.key(.escape)), length: 1) }
        // Whatever is not a character ends a sequence where it stands.
        if let cut = (start + 1..<inputs.count).first(where: { char($0) == nil }), cut < start + Self.sequenceLimit {
            switch sequence(in: Array(inputs[..<cut]), at: start) {
            case .incomplete: return .cutShort(length: cut - start)
            case let whole: return whole
            }
        }
        guard let introducer = char(start + 1) else { return .unknown }
        switch introducer {
        case "O":
            guard start + 2 < inputs.count else { return .incomplete }
            let key = char(start + 2).flatMap { ss3Keys[$0] }
            return key.map { .complete(.input(.key($0)), length: 3) } ?? .unknown
        case "[":
            // X10 mouse: ESC [ M and three bytes, each 32 to 255.
            if char(start + 2) == "M" {
                guard start + 5 < inputs.count else { return .incomplete }
                let bytes = (3...5).map {
                    char(start + $0).flatMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first!.value : nil }
                        ?? 0
                }
                guard bytes.allSatisfy({ (32...255).contains($0) }) else { return .unknown }
                let click: Token? =
                    bytes[0] == 32 && bytes[1] > 32 && bytes[2] > 32
                    ? .input(.click(x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33)) : nil
                return .complete(click, length: 6)
            }
            // CSI: parameter bytes (0-9 : ; < = > ?), intermediates (space to /), one final byte.
            var i = start + 2
            var parameters = ""
            while let c = char(i), let v = c.asciiValue, (0x30...0x3F).contains(v) {
                parameters.append(c)
                i += 1
            }
            while let c = char(i), let v = c.asciiValue, (0x20...0x2F).contains(v) { i += 1 }
            guard i < inputs.count else { return .incomplete }
            guard let final = char(i), let v = final.asciiValue, (0x40...0x7E).contains(v) else { return .unknown }
            return csi(parameters: parameters, final: final).map { .complete($0, length: i - start + 1) } ?? .unknown
        default:
            return .unknown  // Alt and a character
        }
    }

    /// What a whole CSI sequence means; nil when the game does not know it.
    static func csi(parameters: String, final: Character) -> Token?? {
        if parameters.hasPrefix("<") {
            // SGR mouse: b;x;y then M (press) or m (release). A left press is a click; anything else, nothing.
            guard final == "M" || final == "m" else { return nil }
            let fields = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            guard fields.count == 3, let b = fields[0], let x = fields[1], let y = fields[2], x >= 1, y >= 1 else {
                return nil
            }
            return .some(final == "M" && b == 0 ? .input(.click(x: x - 1, y: y - 1)) : nil)
        }
        if final == "~" {
            if parameters == "200" { return .pasteStart }
            if parameters == "201" { return .pasteEnd }
            let number = Int(parameters.split(separator: ";").first ?? "")
            return number.flatMap { tildeKeys[$0] }.map { .input(.key($0)) }
        }
        // An arrow, Home or End, with or without modifiers (1;5C is Ctrl-Right: the arrow).
        guard parameters.isEmpty || parameters.hasPrefix("1;") || parameters == "1", let key = ss3Keys[final] else {
            return nil
        }
        return .input(.key(key))
    }

    /// SS3 and plain CSI finals: arrows, Home, End, F1-F4 (and Shift-Tab as CSI Z).
    static let ss3Keys: [Character: Key] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end,
        "P": .function(1), "Q": .function(2), "R": .function(3), "S": .function(4), "Z": .backTab,
    ]
    /// `CSI n ~` keys, as VT220 and xterm number them.
    static let tildeKeys: [Int: Key] = [
        1: .home, 7: .home, 4: .end, 8: .end, 5: .pageUp, 6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// A combining mark the terminal delivered after a letter (n, then a combining tilde, as
    /// some input methods send ñ) is part of that letter: one key, as the player typed it.
    static func joiningMarks(_ inputs: [Input]) -> [Input] {
        var out: [Input] = []
        for input in inputs {
            if case .character(let mark) = input,
                mark.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .nonspacingMark }),
                case .character(let base)? = out.last
            {
                let joined = String(base) + String(mark)
                if joined.count == 1 {
                    out[out.count - 1] = .character(joined.first!)
                    continue
                }
            }
            out.append(input)
        }
        return out
    }
}
