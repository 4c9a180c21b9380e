import Testing
@testable import XCStringsAudit

/// A localization's variants are read into a dictionary, whose order changes
/// from run to run: a finding that names one variant names the first in path
/// order (``CatalogLeafPath/precedes(_:_:)``: by name), so that two runs write the same report.
@Suite struct VariantOrderTests {
    @Test func aMachineTranslatedPluralNamesItsFirstVariantByPath() {
        let variants = ["zero", "one", "two", "few", "many", "other"].map { category in
            #""\#(category)": {"stringUnit": {"state": "machine_translated", "value": "%lld \#(category)"}}"#
        }
        let plural = #"{"variations": {"plural": {\#(variants.joined(separator: ", "))}}}"#
        let app = makeCatalog(#""%lld days": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%lld days"}}}}"#)
        let widget = makeCatalog(#""%lld days": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%lld days"}}, "ar": \#(plural)}}"#)
        let messages = CatalogAudit(app: app, widget: widget, appPath: "App.xcstrings", widgetPath: "Widget.xcstrings")
            .run().findings.filter { $0.rule == .machineTranslated }.map(\.message)
        #expect(messages == [
            "the ar translation of \"%lld days\" (variant plural.few) (\"%lld few\") is marked machine_translated: users see "
                + "it, but no translator has reviewed it. Have it reviewed and mark it translated.",
        ])
    }
}
