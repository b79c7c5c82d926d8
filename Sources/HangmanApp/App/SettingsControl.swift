/// The controls of the settings side, in focus order.
public enum SettingsControl: Int, CaseIterable, Sendable {
    case level, length, misses, mode, host, animations, wordsLeft, language, wordList, back
}
