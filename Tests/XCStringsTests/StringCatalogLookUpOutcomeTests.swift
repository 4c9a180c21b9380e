import Foundation
import Testing
import ActivityLocalization
@testable import XCStrings

/// `lookUp` returns the string `localizedString` returns, and says where it came
/// from: the activity's language, a fallback, or no translation at all.
@Suite struct StringCatalogLookUpOutcomeTests {
    static let catalog = StringCatalogLookupTests.catalog
    static let supported = StringCatalogLookupTests.supported
    static let arabic = StringCatalogLookupTests.arabic
    static let hebrew = StringCatalogLookupTests.hebrew
    static let portugal = ActivityLanguage(code: "pt-PT", supported: ["en", "pt-PT"], developmentLanguage: "en")
    static let brazil = ActivityLanguage(code: "pt-BR", supported: supported, developmentLanguage: "en")

    struct Case: Sendable, CustomTestStringConvertible {
        let key: String
        let language: ActivityLanguage
        let arguments: [StringCatalog.Argument]
        let string: String
        let outcome: StringCatalog.Lookup.Outcome
        var testDescription: String { "\(key) in \(language.identifier)" }
    }

    @Test(arguments: [
        // Arabic has it.
        Case(key: "Hello %@", language: arabic, arguments: [.string("Ana")],
             string: "\u{645}\u{631}\u{62D}\u{628}\u{627} \u{2068}Ana\u{2069}", outcome: .found(language: "ar")),
        Case(key: "Hello %@", language: brazil, arguments: [.string("Ana")],
             string: "Oi \u{2068}Ana\u{2069}", outcome: .found(language: "pt-BR")),
        // pt-PT has no translation of its own: its parent's.
        Case(key: "Hello %@", language: portugal, arguments: [.string("Ana")],
             string: "Ol\u{E1} \u{2068}Ana\u{2069}", outcome: .fellBack(language: "pt")),
        // Only in English: the source language's.
        Case(key: "Only in English", language: hebrew, arguments: [],
             string: "Only in English", outcome: .fellBack(language: "en")),
        // No such entry: the key, formatted.
        Case(key: "%lld drops", language: hebrew, arguments: [.integer(3)],
             string: "\u{2068}3\u{2069} drops", outcome: .keyMissing),
        // An entry with no localization at all: the key, and it is not "missing".
        Case(key: "Water Low", language: arabic, arguments: [],
             string: "Water Low", outcome: .untranslated),
    ])
    func outcome(_ test: Case) {
        let lookup = Self.catalog.lookUp(test.key, language: test.language, arguments: test.arguments)
        #expect(lookup.string == test.string)
        #expect(lookup.outcome == test.outcome)
        #expect(Self.catalog.localizedString(test.key, language: test.language, arguments: test.arguments) == lookup.string)
    }

    /// A `new` unit outside the source language is passed over: the lookup says it fell back.
    @Test func anUntranslatedUnitIsAFallback() throws {
        let json = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Hold": {"localizations": {"#
            + #""en": {"stringUnit": {"state": "translated", "value": "Hold your breath"}}, "#
            + #""ar": {"stringUnit": {"state": "new", "value": "\u0627\u062d\u0628\u0633"}}}}}}"#
        let catalog = try StringCatalog(data: Data(json.utf8), file: "States.xcstrings")
        #expect(catalog.lookUp("Hold", language: Self.arabic) == StringCatalog.Lookup(string: "Hold your breath",
                                                                                      outcome: .fellBack(language: "en")))
    }
}
