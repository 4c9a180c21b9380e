import Testing
@testable import ActivityLocalization

@Suite struct LabelFormatterIsolationTests {
    private let labels = LabelFormatter(language: language("he"))

    @Test(arguments: [
        ("-0:05", "\u{2068}-0:05\u{2069}"),
        ("Ada", "\u{2068}Ada\u{2069}"),
        ("\u{05D3}\u{05E0}\u{05D4}", "\u{2068}\u{05D3}\u{05E0}\u{05D4}\u{2069}"),
        ("", "\u{2068}\u{2069}"),
        // Not one isolate from start to end: two isolates side by side, an isolate
        // followed by text, an unclosed isolate.
        ("\u{2066}5\u{2069}:\u{2066}23\u{2069}", "\u{2068}\u{2066}5\u{2069}:\u{2066}23\u{2069}\u{2069}"),
        ("\u{2066}5\u{2069}x", "\u{2068}\u{2066}5\u{2069}x\u{2069}"),
        ("\u{2066}5", "\u{2068}\u{2066}5\u{2069}"),
        ("\u{2069}", "\u{2068}\u{2069}\u{2069}"),
    ])
    func insertedValuesAreFirstStrongIsolated(value: String, expected: String) {
        #expect(labels.isolate(value) == expected)
    }

    @Test(arguments: [
        "\u{2066}5:23\u{2069}", "\u{2068}Ada\u{2069}", "\u{2067}\u{05D0}\u{2069}",
        "\u{2066}\u{2068}5\u{2069}/\u{2068}6\u{2069}\u{2069}",
    ])
    func wholeIsolatesAreLeftAlone(value: String) {
        #expect(labels.isolate(value) == value)
        #expect(labels.isolate(labels.isolate(value)) == value)
    }

    @Test func firstStrongIsolationTakesTheValuesOwnDirection() {
        // A Latin name inside Hebrew, and a Hebrew name inside English, keep their
        // own letter order and do not pull the punctuation after them.
        let hebrewSentence = "\u{05E9}\u{05DC}\u{05D5}\u{05DD} \(labels.isolate("Ada!"))"
        #expect(visual(hebrewSentence, paragraph: .rightToLeft) == "Ada! \u{05DD}\u{05D5}\u{05DC}\u{05E9}")
        let english = LabelFormatter(language: language("en"))
        let englishSentence = "Hello \(english.isolate("\u{05D3}\u{05E0}\u{05D4}"))!"
        #expect(visual(englishSentence, paragraph: .leftToRight) == "Hello \u{05D4}\u{05E0}\u{05D3}!")
        // Bare, the exclamation mark after the Hebrew name is pulled into its run.
        #expect(visual("Hello \u{05D3}\u{05E0}\u{05D4}!", paragraph: .leftToRight) == "Hello \u{05D4}\u{05E0}\u{05D3}!")
    }
}

@Suite struct LabelFormatterNumberTests {
    /// Label digits follow the language's numbering system by default. CLDR-version
    /// dependent: ICU 72's default numbering systems.
    @Test(arguments: [
        ("ar", "\u{0661}\u{0662}"), ("ckb", "\u{0661}\u{0662}"), ("fa", "\u{06F1}\u{06F2}"),
        ("he", "12"), ("ur", "12"), ("en", "12"), ("ja", "12"), ("he-u-nu-hebr", "12"),
    ])
    func nativeDigitsByDefault(code: String, digits: String) {
        #expect(LabelFormatter(language: language(code)).number(12) == "\u{2068}\(digits)\u{2069}")
    }

    @Test func latinDigitsWhenAsked() {
        let labels = LabelFormatter(language: language("ar"), digits: .latin)
        #expect(labels.digits == .latin)
        #expect(labels.number(12) == "\u{2068}12\u{2069}")
    }

