/// Traditional hangman: one word, picked pseudorandomly at the start, never changed.
public struct GoodGameplay: Gameplay {
    public let mode = GameMode.good
    public private(set) var round: Round
    public let wordList: WordListID
    public var host: Host? { nil }
    /// The number the word was drawn by (`bucket.word(at: seed % count)`): what a challenge names.
    public let seed: UInt64
    /// The committed word (lower case).
    public let secret: String
    public var committedWord: String? { secret }
    /// The secret as its list spells it (túmido for tumido).
    public let spelledSecret: String
    private let secretBytes: [UInt8]

    /// A new game with a word drawn from `bucket` by `generator`.
    public init<G: RandomNumberGenerator>(words bucket: WordBucket, missesAllowed: Int, wordList: WordListID, using generator: inout G) {
        self.init(words: bucket, seed: generator.next(), missesAllowed: missesAllowed, wordList: wordList)
    }

    /// A new game with the word `seed` draws from `bucket`: the same seed, the same word.
    public init(words bucket: WordBucket, seed: UInt64, missesAllowed: Int, wordList: WordListID) {
        precondition(bucket.count > 0, "no words of this length")
        let secret = bucket.word(at: Int(seed % UInt64(bucket.count)))
        self.init(secret: secret, spelled: bucket.spelling(of: secret), missesAllowed: missesAllowed, wordList: wordList, seed: seed)
    }

    /// A game over a given word (`spelled` as its list writes it, where that differs).
    public init(secret: String, spelled: String? = nil, missesAllowed: Int, wordList: WordListID, seed: UInt64 = 0) {
        let bytes = LetterCode.codes(secret)
        self.seed = seed
        self.secret = secret
        self.spelledSecret = spelled ?? secret
        self.secretBytes = bytes
        self.wordList = wordList
        self.round = Round(length: bytes.count, missesAllowed: missesAllowed,
                           knownSpaces: bytes.indices.filter { bytes[$0] == UInt8(ascii: " ") }, language: wordList.language)
    }

    public var word: String? { round.status == .playing ? nil : secret }

    public func spelling(of word: String) -> String { word == secret ? spelledSecret : word }

    public mutating func guess(_ input: String) -> GuessResult {
        switch round.validate(input) {
        case .failure(let reason): return .ignored(reason)
        case .success(let letter): return round.record(letter, at: positions(of: letter))
        }
    }

    private func positions(of letter: UInt8) -> [Int] { secretBytes.indices.filter { secretBytes[$0] == letter } }

    /// Restores a saved game by replaying its guesses against the saved word. The word must be
    /// one of `bucket` (the list the game was dealt from), so an edited file cannot deal itself
    /// a blank or made-up word.
    public init(restoring snapshot: GameSnapshot, words bucket: WordBucket) throws(SnapshotError) {
        guard snapshot.mode == .good, let secret = snapshot.word, FieldCheck.isWord(secret, length: snapshot.length)
        else { throw .doesNotFit(tr("the saved word is not valid")) }
        guard bucket.length == snapshot.length, bucket.contains(secret) else {
            throw .doesNotFit(tr("the saved word is not in its word list"))
        }
        self.init(secret: secret, spelled: bucket.spelling(of: secret), missesAllowed: snapshot.missesAllowed, wordList: snapshot.wordList,
                  seed: snapshot.seed)
        try replay(snapshot)
    }
}

extension GoodGameplay: ReplayableGame {
    mutating func replayAnswer(_ letter: UInt8, at positions: [Int]) throws(SnapshotError) {
        guard positions == self.positions(of: letter) else { throw .doesNotFit(tr("the saved pattern does not match its word")) }
        _ = round.record(letter, at: positions)
    }
}
