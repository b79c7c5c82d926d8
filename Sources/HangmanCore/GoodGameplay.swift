/// Traditional hangman: one word, picked pseudorandomly at the start, never changed.
public struct GoodGameplay: Gameplay {
    public let mode = GameMode.good
    public private(set) var round: Round
    public let listID: String
    public var evilLevel: EvilLevel? { nil }
    /// The committed word (lower case).
    public let secret: String
    private let secretBytes: [UInt8]

    /// A new game with a word drawn from `bucket` by `generator`.
    public init<G: RandomNumberGenerator>(words bucket: WordBucket, missesAllowed: Int, listID: String, using generator: inout G) {
        precondition(bucket.count > 0, "no words of this length")
        self.init(secret: bucket.word(at: Int.random(in: 0..<bucket.count, using: &generator)),
                  missesAllowed: missesAllowed, listID: listID)
    }

    /// A game over a given word.
    public init(secret: String, missesAllowed: Int, listID: String) {
        let bytes = Array(secret.utf8)
        self.secret = secret
        self.secretBytes = bytes
        self.listID = listID
        self.round = Round(length: bytes.count, missesAllowed: missesAllowed,
                           knownSpaces: bytes.indices.filter { bytes[$0] == UInt8(ascii: " ") })
    }

    public var word: String? { round.status == .playing ? nil : secret }

    public mutating func guess(_ input: String) -> GuessResult {
        switch round.validate(input) {
        case .failure(let reason): return .ignored(reason)
        case .success(let letter): return round.record(letter, at: secretBytes.indices.filter { secretBytes[$0] == letter })
        }
    }

    public func snapshot() -> GameSnapshot {
        GameSnapshot(mode: .good, evilLevel: nil, wordList: listID, length: round.length,
                     missesAllowed: round.missesAllowed, guesses: String(round.guesses), word: secret,
                     seed: 0, pattern: round.patternText)
    }

    /// Restores a saved game by replaying its guesses against the saved word.
    public init(restoring snapshot: GameSnapshot) throws(SnapshotError) {
        guard snapshot.mode == .good, let secret = snapshot.word, !secret.isEmpty,
              secret.utf8.allSatisfy({ (97...122).contains($0) || $0 == UInt8(ascii: " ") }),
              secret.utf8.count == snapshot.length
        else { throw .doesNotFit("the saved word is not valid") }
        self.init(secret: secret, missesAllowed: snapshot.missesAllowed, listID: snapshot.wordList)
        for letter in snapshot.guesses {
            guard case .success = round.validate(String(letter)) else { throw .doesNotFit("the saved guesses are not valid") }
            _ = guess(String(letter))
        }
        guard round.patternText == snapshot.pattern else { throw .doesNotFit("the saved pattern does not match its guesses") }
    }
}
