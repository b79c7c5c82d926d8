/// A stand-in for the first frame, drawn while the word list loads: a game's placeholders, letters and misses, with
/// no host behind it. It takes no guesses; the real game replaces it once the list is in.
public struct PreviewGameplay: Gameplay {
    public let deal: Deal
    public private(set) var round: Round
    public var word: String? { nil }
    public var committedWord: String? { nil }

    public init(deal: Deal) {
        self.deal = deal
        round = Round(length: max(deal.length, 1), missesAllowed: max(deal.misses, 1), language: deal.language)
    }

    /// A saved game as it stands, read off its pattern and guesses alone.
    public init(saved: SavedGame) {
        deal = saved.deal
        let pattern = LetterCode.codes(saved.pattern)
        round = Round(
            length: max(pattern.count, 1), missesAllowed: max(saved.deal.misses, 1),
            knownSpaces: pattern.indices.filter { pattern[$0] == UInt8(ascii: " ") }, language: saved.deal.language)
        // The file is not checked yet (the real restore does that): replay only what the rules allow.
        try? replay(saved, strict: false)
    }

    public mutating func guess(_ input: String) -> GuessResult { .ignored(.nothing(round.language)) }
}

extension PreviewGameplay: ReplayableGame {
    mutating func replayAnswer(_ letter: UInt8, at positions: [Int]) throws(SnapshotError) {
        _ = round.record(letter, at: positions.filter { $0 < round.length })
    }
}
