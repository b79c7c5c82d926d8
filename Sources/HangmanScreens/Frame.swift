import HangmanApp
import HangmanCore

/// A rendered frame: the cells, and what a click on each part of it does.
public struct Frame: Sendable {
    public var screen: Screen
    /// Clickable areas, later ones on top.
    public var targets: [(rect: Rect, action: Action)] = []
    /// The buttons drawn, as labelled: what a test of one label per key reads.
    public var buttons: [(key: String, label: String, action: Action)] = []
    /// The box of the window drawn last, if any (a scroll mark goes in its bottom edge).
    var window: Rect?
    /// The first line shown of what scrolls in the window drawn (held within what there is).
    public var scrolled = 0
    /// The last first line there is to scroll to (what End goes to).
    public var lastScrolled = 0
    /// The window is below the minimum size: the frame asks for a larger one.
    public var tooSmall = false

    public init(width: Int, height: Int) { screen = Screen(width: width, height: height) }

    /// Draws a button "[key] label" and makes it clickable. Returns its width.
    @discardableResult
    mutating func button(_ key: String, _ label: String, x: Int, y: Int, action: Action, style: Style = .button) -> Int
    {
        let text = key.isEmpty ? "[ \(label) ]" : "[\(key)] \(label)"
        screen.put(text, x: x, y: y, style)
        targets.append((Rect(x: x, y: y, width: text.count, height: 1), action))
        buttons.append((key, label, action))
        return text.count
    }

    static func buttonWidth(_ key: String, _ label: String) -> Int {
        key.isEmpty ? label.count + 4 : key.count + label.count + 3
    }

    /// Holds the scroll the app asks for within `count` lines of which `shown` fit, and returns the
    /// first line to show.
    mutating func scroll(_ wanted: Int, count: Int, shown: Int) -> Int {
        lastScrolled = max(0, count - shown)
        scrolled = min(wanted, lastScrolled)
        return scrolled
    }

    mutating func target(_ rect: Rect, _ action: Action) { targets.append((rect, action)) }

    /// What the player sees of this frame, for the meaning of `input` (`AppDriver.press`).
    public func seen(_ input: Input) -> Seen {
        var click: Action?
        if case .click(let x, let y) = input { click = action(at: x, y) }
        return Seen(click: click, tooSmall: tooSmall, scrolled: scrolled, lastScrolled: lastScrolled)
    }

    /// What a click at (x, y) does, if anything: the topmost target there.
    public func action(at x: Int, _ y: Int) -> Action? {
        targets.last { $0.rect.contains(x: x, y: y) }?.action
    }

    /// A window over what is drawn: clicks outside it do nothing, and the rows it spans are
    /// cleared beside it, so no word runs out from under its border ("│nds").
    mutating func modalBox(_ rect: Rect, glyphs: Glyphs, title: String) {
        targets.removeAll()
        window = rect
        for y in rect.y..<min(rect.y + rect.height, screen.height) {
            for x in 0..<screen.width where x < rect.x || x >= rect.x + rect.width { screen[x, y] = Cell(" ") }
        }
        screen.box(rect, glyphs: glyphs, title: title)
    }
}
