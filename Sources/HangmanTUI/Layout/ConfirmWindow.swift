/// A yes/no question over the game: "Quit?" (the game is saved either way) and "New game?"
/// (asked only while a game is under way, so that a stray Ctrl-N never throws one away).
enum ConfirmWindow {
    static func drawQuit(_ app: App, into frame: inout Frame) {
        draw(app, title: "Quit?",
             lines: [app.game.isOver ? "See you next time." : "Your game is saved and will be here next time."],
             yes: ("Y", "Quit", .confirmQuit), no: ("N", "Keep playing", .cancelQuit), into: &frame)
    }

    static func drawNewGame(_ app: App, into frame: inout Frame) {
        let leavingDaily = app.daily?.scored == true
        draw(app, title: app.confirmsDaily ? "Daily game?" : "New game?",
             lines: [app.confirmsDaily ? "This game is not over. Leave it for the daily?" : "This game is not over. Start a new one anyway?",
                     leavingDaily ? "(It is today's daily: leaving counts as a loss.)" : "(A game left unfinished is not scored.)"],
             yes: ("Y", app.confirmsDaily ? "Daily" : "New game", .confirmNewGame), no: ("N", "Keep playing", .closeModal), into: &frame)
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
