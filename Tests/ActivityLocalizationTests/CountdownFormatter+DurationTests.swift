import Foundation
import Testing
@testable import ActivityLocalization

private let lri = "\u{2066}", pdi = "\u{2069}"

/// `Duration` and `TimeInterval` countdowns round up to whole seconds (with 1 ms
/// tolerance) and keep the sign; the format style writes what the formatter writes.
/// The strings are CLDR-independent: `m:ss` and `h:mm:ss` with Latin or
/// Arabic-Indic digits are the patterns of ar and he in every CLDR since 38.
@Suite struct CountdownFormatterDurationTests {
    static let arabic = language("ar")
    static let hebrew = language("he")

    @Test(arguments: [
        (Duration.seconds(323), "5:23"),
        (.milliseconds(4_200), "0:05"),
        (.milliseconds(4_000), "0:04"),
        (.microseconds(4_000_500), "0:04"),    // within 1 ms of 4 s
        (.microseconds(4_001_500), "0:05"),
        (.milliseconds(-4_200), "-0:04"),     // overtime keeps the seconds passed
        (.milliseconds(-500), "0:00"),
        (.microseconds(-999_500), "-0:01"),   // within 1 ms of -1 s
        (.seconds(3923), "1:05:23"),
        (.zero, "0:00"),
    ])
    func duration(_ value: Duration, expected: String) {
        let countdown = CountdownFormatter(language: Self.hebrew)
        #expect(countdown.string(for: value) == lri + expected + pdi)
    }

    @Test(arguments: [
        (4.2, "0:05"), (4.0005, "0:04"), (-4.2, "-0:04"), (-0.0005, "0:00"), (Double.nan, "0:00"), (323.0, "5:23"),
    ])
    func timeInterval(_ value: TimeInterval, expected: String) {
        #expect(CountdownFormatter(language: Self.hebrew).string(for: value) == lri + expected + pdi)
    }

    /// No value traps: the extremes clamp to `Int`'s, as `string(seconds:)` writes them.
    @Test func extremesClamp() {
        let countdown = CountdownFormatter(language: Self.arabic, options: .init(isolation: .none))
        let largest = Duration(secondsComponent: .max, attosecondsComponent: 999_999_999_999_999_999)
        let smallest = Duration(secondsComponent: .min, attosecondsComponent: -999_999_999_999_999_999)
        #expect(countdown.string(for: largest) == countdown.string(seconds: Int(clamping: Int64.max)))
        #expect(countdown.string(for: smallest) == countdown.string(seconds: Int(clamping: Int64.min)))
        #expect(countdown.string(for: TimeInterval.infinity) == countdown.string(seconds: .max))
        #expect(countdown.string(for: -TimeInterval.infinity) == countdown.string(seconds: .min))
    }

    @Test func formatStyleWritesWhatTheFormatterWrites() {
        let native = CountdownFormatter.Options(digits: .native)
        #expect(Duration.seconds(3923).formatted(.countdown(Self.arabic, options: native))
            == "\u{2066}\u{661}:\u{660}\u{665}:\u{662}\u{663}\u{2069}")
        #expect(Duration.seconds(-5).formatted(.countdown(Self.hebrew)) == "\u{2066}-0:05\u{2069}")
        #expect(Duration.milliseconds(4_200).formatted(.countdown(Self.arabic, options: .init(isolation: .marks)))
            == "\u{200E}0:05\u{200E}")
        // The environment's locale does not change the activity's language.
        let style = CountdownFormatter.Style(language: Self.arabic, options: native)
        #expect(style.locale(Locale(identifier: "en_US")) == style)
        #expect(style.locale(Locale(identifier: "en_US")).format(.seconds(2)) == "\u{2066}\u{660}:\u{660}\u{662}\u{2069}")
    }

    /// Equal styles hash equal; a different language or option is a different style.
    @Test func styleEqualityIsLanguageAndOptions() {
        let style = CountdownFormatter.Style(language: Self.arabic)
        #expect(style == .countdown(language("ar")))
        #expect(style.hashValue == CountdownFormatter.Style(language: language("ar")).hashValue)
        #expect(style != .countdown(Self.hebrew))
        #expect(style != .countdown(Self.arabic, options: .init(digits: .native)))
    }

    /// Encoded and decoded, a style formats as before, with an applied `numbers`
    /// keyword kept; a language that is not a tag is a decoding error, not a trap.
    @Test func styleRoundTripsThroughJSON() throws {
        let latinArabic = ActivityLanguage(code: "ar_EG@numbers=latn", supported: ["en", "ar"], developmentLanguage: "en")
        let style = CountdownFormatter.Style(language: latinArabic, options: .init(digits: .native, layout: .hoursMinutesSeconds))
        let data = try JSONEncoder().encode(style)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["language"] as? String == "ar-u-nu-latn")
        let decoded = try JSONDecoder().decode(CountdownFormatter.Style.self, from: data)
        #expect(decoded == style)
        #expect(decoded.format(.seconds(323)) == "\u{2066}0:05:23\u{2069}")

        let bad = Data(#"{"language": "\u0000", "options": {"digits": {"latin": {}}, "isolation": {"isolate": {}}, "layout": {"automatic": {}}}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CountdownFormatter.Style.self, from: bad) }
    }
}
