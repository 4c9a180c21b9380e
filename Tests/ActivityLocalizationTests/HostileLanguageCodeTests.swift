import Testing
@testable import ActivityLocalization

/// Language codes an app (or an attacker writing activity attributes) could hand the
/// widget. Each must resolve, quickly and without trapping, to the documented
/// fallback — the development language — with a precise reason; or, where the code
/// is a real language, to a real match.
@Suite struct HostileLanguageCodeTests {
    static let supported = ["en", "ar", "he", "pt-BR", "zh-Hant"]

    /// Codes that are not usable tags at all.
    static let invalid: [(String, ActivityLanguage.InvalidCode)] = [
        ("123", .notWellFormed), ("1", .notWellFormed), ("e", .notWellFormed),
        ("en--US", .notWellFormed), ("--", .notWellFormed), ("-", .notWellFormed), ("_", .notWellFormed),
        ("en_", .notWellFormed), ("_en", .notWellFormed), ("en-", .notWellFormed),
        ("en-US-", .notWellFormed), ("en US", .notWellFormed), ("en\tUS", .notWellFormed),
        ("en.US", .notWellFormed), ("en;q=0.9", .notWellFormed),
        ("en@", .notWellFormed), ("en@calendar", .notWellFormed), ("en@=gregorian", .notWellFormed),
        ("en@calendar=", .notWellFormed), ("en@calendar=gregorian;", .notWellFormed),
        ("en@numbers=latn;numbers=arab", .notWellFormed), ("en@num bers=latn", .notWellFormed),
        ("en@numbers=latn@rg=gbzzzz", .notWellFormed), ("en@numbers=la--tn", .notWellFormed),
        ("en@numbers=latn=arab", .notWellFormed), ("en_@numbers=latn", .notWellFormed),
        ("@numbers=latn", .notWellFormed),
        ("en,fr", .notWellFormed), ("*", .notWellFormed), ("en-*", .notWellFormed),
        ("ar-EG-", .notWellFormed), ("abcdefghi", .notWellFormed), ("en-abcdefghi", .notWellFormed),
        ("en-x", .notWellFormed), ("en-u", .notWellFormed), ("en-a-", .notWellFormed),
        ("\"en\"", .notWellFormed), ("'he'", .notWellFormed), ("<script>", .notWellFormed),
        ("../../etc/passwd", .notWellFormed), ("%00", .notWellFormed),
        ("und", .undetermined), ("UND", .undetermined), ("und-Latn", .undetermined), ("und-US", .undetermined),
        ("root", .undetermined),
        ("עברית", .notASCII), ("العربية", .notASCII), ("en\u{00A0}", .notASCII), ("ｅｎ", .notASCII),
        ("e\u{301}n", .notASCII), ("\u{200F}he", .notASCII), ("\u{2066}ar\u{2069}", .notASCII),
        ("he\u{FEFF}", .notASCII), ("😀", .notASCII), ("\u{FFFD}", .notASCII),
        ("\u{0}", .containsNUL), ("he\u{0}", .containsNUL), ("\u{0}he", .containsNUL),
        ("en\u{0}-US", .containsNUL),
        (String(repeating: "x", count: 10_000), .tooLong),
        (String(repeating: "en-US-", count: 2_000), .tooLong),
        ("en" + String(repeating: "-abcdefgh", count: 20), .tooLong),
        (String(repeating: "\u{0}", count: 4_096), .containsNUL),
        (String(repeating: "ع", count: 5_000), .notASCII),
        ("", .empty), (" ", .empty), ("\n\t\r ", .empty),
    ]

    @Test(arguments: invalid)
    func invalidCodesFallBackWithTheReason(code: String, problem: ActivityLanguage.InvalidCode) {
        let language = ActivityLanguage(code: code, supported: Self.supported, developmentLanguage: "en")
        #expect(language.identifier == "en")
        #expect(language.direction == .leftToRight)
        if problem == .empty {
            #expect(language.resolution == .developmentLanguage(.emptyCode))
        } else {
            #expect(language.resolution == .developmentLanguage(.invalidCode(problem)))
            #expect(language.description == "en (development language: \(problem))")
        }
    }

    /// Well-formed tags that name no supported language (or a private or
    /// grandfathered one): no match, so the development language.
    @Test(arguments: [
        "xx", "qaa", "zzz", "null", "tlh-x-klingon", "x-private", "i-default", "sgn-BE-FR",
        "art-lojban", "zz-Arab-x-private",
    ])
    func wellFormedButUnmatchedCodesFallBack(code: String) {
        let language = ActivityLanguage(code: code, supported: ["ar", "he"], developmentLanguage: "ar")
        #expect(language.identifier == "ar")
        #expect(language.direction == .rightToLeft)
        guard case .developmentLanguage(let reason) = language.resolution else {
            Issue.record("\(code) resolved to \(language)")
            return
        }
        #expect(reason == .noMatch || reason == .invalidCode(.notWellFormed) || reason == .invalidCode(.undetermined))
    }

    /// Codes with extensions and odd casing still find the language they name.
    @Test(arguments: [
        ("he-IL-u-nu-hebr", "he"), ("ar-u-nu-latn", "ar"), ("AR-eg", "ar"), ("pt-br-u-ca-gregory", "pt-BR"),
        ("zh-Hant-TW-u-co-stroke", "zh-Hant"), ("iw-x-old", "he"), ("en-GB-oxendict", "en"),
    ])
    func extensionsAndCaseAreTolerated(code: String, expected: String) {
        let language = ActivityLanguage(code: code, supported: Self.supported, developmentLanguage: "en")
        #expect(language.identifier == expected)
    }

    @Test func theReasonsReadAsSentences() {
        let oneWay = ActivityLanguage(code: "ckb", supported: ["en", "ar"], developmentLanguage: "en")
        #expect(oneWay.description == #"en (development language: "ar" matches only through a one-way CLDR fallback; pass acceptingOneWayMatches: true to accept it)"#)
        let closest = ActivityLanguage(code: "es-MX", supported: ["es-419", "en"], developmentLanguage: "en")
        #expect(closest.description == "es-419 (closest match by CLDR language distance)")
    }
}
