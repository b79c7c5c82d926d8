extension GameRecord {
    /// A record described by its knobs (the tests', the bench's). Unnamed, they default to the Full dictionary, the
    /// Classic host for an evil game and Custom; a challenge's code gives its deal.
    public init(
        id: String, word: String, won: Bool, missesMade: Int, missesAllowed: Int, wordLength: Int, mode: GameMode,
        endedAt: Int64, host: Host? = nil, daily: UTCDay? = nil, level: Level? = nil, list: RecordedList? = nil,
        guesses: [Character] = [], spelling: String? = nil, challenge: String? = nil
    ) {
        let id_: WordListID =
            switch list {
            case .shipped(let shipped)?: shipped
            case .file(let name)?: .file(path: name)
            case nil: .full
            }
        var deal = Deal(
            list: id_, length: wordLength, misses: missesAllowed, host: mode == .evil ? host ?? .classic : nil,
            level: level ?? .custom, seed: 0, origin: daily.map { .daily($0) } ?? .new)
        if let challenge, let coded = try? Deal(code: challenge) { deal = coded }
        self.init(
            id: id, deal: deal, word: word, won: won, missesMade: missesMade, guesses: guesses, endedAt: endedAt,
            spelling: spelling)
    }
}
