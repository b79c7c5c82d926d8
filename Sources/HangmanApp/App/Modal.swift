/// A window over the front side (or the settings side, for help).
public enum Modal: Equatable, Sendable {
    /// The results window: the high scores, the statistics, "How I cheated" or what Nemesis
    /// knows. It opens by itself when a game ends, and on F4 at any time.
    case results(ResultsSection)
    /// A yes/no question.
    case question(Question)
    /// Help (? or F1): the keys of what was in front, what the host does, the levels and lists.
    /// `over` is the window it was opened over, shown again when it closes.
    case help(over: HelpTopic)
    /// The window to type a friend's challenge code in (F6).
    case challengeEntry
}

/// Where help was opened: its first section is the keys of this.
public enum HelpTopic: Equatable, Sendable {
    case frontSide, settingsSide
    case results(ResultsSection)
    case question(Question)
    case challengeEntry

    /// Which keys it lists.
    public enum Kind: Equatable, Sendable { case front, settings, results, question, challengeEntry }

    public var kind: Kind {
        switch self {
        case .frontSide: return .front
        case .settingsSide: return .settings
        case .results: return .results
        case .question: return .question
        case .challengeEntry: return .challengeEntry
        }
    }

    /// The screen help speaks of, as far as its keys go.
    public var context: KeyContext {
        switch self {
        case .frontSide: return KeyContext(side: .front, modal: nil)
        case .settingsSide: return KeyContext(side: .settings, modal: nil)
        case .results(let section): return KeyContext(side: .front, modal: .results(section))
        case .question(let question): return KeyContext(side: .front, modal: .question(question))
        case .challengeEntry: return KeyContext(side: .front, modal: .challengeEntry)
        }
    }
}

/// The pages of the results window.
public enum ResultsSection: Equatable, Sendable, CaseIterable {
    case scores
    case statistics
    /// "How I cheated" (evil games that are over).
    case howICheated
    /// "What I know about you": what the Nemesis host learnt of the player.
    case habits
}
