/// The controls of the settings side, in focus order.
public enum SettingsControl: Int, CaseIterable, Sendable {
    case difficulty, length, misses, mode, evilLevel, animations, language, wordList, back
}
