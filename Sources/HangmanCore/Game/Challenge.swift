/// A game a friend can play: everything that deals it — its list (and so its language), length,
/// misses, mode, host, level and seed — in a short code to type, never the word. The same code
/// deals the same game on any machine with the same lists, so the same guesses meet the same
/// answers and two players can compare.
///
/// The code is 19 characters of Crockford's base 32 after `EH`, in groups of five
/// (`EH-648WQ-K9GG4-0QARJ-M0KY`), case-insensitive; O is read as 0, I and L as 1. Its 95 bits:
/// version (3), mode (1), host (1), level (3), list (4), length - 1 (6), misses - 1 (5), seed
/// (64), and a check (8) that catches a mistyped character.
public struct Challenge: Equatable, Sendable {
    public var list: WordListID
    public var length: Int
    public var missesAllowed: Int
    public var mode: GameMode
    /// The evil host; `.classic` for a good game (it has none).
    public var host: Host
    /// The level it was dealt at: its share of the words and theme (Custom: the whole length).
    public var level: Level
    public var seed: UInt64

    public init(list: WordListID, length: Int, missesAllowed: Int, mode: GameMode, host: Host, level: Level, seed: UInt64) {
        self.list = list
        self.length = length
        self.missesAllowed = missesAllowed
        self.mode = mode
        self.host = host
        self.level = level
        self.seed = seed
    }

    /// The lists a code can name, in their code's order (a file given with `--words` has none).
    static let lists: [WordListID] = [.full, .common, .phrases] + [Language.dutch, .german, .french, .spanish].map(WordListID.everyday)
        + [Language.dutch, .german, .french, .spanish].map(WordListID.dictionary)
    static let version: UInt64 = 1
    /// The levels a code can name, in their code's order: Nemesis (1.5) after Custom, so that
    /// every code made before it still names its level.
    static let levels: [Level] = [.easy, .normal, .hard, .fiendish, .custom, .nemesis]
    /// The level field of a Custom game of the Nemesis host (1.5): the host bit says only that
    /// the host thinks ahead, and a taker should meet their own Nemesis, not Cunning. Codes of
    /// such games made by 1.4 say Custom and deal Cunning, as they did.
    static let customNemesis: UInt64 = 6
    /// A code to show where one is asked for: a real one (a Normal game), so that it reads back.
    public static let example = Challenge(list: .common, length: 8, missesAllowed: 6, mode: .evil, host: .classic, level: .normal,
                                          seed: 20_261_125).code
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// The challenge of `game`: nil for a daily (the day's game is already everyone's) and for a
    /// game of a list no code names (`--words`).
    public init?(game: any Gameplay) {
        guard game.dailyDay == nil, Self.lists.contains(game.wordList), (1...64).contains(game.wordLength),
              Settings.missesRange.contains(game.missesAllowed) else { return nil }
        let level = Level.of(game)
        self.init(list: game.wordList, length: game.wordLength, missesAllowed: game.missesAllowed, mode: game.mode,
                  host: game.host ?? .classic, level: level, seed: game.seed)
    }

    // MARK: The code

    /// The code to type: `EH-` and 19 characters in groups of five.
    public var code: String {
        var bits = Bits()
        bits.append(Self.version, 3)
        bits.append(mode == .evil ? 1 : 0, 1)
        bits.append(host == .classic ? 0 : 1, 1)  // Nemesis and Cunning alike: the level says which
        bits.append(level == .custom && host == .nemesis && mode == .evil ? Self.customNemesis : UInt64(Self.levels.firstIndex(of: level)!), 3)
        bits.append(UInt64(Self.lists.firstIndex(of: list)!), 4)
        bits.append(UInt64(length - 1), 6)
        bits.append(UInt64(missesAllowed - 1), 5)
        bits.append(seed, 64)
        bits.append(UInt64(Self.check(bits)), 8)
        let characters = bits.groups(of: 5).map { Self.alphabet[Int($0)] }
        let groups = stride(from: 0, to: characters.count, by: 5).map { String(characters[$0..<min($0 + 5, characters.count)]) }
        return "EH-" + groups.joined(separator: "-")
    }

    /// What is wrong with a code typed or pasted.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// Not shaped like a code at all.
        case notACode
        /// A character mistyped (the check does not match).
        case mistyped
        /// Made by a later version of the game.
        case newerVersion
        /// Fields no game can have (a list, level or length this version does not know).
        case unknownGame

