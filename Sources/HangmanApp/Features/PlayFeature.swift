import HangmanCore

/// The game in play: the game itself, its id, the grid cursor and what the last guess did. Every
/// game is put in play by `begin` (dealt) or `resume` (the saved one). A guess is made in one
/// `send`: the new game is in the state at once, and what must be written follows as effects;
/// where a guess's writing ahead (the end of a game, the day's one daily try) cannot be kept at
/// all, the store's answer takes the guess back and says why.
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
    /// The game's line goes to the machine's board at its end: dealt this run, by a run whose
    /// games count (a resumed game never does: its player had its save to copy and bring back).
    public fileprivate(set) var countsOnTheBoard = false
    /// The game that just ended (what its record says), until the next game is dealt.
    public fileprivate(set) var finished: GameRecord?
    /// Whether the game in progress is saved (not in JSON mode, nor while another instance plays
    /// the saved game, nor while the saved game waits for a word list that could not be read).
    public fileprivate(set) var savesGame: Bool
    /// The scored daily in play is written ahead in the history (its first guess spent the day's try).
    public fileprivate(set) var dailyBegun = false
    /// The game before the last guess, while that guess's writing ahead is under way: what comes
    /// back if it cannot be kept.
    fileprivate var beforeGuess: (game: any Gameplay, finished: GameRecord?)?

    private var generator: SeededGenerator
    /// Each deal's randomness afresh, where the run has no `--seed` (`AppStart.freshSeed`).
    private let freshSeed: (@Sendable () -> UInt64)?
    private let instanceID: String
    private var gamesDealt = 0
    private let runCounts: Bool

    /// Before the first game: a preview of the saved game, or of a new one as `preview` describes it.
    init(_ start: AppStart, preview: Deal) {
        generator = SeededGenerator(seed: start.seed)
        freshSeed = start.freshSeed
        instanceID = start.instanceID
        savesGame = start.persistent && start.savesGame
        runCounts = start.machineCountsThisRun
        id = start.savedGame?.id ?? ""
        game = start.savedGame.map { PreviewGameplay(saved: $0) } ?? PreviewGameplay(deal: preview)
    }

    /// The game in progress as it is saved.
    public var saved: SavedGame { SavedGame(game, id: id) }

    /// The board the game in play ranks on.
    public var scorePage: ScorePage { ScorePage(game.deal, isPhrase: game.pattern.contains(" ")) }

    /// A game that has begun and not ended: leaving it loses something.
    var isUnderWay: Bool { game.status == .playing && !game.guessedLetters.isEmpty }
    /// A game dealt and not over, guessed into or not: leaving it is asked first.
    var isInPlay: Bool { game.status == .playing && !(game is PreviewGameplay) }
    /// The scored daily in play, if it is one.
    var scoredDay: UTCDay? { game.deal.scoredDay }

    // MARK: Putting a game in play

    /// The deal of a new game of `settings` from `list`: its randomness from the system, or the
    /// run's `--seed` sequence. `note` says when the length had to move.
    mutating func newDeal(_ settings: Settings, list: WordList, id listID: WordListID) -> (Deal, note: String?) {
        if let freshSeed { generator = SeededGenerator(seed: freshSeed()) }
        return Deal.new(settings, list: list, id: listID, using: &generator)
    }

    /// Puts `newGame` in play, with a new id: the one place every dealt game goes through.
    mutating func begin(_ newGame: any Gameplay) -> [Effect] {
        game = newGame
        countsOnTheBoard = runCounts && !newGame.deal.isChallenge
        finished = nil
        lastGuess = nil
        dailyBegun = false
        beforeGuess = nil
        gamesDealt += 1
        id = "\(instanceID)-\(gamesDealt)"
        cursor = 0
        return savesGame ? [.saveGame(saved)] : []
    }

    /// The game in play, if its host is Nemesis and knew nothing yet, counts on `habits` now.
    mutating func countOn(_ habits: PlayerHabits?) {
        if var evil = game as? EvilGameplay {
            evil.countOn(habits)
            game = evil
        }
    }

    /// Resumes the saved game exactly, from the list it was played with (a daily guessed into was
    /// begun: its first guess was written ahead). It never reaches the machine's board.
    mutating func resume(_ saved: SavedGame, list: WordList) throws(SnapshotError) {
        game = try saved.restore(using: list)
        id = saved.id
        countsOnTheBoard = false
        dailyBegun = !game.guessedLetters.isEmpty
    }

    /// The game in play is not saved from now on (the saved game waits for its list).
    mutating func stopSaving() { savesGame = false }

    /// The board drew no line for the day's begun daily: its end will not count there either.
    mutating func leaveTheBoard() { countsOnTheBoard = false }

    /// Marks the game as ended: the record to write, and the save's end.
    mutating func finish() -> [Effect] {
        var done = GameRecord(ended: game, id: id)
        done.countsOnTheBoard = countsOnTheBoard
        finished = done
        return [.endGame(done, ended: savesGame ? saved : nil)]
    }

    /// Leaving a game after a miss counts it as lost, and so does leaving the day's daily once
    /// a letter is in (its one try is used up): otherwise a player could leave every game that
    /// goes badly. It is recorded as lost with a word that fits every answer given.
    public var countsAsLostIfLeft: Bool { isUnderWay && (game.missesMade > 0 || scoredDay != nil) }

    func forfeit(persistent: Bool) -> [Effect] {
        guard persistent, countsAsLostIfLeft, let word = possibleWord else { return [] }
        var left = GameRecord(forfeited: game, word: word, id: id)
        left.countsOnTheBoard = countsOnTheBoard
        return [.recordGame(left)]
    }

    /// A word the game can still end on (it fits every answer given): what a record of a game
    /// not ended says.
    var possibleWord: String? { possibleWord(of: game) }

    func possibleWord(of game: any Gameplay) -> String? {
        if let evil = game as? EvilGameplay, let first = evil.pool.indices.first {
            return evil.pool.bucket.word(at: Int(first))
        }
        return game.committedWord
    }

    // MARK: The grid cursor

    /// Moves the cursor over the two rows of the grid, wrapping at the edges (the second row of
    /// an odd alphabet is one shorter: the cursor stops on its last letter).
    mutating func moveCursor(dx: Int, dy: Int) {
        let count = game.language.letters.count
        let columns = LetterGrid.columns(for: game.language)
        let length = { (row: Int) in min(columns, count - row * columns) }
        var row = cursor / columns
        var column = cursor % columns
        if dy != 0 {
            row = ((row + dy) % 2 + 2) % 2
            column = min(column, length(row) - 1)
        }
        if dx != 0 { column = ((column + dx) % length(row) + length(row)) % length(row) }
        cursor = row * columns + column
    }

    /// The first (or last) letter of the cursor's row.
    mutating func moveCursorToRowEdge(last: Bool) {
        let count = game.language.letters.count
        let columns = LetterGrid.columns(for: game.language)
        let row = cursor / columns
        cursor = row * columns + (last ? min(columns, count - row * columns) - 1 : 0)
    }

    // MARK: Guessing

    /// Makes a guess on the game in play; the note for the status line.
    mutating func guess(_ input: String) -> Note {
        let result = game.guess(input)
        lastGuess = result
        switch result {
        // Over, a key is no guess: say what starts the next game (line mode says it its own way).
        case .ignored(.gameOver): return Note(UIText.gameOverNewGame, .warning)
        case .ignored(let reason): return Note(reason.message, .warning)
        case .hit(let letter, let positions):
            return Note(UIText.hit(letter, times: positions.count, inPhrase: game.pattern.contains(" ")), .good)
        case .miss(let letter): return Note(UIText.miss(letter, missesLeft: game.missesLeft), .bad)
        }
    }

    /// The day's daily is written ahead: its try is spent.
    mutating func dailyWrittenAhead() { dailyBegun = true }

    /// The writing ahead of the last guess was kept: it stays made.
    mutating func guessKept() { beforeGuess = nil }

    /// The writing ahead of the last guess cannot be kept: the game as it was before it.
    mutating func takeBackGuess() {
        guard let before = beforeGuess else { return }
        (game, finished) = (before.game, before.finished)
        lastGuess = nil
        beforeGuess = nil
    }
}

