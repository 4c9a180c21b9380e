import Testing
@testable import ActivityLocalization

/// The identifiers Apple platforms hand an app, as the app stores them in the
/// activity's attributes: `Locale.current.identifier` (underscores, ICU keywords
/// such as `@numbers=latn` when an Arabic user picks Latin digits, `@rg=` for a
/// region override, `@calendar=`) and `Locale.preferredLanguages` (`zh-Hans-HK`,
/// `es-419`). Each resolves to the language it names, on every backend.
@Suite struct AppleIdentifierTests {
    static let supported = ["en", "ar", "he", "es", "es-419", "zh-Hans", "zh-Hant"]

    /// (code, identifier, resolution, the code's keywords as `codeKeywords` describes them).
    static let cases: [(String, String, ActivityLanguage.Resolution, [String])] = [
        ("ar_EG@numbers=latn", "ar", .closest, ["numbers=latn applied"]),
        ("ar-EG-u-nu-latn", "ar", .closest, ["numbers=latn applied"]),
        ("ar@numbers=latn", "ar", .exact, ["numbers=latn applied"]),
        ("ar@rg=egzzzz", "ar", .exact, ["rg=egzzzz ignored"]),
        ("AR@RG=EGZZZZ", "ar", .exact, ["rg=egzzzz ignored"]),
        ("he_IL@calendar=hebrew", "he", .closest, ["calendar=hebrew ignored"]),
        ("iw_IL@calendar=hebrew;numbers=hebr", "he", .closest, ["calendar=hebrew ignored", "numbers=hebr ignored"]),
        ("zh-Hans-HK", "zh-Hans", .closest, []),
        ("zh_Hans_HK", "zh-Hans", .closest, []),
        ("zh-Hant-HK", "zh-Hant", .closest, []),
        ("es-419", "es-419", .exact, []),
        ("es_419", "es-419", .exact, []),
        ("es-MX", "es-419", .closest, []),
        ("en_US@calendar=japanese;numbers=arab;rg=gbzzzz", "en", .closest,
         ["calendar=japanese ignored", "numbers=arab applied", "rg=gbzzzz ignored"]),
        ("En_gB@rG=uSzZzZ", "en", .closest, ["rg=uszzzz ignored"]),
        ("xx@numbers=latn", "en", .developmentLanguage(.noMatch), ["numbers=latn ignored"]),
    ]

    @Test(arguments: Backend.all)
    func appleIdentifiersResolve(backend: Backend) {
        for (code, identifier, resolution, keywords) in Self.cases {
            let language = ActivityLanguage(code: code, supported: Self.supported, developmentLanguage: "en", backend: backend)
            #expect(language.identifier == identifier, "\(code) on \(backend)")
            #expect(language.resolution == resolution, "\(code) on \(backend)")
            #expect(language.codeKeywords.map(\.description) == keywords, "\(code) on \(backend)")
        }
    }

    /// `numbers=latn` is what the user chose: the Arabic countdown and labels
    /// keep Latin digits even when the widget asks for the language's own.
    @Test func latinDigitsChosenOnTheDeviceAreKept() {
        let language = ActivityLanguage(code: "ar_EG@numbers=latn", supported: Self.supported, developmentLanguage: "en")
        #expect(language.localeID == "ar@numbers=latn")
        #expect(language.direction == .rightToLeft)
        #expect(CountdownFormatter(language: language, options: .init(digits: .native)).string(seconds: 3923)
                == "\u{2066}1:05:23\u{2069}")
        #expect(LabelFormatter(language: language, digits: .native).number(12) == "\u{2068}12\u{2069}")
        #expect(language.description == "ar (closest match by CLDR language distance; numbers=latn applied)")
    }

    /// A region override or a calendar changes nothing this package shows: Arabic
    /// digits stay the language's own.
    @Test func ignoredKeywordsLeaveTheLanguageAlone() {
        let arabic = ActivityLanguage(code: "ar@rg=egzzzz", supported: Self.supported, developmentLanguage: "en")
        #expect(arabic.localeID == "ar")
        #expect(CountdownFormatter(language: arabic, options: .init(digits: .native)).string(seconds: 3923)
                == "\u{2066}\u{0661}:\u{0660}\u{0665}:\u{0662}\u{0663}\u{2069}")
        let hebrew = ActivityLanguage(code: "he_IL@calendar=hebrew", supported: Self.supported, developmentLanguage: "en")
        #expect(hebrew.localeID == "he")
        #expect(hebrew.direction == .rightToLeft)
        #expect(hebrew.description == "he (closest match by CLDR language distance; calendar=hebrew ignored)")
    }
}