        public var description: String {
            switch self {
            case .notACode: return tr("not a challenge code: one looks like %s", Challenge.example)
            case .mistyped: return tr("this challenge code has a character wrong (its check does not match): look at it again")
            case .newerVersion: return tr("this challenge comes from a newer version of evil-hangman")
            case .unknownGame: return tr("this challenge names a game this version does not know")
            }
        }
    }

    /// Reads a code as a player types it: any case, with or without `EH` and the dashes or spaces.
    public init(code typed: String) throws(Problem) {
        var text = typed.uppercased().filter { $0 != "-" && $0 != " " }
        guard text.count <= 40 else { throw .notACode }
        if text.hasPrefix("EH") { text.removeFirst(2) }
        guard text.count == 19 else { throw .notACode }
        var bits = Bits()
        for character in text {
            let c: Character = character == "O" ? "0" : character == "I" || character == "L" ? "1" : character
            guard let value = Self.alphabet.firstIndex(of: c) else { throw .notACode }
            bits.append(UInt64(value), 5)
        }
        var reader = bits.reader()
        let version = reader.take(3)
        let mode: GameMode = reader.take(1) == 1 ? .evil : .good
        let thinksAhead = reader.take(1) == 1
        var level = Int(reader.take(3))
        let list = Int(reader.take(4))
        let customNemesis = level == Self.customNemesis
        if customNemesis { level = Self.levels.firstIndex(of: .custom)! }
        let length = Int(reader.take(6)) + 1, misses = Int(reader.take(5)) + 1
        let seed = reader.take(64)
        let check = reader.take(8)
        var payload = Bits()
        for i in 0..<87 { payload.append(bits.bit(i), 1) }
        guard UInt64(Self.check(payload)) == check else { throw .mistyped }
        guard version <= Self.version else { throw .newerVersion }
        guard version == Self.version, Self.levels.indices.contains(level), Self.lists.indices.contains(list),
              Settings.missesRange.contains(misses), !customNemesis || thinksAhead && mode == .evil else { throw .unknownGame }
        // A Nemesis game (the level, or Custom with its host) deals the same words against the
        // taker's own Nemesis: what it learnt of the maker stays with them.
        let host: Host = !thinksAhead ? .classic : Self.levels[level] == .nemesis || customNemesis ? .nemesis : .cunning
        self.init(list: Self.lists[list], length: length, missesAllowed: misses, mode: mode, host: host,
                  level: Self.levels[level], seed: seed)
        guard isAGameTheGameMakes else { throw .unknownGame }
    }

    /// Whether the fields are a game's that the game can deal: a level's with the level's host,
    /// list, misses and a length of its own (now or as an earlier version dealt it), a good
    /// game's with no level. A code put together otherwise would deal a game that is no level's
    /// under a level's name, and its record would not be its own.
    var isAGameTheGameMakes: Bool {
        if mode == .good { return level == .custom && host == .classic }
        guard let p = level.preset(in: list.language) else { return true }
        return host == p.host && (p.fits(list) || level.listBefore12(in: list.language) == list)
            && p.fits(length: length, misses: missesAllowed)
    }

    /// An 8-bit check of the bits before it: each 64-bit word stirred into the next (SplitMix64's
    /// finaliser, so every bit reaches every bit of the check), then folded.
    static func check(_ bits: Bits) -> UInt8 {
        var hash = UInt64(bits.count)
        for word in bits.words {
            var z = hash ^ word &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            hash = z ^ (z >> 31)
        }
        let folded = hash ^ hash >> 32
        return UInt8(truncatingIfNeeded: folded ^ folded >> 16 ^ folded >> 8)
    }

    // MARK: Dealing

    /// The game the code deals from `list` (the list it names, as loaded here): the game its
    /// maker played, answer for answer, where the list is the same. Nil where the list has no
    /// words of the length (another version of a system dictionary).
    public func deal(from words: WordList) -> (any Gameplay)? {
        guard words.count(ofLength: length) > 0 else { return nil }
        switch mode {
        case .good:
            return GoodGameplay(words: words.words(ofLength: length), seed: seed, missesAllowed: missesAllowed, wordList: list)
        case .evil:
            let preset = level.preset(in: words.language)
            let share = preset?.share, theme: Theme.Rule? = preset?.themed == true ? .bothLetters : nil
            return EvilGameplay(words: GameFactory.words(of: words, length: length, share: share, theme: theme, seed: seed),
                                missesAllowed: missesAllowed, host: host, wordList: list, seed: seed, poolShare: share, theme: theme)
        }
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
            for _ in 0..<width { value = value << 1 | (at < bits.count ? bits.bit(at) : 0); at += 1 }
            return value
        }
    }

    func reader() -> Reader { Reader(bits: self) }
}
