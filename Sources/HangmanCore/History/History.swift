/// The high scores and the statistics, built one record at a time and keeping only totals and the top of each
/// table, so recording a game and opening the scores cost the same with ten games behind them or a million.
public struct History: Codable, Equatable, Sendable {
    public static let currentVersion = 3
    public static let highScoreCount = 10
    /// How many settings a Custom, Good or Phrases page keeps a table for: those won most lately.
    public static let kindsKept = 12

    public var version: Int = History.currentVersion
    /// Best first: one table for a level's page or the daily's, one a settings (won most lately first) for the
    /// Custom, Good and Phrases pages. Lost games never rank.
    private var pages: [ScorePage: [[GameRecord]]] = [:]
    public private(set) var all = Statistics()
    public private(set) var evil = Statistics()
    public private(set) var good = Statistics()
    /// Over the scored daily games; its streak counts wins on consecutive days.
    public private(set) var daily = Statistics()
    /// The latest scored daily game: whether today's has been played, and where the streak stands.
    public private(set) var lastDaily: GameRecord?
    /// The day's daily begun and not ended (written ahead at its first guess): the day's try is
    /// spent; it counts as lost once another day's daily comes without its end.
    public private(set) var begunDaily: GameRecord?
    /// The level games in a row (wins or losses) up to the latest, at one level in one language:
    /// what the results window offers after a game (`LevelRun.offer`).
    public private(set) var levelRun: LevelRun?

    public init() {}

    /// The history of `records`, in the order they were recorded.
    public init(records: some Sequence<GameRecord>) {
        for r in records { record(r) }
    }

    public var count: Int { all.played }

    public func tables(on page: ScorePage) -> [[GameRecord]] { pages[page] ?? [] }

    public func highScores(on page: ScorePage) -> [GameRecord] { tables(on: page).flatMap { $0 } }

    /// The day's daily, if it has been begun (ended or not): its record, or the one written ahead.
    public func daily(of day: UTCDay) -> GameRecord? {
        if let last = lastDaily, last.daily == day { return last }
        if let begun = begunDaily, begun.daily == day { return begun }
        return nil
    }

