/// The controls of the settings pane, in focus order.
public enum SettingsControl: Int, CaseIterable, Sendable {
    case length, misses, mode, level, animations, wordList, back
}