    @Test(arguments: [
        (0, "\u{0660}"), (7, "\u{0667}"), (-3, "-\u{0663}"), (1_000_000, "\u{0661}\u{0660}\u{0660}\u{0660}\u{0660}\u{0660}\u{0660}"),
    ])
    func arabicNumbersHaveNoGrouping(value: Int, digits: String) {
        #expect(LabelFormatter(language: language("ar")).number(value) == "\u{2068}\(digits)\u{2069}")
    }

    @Test func extremesDoNotTrap() {
        let labels = LabelFormatter(language: language("en"))
        #expect(labels.number(Int.min) == "\u{2068}-9223372036854775808\u{2069}")
        #expect(labels.number(Int.max) == "\u{2068}9223372036854775807\u{2069}")
    }
}

/// Compound expressions: each value stays intact, and the order of the values
/// follows the language unless the whole is asked for left to right. Visual orders
/// are UAX #9 properties; the strings are CLDR-independent (Latin digits).
@Suite struct LabelFormatterExpressionTests {
    private let arabic = LabelFormatter(language: language("ar"), digits: .latin)
    private let hebrew = LabelFormatter(language: language("he"))
    private let english = LabelFormatter(language: language("en"))
    private let countdown = CountdownFormatter(language: language("he"))

    @Test func expressionStrings() {
        #expect(hebrew.expression(["5:23", "10:00"], separator: " / ")
                == "\u{2067}\u{2068}5:23\u{2069} / \u{2068}10:00\u{2069}\u{2069}")
        #expect(hebrew.expression(["5:23", "10:00"], separator: " / ", order: .leftToRight)
                == "\u{2066}\u{2068}5:23\u{2069} / \u{2068}10:00\u{2069}\u{2069}")
        #expect(english.expression(["2", "3"], separator: "/")
                == "\u{2066}\u{2068}2\u{2069}/\u{2068}3\u{2069}\u{2069}")
        // Countdowns are already isolated and are not wrapped again.
        #expect(hebrew.expression([countdown.string(seconds: 323), countdown.string(seconds: 600)], separator: " / ")
                == "\u{2067}\u{2066}5:23\u{2069} / \u{2066}10:00\u{2069}\u{2069}")
        #expect(hebrew.expression([], separator: " / ") == "\u{2067}\u{2069}")
    }

    /// (values, separator, displayed following a right-to-left language, displayed left to right)
    static let expressions: [([String], String, String, String)] = [
        (["5:23", "10:00"], " / ", "10:00 / 5:23", "5:23 / 10:00"),
        (["5:23", "10:00"], "\u{2013}", "10:00\u{2013}5:23", "5:23\u{2013}10:00"),
        (["2", "3"], " / ", "3 / 2", "2 / 3"),
        (["-0:05", "10:00"], " / ", "10:00 / -0:05", "-0:05 / 10:00"),
        (["1", "2", "3"], "\u{2013}", "3\u{2013}2\u{2013}1", "1\u{2013}2\u{2013}3"),
    ]

    @Test(arguments: expressions)
    func orderFollowsTheLanguageInARightToLeftParagraph(values: [String], separator: String,
                                                       rightToLeft: String, leftToRight: String) {
        for labels in [arabic, hebrew] {
            #expect(visual(labels.expression(values, separator: separator), paragraph: .rightToLeft) == rightToLeft)
            #expect(visual(labels.expression(values, separator: separator, order: .leftToRight),
                           paragraph: .rightToLeft) == leftToRight)
        }
    }

    /// A widget in a left-to-right process showing Arabic: the paragraph is LTR,
    /// and the values still read in the language's order.
    @Test(arguments: expressions)
    func orderFollowsTheLanguageEvenInALeftToRightParagraph(values: [String], separator: String,
                                                           rightToLeft: String, leftToRight: String) {
        #expect(visual(arabic.expression(values, separator: separator), paragraph: .leftToRight) == rightToLeft)
        #expect(visual(arabic.expression(values, separator: separator, order: .leftToRight),
                       paragraph: .leftToRight) == leftToRight)
        #expect(visual(english.expression(values, separator: separator), paragraph: .rightToLeft) == leftToRight)
    }

    /// Bare, a signed value inside "elapsed / total" loses its sign's place.
    @Test func bareSignedExpressionBreaksAndIsolatedDoesNot() {
        #expect(visual("-0:05 / 10:00", paragraph: .rightToLeft) == "10:00 / 0:05-")
        #expect(visual(hebrew.expression(["-0:05", "10:00"], separator: " / "), paragraph: .rightToLeft)
                == "10:00 / -0:05")
    }

    @Test func expressionWithNativeDigitsKeepsEachValueIntact() {
        let native = LabelFormatter(language: language("ar"))
        let arabicCountdown = CountdownFormatter(language: language("ar"), options: .init(digits: .native))
        let text = native.expression([arabicCountdown.string(seconds: 323), arabicCountdown.string(seconds: 600)],
                                     separator: " / ")
        #expect(visual(text, paragraph: .rightToLeft)
                == "\u{0661}\u{0660}:\u{0660}\u{0660} / \u{0665}:\u{0662}\u{0663}")
    }
}

