/// A stand-in for the first frame, drawn while the word list is still loading: the placeholders,
/// letters and misses of a game, with no host behind it. It takes no guesses; the real game
/// replaces it before the first key is read.
public struct PreviewGameplay: Gameplay {
    public let mode: GameMode
    public private(set) var round: Round
    public let listID: String
    public let evilLevel: EvilLevel?
    public var word: String? { nil }

    /// A new game as the settings describe it.
    public init(settings: Settings, listID: String) {
        mode = settings.mode
        round = Round(length: max(settings.wordLength, 1), missesAllowed: settings.missesAllowed)
        self.listID = listID
        evilLevel = settings.evil ? settings.evilLevel : nil
    }

    /// A saved game as it stands, read off its pattern and guesses alone.
    public init(snapshot: GameSnapshot) {
        mode = snapshot.mode
        listID = snapshot.wordList
        evilLevel = snapshot.evilLevel
        let pattern = Array(snapshot.pattern.utf8)
        round = Round(length: max(pattern.count, 1), missesAllowed: max(snapshot.missesAllowed, 1),
                      knownSpaces: pattern.indices.filter { pattern[$0] == UInt8(ascii: " ") })
        // The file is not checked yet (the real restore does that): replay only what the rules allow.
        for letter in snapshot.guesses.utf8 where (97...122).contains(letter) {
            guard case .success = round.validate(String(UnicodeScalar(letter))) else { continue }
            _ = round.record(letter, at: pattern.indices.filter { pattern[$0] == letter })
        }
    }

    public mutating func guess(_ input: String) -> GuessResult { .ignored(.nothing) }

    public func snapshot() -> GameSnapshot {
        GameSnapshot(mode: mode, evilLevel: evilLevel, wordList: listID, length: round.length,
                     missesAllowed: round.missesAllowed, guesses: String(round.guesses), word: nil, seed: 0,
                     pattern: round.patternText)
    }
}
