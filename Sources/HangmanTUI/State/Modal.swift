/// A window over the front side (or the settings side, for help).
public enum Modal: Equatable, Sendable {
    /// The results window: the high scores, the statistics or "How I cheated". It opens by
    /// itself when a game ends, and on F4 at any time.
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
}
