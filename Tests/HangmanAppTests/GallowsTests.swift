import Testing
@testable import HangmanApp
@testable import HangmanScreens

/// The gallows answers every miss: for any number of misses allowed, each miss draws a stroke
/// the player can see (in the text on screen, not only in its colour), a limb is never drawn in
/// part, and the drawing is whole exactly at the last miss.
@Suite struct GallowsTests {
    static func drawing(misses: Int, allowed: Int, unicode: Bool = true, scale: Int = 1) -> String {
        var screen = Screen(width: Gallows.width * 2 + 8, height: Gallows.height * 2 + 2)
        Gallows.draw(misses: misses, allowed: allowed, x: 1, y: 0, unicode: unicode, scale: scale, into: &screen)
        return screen.text
    }

    @Test(arguments: 1...26)
    func everyMissDrawsAStroke(allowed: Int) {
        #expect(Gallows.strokes(allowed: allowed).count == allowed)
        #expect(Gallows.strokes(allowed: allowed).allSatisfy { !$0.isEmpty })
        for scale in [1, 2] {
            for unicode in [true, false] {
                var before = Self.drawing(misses: 0, allowed: allowed, unicode: unicode, scale: scale)
                #expect(before.allSatisfy { $0 == " " || $0 == "\n" }, "something is drawn before the first miss")
                for miss in 1...allowed {
                    let after = Self.drawing(misses: miss, allowed: allowed, unicode: unicode, scale: scale)
                    #expect(after != before, "miss \(miss) of \(allowed) draws nothing (scale \(scale))")
                    before = after
                }
            }
        }
    }

    /// Whole parts only: every part of the figure is drawn in one stroke, never a piece of an
    /// arm now and the rest later; every piece of the drawing is drawn once.
    @Test(arguments: 1...26)
    func limbsAreWholeAndEveryPieceIsDrawnOnce(allowed: Int) {
        let strokes = Gallows.strokes(allowed: allowed)
        var drawn: [String] = []
        for stroke in strokes {
            for (part, piece) in stroke { drawn.append("\(part)-\(piece)") }
            for part in Gallows.Part.allCases where part.isFigure {
                let pieces = stroke.filter { $0.part == part }.count
                #expect(pieces == 0 || pieces == part.pieces.count, "\(part) drawn in part at \(allowed)")
            }
        }
        let all = Gallows.Part.allCases.flatMap { part in part.pieces.indices.map { "\(part)-\($0)" } }
        #expect(drawn.sorted() == all.sorted())
        #expect(Set(drawn).count == drawn.count)
    }

    /// About ten strokes, each one of the parts a Galgje player expects, at ten misses; seven
    /// (Normal) draws the gallows, then the head, the body and each limb.
    @Test func tenMissesAreTheTenStrokesOfPaper() {
        let parts = Gallows.strokes(allowed: 10).map { stroke in Set(stroke.map(\.part)) }
        #expect(parts == [[.base], [.post], [.beam, .brace], [.rope], [.head, .eyes, .mouth], [.body], [.leftArm], [.rightArm],
                          [.leftLeg], [.rightLeg]])
        let seven = Gallows.strokes(allowed: 7).map { stroke in Set(stroke.map(\.part)) }
        #expect(seven.first == [.base, .post, .beam, .brace, .rope] && seven.dropFirst().allSatisfy { $0.contains { $0.isFigure } })
        // The last miss draws the hanged face.
        #expect(Self.drawing(misses: 7, allowed: 7).contains("(x-x)"))
        #expect(!Self.drawing(misses: 6, allowed: 7).contains("x"))
    }
}
