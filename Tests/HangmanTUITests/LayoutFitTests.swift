import Testing
import HangmanCore
import TestSupport
@testable import HangmanTUI

/// From 60×20 to 200×60, on every side and window (help too): text is wrapped at word
/// boundaries, never cut with "…", and windows stay between the two rules.
@Suite struct LayoutFitTests {
    static let sizes = [(60, 20), (66, 22), (80, 24), (100, 30), (120, 40), (200, 60)]

    /// In English and in each translation (the screen's words are longer in Dutch).
    @Test(arguments: ["en"] + Localization.shippedLanguages)
    func noTextCutAndNoWindowOverTheRules(language: String) {
        Localization.$override.withValue(language == "en" ? nil : POCatalogue(language: language)) { checkEveryScreen() }
    }

    func checkEveryScreen() {
        var screens = 0
        for (width, height) in Self.sizes {
            for stop in ScreenTour.stopsWithHelp(width: width, height: height) {
                let screen = Layout.render(stop.game.app).screen
                let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                screens += 1
                for line in lines where line.contains("…") {
                    Issue.record("\(stop.name) at \(width)x\(height): cut with …: \(line)")
                }
                for row in [1, height - 3] {
                    #expect(lines[row].allSatisfy { $0 == "─" } && lines[row].count == width,
                            "\(stop.name) at \(width)x\(height): row \(row) is not a whole rule: \(lines[row])")
                }
            }
        }
        #expect(screens > 100)
    }

    /// A window grows with the screen (three fifths of it), and help has all the room between
    /// the rules up to 100×40.
    @Test func windowsScaleWithTheScreen() {
        let small = UIMetrics.window(width: 80, height: 24), big = UIMetrics.window(width: 200, height: 60)
        #expect(big.width >= 120 && big.height >= 36 && big.width > small.width && big.height > small.height)
        let help = UIMetrics.window(width: 80, height: 24, tall: true)
        #expect(help.y == 2 && help.height == 19)
    }
}
