import Testing
@testable import ActivityLocalization

@Suite struct CountdownWidthTemplateTests {
    @Test(arguments: [
        (0...9, "0:00"), (0...59, "0:00"), (0...599, "0:00"), (0...600, "00:00"), (0...3599, "00:00"),
        (0...3600, "0:00:00"), (0...35_999, "0:00:00"), (0...36_000, "00:00:00"),
        (-5...300, "-0:00"), (-600...59, "-00:00"), (-59...3600, "-0:00:00"),
        (-3600 ... -60, "-0:00:00"),
    ])
    func everyFieldHasTheDigitsOfItsLargestValue(range: ClosedRange<Int>, expected: String) {
        let countdown = CountdownFormatter(language: language("en"))
        #expect(countdown.widthTemplate(for: range) == "\u{2066}\(expected)\u{2069}")
    }

    /// The template uses the formatter's pattern, digits and isolation. The
    /// patterns are CLDR 42's (ICU 72.1).
    @Test(arguments: [
        ("ar", DigitSet.native, CountdownFormatter.Isolation.isolate, "\u{2066}\u{0660}\u{0660}:\u{0660}\u{0660}\u{2069}"),
        ("fa", .native, .marks, "\u{200E}\u{06F0}\u{06F0}:\u{06F0}\u{06F0}\u{200E}"),
        ("ar", .latin, .isolate, "\u{2066}00:00\u{2069}"),
        ("fi", .latin, .none, "00.00"),
        ("lt", .latin, .none, "00:00"),
        ("he", .native, .isolate, "\u{2066}00:00\u{2069}"),
    ])
    func usesTheFormattersPatternDigitsAndIsolation(code: String, digits: DigitSet,
                                                    isolation: CountdownFormatter.Isolation, expected: String) {
        let countdown = CountdownFormatter(language: language(code), options: .init(digits: digits, isolation: isolation))
        #expect(countdown.widthTemplate(for: 0...3599) == expected)
    }

    @Test func lithuanianPadsFieldsToTwoDigitsEvenForShortRanges() {
        let countdown = CountdownFormatter(language: language("lt"), options: .init(isolation: .none))
        #expect(countdown.widthTemplate(for: 0...5) == "00:00")
        #expect(countdown.widthTemplate(for: 0...3600) == "00:00:00")
    }

    @Test func alwaysHoursTemplateHasHoursUnderAnHour() {
        let countdown = CountdownFormatter(language: language("en"),
                                           options: .init(isolation: .none, layout: .hoursMinutesSeconds))
        #expect(countdown.widthTemplate(for: 0...600) == "0:00:00")
    }

    /// The property the template exists for: no value in the range renders with
    /// more characters than the template, and some value renders with exactly as many.
    @Test(arguments: ["en", "ar", "fi", "lt", "tk", "es-CL"])
    func noValueInTheRangeIsLongerThanTheTemplate(code: String) {
        for range in [0...599, 0...3599, 0...7200, -600...600, 0...36_000] {
            let countdown = CountdownFormatter(language: language(code), options: .init(digits: .native))
            let width = countdown.widthTemplate(for: range).unicodeScalars.count
            let samples = Array(stride(from: range.lowerBound, through: range.upperBound, by: 7)) + [range.upperBound, range.lowerBound]
            let widest = samples.map { countdown.string(seconds: $0).unicodeScalars.count }.max()!
            #expect(widest <= width, "\(code) \(range)")
        }
    }

    @Test func extremeRangesDoNotTrap() {
        let countdown = CountdownFormatter(language: language("en"), options: .init(isolation: .none))
        #expect(countdown.widthTemplate(for: Int.min...Int.max) == "-0000000000000000:00:00")
    }
}
