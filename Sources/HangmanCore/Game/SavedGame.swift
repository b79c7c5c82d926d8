/// The game in progress, saved with the id its record will carry when it ends.
public struct SavedGame: Codable, Equatable, Sendable {
    public var version: Int = 1
    public var id: String
    public var game: GameSnapshot
    public init(id: String, game: GameSnapshot) { self.id = id; self.game = game }

    enum CodingKeys: String, CodingKey { case version, id, game }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > 1 { throw NewerFormatError(version: version) }
        id = try c.decode(String.self, forKey: .id)
        game = try c.decode(GameSnapshot.self, forKey: .game)
        guard !id.isEmpty, id.utf8.count <= 100, id.utf8.allSatisfy(GameRecord.isIDByte) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "the saved game's id is malformed")
        }
    }
}
