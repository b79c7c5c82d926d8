/// A window over the front side.
public enum Modal: Equatable, Sendable {
    /// The results window: the high scores, the statistics or "How I cheated". It opens by
    /// itself when a game ends, and on F4 at any time.
    case results(ResultsPage)
    /// A yes/no question.
    case question(Question)
}
