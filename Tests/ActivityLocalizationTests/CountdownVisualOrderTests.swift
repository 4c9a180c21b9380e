import Testing
@testable import ActivityLocalization

/// Proofs under the Unicode Bidirectional Algorithm, run by ICU's `ubidi` over a
/// right-to-left paragraph: a fragile value inside an Arabic or Hebrew sentence is
/// shown wrongly when bare and left to right once isolated. So the isolation is what
/// fixes it. These are properties of UAX #9 and hold for any CLDR version.
@Suite struct CountdownVisualOrderTests {
    /// One fragile value: bare, and as this package writes it.
    struct Fragile: Sendable, CustomTestStringConvertible {
        let bare: String
        /// What a reader sees of the bare value inside a right-to-left sentence.
        let bareDisplayed: String
        let isolated: String
        /// What a reader must see: the value left to right.
        let displayed: String
        var testDescription: String { bare.debugDescription }
    }

    private static let arabic = language("ar")
    private static let countdown = CountdownFormatter(language: arabic)
    private static let native = CountdownFormatter(language: arabic, options: .init(digits: .native))
    private static let persian = CountdownFormatter(language: language("fa"), options: .init(digits: .native))
    private static let labels = LabelFormatter(language: arabic)

    static let fragileValues: [Fragile] = [
        // A sign: UAX #9 resolves the minus/plus (ES) to the paragraph's direction.
        Fragile(bare: "-0:05", bareDisplayed: "0:05-",
                isolated: countdown.string(seconds: -5), displayed: "-0:05"),
        Fragile(bare: "-1:05:23", bareDisplayed: "1:05:23-",
                isolated: countdown.string(seconds: -3923), displayed: "-1:05:23"),
        Fragile(bare: "+1:23", bareDisplayed: "1:23+",
                isolated: labels.isolate("+1:23"), displayed: "+1:23"),
        // A spaced separator is neutral: the numbers either side are reordered.
        Fragile(bare: "5 : 23", bareDisplayed: "23 : 5",
                isolated: labels.isolate("5 : 23"), displayed: "5 : 23"),
        // Native digits: Arabic-Indic (AN) and Extended Arabic-Indic (EN) with a sign.
        Fragile(bare: "-\u{0660}:\u{0660}\u{0665}", bareDisplayed: "\u{0660}:\u{0660}\u{0665}-",
                isolated: native.string(seconds: -5), displayed: "-\u{0660}:\u{0660}\u{0665}"),
        Fragile(bare: "-\u{06F0}:\u{06F0}\u{06F5}", bareDisplayed: "\u{06F0}:\u{06F0}\u{06F5}-",
                isolated: persian.string(seconds: -5), displayed: "-\u{06F0}:\u{06F0}\u{06F5}"),
        Fragile(bare: "\u{06F5} : \u{06F2}\u{06F3}", bareDisplayed: "\u{06F2}\u{06F3} : \u{06F5}",
                isolated: labels.isolate("\u{06F5} : \u{06F2}\u{06F3}"), displayed: "\u{06F5} : \u{06F2}\u{06F3}"),
    ]

    @Test(arguments: RightToLeftSentence.both, fragileValues)
    func bareValueIsShownWrongInARightToLeftSentence(sentence: RightToLeftSentence, value: Fragile) {
        #expect(value.bareDisplayed != value.displayed)
        #expect(visual(sentence.with(value.bare), paragraph: .rightToLeft) == sentence.displayed(value.bareDisplayed))
    }

    @Test(arguments: RightToLeftSentence.both, fragileValues)
    func isolatedValueReadsLeftToRight(sentence: RightToLeftSentence, value: Fragile) {
        #expect(visual(sentence.with(value.isolated), paragraph: .rightToLeft) == sentence.displayed(value.displayed))
    }

