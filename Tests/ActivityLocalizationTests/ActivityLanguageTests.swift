import Testing
@testable import ActivityLocalization

/// The supported list used by the verified expectations.
private let catalogLanguages = [
    "en", "ar", "he", "ko", "ja", "pt-PT", "pt-BR", "zh-Hans", "zh-Hant",
    "es", "es-419", "nb", "sr-Latn", "fr",
]

private func resolve(_ code: String, supported: [String] = catalogLanguages,
                     system: [String] = [], acceptingOneWayMatches: Bool = false) -> ActivityLanguage {
    ActivityLanguage(code: code, supported: supported, developmentLanguage: "en",
                     systemLanguages: system, acceptingOneWayMatches: acceptingOneWayMatches)
}

@Suite struct ActivityLanguageMatchingTests {
    @Test(arguments: [
        ("iw", "he"), ("iw-IL", "he"), ("ko-KR", "ko"), ("ar-EG", "ar"),
        ("no", "nb"), ("nn", "nb"),
        ("zh-CN", "zh-Hans"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-MO", "zh-Hant"),
        ("zh-Hans-TW", "zh-Hans"),
        ("pt", "pt-BR"), ("pt-AO", "pt-PT"), ("pt-MZ", "pt-PT"),
        ("es-MX", "es-419"), ("es-US", "es-419"), ("es-AR", "es-419"), ("es-ES", "es"),
        ("sr-Cyrl", "sr-Latn"),
        ("pt_BR", "pt-BR"), ("PT-br", "pt-BR"), ("ZH-HANT", "zh-Hant"),
        ("ar", "ar"), ("he", "he"), (" ko ", "ko"),
    ])
    func matchesTheClosestSupportedLanguage(code: String, expected: String) {
        let language = resolve(code)
        #expect(language.identifier == expected)
        #expect(language.resolution == .exact || language.resolution == .closest)
    }

    @Test(arguments: [
        ("he", ActivityLanguage.Resolution.exact), ("iw", .exact), ("PT_br", .exact), ("ZH-HANT", .exact),
        ("iw-IL", .closest), ("es-MX", .closest), ("pt", .closest), ("zh-TW", .closest),
    ])
    func saysWhetherTheMatchWasExact(code: String, expected: ActivityLanguage.Resolution) {
        #expect(resolve(code).resolution == expected)
    }

    @Test func identifierIsNormalisedFromTheSupportedEntry() {
        let language = resolve("pt-BR", supported: ["en", "pt_BR", "ar"])
        #expect(language.identifier == "pt-BR")
        #expect(language.resolution == .exact)
    }

    /// An extension whose value is `yes` keeps it: the identifier chosen is one that
    /// resolves to itself again (the language fuzzer found `he-c`, which did not).
    @Test func anExtensionValuedYesIsKeptInTheIdentifier() {
        let language = resolve("he", supported: ["en", "he-C-yes"])
        #expect(language.identifier == "he-c-yes")
        let again = resolve(language.identifier, supported: [language.identifier])
        #expect(again.identifier == "he-c-yes" && again.resolution == .exact)
    }

    @Test func arabicAndHebrewResolveRightToLeft() {
        for code in ["ar", "ar-SA", "he", "iw"] {
            #expect(resolve(code).direction == .rightToLeft, "\(code)")
        }
        #expect(resolve("ko").direction == .leftToRight)
    }
}

@Suite struct ActivityLanguageOneWayMatchTests {
    /// CLDR lets these fall back one way only; by default we refuse and use the
    /// development language, because it is not the language the user chose.
    @Test(arguments: [("ur", "en"), ("yi", "en"), ("ps", "en"), ("ckb", "ar"), ("zu", "en"), ("tlh", "en")])
    func oneWayMatchesFallBackToTheDevelopmentLanguage(code: String, candidate: String) {
        let supported = ["ar", "en", "fr"]
        let language = ActivityLanguage(code: code, supported: supported, developmentLanguage: "fr")
        #expect(language.identifier == "fr")
        #expect(language.resolution == .developmentLanguage(.oneWayMatch(candidate: candidate)))

        let accepting = ActivityLanguage(code: code, supported: supported, developmentLanguage: "fr",
                                         acceptingOneWayMatches: true)
        #expect(accepting.identifier == candidate)
        #expect(accepting.resolution == .closest)
    }

    @Test func mutualMatchesAreNotOneWay() {
        // nn ↔ nb and sr-Cyrl ↔ sr-Latn match in both directions.
        #expect(resolve("nn").resolution == .closest)
        #expect(resolve("sr-Cyrl").resolution == .closest)
    }
}

@Suite struct ActivityLanguageFallbackTests {
    @Test func emptyCodeUsesTheFirstMatchingSystemLanguage() {
        let language = resolve("", system: ["xx", "ko-KR", "en-US"])
        #expect(language.identifier == "ko")
        #expect(language.resolution == .systemLanguage)
    }

