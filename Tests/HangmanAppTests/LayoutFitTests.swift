import Testing
import HangmanCore
import TestSupport
@testable import HangmanApp
@testable import HangmanScreens

/// From 60×20 to 200×60, on every side and window of the tour (help over each, scrolled to its
/// end too), in English and in each translation: text is wrapped at word boundaries, never cut
/// with "…" (the progress of a load excepted), never runs over a window's border or off the
/// screen's edge, and no wrapped sentence leaves one word alone on a line; windows stay between
/// the two rules.
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
                let frame = Layout.render(stop.game.app)
                screens += 1
                for problem in Self.problems(in: frame, width: width, height: height) {
                    Issue.record("\(stop.name) at \(width)x\(height): \(problem)")
                }
                // The results' headline: whole sentences in its two lines, never one cut short.
                if stop.game.app.windows.modal == .results(.scores) {
                    let content = UIMetrics.window(width: width, height: height).width - 4
                    let (lines, _) = ScoresPage.headlineLines(stop.game.app, width: content)
                    let said = lines.joined(separator: " ")
                    #expect(lines.count <= 2 && (said.hasSuffix(".") || said.hasSuffix("!") || said.hasSuffix(")")),
                            "\(stop.name) at \(width)x\(height): the headline is cut: \(lines)")
                }
            }
        }
        #expect(screens > 500)
    }

    /// What is wrong with a frame's text, each said with its line.
    static func problems(in frame: Frame, width: Int, height: Int) -> [String] {
        let lines = frame.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cells = { (y: Int) in (0..<width).map { frame.screen[$0, y].character } }
        var problems: [String] = []
        let loading = [UIText.loading, tr("Loading the scores") + "…"]
        for line in lines where line.contains("…") && !loading.contains(where: { line.contains($0) }) {
            problems.append("cut with …: \(line)")
        }
        for row in [1, height - 3] where !(lines[row].allSatisfy { $0 == "─" } && lines[row].count == width) {
            problems.append("row \(row) is not a whole rule: \(lines[row])")
        }
        // Off the screen's edge: every line keeps its last column free (the rules excepted).
        for y in 0..<height where y != 1 && y != height - 3 {
            let row = cells(y)
            if row[width - 1].isLetter && row[width - 2].isLetter { problems.append("runs off the edge: \(lines[y])") }
        }
        if let box = frame.window {
            for y in box.y..<min(box.y + box.height, height) {
                let row = cells(y)
                // Beside the window: nothing (a word run out from under it would show here).
                let left = box.x > 0 ? row[box.x - 1] : " ", right = box.x + box.width < width ? row[box.x + box.width] : " "
                if left != " " || right != " " { problems.append("text beside the window's border: \(lines[y])") }
                // Inside: the column by each border is the margin.
                // (The pointer at a table's row of this game is drawn in that column on purpose.)
                if y > box.y && y < box.y + box.height - 1 && (row[box.x + 1] != " " && row[box.x + 1] != "▶" && row[box.x + 1] != ">" && !row[box.x + 1].isBoxDrawing
                    || row[box.x + box.width - 2] != " ") {
                    problems.append("text against the window's border: \(lines[y])")
                }
            }
            problems += widows(in: (box.y + 1..<box.y + box.height - 1).map { y in
                String(cells(y)[(box.x + 1)..<(box.x + box.width - 1)])
            })
        }
        problems += widows(in: [lines[height - 2], lines[height - 1]])
        return problems
    }

    /// Lines holding one word of a sentence wrapped over the line before.
    static func widows(in rows: [String]) -> [String] {
        var problems: [String] = []
        let tokens = { (row: String) in
            row.replacing("[ ]", with: "[]").split(separator: " ").filter { !$0.allSatisfy { $0.isBoxDrawing } }
        }
        for (above, row) in zip(rows, rows.dropFirst()) {
            let words = tokens(row), before = tokens(above)
            guard words.count == 1, before.count >= 3, let last = before.last, !last.hasSuffix(":"), !last.hasSuffix("."),
                  !before.contains(where: { $0.allSatisfy { $0.isNumber } }) else { continue }
            problems.append("one word of a wrapped sentence alone: \(above.trimmingCharacters(in: " ")) / \(row.trimmingCharacters(in: " "))")
        }
        return problems
    }

    /// A window grows with the screen (three fifths of it), and help has all the room between
    /// the rules up to 100×40.
    @Test func windowsScaleWithTheScreen() {
        let small = UIMetrics.window(width: 80, height: 24), big = UIMetrics.window(width: 200, height: 60)
        #expect(big.width >= 120 && big.height >= 36 && big.width > small.width && big.height > small.height)
        let help = UIMetrics.window(width: 80, height: 24, tall: true)
        #expect(help.y == 2 && help.height == 19)
    }

    /// The checks catch what they are for: the captures a tester reported fail them.
    @Test func theChecksFailTheReportedCaptures() {
        #expect(!Self.widows(in: ["│  Quit now? Your game is kept and will be here next   │", "│                        time.                         │"]).isEmpty)
        #expect(!Self.widows(in: ["  Pijltjes+Spatie/Enter   raden de letter onder", "                          [ ]"]).isEmpty)
        #expect(Self.widows(in: ["  The game", "  In Evil mode the host cheats"]).isEmpty)
    }
}

extension Character {
    /// A character of a box or a rule.
    var isBoxDrawing: Bool { ("\u{2500}"..."\u{257F}").contains(self) || "+-|".contains(self) }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set || s.first == "│" { s = s.dropFirst() }
        while s.last == set || s.last == "│" { s = s.dropLast() }
        return String(s)
    }
}

/// Text from outside may hold wide characters (a list file named in emoji, a login name in CJK):
/// measured by the columns a terminal gives them, fitted with an ellipsis, never cut at the
/// window's border (1.5.0 cut a list named with 30 emoji there).
@Suite struct WideTextTests {
    @Test func wideCharactersAreMeasuredFittedAndDrawnWhole() {
        let name = String(repeating: "😀", count: 30) + ".txt"
        #expect(name.columns == 64 && "日本語".columns == 6 && "née".columns == 3)
        for width in [1, 2, 9, 20, 63] {
            let fitted = TextLayout.fit(name, width, .unicode)
            #expect(fitted.columns <= width && (width < 2 || fitted.hasSuffix("…")), "\(width): \(fitted)")
        }
        var screen = Screen(width: 10, height: 1)
        #expect(screen.put(String(repeating: "😀", count: 6), x: 1, y: 0) == 8)
        // Four whole emoji in columns 1-8; the fifth would need the tenth and an eleventh column.
        #expect(screen.text == " " + String(repeating: "😀", count: 4))
        #expect((0..<10).filter { screen[$0, 0].continuesWide } == [2, 4, 6, 8])
        #expect(TextLayout.wrap(String(repeating: "語", count: 10), 8).allSatisfy { $0.columns <= 8 })
    }
}
