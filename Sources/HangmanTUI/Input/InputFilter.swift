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

    /// The inputs of one read, with pastes and floods each made one `.paste`.
    public mutating func filter(_ batch: [Input]) -> [Input] {
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
