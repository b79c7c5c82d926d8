/// What the game shows of every finished game: the high scores and the statistics. It is built
/// one record at a time and keeps only totals and the top of each table, so that recording a
/// game and opening the scores cost the same with ten games behind them or a million.
public struct History: Codable, Equatable, Sendable {
    /// 2 keeps a table per `Board` and the daily games' totals; 1 had one table for every game.
    public static let currentVersion = 2
    /// How many won games each high-score table shows.
    public static let highScoreCount = 10

    public var version: Int = History.currentVersion
    /// The best won games of each board, best first (at most `highScoreCount`). Lost games never rank.
    private var tables: [[GameRecord]] = Board.allCases.map { _ in [] }
    /// Over every game, and per mode.
    public private(set) var all = Statistics()
    public private(set) var evil = Statistics()
    public private(set) var good = Statistics()
    /// Over the scored daily games; its streak counts wins on consecutive days.
    public private(set) var daily = Statistics()
    /// The latest scored daily game: whether today's has been played, and where the streak stands.
    public private(set) var lastDaily: GameRecord?

    public init() {}

    /// The history of `records`, in the order they were recorded.
    public init(records: some Sequence<GameRecord>) {
        for r in records { record(r) }
    }

    /// Games recorded.
    public var count: Int { all.played }

    /// The best won games on `board`, best first.
    public func highScores(on board: Board) -> [GameRecord] { tables[index(board)] }

    /// Adds a finished game, the latest.
    public mutating func record(_ game: GameRecord) {
        var game = game
        if let day = game.daily, lastDaily?.id != game.id {
            // One scored daily a day: another of the same day (a second instance) counts as a
            // game, not as the day's daily. (The day's own record seen twice, a log copied onto
            // itself, stays where it is: the table keeps one place for it.)
            if let last = lastDaily?.daily, day <= last {
                game.daily = nil
            } else {
                if let last = lastDaily?.daily, day.number != last.number + 1 {
                    daily.breakStreak()
                }
                daily.add(game)
                lastDaily = game
            }
        }
        all.add(game)
        if game.mode == .evil { evil.add(game) } else { good.add(game) }
        let board = index(game.board)
        // The same game twice (a log copied onto itself) takes one place on the table.
        guard game.won, !tables[board].contains(where: { $0.id == game.id }) else { return }
        let place = tables[board].firstIndex { GameRecord.ranksAbove(game, $0) } ?? tables[board].count
        if place < Self.highScoreCount {
            tables[board].insert(game, at: place)
            if tables[board].count > Self.highScoreCount { tables[board].removeLast() }
        }
    }

    /// 1-based place of a game on its board, nil if it is on none.
    public func rank(of id: String) -> Int? {
        for table in tables { if let i = table.firstIndex(where: { $0.id == id }) { return i + 1 } }
        return nil
    }

    /// The board a recorded game is on, nil if it is on none.
    public func board(of id: String) -> Board? {
        Board.allCases.first { highScores(on: $0).contains { $0.id == id } }
    }

    /// The daily streak as it stands on `today`: wins on consecutive days, broken once a day
    /// passes without the daily won.
    public func dailyStreak(today: UTCDay) -> Int {
        guard let last = lastDaily?.daily, (0...1).contains(today.number - last.number) else { return 0 }
        return daily.currentStreak
    }

    /// The statistics over the games of one mode, or of all (nil).
    public func statistics(mode: GameMode? = nil) -> Statistics {
        switch mode {
        case nil: return all
        case .evil?: return evil
        case .good?: return good
        }
    }

    private func index(_ board: Board) -> Int { Board.allCases.firstIndex(of: board)! }

    /// Why this history cannot be real, or nil.
    var problem: String? {
        if version > Self.currentVersion { return NewerFormatError(version: version).description }
        for (board, table) in zip(Board.allCases, tables) {
            if let p = table.lazy.compactMap(\.problem).first { return p }
            if table.count > Self.highScoreCount || !table.allSatisfy({ $0.won && $0.board == board })
                || zip(table, table.dropFirst()).contains(where: { !GameRecord.ranksAbove($0, $1) })
                || Set(table.map(\.id)).count != table.count {
                return tr("the high scores are not in order")
            }
        }
        if all.played != evil.played + good.played || all.won != evil.won + good.won
            || tables.reduce(0, { $0 + $1.count }) > all.won || daily.played > evil.played || daily.won > evil.won
            || (lastDaily == nil) != (daily.played == 0) || lastDaily.map({ $0.daily == nil || $0.problem != nil }) == true {
            return tr("the statistics do not add up")
        }
        return nil
    }

    enum CodingKeys: String, CodingKey {
        case version, all, evil, good, daily, lastDaily
        case fiendishScores, classicScores, goodScores, dailyScores
    }

    static func key(_ board: Board) -> CodingKeys {
        switch board {
        case .fiendish: return .fiendishScores
        case .classic: return .classicScores
        case .good: return .goodScores
        case .daily: return .dailyScores
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > History.currentVersion { throw NewerFormatError(version: version) }
        // Version 1 had one table for every game; its summaries are rebuilt from the log.
        guard version == History.currentVersion else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: c, debugDescription: tr("a history of version %s", version))
        }
        tables = try Board.allCases.map { try c.decode([GameRecord].self, forKey: Self.key($0)) }
        daily = try c.decode(Statistics.self, forKey: .daily)
        lastDaily = try c.decodeIfPresent(GameRecord.self, forKey: .lastDaily)
        all = try c.decode(Statistics.self, forKey: .all)
        evil = try c.decode(Statistics.self, forKey: .evil)
        good = try c.decode(Statistics.self, forKey: .good)
        if let problem { throw DecodingError.dataCorruptedError(forKey: .all, in: c, debugDescription: problem) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        for (board, table) in zip(Board.allCases, tables) { try c.encode(table, forKey: Self.key(board)) }
        try c.encode(all, forKey: .all)
        try c.encode(evil, forKey: .evil)
        try c.encode(good, forKey: .good)
        try c.encode(daily, forKey: .daily)
        try c.encodeIfPresent(lastDaily, forKey: .lastDaily)
    }
}
