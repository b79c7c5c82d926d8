/// "Quit?" — the game is saved either way.
enum QuitWindow {
    static func draw(_ app: App, into frame: inout Frame) {
        let width = 50, height = 7
        let rect = Rect(x: (app.width - width) / 2, y: (app.height - height) / 2, width: width, height: height)
        frame.modalBox(rect, glyphs: app.glyphs, title: "Quit?")
        let message = app.game.isOver ? "See you next time." : "Your game is saved and will be here next time."
        frame.screen.putCentered(message, x: rect.x, width: width, y: rect.y + 2, .normal)
        let yes = Frame.buttonWidth("Y", "Quit"), no = Frame.buttonWidth("N", "Keep playing")
        var x = rect.x + (width - yes - no - 4) / 2
        x += frame.button("Y", "Quit", x: x, y: rect.y + 4, action: .confirmQuit) + 4
        frame.button("N", "Keep playing", x: x, y: rect.y + 4, action: .cancelQuit)
    }
}