/// Formatting and plural rules at the edges of their input, on every backend.
@Suite struct BackendNumberEdgeTests {
    /// Every numbering system CLDR has, algorithmic ones included.
    static let numberingSystems = CLDRData.digits.entries().map(\.key)

    /// No numbering system makes a backend crash on the extreme `Int64`s: ICU's
    /// RBNF overflowed the stack on `Int64.min` for `hebr`, `roman`, `armn`…
    /// Algorithmic systems are written in Latin digits, the locale's Latin symbols.
    @Test(arguments: Backend.all)
    func extremeIntegersInEveryNumberingSystem(backend: Backend) {
        #expect(Self.numberingSystems.count > 80)
        for system in Self.numberingSystems {
            for base in ["en", "he_IL", "ar"] {
                let id = "\(base)@numbers=\(system)"
                for value in [Int64.min, Int64.max, 0, -1] {
                    for grouping in [false, true] {
                        let text = backend.format(value, localeID: id, grouping: grouping)
                        #expect(text != nil && !text!.isEmpty, "\(id) \(value) on \(backend)")
                        if !backend.hasDigits(numberingSystem: system) {
                            #expect(text == backend.format(value, localeID: "\(base)@numbers=latn", grouping: grouping),
                                    "\(id) \(value) on \(backend)")
                        }
                    }
                }
            }
        }
        #expect(backend.format(Int64.min, localeID: "en@numbers=hebr", grouping: true) == "-9,223,372,036,854,775,808")
        #expect(backend.format(Int64.max, localeID: "en@numbers=roman", grouping: false) == "9223372036854775807")
        #expect(backend.format(Int64.min, localeID: "ar@numbers=arab", grouping: false)
                == "\u{061C}-\u{0669}\u{0662}\u{0662}\u{0663}\u{0663}\u{0667}\u{0662}\u{0660}\u{0663}\u{0666}\u{0668}\u{0665}\u{0664}\u{0667}\u{0667}\u{0665}\u{0668}\u{0660}\u{0668}")
    }

    /// Whole numbers from 1e16 keep their zeros as plural operands: Arabic 1e16 is
    /// `other` (n % 100 = 0), not `one`.
    @Test(arguments: Backend.all)
    func largeWholeNumbersKeepTheirOperands(backend: Backend) {
        let cases: [(String, Double, String)] = [
            ("ar", 1e16, "other"), ("ar", 1e17, "other"), ("ar", 1e18, "other"), ("ar", 1.2345678901234568e17, "many"),
            ("fr", 1e16, "many"), ("fr", 1e18, "many"), ("fr", 1.2345678901234568e17, "other"),
            ("ru", 1e16, "many"), ("en", 1e16, "other"), ("pt", 1e18, "many"), ("es", 2e16, "many"),
            // The largest double below 1e18 is 999999999999999872 exactly (shortest: 9.999999999999999e17):
            // its last two digits are 72: Arabic's `many` (11–99), Russian's `few` (ends in 2, not 12–14).
            ("ar", 999_999_999_999_999_872, "many"), ("ru", 999_999_999_999_999_872, "few"),
        ]
        for (id, number, expected) in cases {
            #expect(backend.pluralCategory(localeID: id, number: number) == expected, "\(id) \(number) on \(backend)")
        }
    }
}