    @Test func emptyCodeWithoutMatchingSystemLanguageUsesTheDevelopmentLanguage() {
        let language = resolve("", system: ["xx", "123", "tlh"])
        #expect(language.identifier == "en")
        #expect(language.resolution == .developmentLanguage(.emptyCode))
        #expect(resolve("   ").resolution == .developmentLanguage(.emptyCode))
        #expect(resolve("").resolution == .developmentLanguage(.emptyCode))
    }

    @Test(arguments: [
        ("123", ActivityLanguage.InvalidCode.notWellFormed),
        ("und", .undetermined), ("und-US", .undetermined),
        ("en--US", .notWellFormed), ("-en", .notWellFormed), ("en-", .notWellFormed),
        ("c", .notWellFormed), ("en US", .notWellFormed), ("en-US-", .notWellFormed),
        ("עברית", .notASCII), ("ko\u{301}", .notASCII), ("en\u{0}xx", .containsNUL),
        (String(repeating: "a", count: 10_000), .tooLong),
        (String(repeating: "en-", count: 3_400), .tooLong),
    ])
    func malformedCodesFallBackToTheDevelopmentLanguage(code: String, problem: ActivityLanguage.InvalidCode) {
        let language = resolve(code, system: ["ko"])
        #expect(language.identifier == "en")
        #expect(language.direction == .leftToRight)
        #expect(language.resolution == .developmentLanguage(.invalidCode(problem)))
    }

    @Test(arguments: ["xx", "qaa", "english", "xx-Latn-XX"])
    func wellFormedCodesWithoutAMatchFallBack(code: String) {
        let language = ActivityLanguage(code: code, supported: catalogLanguages, developmentLanguage: "he")
        #expect(language.identifier == "he")
        #expect(language.direction == .rightToLeft)
        #expect(language.resolution == .developmentLanguage(.noMatch))
    }

    @Test func junkAndDuplicatesInSupportedAreSkippedAndReported() {
        let language = ActivityLanguage(
            code: "pt-BR",
            supported: ["", "en", "123", "pt_BR", "PT-br", "iw", "he", "ar\u{0}", "😀", "pt-BR"],
            developmentLanguage: "en")
        #expect(language.identifier == "pt-BR")
        #expect(language.ignoredSupportedLanguages == [
            .init(entry: "", reason: .invalid(.empty)),
            .init(entry: "123", reason: .invalid(.notWellFormed)),
            .init(entry: "PT-br", reason: .duplicate(of: "pt-BR")),
            .init(entry: "he", reason: .duplicate(of: "he")),
            .init(entry: "ar\u{0}", reason: .invalid(.containsNUL)),
            .init(entry: "😀", reason: .invalid(.notASCII)),
            .init(entry: "pt-BR", reason: .duplicate(of: "pt-BR")),
        ])
        #expect(ActivityLanguage(code: "he", supported: ["iw"], developmentLanguage: "en").identifier == "he")
    }

    @Test func onlyJunkSupportedFallsBack() {
        let language = ActivityLanguage(code: "ar", supported: ["", "123"], developmentLanguage: "en")
        #expect(language.identifier == "en")
        #expect(language.resolution == .developmentLanguage(.noSupportedLanguages))
    }

    @Test func malformedDevelopmentLanguageIsReportedAndReplaced() {
        let language = ActivityLanguage(code: "", supported: ["fr"], developmentLanguage: "??")
        #expect(language.identifier == "en")
        #expect(language.ignoredSupportedLanguages == [
            .init(entry: "??", reason: .invalidDevelopmentLanguage(.notWellFormed)),
        ])
    }
}

@Suite struct ActivityLanguageDirectionTests {
    @Test(arguments: [
        "ar", "he", "iw", "fa", "ur", "ps", "ckb", "sd", "ug", "yi", "ji", "dv", "syr",
        "nqo", "ks", "az-Arab", "pa-Arab", "ms-Arab", "en-Arab",
        // Nastaliq (ISO 15924 Aran, a variant of Arab) and a Syriac variant, which
        // ICU 72's uscript_isRightToLeft does not mark: both backends map them.
        "ur-Aran", "ks-Aran", "pa-Aran", "syr-Syre",
    ])
    func rightToLeft(code: String) {
        for backend in Backend.all {
            let language = ActivityLanguage(code: code, supported: [code], developmentLanguage: "en", backend: backend)
            #expect(language.resolution == .exact, "\(backend)")
            #expect(language.direction == .rightToLeft, "\(backend)")
        }
    }

    @Test(arguments: ["en", "ko", "ja", "zh-Hant", "sr-Latn", "az-Latn", "ar-Latn", "tr", "pa", "ks-Deva"])
    func leftToRight(code: String) {
        for backend in Backend.all {
            let language = ActivityLanguage(code: code, supported: [code], developmentLanguage: "ar", backend: backend)
            #expect(language.resolution == .exact, "\(backend)")
            #expect(language.direction == .leftToRight, "\(backend)")
        }
    }
}
