import Testing
@testable import XCStringsAudit

/// `translation-drift` in plural variants: a variant that differs from the app's
/// only in case or punctuation (in any script) is the same wording, as a plain
/// value is; a reworded variant is drift.
@Suite struct TranslationDriftVariantTests {
    /// An entry whose `language` localization is a plural of `cases`.
    private func pluralEntry(_ key: String, _ language: String, _ cases: [(String, String)]) -> String {
        let variants = cases.map { category, value in
            #""\#(category)": {"stringUnit": {"state": "translated", "value": \#(jsonString(value))}}"#
        }.joined(separator: ", ")
        return #"\#(jsonString(key)): {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\#(key)"}}, "#
            + #""\#(language)": {"variations": {"plural": {\#(variants)}}}}}"#
    }

    private func drift(app: String, widget: String) -> [String] {
        CatalogAudit(app: makeCatalog(app), widget: makeCatalog(widget), appPath: "App.xcstrings",
                     widgetPath: "Widget.xcstrings").run().findings.filter { $0.rule == .translationDrift }.map(summary)
    }

    @Test func aPluralVariantDifferingOnlyInCaseIsNoDrift() {
        // Cyrillic capitals, and German ß against SS.
        let app = [pluralEntry("%lld streets", "ru", [("one", "%lld улица"), ("few", "%lld улицы"),
                                                      ("many", "%lld улиц"), ("other", "%lld улицы")]),
                   pluralEntry("%lld roads", "de", [("one", "%lld Straße"), ("other", "%lld Straßen")])]
            .joined(separator: ", ")
        let widget = [pluralEntry("%lld streets", "ru", [("one", "%lld УЛИЦА"), ("few", "%lld УЛИЦЫ"),
                                                         ("many", "%lld УЛИЦ"), ("other", "%lld улицы.")]),
                      pluralEntry("%lld roads", "de", [("one", "%lld STRASSE"), ("other", "%lld Straßen")])]
            .joined(separator: ", ")
        #expect(drift(app: app, widget: widget) == [])
    }

    @Test func aRewordedPluralVariantIsDrift() {
        let app = pluralEntry("%lld streets", "ru", [("one", "%lld улица"), ("few", "%lld улицы"),
                                                     ("many", "%lld улиц"), ("other", "%lld улицы")])
        let widget = pluralEntry("%lld streets", "ru", [("one", "%lld дорога"), ("few", "%lld УЛИЦЫ"),
                                                        ("many", "%lld улиц"), ("other", "%lld улицы")])
        #expect(drift(app: app, widget: widget) == ["translation-drift %lld streets/ru"])
    }
}
