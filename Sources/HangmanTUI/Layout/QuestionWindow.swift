/// A yes/no question over the game: "Quit?" (the game is saved either way), "New game?" and
/// "Daily game?" (asked only while a game is under way, so that a stray key never throws one away).
enum QuestionWindow {
    static func draw(_ question: Question, _ app: App, into frame: inout Frame) {
        let yes = Action.window(.answer(yes: true)), no = Action.window(.answer(yes: false))
        let leavingDaily = app.play.daily?.scored == true
        let unscored = leavingDaily ? "(It is today's daily: leaving counts as a loss.)" : "(A game left unfinished is not scored.)"
        switch question {
        case .quit:
            draw(app, title: "Quit?", lines: [app.play.game.isOver ? "See you next time." : "Your game is saved and will be here next time."],
                 yes: ("Y", "Quit", yes), no: ("N", "Keep playing", no), into: &frame)
        case .leaveForNewGame:
            draw(app, title: "New game?", lines: ["This game is not over. Start a new one anyway?", unscored],
                 yes: ("Y", "New game", yes), no: ("N", "Keep playing", no), into: &frame)
        case .leaveForDaily:
            draw(app, title: "Daily game?", lines: ["This game is not over. Leave it for the daily?", unscored],
                 yes: ("Y", "Daily", yes), no: ("N", "Keep playing", no), into: &frame)
        }
    }

    private static func draw(_ app: App, title: String, lines: [String], yes: (key: String, label: String, action: Action),
                             no: (key: String, label: String, action: Action), into frame: inout Frame) {
        let width = 54, height = 6 + lines.count
        let rect = Rect(x: (app.width - width) / 2, y: (app.height - height) / 2, width: width, height: height)
        frame.modalBox(rect, glyphs: app.glyphs, title: title)
        for (i, line) in lines.enumerated() {
            frame.screen.putCentered(line, x: rect.x, width: width, y: rect.y + 2 + i, .normal)
        }
        let yesWidth = Frame.buttonWidth(yes.key, yes.label), noWidth = Frame.buttonWidth(no.key, no.label)
        var x = rect.x + (width - yesWidth - noWidth - 4) / 2
        let y = rect.y + height - 3
        x += frame.button(yes.key, yes.label, x: x, y: y, action: yes.action) + 4
        frame.button(no.key, no.label, x: x, y: y, action: no.action)
    }
}
