import Testing
@testable import ActivityLocalization

/// The visual-order helper itself, so that the proofs built on it stand on a
/// checked tool. These are properties of UAX #9, not of a CLDR version.
@Suite struct ICUBidiVisualOrderTests {
    @Test func leftToRightTextIsUnchangedInALeftToRightParagraph() {
        #expect(visual("Cycle 2 of 3 -0:05", paragraph: .leftToRight) == "Cycle 2 of 3 -0:05")
    }

    @Test func rightToLeftLettersAreDisplayedFromTheRight() {
        // שלום → displayed םולש.
        #expect(visual("\u{05E9}\u{05DC}\u{05D5}\u{05DD}", paragraph: .rightToLeft)
                == "\u{05DD}\u{05D5}\u{05DC}\u{05E9}")
        // In a left-to-right paragraph the Hebrew word is still displayed from its right.
        #expect(visual("a \u{05E9}\u{05DC}\u{05D5}\u{05DD}", paragraph: .leftToRight)
                == "a \u{05DD}\u{05D5}\u{05DC}\u{05E9}")
    }

    @Test func latinWordsKeepTheirOrderInsideAndMoveAsUnitsInARightToLeftParagraph() {
        #expect(visual("ab cd", paragraph: .rightToLeft) == "ab cd")
        #expect(visual("\u{05D0} ab", paragraph: .rightToLeft) == "ab \u{05D0}")
    }

    @Test func bidiControlsAreRemovedFromTheOutput() {
        #expect(visual("\u{2066}a\u{2069}\u{200E}\u{200F}\u{2068}b\u{2069}\u{2067}c\u{2069}",
                       paragraph: .leftToRight) == "abc")
    }

    @Test func emptyTextIsEmpty() {
        #expect(visual("", paragraph: .rightToLeft) == "")
    }

    @Test func textLongerThanTheFirstBufferIsComplete() {
        let long = String(repeating: "\u{05D0}\u{05D1} 12 ", count: 100)
        let shown = visual(long, paragraph: .rightToLeft)
        #expect(shown.unicodeScalars.count == long.unicodeScalars.count)
    }
}
