/// A game in progress, as saved to disk: enough to restore it exactly.
public struct GameSnapshot: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var version: Int = GameSnapshot.currentVersion
    public var mode: GameMode
    /// The evil host's level (evil mode only).
    public var host: Host?
    /// The list the game draws from.
    public var wordList: WordListID
    public var length: Int
    public var missesAllowed: Int
    /// Letters tried, in order, lower case.
    public var guesses: String
    /// The committed word (good mode only).
    public var word: String?
    /// Seeds the host's random choices (evil mode).
    public var seed: UInt64
    /// The placeholders after the last guess, `_` for hidden: checked after a restore.
    public var pattern: String
    /// A daily game (scored or practice): its words are that day's sample of the list.
    public var daily: UTCDay?
    /// A level's game: its words are a sample of this share, drawn by its seed
    /// (`GameFactory.words`). Versions before levels ignore it and restore over every word.
    public var poolShare: Double?
    /// The theme that share was drawn from (`Theme`): saved as `themed` (true) for
    /// `.eitherLetter`, which versions 1.1 wrote, and as `theme` (its number) for the others.
    public var theme: Theme.Rule?

    public init(mode: GameMode, host: Host?, wordList: WordListID, length: Int, missesAllowed: Int,
                guesses: String, word: String?, seed: UInt64, pattern: String, daily: UTCDay? = nil, poolShare: Double? = nil,
                theme: Theme.Rule? = nil) {
        self.mode = mode
        self.host = host
        self.wordList = wordList
        self.length = length
        self.missesAllowed = missesAllowed
        self.guesses = guesses
        self.word = word
        self.seed = seed
        self.pattern = pattern
        self.daily = daily
        self.poolShare = poolShare
        self.theme = theme
    }

    /// Why this cannot be a game this version saved, or nil: every field read from a file is
    /// checked before anything is built from it (a preview draws it before the list is read).
    public var problem: String? {
        if version > Self.currentVersion { return NewerFormatError(version: version).description }
        guard (1...WordList.maximumLength).contains(length), Settings.missesRange.contains(missesAllowed) else {
            return tr("the saved game has impossible settings")
        }
        let tried = LetterCode.codes(guesses)
        guard tried.allSatisfy({ wordList.language.mask & LetterCode.bit($0) != 0 && LetterCode.isLetter($0) }),
              Set(tried).count == tried.count else {
            return tr("the saved guesses are not letters tried once each")
        }
        let shown = LetterCode.codes(pattern)
        guard shown.count == length,
              shown.allSatisfy({ $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: " ") || tried.contains($0) }) else {
            return tr("the saved pattern does not fit its guesses")
        }
        if let word, !FieldCheck.isWord(word, length: length) {
            return tr("the saved word is not valid")
        }
        if case .file(let path) = wordList, path.utf8.count > 4096 || path.utf8.contains(0) { return tr("the saved word list is not a path") }
        if let poolShare, !(poolShare > 0 && poolShare <= 1) { return tr("the saved game's share of the list is not a share") }
        return nil
    }

    enum CodingKeys: String, CodingKey { case host = "evilLevel", version, mode, wordList, length, missesAllowed, guesses, word, seed, pattern, daily, poolShare, themed, theme }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > Self.currentVersion { throw NewerFormatError(version: version) }
        mode = try c.decode(GameMode.self, forKey: .mode)
        host = try c.decodeIfPresent(Host.self, forKey: .host)
        wordList = try c.decode(WordListID.self, forKey: .wordList)
        length = try c.decode(Int.self, forKey: .length)
        missesAllowed = try c.decode(Int.self, forKey: .missesAllowed)
        guesses = try c.decode(String.self, forKey: .guesses)
        word = try c.decodeIfPresent(String.self, forKey: .word)
        seed = try c.decode(UInt64.self, forKey: .seed)
        pattern = try c.decode(String.self, forKey: .pattern)
        if let date = try c.decodeIfPresent(String.self, forKey: .daily) {
            guard let day = UTCDay(date: date), mode == .evil else {
                throw DecodingError.dataCorruptedError(forKey: .daily, in: c, debugDescription: tr("the saved game's daily day is not a date"))
            }
            daily = day
        }
        poolShare = try c.decodeIfPresent(Double.self, forKey: .poolShare)
        if let number = try c.decodeIfPresent(Int.self, forKey: .theme) {
            guard let rule = Theme.Rule(rawValue: number) else {
                throw DecodingError.dataCorruptedError(forKey: .theme, in: c, debugDescription: tr("the saved game's theme is unknown"))
            }
            theme = rule
        } else {
            theme = try c.decodeIfPresent(Bool.self, forKey: .themed) == true ? .eitherLetter : nil
        }
        if let problem { throw DecodingError.dataCorruptedError(forKey: .pattern, in: c, debugDescription: problem) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(mode, forKey: .mode)
        try c.encodeIfPresent(host, forKey: .host)
        try c.encode(wordList, forKey: .wordList)
        try c.encode(length, forKey: .length)
        try c.encode(missesAllowed, forKey: .missesAllowed)
        try c.encode(guesses, forKey: .guesses)
        try c.encodeIfPresent(word, forKey: .word)
        try c.encode(seed, forKey: .seed)
        try c.encode(pattern, forKey: .pattern)
        try c.encodeIfPresent(daily?.date, forKey: .daily)
        try c.encodeIfPresent(poolShare, forKey: .poolShare)
        switch theme {
        case .eitherLetter?: try c.encode(true, forKey: .themed)
        case let rule?: try c.encode(rule.rawValue, forKey: .theme)
        case nil: break
        }
    }

    /// Rebuilds the game from `list` (the list it was played with). Everything read from the
    /// file is checked; a save that cannot be a game of this list is refused.
    public func restore(using list: WordList) throws(SnapshotError) -> any Gameplay {
        if let problem { throw .doesNotFit(problem) }
        let bucket = dealtWords(list)
        switch mode {
        case .good: return try GoodGameplay(restoring: self, words: bucket)
        case .evil: return try EvilGameplay(restoring: self, words: bucket)
        }
    }

    /// The words the game was dealt from: the day's sample of a daily, a level's sample, or all.
    private func dealtWords(_ list: WordList) -> WordBucket {
        daily.map { DailyGame.words(for: $0, list: list) }
            ?? GameFactory.words(of: list, length: length, share: mode == .evil ? poolShare : nil, theme: theme, seed: seed)
    }

    /// Whether the saved game is one its host dealt and answered: a good game's word is the one
    /// its seed draws, and an evil game's answers are those its host gives to the same guesses
    /// (replayed, not read off the save). A save edited to choose its own answers, or saved by a
    /// version whose host answered otherwise, is not; such a game is the player's own, and
    /// never reaches the machine's board.
    public func answeredByItsHost(using list: WordList) -> Bool {
        guard let restored = try? restore(using: list) else { return false }
        let bucket = dealtWords(list)
        switch mode {
        case .good:
            let all = list.words(ofLength: length)
            return all.count > 0 && restored.committedWord == all.word(at: Int(seed % UInt64(all.count)))
        case .evil:
            var fresh = EvilGameplay(words: bucket, missesAllowed: missesAllowed, host: host ?? .classic, wordList: wordList,
                                     seed: seed, daily: daily, poolShare: poolShare, theme: theme)
            for letter in guesses { _ = fresh.guess(String(letter)) }
            return fresh.patternText == restored.patternText && fresh.wrongLetters == restored.wrongLetters
        }
    }
}
