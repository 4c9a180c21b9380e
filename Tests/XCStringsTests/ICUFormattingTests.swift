import Testing
@testable import ActivityLocalization

/// The plural rules and number formats lookup uses, through ``Backend`` (package
/// API of ActivityLocalization, tested here where they are used), on every backend
/// in the build. Data is CLDR 42 (ICU 72).
@Suite struct ICUFormattingTests {
    #if os(Linux)
    @Test("Plural rules are opened once per locale and shared")
    func pluralRulesAreCached() throws {
        let first = try #require(ICU.PluralRules.shared(for: "ar"))
        let second = try #require(ICU.PluralRules.shared(for: "ar"))
        #expect(first === second)
        #expect(first.localeID == "ar")
    }

    @Test func icuFormatsAreShared() {
        let first = ICU.NumberFormat.shared(for: "de", grouping: true, fractionDigits: 0)
        #expect(first != nil && first === ICU.NumberFormat.shared(for: "de", grouping: true, fractionDigits: 0))
    }
    #endif

    @Test("A number's category depends on the decimals shown", arguments: [
        ("en", 1.0, 0, "one"), ("en", 1.0, 1, "other"), ("en", 1.5, 1, "other"),
        ("fr", 1.5, 1, "one"), ("fr", 0.0, 0, "one"), ("ar", 0.0, 0, "zero"), ("he", 2.0, 0, "two"), ("he", 2.0, 1, "other"),
        ("ru", 21.0, 0, "one"), ("ru", 22.0, 0, "few"), ("ru", 25.0, 0, "many"), ("ja", 1.0, 0, "other"),
    ])
    func decimalCategory(locale: String, number: Double, fractionDigits: Int, expected: String) {
        for backend in Backend.all {
            #expect(backend.pluralCategory(localeID: locale, number: number, fractionDigits: fractionDigits) == expected, "\(backend)")
        }
    }

    @Test("The categories of a range of integers are each integer's category", arguments: [
        "ar", "he", "fr", "ru", "pl", "cy", "ja", "pt_PT",
    ])
    func integerCategories(locale: String) throws {
        for backend in Backend.all {
            let categories = try #require(backend.pluralCategories(localeID: locale, integers: 0...120), "\(backend)")
            #expect(categories.count == 121)
            let one = (0...120).map { backend.pluralCategory(localeID: locale, number: Double($0)) }
            #expect(categories == one, "\(backend)")
            #expect(backend.pluralCategories(localeID: locale, integers: 7...7) == [one[7]!], "\(backend)")
        }
        // Arabic: 0 zero, 1 one, 2 two, 3…10 few, 11…99 many, 100 other.
        let arabic = Backend.current.pluralCategories(localeID: "ar", integers: 0...11)
        #expect(arabic == ["zero", "one", "two", "few", "few", "few", "few", "few", "few", "few", "few", "many"])
    }

    @Test("Numbers use the locale's default digits", arguments: [
        ("ar", "\u{661}\u{662}\u{663}"), ("fa", "\u{6F1}\u{6F2}\u{6F3}"), ("he", "123"), ("en", "123"), ("hi", "123"),
        ("mr", "\u{967}\u{968}\u{969}"), ("ar_MA", "123"),
    ])
    func digits(locale: String, expected: String) {
        for backend in Backend.all {
            #expect(backend.format(Int64(123), localeID: locale, grouping: false) == expected, "\(backend)")
        }
    }

    @Test func groupingAndFractionDigits() {
        for backend in Backend.all {
            #expect(backend.format(1234.5, localeID: "en", grouping: true, fractionDigits: 2) == "1,234.50", "\(backend)")
            #expect(backend.format(1234.5, localeID: "en", grouping: false, fractionDigits: 2) == "1234.50", "\(backend)")
            #expect(backend.format(Int64(1234), localeID: "de", grouping: true) == "1.234", "\(backend)")
            #expect(backend.format(Int64(-1234567), localeID: "hi", grouping: true) == "-12,34,567", "\(backend)")
        }
    }

    @Test("Shared formats and rules give the same answers from many tasks at once")
    func concurrentUse() async {
        let results = await withTaskGroup(of: String.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let number = Int64(index % 4)
                    let digits = Backend.current.format(number, localeID: "ar", grouping: false) ?? "?"
                    let category = Backend.current.pluralCategory(localeID: "ar", number: Double(number)) ?? "?"
                    return "\(index % 4) \(digits) \(category)"
                }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(results == ["0 \u{660} zero", "1 \u{661} one", "2 \u{662} two", "3 \u{663} few"])
    }
}
