/// The games in a row at one level, up to the latest: wins, or losses. After three of either the
/// results window offers the level above or below (`LevelRun.offer`): the bands are a panel's,
/// and a player is not the panel.
public struct LevelRun: Codable, Equatable, Sendable {
    /// Wins in a row (positive) or losses in a row (negative): never 0.
    public private(set) var count: Int
    /// The latest game of the run: an offer is made about that game only.
    public private(set) var lastID: String

    /// Games in a row that make an offer.
    public static let offerAfter = 3

    /// A run of one game.
    init(_ game: GameRecord) {
        count = game.won ? 1 : -1
        lastID = game.id
    }

    /// The run with `game`, the level's next, after it: longer if it ended the same way.
    func adding(_ game: GameRecord) -> LevelRun {
        var next = LevelRun(game)
        if (count > 0) == game.won { next.count = count + (game.won ? 1 : -1) }
        return next
    }

    /// The level to offer after the run at `level`: the next after enough wins, the one before
    /// after enough losses; nil otherwise (and past Fiendish or below Easy).
    public func offer(at level: Difficulty) -> Difficulty? {
        let ladder: [Difficulty] = [.easy, .normal, .hard, .fiendish]
        guard let i = ladder.firstIndex(of: level) else { return nil }
        if count >= Self.offerAfter, i + 1 < ladder.count { return ladder[i + 1] }
        if count <= -Self.offerAfter, i > 0 { return ladder[i - 1] }
        return nil
    }

    /// Whether it could be a real run: a count and an id a record could have.
    var isValid: Bool { count != 0 && FieldCheck.isID(lastID) }
}
