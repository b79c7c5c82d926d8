import HangmanApp
import HangmanCore

/// A yes/no question over the game: "Quit?" (the game is kept either way), "New game?" and
/// "Daily game?" (asked only while a game is under way, so that a stray key never throws one away).
enum QuestionWindow {
    static func draw(_ question: Question, _ app: App, into frame: inout Frame) {
        let game = app.play.game
        let leaving =
            app.play.countsAsLostIfLeft
            ? tr("Leaving it now counts as a lost game.") : tr("It has no miss yet: leaving it costs nothing.")
        let (title, text): (String, String)
        switch question {
        case .quit:
            (title, text) = (
                tr("Quit?"),
                game.isOver
                    ? tr("Quit now? See you next time.")
                    : app.play.savesGame
                        ? tr("Quit now? Your game is kept and will be here next time.")
                        : tr(
                            """
                            Quit now? This game is not kept: your saved game, played elsewhere or waiting, stays \
                            as it was.
                            """
                        )
            )
        case .leave(let box):
            (title, text) = (box.source.leaving.title, box.source.leaving.question + " " + leaving)
        case .forgetHabits:
            (title, text) = (
                tr("Forget?"),
                tr(
                    """
                    Forget everything Nemesis learnt about how you guess, and stop learning? Until you turn \
                    learning on again, Nemesis plays as the Cunning host.
                    """
                )
            )
        }
        let width = min(56, app.width - 4)
        let lines = TextLayout.wrap(text, width - 6)
        let height = 5 + lines.count
        let rect = Rect(
            x: (app.width - width) / 2, y: 2 + max(0, (app.height - 5 - height) / 2), width: width, height: height)
        frame.modalBox(rect, glyphs: app.glyphs, title: title)
        for (i, line) in lines.enumerated() {
            frame.screen.putCentered(line, x: rect.x, width: width, y: rect.y + 2 + i, .normal)
        }
        let buttons: [KeyLabel] = [.yes, .no]
        let total = buttons.reduce(0) { $0 + Frame.buttonWidth($1.key, $1.label) } + 4
        var x = rect.x + (width - total) / 2
        for b in buttons { x += frame.button(b.key, b.label, x: x, y: rect.y + height - 2, action: b.action) + 4 }
    }
}
