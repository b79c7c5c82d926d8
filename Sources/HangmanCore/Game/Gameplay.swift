/// All a front end needs to run a game of hangman, whichever host is behind it.
public protocol Gameplay: Sendable {
    /// Evil or good.
    var mode: GameMode { get }
    /// The shared, host-independent state: pattern, letters, misses.
    var round: Round { get }
    /// The word, once the game is over (in evil mode a word consistent with every answer); nil while playing.
    var word: String? { get }
    /// The list the game draws from.
    var wordList: WordListID { get }
    /// The evil host's level; nil in good mode.
    var evilLevel: EvilLevel? { get }
    /// The word chosen at the start (good mode); nil for a host that never commits.
    var committedWord: String? { get }
    /// Seeds the host's random choices (evil mode; 0 otherwise).
    var seed: UInt64 { get }
    /// Takes one input. Only a single letter A–Z (either case) is a guess; anything else is ignored with its reason.
    mutating func guess(_ input: String) -> GuessResult
}

extension Gameplay {
    /// Everything needed to restore this game exactly.
    public func snapshot() -> GameSnapshot {
        GameSnapshot(mode: mode, evilLevel: evilLevel, wordList: wordList, length: round.length,
                     missesAllowed: round.missesAllowed, guesses: String(round.guesses), word: committedWord,
                     seed: seed, pattern: round.patternText)
    }

    /// Number of characters of the word (spaces of a phrase included).
    public var wordLength: Int { round.length }
    /// Placeholders: nil where a letter is hidden, the letter (lower case) or a space where known.
    public var pattern: [Character?] { round.pattern }
    /// The pattern as text: `_` for each hidden letter, e.g. "__e__e".
    public var patternText: String { round.patternText }
    /// Every letter tried, in order, lower case.
    public var guessedLetters: [Character] { round.guesses }
    /// The letters tried that are in the word, in order.
    public var correctLetters: [Character] { round.guesses.filter { !round.wrong.contains($0) } }
    /// The letters tried that are not in the word, in order.
    public var wrongLetters: [Character] { round.wrong }
    public var missesMade: Int { round.wrong.count }
    public var missesAllowed: Int { round.missesAllowed }
    public var missesLeft: Int { round.missesLeft }
    public var status: GameStatus { round.status }
    public var isOver: Bool { round.status != .playing }
    /// Letters tried so far as a bit set (bit 0 = a).
    public var guessedMask: UInt32 { round.guessedMask }
}

/// A game that can be rebuilt from a save by replaying its guesses with the answers the save shows.
protocol ReplayableGame: Gameplay {
    /// Books `letter` as answered at `positions` (read off the saved pattern); throws when this
    /// host could not have answered so.
    mutating func replayAnswer(_ letter: UInt8, at positions: [Int]) throws(SnapshotError)
}

extension ReplayableGame {
    /// Replays the saved guesses in order, each answered where the saved pattern shows its letter:
    /// the one loop behind every restore. `strict` refuses a save whose guesses break the rules or
    /// do not end on its pattern; a preview (`strict: false`) just skips what it cannot replay.
    mutating func replay(_ snapshot: GameSnapshot, strict: Bool = true) throws(SnapshotError) {
        let pattern = Array(snapshot.pattern.utf8)
        for letter in snapshot.guesses.utf8 {
            guard case .success(let valid) = round.validate(String(UnicodeScalar(letter))), valid == letter else {
                if strict { throw .doesNotFit("the saved guesses are not valid") }
                continue
            }
            try replayAnswer(letter, at: pattern.indices.filter { pattern[$0] == letter })
        }
        if strict, round.patternText != snapshot.pattern { throw .doesNotFit("the saved pattern does not match its guesses") }
    }
}
