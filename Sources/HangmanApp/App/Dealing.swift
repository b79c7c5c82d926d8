import HangmanCore

/// A source of games: one kind of game — a new one of the settings, a day's daily, a friend's
/// challenge — behind the one way of dealing (`App.deal`): ask before leaving a game in play,
/// wait for the list, deal, say what was dealt. A new kind of game is a new source.
public protocol GameSource: Sendable {
    /// Which game it deals, for a question about it and for telling two apart.
    var id: String { get }
    /// The list it deals from.
    func list(in app: App) -> WordListID
    /// What comes before the deal: nil to go on, or effects to carry out instead (its result when
    /// today's daily is done, the history read first). `confirmed`: the player said yes to
    /// leaving the game in play.
    func before(in app: inout App, confirmed: Bool) -> [Effect]?
    /// The game, dealt from `list` (the one it named, loaded), with what the status line says of
    /// it; or what to say where there is none.
    func deal(in app: inout App, list: WordList) -> Result<Dealt, Note>
    /// The question before it leaves a game in play: its title ("New game?") and what it asks.
    var leaving: (title: String, question: String) { get }
}

/// A game a source dealt, and its news.
public struct Dealt {
    public let game: any Gameplay
    public let news: Note
}

extension GameSource {
    public func before(in app: inout App, confirmed: Bool) -> [Effect]? { nil }
}

/// A game source in a value that can be compared (a question and a wait name one).
public struct SourceBox: Equatable, Sendable {
    public let source: any GameSource
    public static func == (a: SourceBox, b: SourceBox) -> Bool { a.source.id == b.source.id }
}

/// What the app waits for before it can go on: one thing at a time.
public enum Waiting: Equatable, Sendable {
    /// The first game's list; then the saved game is resumed in it, or a game dealt.
    case firstGame(resuming: SavedGame?)
    /// A source's list, or the history (`history`: today's daily, to know whether it was played;
    /// `confirmed`: leaving the game in play was said yes to).
    case deal(SourceBox, confirmed: Bool, history: Bool)
}

/// What a yes/no window asks. The answer (`WindowsFeature.Action.answer`) does what the question names.
public enum Question: Equatable, Sendable {
    /// Leave the program? (The game is saved either way.)
    case quit
    /// Leave the game under way for the game this source deals?
    case leave(for: SourceBox)
    /// Forget everything Nemesis learnt of the player, and stop learning?
    case forgetHabits
}

/// A new game of the settings for the next game.
struct NewGame: GameSource {
    /// What to say once it is dealt instead of its own news.
    var saying: Note?

    var id: String { "new" }
    var leaving: (title: String, question: String) { (tr("New game?"), tr("This game is not over. Start a new one?")) }
    func list(in app: App) -> WordListID { app.currentListID }

    func deal(in app: inout App, list: WordList) -> Result<Dealt, Note> {
        let (deal, lengthNote) = app.play.newDeal(app.settingsSide.nextGameSettings, list: list, id: app.currentListID)
        guard let game = deal.game(from: list, habits: app.habits.known) else {
            return .failure(Note(tr("No game: %s has no words", app.currentListID.shortName), .problem))
        }
        return .success(
            Dealt(
                game: game,
                news: saying ?? lengthNote.map { Note($0, .warning) }
                    ?? Note(UIText.newGame(game, level: deal.level))))
    }
}

extension App {
    /// Deals the game `source` names: asks first while a game is in play, waits for its list,
    /// then leaves the game in play (a loss where it counts as one) and puts the new one in play.
    mutating func deal(_ source: any GameSource, confirmed: Bool = false) -> [Effect] {
        if case .firstGame? = waiting {
            note = Note(UIText.loading)
            return []
        }
        if let instead = source.before(in: &self, confirmed: confirmed) { return instead }
        let box = SourceBox(source: source)
        if !confirmed && play.isInPlay && !isLoading {
            // The same key again (Ctrl-N twice) says yes.
            if windows.modal == .question(.leave(for: box)) { return deal(source, confirmed: true) }
            windows.show(.question(.leave(for: box)))
            return []
        }
        windows.show(nil)
        side = .front
        let listID = source.list(in: self)
        guard let list = store.lists[listID] else {
            waiting = .deal(box, confirmed: true, history: false)
            return [.loadList(listID)]
        }
        waiting = nil
        let first = isLoading
        switch source.deal(in: &self, list: list) {
        case .failure(let said):
            note = said
            return []
        case .success(let dealt):
            let forfeited = play.forfeit(persistent: persistent)
            let effects = forfeited + play.begin(dealt.game)
            note = dealt.news
            if case .recordGame(let left)? = forfeited.first, note?.kind != .warning, source is NewGame {
                note = Note(UIText.leftAsLost(left.spelledWord, evil: left.mode == .evil, then: dealt.game))
            }
            // The first game of a run: what was said at start stays said.
            if first, !store.problems.isEmpty, note?.kind != .problem {
                note = Note((store.problems + [note?.text].compactMap { $0 }).joined(separator: "; "), .problem)
            }
            return effects
        }
    }

    /// Goes on with what the app waits for, now that a list (`list`) or the history (nil) is in.
    mutating func resumeWaiting(listArrived list: WordListID?) -> [Effect] {
        switch waiting {
        case .firstGame? where list == firstGameList: return beginFirstGame()
        case .deal(let box, let confirmed, let history)?
        where history ? list == nil : list == box.source.list(in: self):
            waiting = nil
            return deal(box.source, confirmed: confirmed)
        default: return []
        }
    }
}
