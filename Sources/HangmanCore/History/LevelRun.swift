/// Level games in a row, at one level in one language, all won or all lost: after `offerAfter` the results window
/// offers the level above or below (the bands are a panel's, and a player is not the panel). Another level or
/// language starts a new run; a daily, Custom or good game leaves it alone.
public struct LevelRun: Codable, Equatable, Sendable {
    public let level: Level
    public let language: Language
    /// Wins in a row (positive) or losses in a row (negative): never 0.
    public private(set) var count: Int
    /// The latest game of the run: an offer is made about that game only.
    public private(set) var lastID: String

    public static let offerAfter = 3

    init(_ game: GameRecord, level: Level) {
        self.level = level
        language = game.language
        count = game.won ? 1 : -1
        lastID = game.id
    }

    /// The run with the next level game after it: longer if of the same level and language and ended the same way.
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
