/// The game in progress, as saved to disk: its deal, the guesses and the pattern they left (and a
/// Good game's word), enough to restore it exactly, with the id its record will carry.
public struct SavedGame: Equatable, Sendable {
    public static let currentVersion = 2

    public var id: String
    public var deal: Deal
    /// Letters tried, in order, lower case.
    public var guesses: String
    /// The placeholders after the last guess, `_` for hidden: checked after a restore.
    public var pattern: String
    /// The committed word (good mode only).
    public var word: String?
    /// The seed is kept sealed by the machine's secret (`MachineLog.sealSeed`): only the install
    /// that dealt the game can resume it, and its player cannot read the seed off the file.
    public var sealedSeed = false

    public init(id: String, deal: Deal, guesses: String, pattern: String, word: String? = nil) {
        self.id = id
        self.deal = deal
        self.guesses = guesses
        self.pattern = pattern
        self.word = word
    }

    public init(_ game: any Gameplay, id: String) {
        self.init(
            id: id, deal: game.deal, guesses: String(game.guessedLetters), pattern: game.patternText,
            word: game.committedWord)
    }

    /// Why this cannot be a game this version saved: every field read from a file is checked
    /// before anything is built from it (a preview draws it before the list is read).
    public var problem: String? {
        if let problem = deal.problem { return problem }
        guard FieldCheck.isID(id) else { return tr("the saved game's id is malformed") }
        let tried = LetterCode.codes(guesses)
        guard tried.allSatisfy({ deal.language.mask & LetterCode.bit($0) != 0 && LetterCode.isLetter($0) }),
            Set(tried).count == tried.count
        else {
            return tr("the saved guesses are not letters tried once each")
        }
        let shown = LetterCode.codes(pattern)
        guard shown.count == deal.length,
            shown.allSatisfy({ $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: " ") || tried.contains($0) })
        else {
            return tr("the saved pattern does not fit its guesses")
        }
        if let word, !FieldCheck.isWord(word, length: deal.length) { return tr("the saved word is not valid") }
        return nil
    }

    /// Rebuilds the game from `list` (the list it was played with). Everything read from the
    /// file is checked; a save that cannot be a game of this list is refused.
    public func restore(using list: WordList) throws(SnapshotError) -> any Gameplay {
        if let problem { throw .doesNotFit(problem) }
        guard let bucket = deal.words(from: list) else {
            throw .doesNotFit(tr("the saved game does not fit the word list"))
        }
        if deal.host == nil { return try GoodGameplay(restoring: self, words: bucket) }
        return try EvilGameplay(restoring: self, words: bucket)
    }
}

extension SavedGame: Codable {
    enum CodingKeys: String, CodingKey { case version, id, deal, guesses, pattern, word, sealedSeed, game, daily }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > Self.currentVersion { throw NewerFormatError(version: version) }
        if version == 1 {
            self = try Self.fromVersion1(c)
        } else {
            self.init(
                id: try c.decode(String.self, forKey: .id), deal: try c.decode(Deal.self, forKey: .deal),
                guesses: try c.decode(String.self, forKey: .guesses),
                pattern: try c.decode(String.self, forKey: .pattern),
                word: try c.decodeIfPresent(String.self, forKey: .word))
        }
        sealedSeed = try c.decodeIfPresent(Bool.self, forKey: .sealedSeed) ?? false
        if let problem { throw DecodingError.dataCorruptedError(forKey: .pattern, in: c, debugDescription: problem) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.currentVersion, forKey: .version)
        try c.encode(id, forKey: .id)
        try c.encode(deal, forKey: .deal)
        try c.encode(guesses, forKey: .guesses)
        try c.encode(pattern, forKey: .pattern)
        try c.encodeIfPresent(word, forKey: .word)
        if sealedSeed { try c.encode(true, forKey: .sealedSeed) }
    }

    /// A version-1 save: its knobs, which never said its level — it resumes as Custom, a daily as that day's.
    private static func fromVersion1(_ c: KeyedDecodingContainer<CodingKeys>) throws -> SavedGame {
        struct Game: Decodable {
            enum CodingKeys: String, CodingKey {
                case mode, wordList, length, missesAllowed, guesses, word, seed, pattern, poolShare, theme
                case host = "evilLevel"
            }
            let mode: GameMode, host: Host?, wordList: WordListID, length: Int, missesAllowed: Int, guesses: String
            let word: String?, seed: UInt64, pattern: String, poolShare: Double?, theme: Int?
        }
        let game = try c.decode(Game.self, forKey: .game)
        let day = try c.decodeIfPresent(String.self, forKey: .daily).flatMap(UTCDay.init(date:))
        let evil = game.mode == .evil
        let deal = Deal(
            list: game.wordList, length: game.length, misses: game.missesAllowed,
            host: evil ? game.host ?? .classic : nil,
            seed: game.seed, share: evil ? game.poolShare : nil, theme: game.theme.flatMap(Theme.Rule.init(rawValue:)),
            origin: day.map { .daily($0) } ?? .new)
        return SavedGame(
            id: try c.decode(String.self, forKey: .id), deal: deal, guesses: game.guesses, pattern: game.pattern,
            word: game.word)
    }
}
