/// What a key means where the player is: a pure function from a key (or a typed character) and
/// what is on screen to an `Action`. Clicks are not here: they are looked up in the click targets
/// of the frame drawn last (`AppDriver.press`).
public enum Keymap {
    /// The action for `input`, or nil when it means nothing here (and says nothing).
    public static func action(for input: Input, in context: KeyContext) -> Action? {
        let key: Key?, char: Character?
        switch input {
        case .key(let k): key = k; char = nil
        case .character(let c): key = nil; char = c
        case .resize(let width, let height): return .resize(width: width, height: height)
        case .paste(let count): return .pasteIgnored(characters: count)
        case .click: return nil
        }
        let lower = char.map { Character($0.lowercased()) }
        // Behind "please enlarge the window" nothing is visible, so nothing may change but the
        // size; Esc still leaves (the game is saved).
        if context.tooSmall { return key == .escape ? .quit : nil }
        if key == .function(3) || key == .control("n") { return .play(.newGame) }
        if key == .function(5) { return .daily(.play) }
        if key == .function(6), context.modal != .challengeEntry { return .challenge(.open) }
        if context.seeingTheBoard { return .window(.seeTheBoard) }
        if key == .function(1) || char == "?" { return .window(.showHelp) }
        switch context.modal {
        case .help?:
            return help(key: key)
        case .question?:
            // Enter is the safe answer, as Esc is: a reflex never leaves a game.
            if lower == "y" || lower.map({ String($0) == KeyLabel.yes.key.lowercased() }) == true {
                return .window(.answer(yes: true))
            }
            if lower == "n" || key == .escape || key == .enter { return .window(.answer(yes: false)) }
            return .window(.questionKeyIgnored)
        case .results(let page)?:
            return results(key: key, lower: lower, page: page, context: context)
                ?? (char != nil ? .window(.resultsKeyIgnored) : nil)
        case .challengeEntry?:
            switch (key, char) {
            case (.enter?, _): return .challenge(.submit)
            case (.escape?, _): return .window(.close)
            case (.backspace?, _): return .challenge(.erase)
            case (_, let c?): return .challenge(.type(c))
            default: return nil
            }
        case nil:
            if context.side == .front && key == .escape && context.escapeClosedAWindow { return .window(.escapeAgainToQuit) }
            return context.side == .settings ? settingsSide(key: key, char: char) : frontSide(key: key, char: char)
        }
    }

    private static func results(key: Key?, lower: Character?, page: ResultsSection, context: KeyContext) -> Action? {
        let howICheatedAvailable = context.howICheatedAvailable
        switch (key, lower) {
        case (.enter, _), (.escape, _): return .window(.close)
        case (_, " ") where context.canSeeTheBoard: return .window(.seeTheBoard)
        case (.function(2), _): return .toggleSettingsSide
        case (_, "n"): return .play(.newGame)
        case (_, "c") where howICheatedAvailable: return .window(.showSection(.howICheated))
        case (_, "s"): return .window(.showSection(.statistics))
        case (_, "k"): return .window(.showSection(.habits))
        case (.backspace, _) where page == .habits && context.learning == true: return .habits(.askToForget)
        case (_, "l") where page == .habits && context.learning == false: return .habits(.learnAgain)
        case (_, "h"): return .window(.showSection(.scores))
        case (_, "y"): return .window(.copyResult)
        case (_, "l") where context.levelOffer != nil: return .ladder(.takeOffer)
        case (.tab, _):
            let next: ResultsSection = switch page {
            case .scores: .statistics
            case .statistics: .habits
            case .habits: howICheatedAvailable ? .howICheated : .scores
            case .howICheated: .scores
            }
            return .window(.showSection(next))
        case (.left, _) where page == .scores: return .window(.cycleScorePage(-1))
        case (.right, _) where page == .scores: return .window(.cycleScorePage(1))
        case (.up, _): return .window(.scroll(lines: -1))
        case (.down, _): return .window(.scroll(lines: 1))
        case (.pageUp, _): return .window(.scroll(lines: -8))
        case (.pageDown, _): return .window(.scroll(lines: 8))
        case (.home, _): return .window(.scroll(lines: .min))
        case (.end, _): return .window(.scroll(lines: .max))
        default: return nil
        }
    }

    /// Help scrolls as every page does; Enter, Esc (and ? or F1 again) close it.
    private static func help(key: Key?) -> Action? {
        switch key {
        case .enter?, .escape?: return .window(.close)
        case .up?: return .window(.scroll(lines: -1))
        case .down?: return .window(.scroll(lines: 1))
        case .pageUp?: return .window(.scroll(lines: -8))
        case .pageDown?: return .window(.scroll(lines: 8))
        case .home?: return .window(.scroll(lines: .min))
        case .end?: return .window(.scroll(lines: .max))
        default: return nil
        }
    }

    private static func settingsSide(key: Key?, char: Character?) -> Action? {
        switch (key, char) {
        case (.up, _), (.backTab, _): return .settingsSide(.moveFocus(-1))
        case (.down, _), (.tab, _): return .settingsSide(.moveFocus(1))
        case (.left, _), (_, "-"), (_, "_"): return .settingsSide(.adjust(-1))
        case (.right, _), (_, "+"), (_, "="): return .settingsSide(.adjust(1))
        case (.home, _): return .settingsSide(.adjustToEnd(highest: false))
        case (.end, _): return .settingsSide(.adjustToEnd(highest: true))
        case (.enter, _), (_, " "): return .settingsSide(.activate)
        case (.escape, _), (.function(2), _): return .toggleSettingsSide
        default: return nil
        }
    }

    private static func frontSide(key: Key?, char: Character?) -> Action? {
        switch (key, char) {
        case (.up, _): return .play(.moveCursor(dx: 0, dy: -1))
        case (.down, _): return .play(.moveCursor(dx: 0, dy: 1))
        case (.left, _): return .play(.moveCursor(dx: -1, dy: 0))
        case (.right, _): return .play(.moveCursor(dx: 1, dy: 0))
        case (.home, _): return .play(.cursorToRowStart)
        case (.end, _): return .play(.cursorToRowEnd)
        case (.enter, _), (_, " "): return .play(.guessAtCursor)
        case (.tab, _), (.function(2), _): return .toggleSettingsSide
        case (.function(4), _): return .window(.showScores)
        case (.escape, _): return .window(.askQuit)
        case (_, let c?): return .play(.guess(String(c)))
        default: return .unmappedKey
        }
    }
}
