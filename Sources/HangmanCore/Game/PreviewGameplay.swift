/// A stand-in for the first frame, drawn while the word list is still loading: the placeholders,
/// letters and misses of a game, with no host behind it. It takes no guesses; the real game
/// replaces it once the list is in.
public struct PreviewGameplay: Gameplay {
    public let mode: GameMode
    public private(set) var round: Round
    public let wordList: WordListID
    public let host: Host?
    public var word: String? { nil }
    public var committedWord: String? { nil }
    public var seed: UInt64 { 0 }
    /// As the real game will have it, so the panel names the same level before and after.
    public let poolShare: Double?

    /// A new game as the settings describe it.
    public init(settings: Settings, wordList: WordListID) {
        mode = settings.mode
        round = Round(length: max(settings.wordLength, 1), missesAllowed: settings.missesAllowed, language: wordList.language)
        self.wordList = wordList
        host = settings.mode == .evil ? settings.host : nil
        poolShare = settings.mode == .evil ? settings.level.preset(in: settings.wordList.language)?.share : nil
    }

    /// A saved game as it stands, read off its pattern and guesses alone.
    public init(snapshot: GameSnapshot) {
        mode = snapshot.mode
        wordList = snapshot.wordList
        host = snapshot.host
        poolShare = snapshot.mode == .evil ? snapshot.poolShare : nil
        let pattern = LetterCode.codes(snapshot.pattern)
        round = Round(length: max(pattern.count, 1), missesAllowed: max(snapshot.missesAllowed, 1),
                      knownSpaces: pattern.indices.filter { pattern[$0] == UInt8(ascii: " ") }, language: snapshot.wordList.language)
        // The file is not checked yet (the real restore does that): replay only what the rules allow.
        try? replay(snapshot, strict: false)
    }

    public mutating func guess(_ input: String) -> GuessResult { .ignored(.nothing(round.language)) }
}

extension PreviewGameplay: ReplayableGame {
    mutating func replayAnswer(_ letter: UInt8, at positions: [Int]) throws(SnapshotError) {
        _ = round.record(letter, at: positions.filter { $0 < round.length })
    }
}
