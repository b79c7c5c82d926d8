import Testing
import HangmanCore
@testable import HangmanTUI

/// One line a guess in "How I cheated": what the Classic host would have kept, and why not.
@Suite struct HowICheatedLineTests {
    static func move(_ reason: FamilyChoice.Reason, classic: Int = 465, positions: UInt64 = 0b10) -> HostMove {
        HostMove(letter: "e", poolBefore: 900, poolAfter: 253, patternAfter: "_____", wasMiss: true, classicPoolAfter: classic,
                 classicPositions: positions, reason: reason)
    }

    @Test func eachReasonReadsAsASentence() {
        #expect(UIText.classicWouldHave(Self.move(.largest)) == "the same")
        #expect(UIText.classicWouldHave(Self.move(.moreMisses(2))) == "465, E at 2: 2 misses fewer")
        #expect(UIText.classicWouldHave(Self.move(.moreMisses(1), positions: 0b1001)) == "465, E at 1,4: 1 miss fewer")
        #expect(UIText.classicWouldHave(Self.move(.killingMiss, classic: 2)) == "2, E at 2: you'd have lived")
        #expect(UIText.classicWouldHave(Self.move(.hangsMorePeople(1), classic: 12_003, positions: 0)) == "12,003, no E: easier to escape")
        #expect(UIText.classicWouldHave(Self.move(.peopleMissMore)) == "465, E at 2: fewer misses for most")
        #expect(UIText.classicWouldHave(Self.move(.resumed)) == "465, E at 2")
    }
}