extension App {
    /// The game feature's actions, and what they do to the rest of the app.
    mutating func send(_ action: PlayFeature.Action) -> [Effect] {
        switch action {
        case .guess(let input): return guess(input)
        case .guessAtCursor: return guess(String(LetterGrid.letter(at: play.cursor, in: play.game.language)))
        case .moveCursor(let dx, let dy): play.moveCursor(dx: dx, dy: dy)
        case .cursorToRowStart: play.moveCursorToRowEdge(last: false)
        case .cursorToRowEnd: play.moveCursorToRowEdge(last: true)
        case .newGame: return deal(NewGame(), confirmed: false)
        case .startNewGame: return deal(NewGame(), confirmed: true)
        }
        return []
    }

    /// One letter, in one pass: the guess is made, and what it must write follows it — the save,
    /// the day's try written ahead at a daily's first guess, the record at a game's end.
    mutating func guess(_ input: String) -> [Effect] {
        play.lastGuess = nil
        // Behind a window or on the settings side a letter is no guess (line modes have no
        // windows: an ended game's own answer says it is over).
        guard side == .front, windows.modal == nil || play.game.isOver else { return [] }
        guard !isLoading else {
            note = Note(UIText.loading)
            return []
        }
        let before = play.game
        let firstOfTheDay = persistent && play.scoredDay != nil && !play.dailyBegun && before.guessedLetters.isEmpty
        // A key for two letters (Dutch ĳ) guesses both in turn, and says both answers.
        var said: [Note] = []
        for guess in play.game.language.guesses(forKey: input) where !play.game.isOver || said.isEmpty {
            said.append(play.guess(guess))
        }
        note = said.count == 1 ? said[0] : Note(said.map(\.text).joined(separator: " · "), said.last!.kind)
        let accepted = play.game.guessedLetters.count > before.guessedLetters.count
        guard accepted, persistent else { return accepted && play.game.isOver ? gameEnded() : [] }
        play.beforeGuess = (before, play.finished)
        // The day's one try is spent by its first guess: written ahead, or the guess is taken back.
        if firstOfTheDay, let word = play.possibleWord(of: before) {
            let begun = GameRecord(beginning: before, word: word, id: play.id)
            let then = play.game.isOver ? gameEnded() : play.savesGame ? [Effect.saveGame(play.saved)] : []
            return [.beginDaily(begun, then: then)]
        }
        if play.game.isOver { return gameEnded() }
        play.guessKept()
        return play.savesGame ? [.saveGame(play.saved)] : []
    }

