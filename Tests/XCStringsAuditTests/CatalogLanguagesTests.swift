import Foundation
import Testing
import XCStrings
@testable import XCStringsAudit

/// ``StringCatalog/languages(alsoThose:)``, which project mode asks for each table, answers
/// both of its questions as they are answered one by one.
@Suite struct CatalogLanguagesTests {
    /// `ar` has a translation, `de` only a unit in state `new`, `fr` an empty value,
    /// `es` a translation in a plural variation only, `ja` no unit at all (a
    /// localization with an empty variation), `en` the source.
    static let json = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {
              "localizations" : {
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "تم" } },
                "de" : { "stringUnit" : { "state" : "new", "value" : "Fertig" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                "ja" : { "variations" : { "plural" : { } } }
              }
            },
            "%lld items" : {
              "localizations" : {
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld elemento" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld elementos" } }
                } } },
                "de" : { "stringUnit" : { "state" : "new", "value" : "%lld Elemente" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func bothAnswersAreTheOnesAskedApart() throws {
        let catalog = try StringCatalog(data: Data(Self.json.utf8), file: "L")
        let both = catalog.languages(alsoThose: \.hasUsableUnit)
        #expect(both.languages == catalog.languages)
        #expect(both.counted == CatalogAudit.translatedLanguages(of: catalog))
        // What tells them apart: a unit in state `new` or an empty value has units, not a translation.
        #expect(both.languages == ["ar", "de", "en", "es", "fr"])
        #expect(both.counted == ["ar", "en", "es"])
    }
}

/// What a bundle without a language shows its users instead (``LanguageFallback``).
@Suite struct LanguageFallbackTests {
    @Test(arguments: [
        ("fr-CA", ["fr"]),
        ("pt_PT", ["pt"]),
        ("es-419", ["es"]),
        ("zh-Hant-HK", ["zh-hant"]),
        ("zh-HK", ["zh-hant"]),
        ("zh-TW", ["zh-hant"]),
        ("zh-CN", ["zh-hans"]),
        ("sr-Latn", []),
        ("ca-ES-valencia", ["ca-es", "ca"]),
        ("de", []),
    ] as [(String, [String])])
    func aRegionalVariantFallsBackToItsLanguageInItsScript(language: String, parents: [String]) {
        #expect(LanguageFallback.parents(of: language) == parents)
    }

    @Test func aVariantIsShownWhereTheBundleHasItsLanguageOrItIsTheSourceLanguage() {
        #expect(LanguageFallback.isShownThroughAParent("fr-CA", available: ["en", "FR"], sourceLanguage: "en"))
        #expect(LanguageFallback.isShownThroughAParent("en-GB", available: [], sourceLanguage: "en"))
        #expect(LanguageFallback.isShownThroughAParent("zh-Hant-HK", available: ["zh-Hant"], sourceLanguage: "en"))
        #expect(!LanguageFallback.isShownThroughAParent("zh-Hant-HK", available: ["zh"], sourceLanguage: "en"))
        #expect(!LanguageFallback.isShownThroughAParent("pt-PT", available: ["pt-BR"], sourceLanguage: "en"))
        #expect(!LanguageFallback.isShownThroughAParent("fr", available: ["fr-CA"], sourceLanguage: "en"))
    }
}
