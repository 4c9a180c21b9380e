import Foundation
import Testing
@testable import ActivityLocalization

private let lri = "\u{2066}", pdi = "\u{2069}", lrm = "\u{200E}"

/// One language's countdowns for 5 min 23 s and 1 h 5 min 23 s.
struct CountdownExpectation: Sendable, CustomTestStringConvertible {
    let code: String
    let underAnHour: String
    let overAnHour: String
    var testDescription: String { code }
}

/// Exact strings per language. CLDR-version dependent: these are the `durationUnits`
/// patterns and default numbering systems of CLDR 42 as ICU 72.1 ships them.
@Suite struct CountdownFormatterCLDRTests {
    /// Latin digits (the default), unisolated, to show the pattern alone.
    @Test(arguments: [
        CountdownExpectation(code: "ar", underAnHour: "5:23", overAnHour: "1:05:23"),
        CountdownExpectation(code: "he", underAnHour: "5:23", overAnHour: "1:05:23"),
        CountdownExpectation(code: "fa", underAnHour: "5:23", overAnHour: "1:05:23"),
        CountdownExpectation(code: "ur", underAnHour: "5:23", overAnHour: "1:05:23"),
        CountdownExpectation(code: "ckb", underAnHour: "5:23", overAnHour: "1:05:23"),
        CountdownExpectation(code: "fi", underAnHour: "5.23", overAnHour: "1.05.23"),
        CountdownExpectation(code: "da", underAnHour: "5.23", overAnHour: "1.05.23"),
        CountdownExpectation(code: "lt", underAnHour: "05:23", overAnHour: "01:05:23"),
        CountdownExpectation(code: "en", underAnHour: "5:23", overAnHour: "1:05:23"),
        CountdownExpectation(code: "ko", underAnHour: "5:23", overAnHour: "1:05:23"),
        CountdownExpectation(code: "ja", underAnHour: "5:23", overAnHour: "1:05:23"),
        // The other languages with their own patterns in CLDR 42.
        CountdownExpectation(code: "id", underAnHour: "5.23", overAnHour: "1.05.23"),
        CountdownExpectation(code: "si", underAnHour: "5.23", overAnHour: "1.05.23"),
        CountdownExpectation(code: "sl", underAnHour: "5.23", overAnHour: "1.05.23"),
        CountdownExpectation(code: "sr", underAnHour: "5.23", overAnHour: "1.05.23"),
        CountdownExpectation(code: "sr-Latn", underAnHour: "5.23", overAnHour: "1.05.23"),
        CountdownExpectation(code: "su", underAnHour: "5.23", overAnHour: "1.05.23"),
        CountdownExpectation(code: "af", underAnHour: "05:23", overAnHour: "01:05:23"),
        CountdownExpectation(code: "be", underAnHour: "05:23", overAnHour: "01:05:23"),
        CountdownExpectation(code: "ia", underAnHour: "05:23", overAnHour: "01:05:23"),
        // mn: ms "m:ss", hms "hh:mm:ss" (hm "hh:mm").
        CountdownExpectation(code: "mn", underAnHour: "5:23", overAnHour: "01:05:23"),
        // tk: ms "m:ss", hms "hh:mm:ss" (hm "h:mm").
        CountdownExpectation(code: "tk", underAnHour: "5:23", overAnHour: "01:05:23"),
        // es-CL: ms "mm:ss", hms "hh:mm:ss"; its hm is inherited from es ("h:mm").
        CountdownExpectation(code: "es-CL", underAnHour: "05:23", overAnHour: "01:05:23"),
        // es-MX inherits es (through es-419): "m:ss", "h:mm:ss".
        CountdownExpectation(code: "es-MX", underAnHour: "5:23", overAnHour: "1:05:23"),
        // ha carries only "ms" in ICU 72; "hms" is inherited from root.
        CountdownExpectation(code: "ha", underAnHour: "5:23", overAnHour: "1:05:23"),
    ])
    func latinDigitsInTheLanguagesPattern(_ expected: CountdownExpectation) {
        let countdown = CountdownFormatter(language: language(expected.code), options: .init(isolation: .none))
        #expect(countdown.string(seconds: 323) == expected.underAnHour)
        #expect(countdown.string(seconds: 3923) == expected.overAnHour)
    }

