import ArgumentParser
import HangmanCore

/// `--evil` and `--good` name the mode itself.
extension GameMode: EnumerableFlag {
    public static func help(for value: GameMode) -> ArgumentHelp? {
        value == .evil ? "The cheating host (the default)." : "Traditional hangman: one word, fixed at the start."
    }
}
