/// The game in progress, saved with the id its record will carry when it ends.
public struct SavedGame: Codable, Equatable, Sendable {
    public var version: Int = 1
    public var id: String
    public var game: GameSnapshot
    /// The day when this is that day's scored daily game (stored as its date, `YYYY-MM-DD`).
    public var daily: UTCDay?
    /// The challenge code the game was dealt from, if any (its record will carry it).
    public var challenge: String?
    /// The seed is kept sealed by the machine's secret (`MachineLog.sealSeed`): only the install
    /// that dealt the game can resume it, and its player cannot read the seed off the file.
    public var sealedSeed = false
    public init(id: String, game: GameSnapshot, daily: UTCDay? = nil, challenge: String? = nil) {
        self.id = id; self.game = game; self.daily = daily; self.challenge = challenge
    }

    enum CodingKeys: String, CodingKey { case version, id, game, daily, challenge, sealedSeed }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        if version > 1 { throw NewerFormatError(version: version) }
        id = try c.decode(String.self, forKey: .id)
        game = try c.decode(GameSnapshot.self, forKey: .game)
        let date = try c.decodeIfPresent(String.self, forKey: .daily)
        daily = date.flatMap(UTCDay.init(date:))
        if date != nil && (daily == nil || game.mode != .evil) {
            throw DecodingError.dataCorruptedError(forKey: .daily, in: c, debugDescription: tr("the saved game's daily date is not a date"))
        }
        guard FieldCheck.isID(id) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: tr("the saved game's id is malformed"))
        }
        challenge = try c.decodeIfPresent(String.self, forKey: .challenge)
        sealedSeed = try c.decodeIfPresent(Bool.self, forKey: .sealedSeed) ?? false
        // A challenge is the game's own, or the save is not what it says.
        if let code = challenge, (try? Challenge(code: code))?.code != code || daily != nil {
            throw DecodingError.dataCorruptedError(forKey: .challenge, in: c, debugDescription: tr("the saved game's challenge is not a challenge code"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(id, forKey: .id)
        try c.encode(game, forKey: .game)
        try c.encodeIfPresent(daily?.date, forKey: .daily)
        try c.encodeIfPresent(challenge, forKey: .challenge)
        if sealedSeed { try c.encode(true, forKey: .sealedSeed) }
    }
}
