import HangmanApp
import HangmanCore

/// The window to type a friend's challenge code in (F6): what a code is, the field with what has
/// been typed, and why the last one was not taken.
enum ChallengeWindow {
    static func draw(_ app: App, into frame: inout Frame) {
        let width = min(56, app.width - 4)
        let explained = TextLayout.wrap(
            tr("Type a friend's challenge code to play their game: the same guesses meet the same answers."),
            width - 6)
        // Said on its own, the problem starts a sentence (on the command line it follows the code).
        let problem =
            app.challenge.problem.map { TextLayout.wrap($0.prefix(1).uppercased() + $0.dropFirst(), width - 6) } ?? []
        let height = 7 + explained.count + problem.count
        let rect = Rect(
            x: (app.width - width) / 2, y: 2 + max(0, (app.height - 5 - height) / 2), width: width, height: height)
        frame.modalBox(rect, glyphs: app.glyphs, title: tr("Challenge"))
        var y = rect.y + 2
        for line in explained {
            frame.screen.putCentered(line, x: rect.x, width: width, y: y, .normal)
            y += 1
        }
        y += 1
        // The field: the code as typed, then the cursor; a long entry shows its end.
        let field = min(ChallengeFeature.longest + 2, width - 6)
        let shown = String(app.challenge.typed.suffix(field - 1))
        let x = rect.x + (width - field) / 2
        frame.screen.put(String(repeating: "_", count: field), x: x, y: y, .dim)
        frame.screen.put(PrintableText.escaping(shown) + "▏", x: x, y: y, .selected)
        y += 1
        for line in problem {
            frame.screen.putCentered(line, x: rect.x, width: width, y: y, .warning)
            y += 1
        }
        let buttons: [KeyLabel] = [.playChallenge, .backToTheGameFromChallenge]
        let total = buttons.reduce(0) { $0 + Frame.buttonWidth($1.key, $1.label) } + 4
        var bx = rect.x + (width - total) / 2
        for b in buttons { bx += frame.button(b.key, b.label, x: bx, y: rect.y + height - 2, action: b.action) + 4 }
    }
}
