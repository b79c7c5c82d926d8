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