    /// Adds a finished game, the latest (or a daily begun, written ahead).
    public mutating func record(_ game: GameRecord) {
        var game = game
        if game.begun {
            begin(game)
            return
        }
        if let begun = begunDaily, let day = game.daily {
            if begun.id == game.id {
                begunDaily = nil  // its end, in its place
            } else if begun.daily == day {
                game.deal.origin = .practice(day)  // the day's try was another game's
            } else {
                settleBegunDaily()
            }
        }
        if let day = game.daily, lastDaily?.id != game.id {
            // One scored daily a day: another of the same day (a second instance) counts as a game, not the daily.
            // (The day's own record seen twice, a log copied onto itself, keeps its one place.)
            if let last = lastDaily?.daily, day <= last {
                game.deal.origin = .practice(day)
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
        if game.won { rank(game) }
        if game.deal.day == nil, game.level.preset != nil, levelRun?.lastID != game.id {
            levelRun = levelRun?.adding(game, level: game.level) ?? LevelRun(game, level: game.level)
        }
    }

    /// A daily begun (its first guess written ahead): the day's try is spent.
    private mutating func begin(_ game: GameRecord) {
        guard let day = game.daily, begunDaily?.id != game.id, lastDaily?.daily.map({ $0 < day }) ?? true else {
            return
        }
        if begunDaily?.daily != day { settleBegunDaily() }
        if begunDaily == nil { begunDaily = game }
    }

    /// A daily begun and never ended counts as lost, as it was when it was begun.
    private mutating func settleBegunDaily() {
        guard var begun = begunDaily else { return }
        begunDaily = nil
        begun.begun = false
        record(begun)
    }

    private mutating func rank(_ game: GameRecord) {
        let page = game.page
        var tables = pages[page] ?? []
        // The same game twice (a log copied onto itself, an id damaged into another's) takes one place.
        guard rank(of: game.id) == nil else { return }
        let at = page.ranksByKind ? tables.firstIndex { $0.first?.kind == game.kind } : tables.indices.first
        var table = at.map { tables[$0] } ?? []
        let place = table.firstIndex { GameRecord.ranksAbove(game, $0) } ?? table.count
        guard place < Self.highScoreCount else { return }
        table.insert(game, at: place)
        if table.count > Self.highScoreCount { table.removeLast() }
        if let at { tables.remove(at: at) }
        // The settings won most lately lead; the ones won longest ago make way.
        tables.insert(table, at: 0)
        if tables.count > Self.kindsKept { tables.removeLast() }
        pages[page] = tables
    }

    /// 1-based place of a game in its table, nil if it is in none.
    public func rank(of id: String) -> Int? {
        for tables in pages.values {
            for table in tables { if let i = table.firstIndex(where: { $0.id == id }) { return i + 1 } }
        }
        return nil
    }

    public func page(of id: String) -> ScorePage? {
        ScorePage.allCases.first { page in tables(on: page).contains { $0.contains { $0.id == id } } }
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

    /// Why this history cannot be real, or nil.
    var problem: String? {
        if version > Self.currentVersion { return NewerFormatError(version: version).description }
        var ranked = 0
        for (page, tables) in pages {
            if tables.count > (page.ranksByKind ? Self.kindsKept : 1) { return tr("the high scores are not in order") }
            for table in tables {
                if let p = table.lazy.compactMap(\.problem).first { return p }
                if table.isEmpty || table.count > Self.highScoreCount
                    || !table.allSatisfy({ $0.won && $0.page == page })
                    || (page.ranksByKind && !table.allSatisfy { $0.kind == table[0].kind })
                    || zip(table, table.dropFirst()).contains(where: { !GameRecord.ranksAbove($0, $1) })
                {
                    return tr("the high scores are not in order")
                }
                ranked += table.count
            }
        }
        let ids = pages.values.flatMap { $0.flatMap { $0.map(\.id) } }
        if Set(ids).count != ids.count { return tr("the high scores are not in order") }
        if all.played != evil.played + good.played || all.won != evil.won + good.won
            || ranked > all.won || daily.played > evil.played || daily.won > evil.won
            || (lastDaily == nil) != (daily.played == 0)
            || lastDaily.map({ $0.daily == nil || $0.problem != nil }) == true
        {
            return tr("the statistics do not add up")
        }
        return nil
    }

    enum CodingKeys: String, CodingKey {
        case version, all, evil, good, daily, lastDaily, begunDaily, pages, levelRun
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > History.currentVersion { throw NewerFormatError(version: version) }
        // An older summary (ranked by host, or every game together) is rebuilt from the log.
        guard version == History.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: c, debugDescription: tr("a history of version %s", version))
        }
        // Records are kept as their lines of the log, far smaller than keyed records.
        let damaged = DecodingError.dataCorruptedError(
            forKey: .pages, in: c, debugDescription: tr("the high scores are not in order"))
        for (name, tables) in try c.decode([String: [[String]]].self, forKey: .pages) {
            guard let page = ScorePage(rawValue: name) else { throw damaged }
            pages[page] = try tables.map {
                try $0.map { line in
                    guard let r = GameRecord(line: line) else { throw damaged }
                    return r
                }
            }
        }
        daily = try c.decode(Statistics.self, forKey: .daily)
        lastDaily = try c.decodeIfPresent(String.self, forKey: .lastDaily).map { line in
            guard let r = GameRecord(line: line) else { throw damaged }
            return r
        }
        begunDaily = try c.decodeIfPresent(String.self, forKey: .begunDaily).map { line in
            guard let r = GameRecord(line: line), r.begun else { throw damaged }
            return r
        }
        all = try c.decode(Statistics.self, forKey: .all)
        evil = try c.decode(Statistics.self, forKey: .evil)
        good = try c.decode(Statistics.self, forKey: .good)
        // An older summary has none (the run starts again).
        if let run = try c.decodeIfPresent(LevelRun.self, forKey: .levelRun) {
            guard run.isValid, abs(run.count) <= all.played else {
                throw DecodingError.dataCorruptedError(
                    forKey: .levelRun, in: c, debugDescription: tr("the statistics do not add up"))
            }
            levelRun = run
        }
        if let problem { throw DecodingError.dataCorruptedError(forKey: .all, in: c, debugDescription: problem) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(
            Dictionary(uniqueKeysWithValues: pages.map { ($0.key.rawValue, $0.value.map { $0.map(\.line) }) }),
            forKey: .pages)
        try c.encode(all, forKey: .all)
        try c.encode(evil, forKey: .evil)
        try c.encode(good, forKey: .good)
        try c.encode(daily, forKey: .daily)
        try c.encodeIfPresent(lastDaily?.line, forKey: .lastDaily)
        try c.encodeIfPresent(begunDaily?.line, forKey: .begunDaily)
        try c.encodeIfPresent(levelRun, forKey: .levelRun)
    }
}