/// "Cycle 2 of 3": the translation follows its language; only the inserted values
/// are isolated. Isolating the translated sentence left to right breaks it.
@Suite struct LabelFormatterTranslatedLabelTests {
    /// Hebrew "מחזור {0} מתוך {1}".
    private static let cycle = "\u{05DE}\u{05D7}\u{05D6}\u{05D5}\u{05E8}", of = "\u{05DE}\u{05EA}\u{05D5}\u{05DA}"
    private static let cycleDisplayed = "\u{05E8}\u{05D5}\u{05D6}\u{05D7}\u{05DE}"
    private static let ofDisplayed = "\u{05DA}\u{05D5}\u{05EA}\u{05DE}"

    @Test func hebrewCycleLabelReadsFromTheRight() {
        let labels = LabelFormatter(language: language("he"))
        let label = "\(Self.cycle) \(labels.number(2)) \(Self.of) \(labels.number(3))"
        #expect(label == "\(Self.cycle) \u{2068}2\u{2069} \(Self.of) \u{2068}3\u{2069}")
        // Read from the right: "cycle 2 of 3".
        #expect(visual(label, paragraph: .rightToLeft) == "3 \(Self.ofDisplayed) 2 \(Self.cycleDisplayed)")
        // The same in a left-to-right paragraph: the Hebrew run keeps its order.
        #expect(visual(labels.isolate(label), paragraph: .leftToRight) == "3 \(Self.ofDisplayed) 2 \(Self.cycleDisplayed)")
    }

    @Test func leftToRightIsolatingTheTranslationBreaksIt() {
        let labels = LabelFormatter(language: language("he"))
        let label = "\(Self.cycle) \(labels.number(2)) \(Self.of) \(labels.number(3))"
        // The last value is split off to the left end of an LTR unit: read from the
        // right this says "3 cycle 2 of".
        #expect(visual("\u{2066}\(label)\u{2069}", paragraph: .rightToLeft)
                == "\(Self.ofDisplayed) 2 \(Self.cycleDisplayed) 3")
    }

    @Test func arabicCycleLabelWithArabicIndicDigits() {
        // Arabic "الدورة {0} من {1}".
        let cycle = "\u{0627}\u{0644}\u{062F}\u{0648}\u{0631}\u{0629}", of = "\u{0645}\u{0646}"
        let labels = LabelFormatter(language: language("ar"))
        let label = "\(cycle) \(labels.number(2)) \(of) \(labels.number(3))"
        #expect(label == "\(cycle) \u{2068}\u{0662}\u{2069} \(of) \u{2068}\u{0663}\u{2069}")
        #expect(visual(label, paragraph: .rightToLeft)
                == "\u{0663} \u{0646}\u{0645} \u{0662} \u{0629}\u{0631}\u{0648}\u{062F}\u{0644}\u{0627}")
    }
}
