import HangmanCore

/// What the Nemesis host knows of the player (`PlayerHabits`, their `habits.plist`): read at
/// start, taught every finished game (the store reads the file, learns the game and writes it
/// back, so two windows of the game never undo each other's lessons), shown on the "What I know
/// about you" page, and forgotten with one key and a question, learning then off until the player
/// turns it on again.
public struct HabitsFeature: Equatable {
    public enum Action: Equatable, Sendable {
        /// The habits as the file holds them (or as learnt from the history where there was no file
        /// yet), and what was wrong with the file, if anything.
        case loaded(PlayerHabits, problem: String?)
        case loadFailed(String)
        /// A finished game was learnt from (or not, with learning off): the habits as now saved.
        case learnt(PlayerHabits)
        case saved(PlayerHabits)
        case saveFailed(String)
        /// The player answered yes to forgetting: everything learnt goes, and learning stops.
        case forget
        /// Learning starts again (the page's key when learning is off).
        case learnAgain
        /// The page's Backspace: the question whether to forget.
        case askToForget
    }

    /// nil until read (and always in JSON mode: nothing is learnt there).
    public fileprivate(set) var habits: PlayerHabits?
    /// Why the habits could not be read or written, said on the page.
    public fileprivate(set) var problem: String?

    public init() {}

    /// What the Nemesis host counts on in the next game: the habits, when learning is on.
    public var known: PlayerHabits? { habits?.learning == true ? habits : nil }

    /// The player switched learning off (not merely: nothing read yet).
    public var learningIsOff: Bool { habits?.learning == false }
}

extension App {
    mutating func send(_ action: HabitsFeature.Action) -> [Effect] {
        switch action {
        case .loaded(let loaded, let problem):
            habits.habits = loaded
            if let problem { report(problem: problem) }
            // The first game is dealt before the habits are read (they come on the history's thread).
            play.countOn(habits.known)
        case .loadFailed(let reason):
            habits.problem = reason
        case .learnt(let learnt), .saved(let learnt):
            habits.habits = learnt
            habits.problem = nil
        case .saveFailed(let reason):
            habits.problem = reason
            report(problem: tr("What Nemesis learnt could not be saved: %s", reason))
        case .forget:
            guard let current = habits.habits else { return [] }
            habits.habits = current.forgetting(andLearning: false)
            note = Note(tr("Forgotten. Nemesis learns nothing more until you press L on this page."))
            return [.saveHabits(habits.habits!)]
        case .askToForget:
            guard habits.habits?.learning == true else { return [] }
            windows.show(.question(.forgetHabits))
        case .learnAgain:
            guard var current = habits.habits, !current.learning else { return [] }
            current.learning = true
            habits.habits = current
            note = Note(tr("Nemesis learns from your games again, from the next one on."))
            return [.saveHabits(current)]
        }
        return []
    }

}

extension HabitsFeature: Feature {
    /// A game just recorded in the history teaches the habits (the store learns it into the file).
    static func gameRecorded(_ record: GameRecord, in app: inout App) -> [Effect] {
        app.persistent && app.habits.habits?.learning == true && !record.begun ? [.learnFrom(record)] : []
    }

    static var keys: [KeyBinding] {
        [
            KeyBinding(
                keys: [.backspace], where: { $0.modal == .results(.habits) && $0.learning == true },
                .habits(.askToForget)),
            KeyBinding(
                characters: "l", where: { $0.modal == .results(.habits) && $0.learning == false },
                .habits(.learnAgain)),
        ]
    }
}

extension KeyLabel {
    public static var habitsPage: KeyLabel { KeyLabel("K", tr("What I know"), .window(.showSection(.habits))) }
    /// Backspace, a key no guess types: letters typed on after a game's end never reach it.
    public static var forgetHabits: KeyLabel {
        KeyLabel(tr("Backspace"), tr("Forget and stop learning"), .habits(.askToForget))
    }
    public static var learnAgain: KeyLabel { KeyLabel("L", tr("Learn again"), .habits(.learnAgain)) }
}