    /// `.marks` (for renderers without isolates) must fix the same values; with
    /// Arabic-Indic digits that takes a mark after the sign too.
    @Test(arguments: RightToLeftSentence.both, [
        (DigitSet.latin, -5, "-0:05"),
        (.latin, -3923, "-1:05:23"),
        (.native, -5, "-\u{0660}:\u{0660}\u{0665}"),
        (.native, -3923, "-\u{0661}:\u{0660}\u{0665}:\u{0662}\u{0663}"),
    ])
    func marksAlsoReadLeftToRight(sentence: RightToLeftSentence, value: (digits: DigitSet, seconds: Int, displayed: String)) {
        let (digits, seconds, displayed) = value
        let marks = CountdownFormatter(language: Self.arabic, options: .init(digits: digits, isolation: .marks))
        #expect(visual(sentence.with(marks.string(seconds: seconds)), paragraph: .rightToLeft)
                == sentence.displayed(displayed))
    }

    /// Why `.marks` puts a third LRM after the sign: LRM only around the value
    /// leaves the minus between a strong L and Arabic-Indic digits (AN), which UAX #9
    /// resolves to the paragraph's direction.
    @Test(arguments: RightToLeftSentence.both)
    func marksOnlyAroundTheValueLoseTheSignBeforeArabicIndicDigits(sentence: RightToLeftSentence) {
        let outerMarksOnly = "\u{200E}-\u{0660}:\u{0660}\u{0665}\u{200E}"
        #expect(visual(sentence.with(outerMarksOnly), paragraph: .rightToLeft)
                == sentence.displayed("\u{0660}:\u{0660}\u{0665}-"))
    }

    /// A bare unsigned value survives a right-to-left paragraph (the separators
    /// between digits take the digits' direction), and isolating it changes nothing.
    @Test(arguments: RightToLeftSentence.both, [
        (323, "5:23"), (3923, "1:05:23"), (0, "0:00"),
    ])
    func unsignedValuesSurviveWithOrWithoutIsolation(sentence: RightToLeftSentence, value: (seconds: Int, displayed: String)) {
        let (seconds, displayed) = value
        let bare = CountdownFormatter(language: Self.arabic, options: .init(isolation: .none))
        #expect(visual(sentence.with(bare.string(seconds: seconds)), paragraph: .rightToLeft)
                == sentence.displayed(displayed))
        #expect(visual(sentence.with(Self.countdown.string(seconds: seconds)), paragraph: .rightToLeft)
                == sentence.displayed(displayed))
    }

    /// The limit of isolation: between Arabic-Indic digits (bidi class AN) a spaced
    /// separator is reordered even inside a left-to-right isolate, because UAX #9
    /// (rule N1) lets numbers act as R on the neutrals between them, and only
    /// European digits (EN) take the isolate's L (rule W7). Countdown patterns never
    /// space their separators, so a countdown never meets this; a caller's own
    /// spaced value in Arabic-Indic digits needs marks around its separator.
    @Test(arguments: RightToLeftSentence.both)
    func spacedSeparatorBetweenArabicIndicDigitsIsReorderedEvenWhenIsolated(sentence: RightToLeftSentence) {
        let spaced = "\u{0665} : \u{0662}\u{0663}"
        #expect(visual(sentence.with(Self.labels.isolate(spaced)), paragraph: .rightToLeft)
                == sentence.displayed("\u{0662}\u{0663} : \u{0665}"))
        let marked = "\u{2066}\u{0665} \u{200E}:\u{200E} \u{0662}\u{0663}\u{2069}"
        #expect(visual(sentence.with(marked), paragraph: .rightToLeft)
                == sentence.displayed("\u{0665} : \u{0662}\u{0663}"))
    }

    /// Finnish `1.05.23` and Lithuanian `01:05:23` hold together the same way.
    @Test(arguments: RightToLeftSentence.both, [("fi", "-1.05.23"), ("lt", "-01:05:23")])
    func otherPatternsReadLeftToRightWhenIsolated(sentence: RightToLeftSentence, value: (code: String, displayed: String)) {
        let (code, displayed) = value
        let countdown = CountdownFormatter(language: language(code))
        #expect(visual(sentence.with(countdown.string(seconds: -3923)), paragraph: .rightToLeft)
                == sentence.displayed(displayed))
    }
}