    /// Native digits on request: ICU 72's default numbering system per language
    /// (ar, ckb → arab; fa → arabext; he, ur, ja and the rest → latn).
    @Test(arguments: [
        CountdownExpectation(code: "ar", underAnHour: "\u{0665}:\u{0662}\u{0663}",
                             overAnHour: "\u{0661}:\u{0660}\u{0665}:\u{0662}\u{0663}"),
        CountdownExpectation(code: "ckb", underAnHour: "\u{0665}:\u{0662}\u{0663}",
                             overAnHour: "\u{0661}:\u{0660}\u{0665}:\u{0662}\u{0663}"),
        CountdownExpectation(code: "fa", underAnHour: "\u{06F5}:\u{06F2}\u{06F3}",
                             overAnHour: "\u{06F1}:\u{06F0}\u{06F5}:\u{06F2}\u{06F3}"),
        CountdownExpectation(code: "he", underAnHour: "5:23", overAnHour: "1:05:23"),
        CountdownExpectation(code: "ur", underAnHour: "5:23", overAnHour: "1:05:23"),
        CountdownExpectation(code: "fi", underAnHour: "5.23", overAnHour: "1.05.23"),
        CountdownExpectation(code: "da", underAnHour: "5.23", overAnHour: "1.05.23"),
        CountdownExpectation(code: "lt", underAnHour: "05:23", overAnHour: "01:05:23"),
        CountdownExpectation(code: "en", underAnHour: "5:23", overAnHour: "1:05:23"),
        CountdownExpectation(code: "ko", underAnHour: "5:23", overAnHour: "1:05:23"),
        CountdownExpectation(code: "ja", underAnHour: "5:23", overAnHour: "1:05:23"),
        // ur-IN uses Extended Arabic-Indic digits where ur (Pakistan) uses Latin.
        CountdownExpectation(code: "ur-IN", underAnHour: "\u{06F5}:\u{06F2}\u{06F3}",
                             overAnHour: "\u{06F1}:\u{06F0}\u{06F5}:\u{06F2}\u{06F3}"),
        // A numbering system in the tag wins over the language's default.
        CountdownExpectation(code: "ar-u-nu-latn", underAnHour: "5:23", overAnHour: "1:05:23"),
        // Traditional Hebrew numerals are algorithmic, not a digit set: Latin.
        CountdownExpectation(code: "he-u-nu-hebr", underAnHour: "5:23", overAnHour: "1:05:23"),
        // Adlam digits are outside the BMP (4 UTF-8 bytes each).
        CountdownExpectation(code: "ff-Adlm", underAnHour: "\u{1E955}:\u{1E952}\u{1E953}",
                             overAnHour: "\u{1E951}:\u{1E950}\u{1E955}:\u{1E952}\u{1E953}"),
    ])
    func nativeDigitsOnRequest(_ expected: CountdownExpectation) {
        let options = CountdownFormatter.Options(digits: .native, isolation: .none)
        let countdown = CountdownFormatter(language: language(expected.code), options: options)
        #expect(countdown.string(seconds: 323) == expected.underAnHour)
        #expect(countdown.string(seconds: 3923) == expected.overAnHour)
    }

    /// The examples, with the defaults: Latin digits, LRI…PDI.
    @Test(arguments: ["ar", "he", "fa", "ur", "ckb", "en", "ko", "ja"])
    func defaultsAreLatinDigitsIsolated(code: String) {
        let countdown = CountdownFormatter(language: language(code))
        #expect(countdown.string(seconds: 323) == "\u{2066}5:23\u{2069}")
        #expect(countdown.string(seconds: 3923) == "\u{2066}1:05:23\u{2069}")
    }

    @Test func defaultsInFinnishDanishAndLithuanian() {
        #expect(CountdownFormatter(language: language("fi")).string(seconds: 323) == "\u{2066}5.23\u{2069}")
        #expect(CountdownFormatter(language: language("da")).string(seconds: 3923) == "\u{2066}1.05.23\u{2069}")
        #expect(CountdownFormatter(language: language("lt")).string(seconds: 323) == "\u{2066}05:23\u{2069}")
    }

    @Test func alwaysHoursUsesTheHoursPatternUnderAnHour() {
        let always = CountdownFormatter.Options(isolation: .none, layout: .hoursMinutesSeconds)
        #expect(CountdownFormatter(language: language("en"), options: always).string(seconds: 323) == "0:05:23")
        #expect(CountdownFormatter(language: language("fi"), options: always).string(seconds: 323) == "0.05.23")
        #expect(CountdownFormatter(language: language("lt"), options: always).string(seconds: 5) == "00:00:05")
        #expect(CountdownFormatter(language: language("tk"), options: always).string(seconds: 5) == "00:00:05")
    }
}

/// Isolation, rounding, layout boundaries and overtime: behaviour that does not
/// depend on CLDR data (English and Arabic use `m:ss` / `h:mm:ss`).
@Suite struct CountdownFormatterBehaviourTests {
    @Test(arguments: [
        (CountdownFormatter.Isolation.isolate, 323, "\u{2066}5:23\u{2069}"),
        (.isolate, 3923, "\u{2066}1:05:23\u{2069}"),
        (.isolate, -5, "\u{2066}-0:05\u{2069}"),
        (.isolate, -3923, "\u{2066}-1:05:23\u{2069}"),
        (.marks, 323, "\u{200E}5:23\u{200E}"),
        (.marks, 3923, "\u{200E}1:05:23\u{200E}"),
        (.marks, -5, "\u{200E}-\u{200E}0:05\u{200E}"),
        (.none, 323, "5:23"),
        (.none, 3923, "1:05:23"),
        (.none, -5, "-0:05"),
    ])
    func isolationOptions(isolation: CountdownFormatter.Isolation, seconds: Int, expected: String) {
        for code in ["ar", "he", "en"] {
            let countdown = CountdownFormatter(language: language(code), options: .init(isolation: isolation))
            #expect(countdown.string(seconds: seconds) == expected, "\(code)")
        }
    }

