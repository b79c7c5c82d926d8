/// A rendered frame: the cells, and what a click on each part of it does.
public struct Frame: Sendable {
    public var screen: Screen
    /// Clickable areas, later ones on top.
    public var targets: [(rect: Rect, action: Action)] = []
    /// The buttons drawn, as labelled: what a test of one label per key reads.
    public var buttons: [(key: String, label: String, action: Action)] = []
    /// The box of the window drawn last, if any (a scroll mark goes in its bottom edge).
    var window: Rect?

    public init(width: Int, height: Int) { screen = Screen(width: width, height: height) }

    /// Draws a button "[key] label" and makes it clickable. Returns its width.
    @discardableResult
    mutating func button(_ key: String, _ label: String, x: Int, y: Int, action: Action, style: Style = .button) -> Int {
        let text = key.isEmpty ? "[ \(label) ]" : "[\(key)] \(label)"
        screen.put(text, x: x, y: y, style)
        targets.append((Rect(x: x, y: y, width: text.count, height: 1), action))
        buttons.append((key, label, action))
        return text.count
    }

    static func buttonWidth(_ key: String, _ label: String) -> Int {
        key.isEmpty ? label.count + 4 : key.count + label.count + 3
    }

    mutating func target(_ rect: Rect, _ action: Action) { targets.append((rect, action)) }

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
