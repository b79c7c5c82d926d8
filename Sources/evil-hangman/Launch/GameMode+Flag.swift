import ArgumentParser
import HangmanCore

/// `--evil` and `--good` name the mode itself.
extension GameMode: EnumerableFlag {
    public static func help(for value: GameMode) -> ArgumentHelp? {
        ArgumentHelp(
            value == .evil
                ? tr("The cheating host (the default).") : tr("Traditional hangman: one word, fixed at the start."))
    }
}
