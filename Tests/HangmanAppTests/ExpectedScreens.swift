import HangmanCore
import HangmanApp
import HangmanScreens
import TestSupport

/// The screens committed under `Expected/`: what the layout must draw. Tests only compare;
/// `make screens` writes them anew, on purpose, for a change to be read in the diff.
enum ExpectedScreens {
    static let folder = TestFiles.sourceRoot + "/Tests/HangmanAppTests/Expected"

    /// Whether `screen` is `Expected/NAME.txt`, and what differs when it is not.
    static func matches(_ screen: Screen, _ name: String) -> (Bool, String) {
        let path = folder + "/" + name + ".txt"
        let actual = screen.text + "\n"
        if let recording = TestFiles.environment("RECORD_SCREENS_TO") {
            TestFiles.write(actual, to: recording + "/" + name + ".txt")
        }
        guard let expected = TestFiles.read(path) else { return (false, "missing \(path); run make screens\n" + actual) }
        return (expected == actual, "expected:\n\(expected)\nactual:\n\(actual)")
    }
}
