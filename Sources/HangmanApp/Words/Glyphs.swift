/// The characters used for drawing: Unicode box drawing in a UTF-8 terminal, plain ASCII otherwise.
public struct Glyphs: Equatable, Sendable {
    public var horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Character
    public var hitMark, missMark: Character
    public var sliderFilled, sliderEmpty, sliderKnob: Character
    public var arrowLeft, arrowRight, pointer: Character
    public var radioOn, radioOff: Character
    public var pipFull, pipEmpty: Character
    public var bar: Character
    public var dot: Character
    public var ellipsis: Character
    /// After a challenge's word in the high scores.
    public var challengeMark: Character

    public static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        hitMark: "✓", missMark: "✗", sliderFilled: "━", sliderEmpty: "─", sliderKnob: "●",
        arrowLeft: "◂", arrowRight: "▸", pointer: "▶", radioOn: "●", radioOff: "○", pipFull: "●", pipEmpty: "○",
        bar: "█", dot: "·", ellipsis: "…", challengeMark: "⚑")

    public static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        hitMark: "+", missMark: "x", sliderFilled: "=", sliderEmpty: "-", sliderKnob: "O",
        arrowLeft: "<", arrowRight: ">", pointer: ">", radioOn: "*", radioOff: " ", pipFull: "#", pipEmpty: ".",
        bar: "#", dot: "-", ellipsis: "~", challengeMark: "*")
}
