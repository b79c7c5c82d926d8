/// What the terminal delivered at one read, as the player meant it: a paste (between the
/// bracketed-paste markers `ESC [ 200 ~` and `ESC [ 201 ~`, which curses hands over as plain
/// characters) or a flood of keys (more in one read than anyone types between two frames) is
/// one `.paste`, never a string of guesses or commands. It keeps state between reads: a long
/// paste spans several.
public struct InputFilter: Sendable {
    /// More inputs than this in one read is a flood: a person types a few between two frames, and
    /// not this many even while the game waits a second on a neighbour's lock.
    public static let floodLimit = 32
    static let pasteStart: [Input] = [.key(.escape)] + "[200~".map { .character($0) }
    static let pasteEnd: [Input] = [.key(.escape)] + "[201~".map { .character($0) }

    /// Inside a paste: its characters so far.
    private var pasted: Int?
    /// Characters of a flood so far, while it goes on from read to read.
    private var flooded = 0

    public init() {}

    /// The inputs of one read, with mouse reports made clicks, pastes and floods each one `.paste`.
    public mutating func filter(_ batch: [Input]) -> [Input] {
        let batch = Self.readingMouseReports(batch)
        var result: [Input] = []
        var i = 0
        while i < batch.count {
            if let count = pasted {
                if Self.matches(Self.pasteEnd, in: batch, at: i) {
                    result.append(.paste(characters: count))
                    pasted = nil
                    i += Self.pasteEnd.count
                } else {
                    if case .resize = batch[i] { result.append(batch[i]) } else { pasted = count + 1 }
                    i += 1
                }
            } else if Self.matches(Self.pasteStart, in: batch, at: i) {
                pasted = 0
                i += Self.pasteStart.count
            } else {
                result.append(batch[i])
                i += 1
            }
        }
        result = Self.joiningMarks(result)
        // A flood: everything but the resizes is one paste (its count runs on over the reads it fills).
        let typed = result.filter { if case .resize = $0 { return false }; return true }
        guard typed.count > Self.floodLimit else {
            if !typed.isEmpty { flooded = 0 }
            return result
        }
        flooded += typed.count
        let resizes = result.filter { if case .resize = $0 { return true }; return false }
        return resizes + [.paste(characters: flooded)]
    }

    /// Mouse reports, which the game reads itself (curses' reader of a malformed report waits for
    /// its bytes and swallows the player's next keys): SGR `ESC [ < b ; x ; y M` and X10
    /// `ESC [ M b x y`. A left press is a click; other reports are nothing. A malformed report
    /// costs its own bytes only: it never takes a key (Esc, an arrow) that follows it, and its
    /// bytes are never typed as guesses.
    static func readingMouseReports(_ inputs: [Input]) -> [Input] {
        var out: [Input] = []
        var i = 0
        func char(_ at: Int) -> Character? {
            guard at < inputs.count, case .character(let c) = inputs[at] else { return nil }
            return c
        }
        while i < inputs.count {
            guard inputs[i] == .key(.escape), char(i + 1) == "[", let kind = char(i + 2), kind == "<" || kind == "M" else {
                out.append(inputs[i])
                i += 1
                continue
            }
            i += 3
            if kind == "<" {
                // Digits and semicolons, then M (press) or m (release).
                var body = ""
                while let c = char(i), (c.isASCII && c.isNumber) || c == ";", body.count < 24 {
                    body.append(c)
                    i += 1
                }
                guard let end = char(i), end == "M" || end == "m" else { continue }
                i += 1
                let fields = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
                if end == "M", fields.count == 3, let b = fields[0], let x = fields[1], let y = fields[2], b == 0, x >= 1, y >= 1 {
                    out.append(.click(x: x - 1, y: y - 1))
                }
            } else {
                // Three bytes, each 32 to 255: its own characters only, never a key after it.
                var bytes: [UInt32] = []
                while bytes.count < 3, let c = char(i) {
                    bytes.append(c.unicodeScalars.count == 1 ? c.unicodeScalars.first!.value : 0)
                    i += 1
                }
                if bytes.count == 3, bytes.allSatisfy({ (32...255).contains($0) }), bytes[0] - 32 == 0, bytes[1] > 32, bytes[2] > 32 {
                    out.append(.click(x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33))
                }
            }
        }
        return out
    }

    /// A combining mark the terminal delivered after a letter (n, then a combining tilde, as
    /// some input methods send ñ) is part of that letter: one key, as the player typed it.
    static func joiningMarks(_ inputs: [Input]) -> [Input] {
        var out: [Input] = []
        for input in inputs {
            if case .character(let mark) = input, mark.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .nonspacingMark }),
               case .character(let base)? = out.last {
                let joined = String(base) + String(mark)
                if joined.count == 1 { out[out.count - 1] = .character(joined.first!); continue }
            }
            out.append(input)
        }
        return out
    }

    private static func matches(_ marker: [Input], in batch: [Input], at i: Int) -> Bool {
        i + marker.count <= batch.count && Array(batch[i..<(i + marker.count)]) == marker
    }
}
