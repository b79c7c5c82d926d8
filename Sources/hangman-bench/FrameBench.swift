import HangmanApp
import HangmanCore
import HangmanScreens

/// What one frame costs at the sizes the game draws, up to the largest (1000×500, beyond which
/// the game uses the window's top-left part): the layout's time, and the memory its cells take.
enum FrameBench {
    static func run() -> (text: String, json: String) {
        var lines = [
            "\nframe: the layout of one screen (a game under way, then the results window over it)",
            "size          cells     frame memory   render (median of 21), ms",
        ]
        var json: [String] = []
        for (width, height) in [(80, 24), (200, 60), (UIMetrics.maximumWidth, UIMetrics.maximumHeight)] {
            var (app, _) = App.start(
                AppStart(
                    settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good),
                    lists: [.full: WordList(entries: ["kiwi", "lamb", "ally"])], seed: 1, instanceID: "bench",
                    persistent: false, width: width, height: height))
            _ = app.send(.play(.guess("e")))
            _ = app.send(.window(.showScores))
            var times: [Double] = []
            var frame = Layout.render(app)
            for _ in 0..<21 {
                let start = now()
                frame = Layout.render(app)
                times.append(now() - start)
            }
            let bytes = frame.screen.cells.count * MemoryLayout<Cell>.stride
            let mib = Double(bytes) / 1_048_576
            lines.append(
                "\(width)×\(height)".padding(10) + String(width * height).pad(9)
                    + (String(format1: mib) + " MiB").pad(17)
                    + ms(percentile(times, 0.5)).pad(12))
            json.append(
                """
                {\"width\":\(width),\"height\":\(height),\"frameMiB\":\(mib),\
                \"renderMs\":\(percentile(times, 0.5) * 1000)}
                """
            )
        }
        return (lines.joined(separator: "\n"), "[" + json.joined(separator: ",") + "]")
    }
}
