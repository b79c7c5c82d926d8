/// The words a player's games ended on in one language, as the Nemesis host remembers them so that its games differ:
/// it deals none of the endings (last three letters) of the last `recentGames` games, and never again a word the
/// player won on, so a line of guesses that beat it once does not meet the same answers (docs/nemesis.md).
public struct EndWords: Codable, Equatable, Sendable {
    /// Games whose endings are left out: one ending in at most one game of every six.
    public static let recentGames = 5
    /// Won words remembered (the oldest is forgotten first): as many games as the habits remember.
    public static let wonWordsKept = PlayerHabits.gamesRemembered

    /// The end words of the last games, oldest first.
    public private(set) var recent: [String] = []
    /// The words the player won on, oldest first.
    public private(set) var won: [String] = []

    public init() {}

    mutating func learn(_ word: String, won: Bool) {
        recent = Array((recent + [word]).suffix(Self.recentGames))
        if won && !self.won.contains(word) { self.won = Array((self.won + [word]).suffix(Self.wonWordsKept)) }
    }

    /// Whether the host may deal a word (its letter codes): not ending as a recent game did, not a word won on. The
    /// codes are worked out once, for a whole pool.
    public var keeps: ([UInt8]) -> Bool {
        let wonWords = Set(won.map(LetterCode.codes))
        let endings = Set(recent.filter { $0.count > 3 }.map { LetterCode.codes(String($0.suffix(3))) })
        return { word in
            !wonWords.contains(word) && (word.count <= 3 || !endings.contains(Array(word.suffix(3))))
        }
    }

    var isWellFormed: Bool {
        recent.count <= Self.recentGames && won.count <= Self.wonWordsKept
            && (recent + won).allSatisfy { !$0.isEmpty && $0.utf8.count <= 4 * WordList.maximumLength }
    }
}
