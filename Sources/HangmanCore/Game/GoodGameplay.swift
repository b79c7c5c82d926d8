/// Traditional hangman: one word, drawn by the deal's seed at the start, never changed.
public struct GoodGameplay: Gameplay {
    public let deal: Deal
    public private(set) var round: Round
    /// The committed word (lower case).
    public let secret: String
    public var committedWord: String? { secret }
    /// The secret as its list spells it (túmido for tumido).
    public let spelledSecret: String
    private let secretBytes: [UInt8]

    /// A new game with the word the deal's seed draws from `bucket`: the same seed, the same word.
    public init(deal: Deal, words bucket: WordBucket) {
        precondition(bucket.count > 0, "no words of this length")
        let secret = bucket.word(at: Int(deal.seed % UInt64(bucket.count)))
        self.init(secret: secret, spelled: bucket.spelling(of: secret), deal: deal)
    }

    /// A game over a given word (`spelled` as its list writes it, where that differs).
    public init(secret: String, spelled: String? = nil, deal: Deal) {
        let bytes = LetterCode.codes(secret)
        self.deal = deal
        self.secret = secret
        self.spelledSecret = spelled ?? secret
        self.secretBytes = bytes
        self.round = Round(
            length: bytes.count, missesAllowed: deal.misses,
            knownSpaces: bytes.indices.filter { bytes[$0] == UInt8(ascii: " ") }, language: deal.language)
    }

    /// A Good game of `secret` from `list`, with no seed to speak of (tests, previews of a word).
    public init(secret: String, misses: Int, list: WordListID = .common) {
        self.init(
            secret: secret,
            deal: Deal(list: list, length: LetterCode.codes(secret).count, misses: misses, host: nil, seed: 0))
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
    public init(restoring saved: SavedGame, words bucket: WordBucket) throws(SnapshotError) {
        guard saved.deal.host == nil, let secret = saved.word, FieldCheck.isWord(secret, length: saved.deal.length)
        else { throw .doesNotFit(tr("the saved word is not valid")) }
        guard bucket.length == saved.deal.length, bucket.contains(secret) else {
            throw .doesNotFit(tr("the saved word is not in its word list"))
        }
        self.init(secret: secret, spelled: bucket.spelling(of: secret), deal: saved.deal)
        try replay(saved)
    }
}

extension GoodGameplay: ReplayableGame {
    mutating func replayAnswer(_ letter: UInt8, at positions: [Int]) throws(SnapshotError) {
        guard positions == self.positions(of: letter) else {
            throw .doesNotFit(tr("the saved pattern does not match its word"))
        }
        _ = round.record(letter, at: positions)
    }
}
