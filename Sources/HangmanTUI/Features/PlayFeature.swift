import HangmanCore

/// The game in play: the game itself, its id, the grid cursor and what the last guess did. Every
/// game is put in play by `begin` (a new game, a daily) or `resume` (the saved one).
public struct PlayFeature {
    public enum Action: Equatable, Sendable {
        /// A letter typed (or a line of line mode): the game says whether it is a guess.
        case guess(String)
        /// Space or Enter on the front side: the letter under the grid cursor.
        case guessAtCursor
        case moveCursor(dx: Int, dy: Int)
        /// Home and End: the first or last letter of the cursor's row.
        case cursorToRowStart, cursorToRowEnd
        /// A new game; asks first while a game is under way.
        case newGame
        /// A new game without asking: the yes to "New game?", or a typed `new` in line mode.
        case startNewGame
    }

    public fileprivate(set) var game: any Gameplay
    /// The id the game's record will carry.
    public fileprivate(set) var id: String
    /// Index (0 = A) of the letter under the grid cursor.
    public fileprivate(set) var cursor = 0
    /// What the last guess did (line and JSON modes report it); nil when the last action was no guess.
    public fileprivate(set) var lastGuess: GuessResult?
    /// The daily game this game is, if it is one.
    public fileprivate(set) var daily: DailyPlay?
    /// The challenge code this game was dealt from, if it was (`ChallengeFeature`).
    public fileprivate(set) var challenge: String?
    /// The game was dealt this run, or resumed from a save its host's answers replay to
    /// (`GameSnapshot.answeredByItsHost`): what the machine's board takes.
    public fileprivate(set) var dealtAsItsHostWould = true
    /// The game that just ended (what its record says), until the next game is dealt.
    public fileprivate(set) var finished: FinishedGame?
    /// Whether the game in progress is saved (not in JSON mode, nor while another instance plays
    /// the saved game, nor while the saved game waits for a word list that could not be read).
    public fileprivate(set) var savesGame: Bool
    /// The scored daily in play is written ahead in the history (its first guess spent the day's try).
    public fileprivate(set) var dailyBegun = false
    /// The first guess of a scored daily, held until the daily is written ahead.
    public fileprivate(set) var heldGuess: String?
    /// The game after a guess that ends it, with what the guess did: held until that end is on
    /// disk (its save), or the save before it is gone — a folder that stops taking writes (a
    /// read-only mount) never brings the game back as it was before its last guess.
    private var heldEnd: (game: any Gameplay, result: GuessResult)?
    /// A guess that ends the game waits for its end to be kept.
    public var holdsAnEnd: Bool { heldEnd != nil }

    private var generator: SeededGenerator
    /// Each deal's randomness afresh, where the run has no `--seed` (`AppStart.freshSeed`).
    private let freshSeed: (@Sendable () -> UInt64)?
    private let instanceID: String
    private var gamesDealt = 0

    /// Before the first game: a preview of the saved game, or of a new one as `settings` describe it.
    init(_ start: AppStart, preview settings: Settings, listID: WordListID) {
        generator = SeededGenerator(seed: start.seed)
        freshSeed = start.freshSeed
        instanceID = start.instanceID
        savesGame = start.persistent && start.savesGame
        id = start.savedGame?.id ?? ""
        game = start.savedGame.map { PreviewGameplay(snapshot: $0.game) } ?? PreviewGameplay(settings: settings, wordList: listID)
        // A saved daily of a day to come (a clock set back, a hand-made file) is an ordinary game.
        if let day = start.savedGame?.daily, day.number <= start.today { daily = DailyPlay(day: day, scored: true) }
    }

    /// The game in progress as it is saved.
    public var saved: SavedGame {
        SavedGame(id: id, game: game.snapshot(), daily: daily?.scored == true ? daily?.day : nil, challenge: challenge)
    }

    /// The board the game in play ranks on.
    public var scorePage: ScorePage {
        ScorePage(mode: game.mode, level: Level.of(game), isDaily: daily?.scored == true, isPhrase: game.pattern.contains(" "))
    }

    /// A game that has begun and not ended: leaving it loses something.
    var isUnderWay: Bool { game.status == .playing && !game.guessedLetters.isEmpty }
    /// A game dealt and not over, guessed into or not: leaving it is asked first.
    var isInPlay: Bool { game.status == .playing && !(game is PreviewGameplay) }

    // MARK: Putting a game in play

    /// Puts `newGame` in play, with a new id: the one place every dealt game goes through.
    mutating func begin(_ newGame: any Gameplay, daily: DailyPlay?, challenge: String? = nil) -> [Effect] {
        game = newGame
        self.daily = daily
        self.challenge = challenge
        dealtAsItsHostWould = true
        finished = nil
        lastGuess = nil
        dailyBegun = false
        heldGuess = nil
        heldEnd = nil
        gamesDealt += 1
        id = "\(instanceID)-\(gamesDealt)"
        cursor = 0
        return savesGame ? [.saveGame(saved)] : []
    }

