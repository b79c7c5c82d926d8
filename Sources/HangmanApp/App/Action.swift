/// Everything that can change the app, and the only way it changes (`App.send`): each feature's
/// own actions — what the player asks for (keys and clicks become these) and what the outside
/// world answers to an `Effect` — and the few that belong to the app as a whole.
public enum Action: Equatable, Sendable {
    /// The game in play: guesses, the grid cursor, a new game.
    case play(PlayFeature.Action)
    /// The settings side's controls.
    case settingsSide(SettingsSideFeature.Action)
    /// The windows over the front side: results, questions.
    case window(WindowsFeature.Action)
    /// The daily game.
    case daily(DailyFeature.Action)
    /// What the files answered (lists, the history, saves, records).
    case store(StoreFeature.Action)
    /// The level ladder's offer after a run of wins or losses.
    case ladder(LadderFeature.Action)
    /// Challenges: a friend's code typed, its game dealt.
    case challenge(ChallengeFeature.Action)
    /// The machine's board: read, and a game's line added.
    case machine(MachineBoardFeature.Action)
    /// What Nemesis learnt of the player: read, taught, forgotten.
    case habits(HabitsFeature.Action)
    /// Tab, F2: turns the card over (the front side ↔ the settings side).
    case toggleSettingsSide
    /// Leaves the program: the game in progress is saved first (Esc answered yes, a quit signal,
    /// the end of line-mode input, Esc behind "please enlarge the window").
    case quit
    case resize(width: Int, height: Int)
    /// Drawing a frame took too long: this terminal gets no animations this run.
    case terminalIsSlow
    /// A key that means nothing where the player is.
    case unmappedKey
    /// A paste or a flood of keys (`InputFilter`): said, and nothing else.
    case pasteIgnored(characters: Int)

    /// Whether the player asked for it (a key, a click), not the outside world's answer or a resize.
    var isThePlayers: Bool {
        switch self {
        case .store, .machine, .resize, .terminalIsSlow: return false
        case .habits(let action): return action == .forget || action == .learnAgain || action == .askToForget
        case .daily(.todayIs): return false
        default: return true
        }
    }
}
