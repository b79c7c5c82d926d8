/// A challenge: a game's deal written down, so that on any machine with the same lists the same guesses meet the
/// same answers. An evil game's code holds no word (the host never chose one); a Good game's deals its one word.
///
/// The code is 20 characters of Crockford's base 32 after `EH`, in groups of five
/// (`EH-8HZ4K-M1N0Q-7W3RT-Y5C2B`), case-insensitive; O is read as 0, I and L as 1. Its 96 bits:
/// version (3), host (2: none, Classic, Cunning, Nemesis), level (3), list (4), length - 1 (6),
/// misses - 1 (5), seed (64), and a check (9) that catches a mistyped character.
extension Deal {
    /// The lists a code can name, in their code's order (a file given with `--words` has none).
    static let codeLists: [WordListID] =
        [.full, .common, .phrases] + [Language.dutch, .german, .french, .spanish].map(WordListID.everyday)
        + [Language.dutch, .german, .french, .spanish].map(WordListID.dictionary)
    static let codeVersion: UInt64 = 2
    static let codeLevels: [Level] = [.easy, .normal, .hard, .fiendish, .nemesis, .custom]
    static let codeHosts: [Host?] = [nil, .classic, .cunning, .nemesis]
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// A code to show where one is asked for: a real one (a Normal game), so that it reads back.
    public static let exampleCode = Deal(
        list: .common, length: 8, misses: 6, host: .classic, level: .normal,
        seed: 20_261_125
    ).code!

    /// The code to type: `EH-` and 20 characters in groups of five. Nil for a daily (the day's
    /// game is everyone's already) and for a list no code names (`--words`).
    public var code: String? {
        guard day == nil, let list = Self.codeLists.firstIndex(of: list), (1...64).contains(length),
            Settings.missesRange.contains(misses)
        else { return nil }
        var bits = Bits()
        bits.append(Self.codeVersion, 3)
        bits.append(UInt64(Self.codeHosts.firstIndex(of: host)!), 2)
        bits.append(UInt64(Self.codeLevels.firstIndex(of: level)!), 3)
        bits.append(UInt64(list), 4)
        bits.append(UInt64(length - 1), 6)
        bits.append(UInt64(misses - 1), 5)
        bits.append(seed, 64)
        bits.append(UInt64(Self.check(bits)), 9)
        let characters = bits.groups(of: 5).map { Self.alphabet[Int($0)] }
        let groups = stride(from: 0, to: characters.count, by: 5).map {
            String(characters[$0..<min($0 + 5, characters.count)])
        }
        return "EH-" + groups.joined(separator: "-")
    }

    /// What is wrong with a code typed or pasted.
    public enum CodeProblem: Error, Equatable, Sendable, CustomStringConvertible {
        case notACode
        case mistyped
        /// Made by another version of the game (a 19-character code is an older version's).
        case otherVersion
        /// Fields no game can have (a list, level or length this version does not know).
        case unknownGame

        public var description: String {
            switch self {
            case .notACode: return tr("not a challenge code: one looks like %s", Deal.exampleCode)
            case .mistyped:
                return tr("this challenge code has a character wrong (its check does not match): look at it again")
            case .otherVersion: return tr("this challenge comes from another version of evil-hangman")
            case .unknownGame: return tr("this challenge names a game this version does not know")
            }
        }
    }

    /// The deal a code holds, read as a player types it: any case, with or without `EH` and the
    /// dashes or spaces. Its origin is `.challenge`.
    public init(code typed: String) throws(CodeProblem) {
        var text = typed.uppercased().filter { $0 != "-" && $0 != " " }
        guard text.count <= 40 else { throw .notACode }
        if text.hasPrefix("EH") { text.removeFirst(2) }
        if text.count == 19 { throw .otherVersion }
        guard text.count == 20 else { throw .notACode }
        var bits = Bits()
        for character in text {
            let c: Character = character == "O" ? "0" : character == "I" || character == "L" ? "1" : character
            guard let value = Self.alphabet.firstIndex(of: c) else { throw .notACode }
            bits.append(UInt64(value), 5)
        }
        var reader = bits.reader()
        let version = reader.take(3)
        let host = Int(reader.take(2))
        let level = Int(reader.take(3))
        let list = Int(reader.take(4))
        let length = Int(reader.take(6)) + 1
        let misses = Int(reader.take(5)) + 1
        let seed = reader.take(64)
        let check = reader.take(9)
        let padding = reader.take(4)
        var payload = Bits()
        for i in 0..<87 { payload.append(bits.bit(i), 1) }
        // The last character's four bits past the check are zero: one typed otherwise is a typo too.
        guard UInt64(Self.check(payload)) == check, padding == 0 else { throw .mistyped }
        guard version == Self.codeVersion else { throw .otherVersion }
        guard Self.codeLevels.indices.contains(level), Self.codeLists.indices.contains(list),
            Settings.missesRange.contains(misses)
        else { throw .unknownGame }
        self.init(
            list: Self.codeLists[list], length: length, misses: misses, host: Self.codeHosts[host],
            level: Self.codeLevels[level], seed: seed, origin: .challenge)
        guard isAGameTheGameMakes else { throw .unknownGame }
        if self.host != nil { (share, theme) = self.level.sample(in: self.list.language) }
    }

    /// Whether the fields are a game's that the game can deal: a level's with the level's host,
    /// list, misses and a length of its own; a good game's with no level. A code put together
    /// otherwise would deal a game that is no level's under a level's name.
    var isAGameTheGameMakes: Bool {
        guard let p = level.preset(in: list.language) else { return true }
        return host == p.host && list == p.wordList && p.lengths.contains(length) && misses == p.missesAllowed
    }

    /// A 9-bit check of the bits before it: each 64-bit word stirred into the next (SplitMix64's
    /// finaliser, so every bit reaches every bit of the check), then folded.
    static func check(_ bits: Bits) -> UInt16 {
        var hash = UInt64(bits.count)
        for word in bits.words {
            var z = hash ^ word &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            hash = z ^ (z >> 31)
        }
        let folded = hash ^ hash >> 32
        return UInt16(truncatingIfNeeded: folded ^ folded >> 16 ^ folded >> 9) & 0x1FF
    }
}

/// A string of bits, most significant first: what a challenge code packs.
struct Bits {
    private(set) var words: [UInt64] = []
    private(set) var count = 0

    mutating func append(_ value: UInt64, _ width: Int) {
        for i in stride(from: width - 1, through: 0, by: -1) {
            if count % 64 == 0 { words.append(0) }
            if value >> UInt64(i) & 1 == 1 { words[count / 64] |= 1 << UInt64(63 - count % 64) }
            count += 1
        }
    }

    func bit(_ i: Int) -> UInt64 { words[i / 64] >> UInt64(63 - i % 64) & 1 }

    /// The bits in groups of `width` (the last one padded with zeros).
    func groups(of width: Int) -> [UInt64] {
        stride(from: 0, to: count, by: width).map { start in
            (0..<width).reduce(UInt64(0)) { value, k in value << 1 | (start + k < count ? bit(start + k) : 0) }
        }
    }

    struct Reader {
        let bits: Bits
        var at = 0
        mutating func take(_ width: Int) -> UInt64 {
            var value: UInt64 = 0
            for _ in 0..<width {
                value = value << 1 | (at < bits.count ? bits.bit(at) : 0)
                at += 1
            }
            return value
        }
    }

    func reader() -> Reader { Reader(bits: self) }
}
