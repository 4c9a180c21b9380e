import Testing
@testable import XCStringsAudit

/// A language that lacks a text every translating language keeps as it is
/// ("OK", a name, a unit) falls back to what its translation would be: no gap.
@Suite struct SourceTextKeepersTests {
    /// The `missing-translation` findings of a widget whose `OK` is written as
    /// `widgetValues`, where the app ships de, nl, ar and he but has `OK` in en only.
    private func gaps(_ widgetValues: [String: String], appDutch: String? = nil) -> [String] {
        let app = makeCatalog([entry("OK", ["en": "OK"].merging(appDutch.map { ["nl": $0] } ?? [:]) { $1 }),
                               entry("Start", ["en": "Start", "de": "Starten", "nl": "Start", "ar": "ابدأ", "he": "התחל"])]
                               .joined(separator: ", "))
        let widget = makeCatalog([entry("OK", widgetValues),
                                  entry("Start", ["en": "Start", "de": "Starten", "nl": "Start", "ar": "ابدأ", "he": "התחל"])]
                                  .joined(separator: ", "))
        return CatalogAudit(app: app, widget: widget, appPath: "App.xcstrings", widgetPath: "Widget.xcstrings",
                            usages: [], allKeys: true)
            .run().findings.filter { $0.rule == .missingTranslation }.map(summary)
    }

    @Test func twoLatinLanguagesKeepingTheTextCoverALatinOne() {
        // de and fr keep "OK" as it is: nl most likely does too, whatever the app says.
        #expect(gaps(["en": "OK", "de": "OK", "fr": "OK", "ar": "OK", "he": "OK"]) == [])
    }

    @Test func oneKeeperIsNotEnough() {
        #expect(gaps(["en": "OK", "de": "OK"])
                == ["missing-translation OK/ar", "missing-translation OK/he", "missing-translation OK/nl"])
    }

    @Test func aLanguageThatTranslatesTheTextMakesItWords() {
        #expect(gaps(["en": "OK", "de": "OK", "fr": "D'accord", "ar": "حسنًا", "he": "אישור"]) == ["missing-translation OK/nl"])
        // The app's own translation counts as much as the widget's.
        #expect(gaps(["en": "OK", "de": "OK", "fr": "OK", "ar": "OK", "he": "OK"], appDutch: "Oké") == ["missing-translation OK/nl"])
    }

    @Test func latinKeepersDoNotCoverAnotherScript() {
        // Every language that has it is written in Latin letters: Arabic and Hebrew users
        // still read a text their translation would change.
        #expect(gaps(["en": "OK", "de": "OK", "fr": "OK", "nl": "OK"])
                == ["missing-translation OK/ar", "missing-translation OK/he"])
        // A language in another script that keeps it too makes it a name.
        #expect(gaps(["en": "OK", "de": "OK", "fr": "OK", "nl": "OK", "ru": "OK"]) == [])
    }

    @Test func theSourceLanguageAndItsVariantsAreNoEvidence() {
        #expect(SourceTextKeepers(makeCatalog(entry("OK", ["en": "OK", "en-GB": "OK", "en_AU": "OK"]))["OK"]!,
                                  sourceLanguage: "en")?.count == 0)
    }
}
