#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One finished game.
public struct GameRecord: Codable, Equatable, Sendable, Identifiable {
    /// Unique across instances (time, process and a counter), so merging never drops or doubles a game.
    public var id: String
    public var word: String
    public var won: Bool
    public var missesMade: Int
    public var missesAllowed: Int
    public var wordLength: Int
    public var mode: GameMode
    public var date: Date

    public init(id: String, word: String, won: Bool, missesMade: Int, missesAllowed: Int,
                wordLength: Int, mode: GameMode, date: Date) {
        self.id = id
        self.word = word
        self.won = won
        self.missesMade = missesMade
        self.missesAllowed = missesAllowed
        self.wordLength = wordLength
        self.mode = mode
        self.date = date
    }

    enum CodingKeys: String, CodingKey { case id, word, won, missesMade, missesAllowed, wordLength, mode, date }

    /// Decodes a record and checks it: a record that cannot be a real game makes the file damaged.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), word: try c.decode(String.self, forKey: .word),
                  won: try c.decode(Bool.self, forKey: .won), missesMade: try c.decode(Int.self, forKey: .missesMade),
                  missesAllowed: try c.decode(Int.self, forKey: .missesAllowed), wordLength: try c.decode(Int.self, forKey: .wordLength),
                  mode: try c.decode(GameMode.self, forKey: .mode), date: try c.decode(Date.self, forKey: .date))
        guard Settings.missesRange.contains(missesAllowed), (0...missesAllowed).contains(missesMade), wordLength >= 1,
              won ? missesMade < missesAllowed : true
        else {
            throw DecodingError.dataCorruptedError(forKey: .missesMade, in: c, debugDescription: "not a possible game")
        }
    }

    /// The record of a game that has ended.
    public init(game: any Gameplay, id: String, date: Date) {
        precondition(game.isOver)
        self.init(id: id, word: game.word ?? "", won: game.status == .won, missesMade: game.missesMade,
                  missesAllowed: game.missesAllowed, wordLength: game.wordLength, mode: game.mode, date: date)
    }

    /// The ranking of high scores: fewest misses first; then the longer word; then the earlier
    /// date (the first to set a score keeps its place); then the id, so the order is total.
    public static func ranksAbove(_ a: GameRecord, _ b: GameRecord) -> Bool {
        if a.missesMade != b.missesMade { return a.missesMade < b.missesMade }
        if a.wordLength != b.wordLength { return a.wordLength > b.wordLength }
        if a.date != b.date { return a.date < b.date }
        return a.id < b.id
    }
}

/// Every finished game, won or lost: the high scores and the statistics are read from it.
public struct History: Codable, Equatable, Sendable {
    public static let currentVersion = 1
    /// How many won games the high-score table shows.
    public static let highScoreCount = 10

    public var version: Int = History.currentVersion
    /// In the order they were recorded.
    public private(set) var records: [GameRecord]

    public init(records: [GameRecord] = []) { self.records = records }

    /// Adds a finished game (once: a record already present is not added again).
    public mutating func record(_ game: GameRecord) {
        if !records.contains(where: { $0.id == game.id }) { records.append(game) }
    }

    /// Adds every record of `other` not already here: how two instances' games are merged.
    public mutating func merge(_ other: History) {
        for r in other.records { record(r) }
    }

    /// The won games, best first, cut to `limit`. Lost games never rank.
    public func highScores(limit: Int = History.highScoreCount) -> [GameRecord] {
        Array(records.filter(\.won).sorted(by: GameRecord.ranksAbove).prefix(limit))
    }

    /// 1-based place of a game in the high scores, nil if it did not make the table.
    public func rank(of id: String, limit: Int = History.highScoreCount) -> Int? {
        highScores(limit: limit).firstIndex { $0.id == id }.map { $0 + 1 }
    }

    /// Statistics over the games of one mode, or of all (nil).
    public func statistics(mode: GameMode? = nil) -> Statistics {
        Statistics(records: records.filter { mode == nil || $0.mode == mode })
    }

    enum CodingKeys: String, CodingKey { case version, records }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > History.currentVersion { throw NewerFormatError(version: version) }
        records = try c.decode([GameRecord].self, forKey: .records)
    }
}

/// Played, won, streaks and the spread of misses in won games.
public struct Statistics: Equatable, Sendable {
    public let played: Int
    public let won: Int
    public let currentStreak: Int
    public let bestStreak: Int
    /// `missHistogram[k]` = won games with exactly k misses.
    public let missHistogram: [Int]

    public init(records: [GameRecord]) {
        played = records.count
        won = records.filter(\.won).count
        var current = 0, best = 0
        for r in records.sorted(by: { $0.date < $1.date }) {
            current = r.won ? current + 1 : 0
            best = max(best, current)
        }
        currentStreak = current
        bestStreak = best
        var histogram = [Int](repeating: 0, count: (records.filter(\.won).map(\.missesMade).max() ?? -1) + 1)
        for r in records where r.won { histogram[r.missesMade] += 1 }
        missHistogram = histogram
    }

    /// Whole percent of games won, 0 when none were played.
    public var winPercent: Int { played == 0 ? 0 : (won * 100 + played / 2) / played }
}