    /// The game in play, if its host is Nemesis and knew nothing yet, counts on `habits` now.
    mutating func countOn(_ habits: PlayerHabits?) {
        if var evil = game as? EvilGameplay { evil.countOn(habits); game = evil }
    }

    /// Deals a new game from `list`; the note says when the length had to change.
    mutating func deal(settings: Settings, list: WordList, id listID: WordListID,
                       habits: PlayerHabits?) -> (effects: [Effect], lengthNote: String?) {
        if let freshSeed { generator = SeededGenerator(seed: freshSeed()) }
        let (newGame, lengthNote) = GameFactory.newGame(settings: settings, list: list, id: listID, habits: habits, using: &generator)
        return (begin(newGame, daily: nil), lengthNote)
    }

    /// Resumes the saved game exactly, from the list it was played with (a daily guessed into was
    /// begun: its first guess was written ahead).
    mutating func resume(_ saved: SavedGame, list: WordList) throws(SnapshotError) {
        game = try saved.game.restore(using: list)
        id = saved.id
        dealtAsItsHostWould = saved.game.answeredByItsHost(using: list)
        // A challenge's mark stays only on the game its code deals (a save edited since loses it).
        challenge = saved.challenge.flatMap { code in Challenge(game: game)?.code == code ? code : nil }
        dailyBegun = !game.guessedLetters.isEmpty
    }

    /// The saved game that was a daily could not be resumed: the next game is no daily.
    mutating func forgetDaily() { daily = nil }

    /// The game in play is not saved from now on (the saved game waits for its list).
    mutating func stopSaving() { savesGame = false }

    /// Every seeded run draws one number before its first deal (saved expectations depend on the
    /// sequence since the first version).
    mutating func drawFirstNumber() { _ = generator.next() }

    /// Marks the game as ended: what its record will say, its last save, and the record itself.
    mutating func finish(persistent: Bool) -> [Effect] {
        var done = FinishedGame(game: game, id: id, daily: daily?.scored == true ? daily?.day : nil)
        done.challenge = challenge
        done.answeredByItsHost = dealtAsItsHostWould
        finished = done
        return (savesGame ? [.saveGame(saved)] : []) + (persistent ? [.recordGame(done)] : [])
    }

    /// Leaving a game after a miss counts it as lost, and so does leaving the day's daily once
    /// a letter is in (its one try is used up): otherwise a player could leave every game that
    /// goes badly. It is recorded as lost with a word that fits every answer given.
    var countsAsLostIfLeft: Bool { isUnderWay && (game.missesMade > 0 || daily?.scored == true) }

    func forfeit(persistent: Bool) -> [Effect] {
        guard persistent, countsAsLostIfLeft, let word = possibleWord else { return [] }
        var left = FinishedGame(forfeited: game, word: word, id: id, daily: daily?.scored == true ? daily?.day : nil)
        left.challenge = challenge
        left.answeredByItsHost = dealtAsItsHostWould
        return [.recordGame(left)]
    }

    /// A word the game can still end on (it fits every answer given): what a record of a game
    /// not ended says.
    var possibleWord: String? {
        if let evil = game as? EvilGameplay, let first = evil.pool.indices.first { return evil.pool.bucket.word(at: Int(first)) }
        return game.committedWord
    }

    /// The first guess of the day's scored daily: held, and the daily written ahead (`begun`);
    /// the guess is made once that is on disk. Nil where no writing ahead is needed.
    mutating func beginDaily(holding input: String, persistent: Bool) -> [Effect]? {
        guard persistent, let daily, daily.scored, !dailyBegun, heldGuess == nil, game.guessedLetters.isEmpty,
              case .success = game.round.validate(game.language.guesses(forKey: input)[0]), let word = possibleWord else { return nil }
        heldGuess = input
        return [.recordGame(FinishedGame(beginning: game, word: word, id: id, daily: daily.day))]
    }

    /// The daily is written ahead (or cannot be): the held guess, to make now or never.
    mutating func dailyWrittenAhead(_ kept: Bool) -> String? {
        defer { heldGuess = nil }
        dailyBegun = kept
        return heldGuess
    }

    // MARK: The grid cursor

    /// Moves the cursor over the two rows of the grid, wrapping at the edges (the second row of
    /// an odd alphabet is one shorter: the cursor stops on its last letter).
    mutating func moveCursor(dx: Int, dy: Int) {
        let count = game.language.letters.count, columns = UIMetrics.gridColumns(for: game.language)
        let length = { (row: Int) in min(columns, count - row * columns) }
        var row = cursor / columns, column = cursor % columns
        if dy != 0 { row = ((row + dy) % 2 + 2) % 2; column = min(column, length(row) - 1) }
        if dx != 0 { column = ((column + dx) % length(row) + length(row)) % length(row) }
        cursor = row * columns + column
    }

