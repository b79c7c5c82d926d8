import Testing
import HangmanCore
@testable import HangmanTUI

/// One line a guess in "How I cheated": what the Classic host would have kept, and why not.
@Suite struct HowICheatedLineTests {
    static func move(_ reason: FamilyChoice.Reason, classic: Int = 465, positions: UInt64 = 0b10) -> HostMove {
        HostMove(letter: "e", poolBefore: 900, poolAfter: 253, patternAfter: "_____", wasMiss: true, classicPoolAfter: classic,
                 classicPositions: positions, reason: reason)
    }

    @Test func eachReasonSaysPlainlyWhoWasHarsher() {
        #expect(HowICheated.verdict(Self.move(.largest)) == "the same as Classic")
        #expect(HowICheated.verdict(Self.move(.moreMisses(2))) == "harsher: 2 misses more than with Classic (Classic: 465, E at 2)")
        #expect(HowICheated.verdict(Self.move(.moreMisses(1), positions: 0b1001))
                == "harsher: 1 miss more than with Classic (Classic: 465, E at 1,4)")
        #expect(HowICheated.verdict(Self.move(.killingMiss, classic: 2)) == "harsher: with Classic you'd have lived (Classic: 2, E at 2)")
        #expect(HowICheated.verdict(Self.move(.hangsMorePeople(1), classic: 12_003, positions: 0))
                == "harsher: hangs more players than Classic's (Classic: 12,003, no E)")
        #expect(HowICheated.verdict(Self.move(.peopleMissMore)) == "harsher: more misses for most players (Classic: 465, E at 2)")
        #expect(HowICheated.verdict(Self.move(.resumed)) == "from your saved game (Classic: 465, E at 2)")
    }

    /// No verdict says "easier" or reads as if Classic were the harsher host.
    @Test func noVerdictReadsAsKinder() {
        let reasons: [FamilyChoice.Reason] = [.largest, .moreMisses(0), .moreMisses(3), .killingMiss, .hangsMorePeople(2), .peopleMissMore, .resumed]
        for reason in reasons {
            let text = HowICheated.verdict(Self.move(reason))
            #expect(!text.contains("easier") && !text.contains("fewer"), "\(reason): \(text)")
        }
    }
}
