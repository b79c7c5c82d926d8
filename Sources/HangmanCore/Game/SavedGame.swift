/// The game in progress, saved with the id its record will carry when it ends.
public struct SavedGame: Codable, Equatable, Sendable {
    public var version: Int = 1
    public var id: String
    public var game: GameSnapshot
    /// The day (`YYYY-MM-DD`) when this is that day's scored daily game.
    public var daily: String?
    public init(id: String, game: GameSnapshot, daily: String? = nil) { self.id = id; self.game = game; self.daily = daily }

    enum CodingKeys: String, CodingKey { case version, id, game, daily }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > 1 { throw NewerFormatError(version: version) }
        id = try c.decode(String.self, forKey: .id)
        game = try c.decode(GameSnapshot.self, forKey: .game)
        daily = try c.decodeIfPresent(String.self, forKey: .daily)
        if let daily, DailyGame(date: daily) == nil || game.mode != .evil {
            throw DecodingError.dataCorruptedError(forKey: .daily, in: c, debugDescription: "the saved game's daily date is not a date")
        }
        guard !id.isEmpty, id.utf8.count <= 100, id.utf8.allSatisfy(GameRecord.isIDByte) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "the saved game's id is malformed")
        }
    }
}
