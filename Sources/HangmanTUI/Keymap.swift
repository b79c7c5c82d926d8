/// What a key means where the player is: a pure function from a key (or a typed character) and
/// what is on screen to an `Action`. Clicks are not here: the event loop resolves them against
/// the frame it drew last, which holds every click target.
public enum Keymap {
    /// The action for `input`, or nil when it means nothing here (and says nothing).
    public static func action(for input: Input, in context: KeyContext) -> Action? {
        let key: Key?, char: Character?
        switch input {
        case .key(let k): key = k; char = nil
        case .character(let c): key = nil; char = c
        case .resize(let width, let height): return .resize(width: width, height: height)
        case .click: return nil
        }
        let lower = char.map { Character($0.lowercased()) }
        // Behind "please enlarge the window" nothing is visible, so nothing may change but the
        // size; Esc still leaves (the game is saved).
        if context.tooSmall { return key == .escape ? .confirmQuit : nil }
        if key == .function(3) || key == .control("n") { return .newGame }
        if key == .function(5) { return .playDaily }
        switch context.modal {
        case .confirmQuit?:
            if lower == "y" || key == .enter { return .confirmQuit }
            if lower == "n" || key == .escape { return .cancelQuit }
            return nil
        case .confirmNewGame?:
            if lower == "y" || key == .enter { return .confirmNewGame }
            if lower == "n" || key == .escape { return .closeModal }
            return nil
        case .endOfGame(let page)?:
            return endOfGame(key: key, lower: lower, page: page, cheatsAvailable: context.cheatsAvailable)
        case nil:
            break
        }
        return context.side == .settings ? settingsSide(key: key, char: char) : frontSide(key: key, char: char)
    }

    private static func endOfGame(key: Key?, lower: Character?, page: EndPage, cheatsAvailable: Bool) -> Action? {
        switch (key, lower) {
        case (.enter, _), (.escape, _), (_, " "): return .closeModal
        case (.function(2), _): return .flip
        case (_, "n"): return .newGame
        case (_, "c") where cheatsAvailable: return .showEndPage(.cheats(scroll: 0))
        case (_, "s"): return .showEndPage(.statistics)
        case (_, "h"): return .showEndPage(.scores)
        case (_, "y"): return .copyResult
        case (.tab, _):
            return .showEndPage(page == .scores ? .statistics : (page == .statistics && cheatsAvailable ? .cheats(scroll: 0) : .scores))
        case (.left, _) where page == .scores: return .cycleBoard(-1)
        case (.right, _) where page == .scores: return .cycleBoard(1)
        case (.up, _), (.pageUp, _): return .scrollCheats(key == .up ? -1 : -8)
        case (.down, _), (.pageDown, _): return .scrollCheats(key == .down ? 1 : 8)
        default: return nil
        }
    }

    private static func settingsSide(key: Key?, char: Character?) -> Action? {
        switch (key, char) {
        case (.up, _), (.backTab, _): return .moveFocus(-1)
        case (.down, _), (.tab, _): return .moveFocus(1)
        case (.left, _), (_, "-"), (_, "_"): return .adjust(-1)
        case (.right, _), (_, "+"), (_, "="): return .adjust(1)
        case (.home, _): return .adjustToEnd(highest: false)
        case (.end, _): return .adjustToEnd(highest: true)
        case (.enter, _), (_, " "): return .activate
        case (.escape, _), (.function(2), _): return .flip
        default: return nil
        }
    }

    private static func frontSide(key: Key?, char: Character?) -> Action? {
        switch (key, char) {
        case (.up, _): return .moveCursor(dx: 0, dy: -1)
        case (.down, _): return .moveCursor(dx: 0, dy: 1)
        case (.left, _): return .moveCursor(dx: -1, dy: 0)
        case (.right, _): return .moveCursor(dx: 1, dy: 0)
        case (.home, _): return .moveCursor(dx: -UIMetrics.gridColumns + 1, dy: 0)
        case (.end, _): return .moveCursor(dx: UIMetrics.gridColumns - 1, dy: 0)
        case (.enter, _), (_, " "): return .guessAtCursor
        case (.tab, _), (.function(2), _): return .flip
        case (.function(4), _): return .showScores
        case (.escape, _): return .askQuit
        case (_, let c?): return .guess(String(c))
        default: return .unmappedKey
        }
    }
}
