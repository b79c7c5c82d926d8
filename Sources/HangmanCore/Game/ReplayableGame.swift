/// A game that can be rebuilt from a save by replaying its guesses with the answers the save shows.
protocol ReplayableGame: Gameplay {
    /// Books `letter` as answered at `positions` (read off the saved pattern); throws when this
    /// host could not have answered so.
    mutating func replayAnswer(_ letter: UInt8, at positions: [Int]) throws(SnapshotError)
}

extension ReplayableGame {
    /// Replays the saved guesses in order, each answered where the saved pattern shows its letter. `strict` refuses a
    /// save whose guesses break the rules or do not end on its pattern; a preview just skips what it cannot replay.
    mutating func replay(_ saved: SavedGame, strict: Bool = true) throws(SnapshotError) {
        let pattern = LetterCode.codes(saved.pattern)
        for letter in LetterCode.codes(saved.guesses) {
            guard case .success(let valid) = round.validate(String(LetterCode.character(letter))), valid == letter
            else {
                if strict { throw .doesNotFit(tr("the saved guesses are not valid")) }
                continue
            }
            try replayAnswer(letter, at: pattern.indices.filter { pattern[$0] == letter })
        }
        if strict, round.patternText != saved.pattern {
            throw .doesNotFit(tr("the saved pattern does not match its guesses"))
        }
    }
}