    /// The first (or last) letter of the cursor's row.
    mutating func moveCursorToRowEdge(last: Bool) {
        let count = game.language.letters.count, columns = UIMetrics.gridColumns(for: game.language)
        let row = cursor / columns
        cursor = row * columns + (last ? min(columns, count - row * columns) - 1 : 0)
    }

    /// Plays `input` on the game; the note for the status line.
    /// Makes a guess; nil when it ends a saved game and is held until its end is kept
    /// (`endSave`, then `releaseHeldEnd`).
    mutating func guess(_ input: String) -> Note? {
        var next = game
        let result = next.guess(input)
        if savesGame && result.isAccepted && next.isOver && !game.isOver {
            heldEnd = (next, result)
            return nil
        }
        game = next
        lastGuess = result
        return note(for: result)
    }

    /// The save that keeps a held end: the game as it is once that guess is made.
    var endSave: SavedGame? {
        heldEnd.map { SavedGame(id: id, game: $0.game.snapshot(), daily: daily?.scored == true ? daily?.day : nil) }
    }

    /// The held end is kept: the guess is made now.
    mutating func releaseHeldEnd() -> Note? {
        guard let (ended, result) = heldEnd else { return nil }
        heldEnd = nil
        game = ended
        lastGuess = result
        return note(for: result)
    }

    /// The held end cannot be kept: the guess is not made.
    mutating func dropHeldEnd() { heldEnd = nil }

    private func note(for result: GuessResult) -> Note {
        switch result {
        // Over, a key is no guess: say what starts the next game (line mode says it its own way).
        case .ignored(.gameOver): return Note(UIText.gameOverNewGame, .warning)
        case .ignored(let reason): return Note(reason.message, .warning)
        case .hit(let letter, let positions): return Note(UIText.hit(letter, times: positions.count, inPhrase: game.pattern.contains(" ")), .good)
        case .miss(let letter): return Note(UIText.miss(letter, missesLeft: game.missesLeft), .bad)
        }
    }
}

extension App {
    /// The game feature's actions, and what they do to the rest of the app.
    mutating func send(_ action: PlayFeature.Action) -> [Effect] {
        switch action {
        case .guess(let input): return guess(input)
        case .guessAtCursor: return guess(String(UIMetrics.letter(at: play.cursor, in: play.game.language)))
        case .moveCursor(let dx, let dy): play.moveCursor(dx: dx, dy: dy)
        case .cursorToRowStart: play.moveCursorToRowEdge(last: false)
        case .cursorToRowEnd: play.moveCursorToRowEdge(last: true)
        case .newGame: return newGame(asking: true)
        case .startNewGame: return newGame(asking: false)
        }
        return []
    }

    mutating func guess(_ input: String) -> [Effect] {
        play.lastGuess = nil
        // Behind a window or on the settings side a letter is no guess (line modes have no
        // windows: an ended game's own answer says it is over).
        guard side == .front, windows.modal == nil || play.game.isOver else { return [] }
        guard !isLoading else {
            note = Note(UIText.loading)
            return []
        }
        // The day's one try is spent by its first guess: written ahead before the guess is made.
        if let begin = play.beginDaily(holding: input, persistent: persistent) { return begin }
        // A guess that ends a saved game is answered once its end is on disk. A key for two
        // letters (Dutch ĳ) guesses both in turn, and says both answers.
        let wasOver = play.game.isOver
        var said: [Note] = []
        for guess in play.game.language.guesses(forKey: input) where !play.game.isOver || said.isEmpty {
            guard let made = play.guess(guess) else { return play.endSave.map { [.saveGame($0)] } ?? [] }
            said.append(made)
        }
        note = said.count == 1 ? said[0] : Note(said.map(\.text).joined(separator: " · "), said.last!.kind)
        return afterGuess(wasOver: wasOver)
    }

    /// What follows a guess just made: the game's end, or its save.
    private mutating func afterGuess(wasOver: Bool) -> [Effect] {
        if play.game.isOver && !wasOver { return gameEnded() }
        return play.lastGuess?.isAccepted == true && play.savesGame ? [.saveGame(play.saved)] : []
    }

    /// The end a guess was held for is on disk (`kept`), or cannot be: the guess is made, or
    /// the save before it must go first (removing needs no room), or — where nothing can be
    /// removed either — the guess is not made, and the player is told why.
    mutating func heldEnd(kept: Bool, reason: String?) -> [Effect] {
        guard play.holdsAnEnd else { return [] }
        if kept, let made = play.releaseHeldEnd() {
            note = made
            return afterGuess(wasOver: false)
        }
        guard let reason else { return [.removeSavedGame] }
        play.dropHeldEnd()
        report(problem: tr("This guess would end the game, and its end cannot be kept (%s): it is not made", reason))
        return []
    }

}