    @Test(arguments: [
        (CountdownFormatter.Isolation.isolate, -5, "\u{2066}-\u{0660}:\u{0660}\u{0665}\u{2069}"),
        (.isolate, 3923, "\u{2066}\u{0661}:\u{0660}\u{0665}:\u{0662}\u{0663}\u{2069}"),
        (.marks, -5, "\u{200E}-\u{200E}\u{0660}:\u{0660}\u{0665}\u{200E}"),
        (.marks, 323, "\u{200E}\u{0665}:\u{0662}\u{0663}\u{200E}"),
        (.none, -5, "-\u{0660}:\u{0660}\u{0665}"),
    ])
    func isolationOptionsWithArabicIndicDigits(isolation: CountdownFormatter.Isolation, seconds: Int, expected: String) {
        let options = CountdownFormatter.Options(digits: .native, isolation: isolation)
        #expect(CountdownFormatter(language: language("ar"), options: options).string(seconds: seconds) == expected)
    }

    @Test(arguments: [
        (0, "0:00"), (5, "0:05"), (59, "0:59"), (60, "1:00"), (599, "9:59"), (600, "10:00"),
        (3599, "59:59"), (3600, "1:00:00"), (3661, "1:01:01"), (35_999, "9:59:59"),
        (36_000, "10:00:00"), (360_000, "100:00:00"),
        (-1, "-0:01"), (-3599, "-59:59"), (-3600, "-1:00:00"),
        // No trap at the ends of Int: Int.min's magnitude is not an Int.
        (Int.max, "2562047788015215:30:07"), (Int.min, "-2562047788015215:30:08"),
    ])
    func automaticLayoutSwitchesToHoursAtOneHour(seconds: Int, expected: String) {
        let countdown = CountdownFormatter(language: language("en"), options: .init(isolation: .none))
        #expect(countdown.string(seconds: seconds) == expected)
    }

    @Test(arguments: [
        // Remaining time is rounded up: a countdown reaches 0:00 exactly at the end.
        (4.2, "0:05"), (4.999, "0:05"), (5.0, "0:05"), (0.3, "0:01"), (59.01, "1:00"),
        (3599.5, "1:00:00"), (3600.0, "1:00:00"), (3600.7, "1:00:01"),
        // Within a millisecond above a whole second: that second (Date noise).
        (5.0004, "0:05"),
        // At and after the end: 0:00, never overtime.
        (0.0, "0:00"), (0.0009, "0:00"), (-0.2, "0:00"), (-30.0, "0:00"), (-86_400.0, "0:00"),
        // Beyond Int: clamped, not trapped.
        (1e300, "2562047788015215:30:07"),
    ])
    func remainingTimeBetweenDatesIsRoundedUp(remaining: TimeInterval, expected: String) {
        let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let countdown = CountdownFormatter(language: language("he"))
        #expect(countdown.string(from: now, to: now.addingTimeInterval(remaining)) == "\u{2066}\(expected)\u{2069}")
    }

    @Test func endTimeThroughAnotherTimeBaseDoesNotGainASecond() {
        // An end time sent as seconds since 1970 (a push payload) and decoded again
        // lands 0.12 µs after now + 300 in Double arithmetic.
        let now = Date(timeIntervalSinceReferenceDate: 773_612_340.7115062)
        let end = Date(timeIntervalSince1970: now.timeIntervalSince1970 + 300)
        #expect(end.timeIntervalSince(now) > 300)
        let countdown = CountdownFormatter(language: language("en"), options: .init(isolation: .none))
        #expect(countdown.string(from: now, to: end) == "5:00")
    }

    @Test func formattersForTheSameLanguageAndOptionsAgree() async {
        let arabic = language("ar")
        let options = CountdownFormatter.Options(digits: .native, isolation: .marks)
        let reference = CountdownFormatter(language: arabic, options: options)
        let expected = (0..<200).map { reference.string(seconds: $0 * 97 - 5_000) }
        // Many tasks build formatters (hitting the shared cache) and format at once.
        await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let countdown = CountdownFormatter(language: arabic, options: options)
                    return (0..<200).map { countdown.string(seconds: $0 * 97 - 5_000) }
                }
            }
            for await results in group { #expect(results == expected) }
        }
        #expect(reference.options == options)
    }

    @Test func resultsAreWellFormedUnicode() {
        // Every byte written is part of a whole scalar: no repair characters.
        for code in ["ar", "fa", "ff-Adlm", "fi"] {
            for isolation in [CountdownFormatter.Isolation.isolate, .marks, .none] {
                let countdown = CountdownFormatter(language: language(code), options: .init(digits: .native, isolation: isolation))
                for seconds in [-360_000, -1, 0, 9, 599, 3600, 360_000] {
                    #expect(!countdown.string(seconds: seconds).unicodeScalars.contains("\u{FFFD}"))
                }
            }
        }
    }
}
