/// The one choice between the two hosts: in settings, saved games, records, flags and on screen.
public enum GameMode: String, Codable, Sendable, CaseIterable {
    /// The cheating host: never commits to a word.
    case evil
    /// Traditional hangman: one word, chosen at the start.
    case good

    public var title: String { self == .evil ? tr("Evil") : tr("Good") }
}
