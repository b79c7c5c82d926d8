/// The level games in a row, up to the latest, at one level in one language: wins, or losses.
/// After three of either the results window offers the level above or below (`LevelRun.offer`):
/// the bands are a panel's, and a player is not the panel. A game at another level or in another
/// language starts a new run; a daily, a Custom or a good game is not a level's and leaves it.
public struct LevelRun: Codable, Equatable, Sendable {
    public let level: Level
    public let language: Language
    /// Wins in a row (positive) or losses in a row (negative): never 0.
    public private(set) var count: Int
    /// The latest game of the run: an offer is made about that game only.
    public private(set) var lastID: String

    /// Games in a row that make an offer.
    public static let offerAfter = 3

    /// A run of one game, of `level`.
    init(_ game: GameRecord, level: Level) {
        self.level = level
        language = game.language
        count = game.won ? 1 : -1
        lastID = game.id
    }

    /// The run with `game` (of `level`), the next level game, after it: longer if it is of the
    /// same level and language and ended the same way.
    func adding(_ game: GameRecord, level: Level) -> LevelRun {
        var next = LevelRun(game, level: level)
        if level == self.level, next.language == language, (count > 0) == game.won {
            next.count = count + (game.won ? 1 : -1)
        }
        return next
    }

    /// The level to offer after the run: the next after enough wins, the one before after enough
    /// losses; nil otherwise (and past Fiendish or below Easy).
    public var offer: Level? {
        let ladder: [Level] = [.easy, .normal, .hard, .fiendish]
        guard let i = ladder.firstIndex(of: level) else { return nil }
        if count >= Self.offerAfter, i + 1 < ladder.count { return ladder[i + 1] }
        if count <= -Self.offerAfter, i > 0 { return ladder[i - 1] }
        return nil
    }

    /// Whether it could be a real run: a count and an id a record could have.
    var isValid: Bool { count != 0 && FieldCheck.isID(lastID) && level.preset != nil }
}