    /// A game has just ended: its record and end written (`Effect.endGame`), and the results window.
    mutating func gameEnded() -> [Effect] {
        let effects = play.finish()
        windows.open(.scores, page: play.scorePage, about: endedGameSubject)
        note = Note(UIText.outcome(of: play.game), play.game.status == .won ? .good : .bad)
        return persistent ? effects : []
    }

    /// The game in play, once it is over, as the results window speaks of it.
    var endedGameSubject: ResultsSubject? {
        guard play.game.isOver, let finished = play.finished else { return nil }
        return ResultsSubject(finished: finished, game: play.game, unicode: glyphs == .unicode)
    }

    /// The store's answer to a guess's writing ahead: kept, or taken back and said.
    mutating func guessWrittenAhead(kept: Bool, reason: String?) -> [Effect] {
        guard !kept else {
            play.guessKept()
            return []
        }
        let wasOver = play.game.isOver
        play.takeBackGuess()
        if wasOver && !play.game.isOver { windows.show(nil) }
        report(problem: reason ?? "")
        return []
    }
}

extension PlayFeature: Feature {
    static var keys: [KeyBinding] {
        [
            KeyBinding(
                .deal, keys: [.function(3), .control("n")], where: { _ in true },
                help: { _ in HelpLine(.front, 40, "^N", tr("new game")) }, .play(.newGame)),
            KeyBinding(
                characters: "n", where: \.inResults, help: { _ in HelpLine(.results, 20, "N", tr("new game")) },
                .play(.newGame)),
            KeyBinding(
                keys: [.up, .down, .left, .right], where: \.onFront,
                help: { _ in HelpLine(.front, 20, tr("Arrows"), tr("move the cursor [ ]")) }
            ) { input, _ in
                switch input {
                case .key(.up): .play(.moveCursor(dx: 0, dy: -1))
                case .key(.down): .play(.moveCursor(dx: 0, dy: 1))
                case .key(.left): .play(.moveCursor(dx: -1, dy: 0))
                default: .play(.moveCursor(dx: 1, dy: 0))
                }
            },
            KeyBinding(keys: [.home], where: \.onFront, .play(.cursorToRowStart)),
            KeyBinding(keys: [.end], where: \.onFront, .play(.cursorToRowEnd)),
            KeyBinding(
                keys: [.enter], characters: " ", where: \.onFront,
                help: { _ in HelpLine(.front, 30, tr("Space, Enter"), tr("guess the letter [ ]")) },
                .play(.guessAtCursor)),
            KeyBinding(
                .fallback, anyCharacter: true, where: \.onFront,
                help: { HelpLine(.front, 10, $0.language.letterKeys, tr("guess a letter")) }
            ) { input, _ in
                guard case .character(let c) = input else { return .unmappedKey }
                return .play(.guess(String(c)))
            },
            KeyBinding(.fallback, any: true, where: \.onFront, .unmappedKey),
        ]
    }
}

extension KeyLabel {
    public static var newGame: KeyLabel { KeyLabel("^N", tr("New game"), .play(.newGame)) }
    public static var newGameInWindow: KeyLabel { KeyLabel("N", tr("New game"), .play(.newGame)) }
}

/// The on-screen grid of letters, as the cursor moves over it: the language's letters in two rows.
public enum LetterGrid {
    /// Columns of the letter grid for `language` (13 for A–Z, 14 with Spanish Ñ, 15 with German
    /// Ä Ö Ü ẞ: 60 cells, the narrowest window's width).
    public static func columns(for language: Language) -> Int { (language.letters.count + 1) / 2 }

    /// The letter at grid index `i` of `language`'s grid (0 = a, in the language's own order).
    public static func letter(at i: Int, in language: Language = .english) -> Character {
        let letters = language.letters
        return LetterCode.character(letters[min(max(i, 0), letters.count - 1)])
    }
}
