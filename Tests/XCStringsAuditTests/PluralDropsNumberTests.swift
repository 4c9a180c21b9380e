import Testing
@testable import XCStringsAudit

/// `plural-drops-number`: a variant without the number is wrong where its
/// category stands for several numbers (CLDR plural rules through ICU).
@Suite struct PluralDropsNumberTests {
    /// A plural localization's JSON: category → value, each translated.
    private static func plural(_ cases: KeyValuePairs<String, String>) -> String {
        let variants = cases.map { #""\#($0.key)": {"stringUnit": {"state": "translated", "value": \#(jsonString($0.value))}}"# }
        return #"{"variations": {"plural": {\#(variants.joined(separator: ", "))}}}"#
    }

    private func findings(_ language: String, _ cases: KeyValuePairs<String, String>) -> [AuditFinding] {
        let app = makeCatalog(#""%lld min": {"localizations": {"en": \#(Self.plural(["one": "%lld min", "other": "%lld min"]))}}"#)
        let widget = makeCatalog(#""%lld min": {"localizations": {"en": \#(Self.plural(["one": "%lld min", "other": "%lld min"])), "\#(language)": \#(Self.plural(cases))}}"#)
        return CatalogAudit(app: app, widget: widget, appPath: "App.xcstrings", widgetPath: "Widget.xcstrings")
            .run().findings.filter { $0.rule == .pluralDropsNumber }
    }

    // The meaning, which does not depend on the CLDR version: which categories
    // stand for more than one integer.
    @Test(arguments: [
        ("ru", "one", true), ("uk", "one", true), ("fr", "one", true), ("pt-BR", "one", true),
        ("ru", "few", true), ("ar", "few", true), ("lv", "zero", true),
        ("en", "one", false), ("de", "one", false), ("ar", "zero", false), ("ar", "one", false),
        ("ar", "two", false), ("he", "two", false), ("he", "one", false),
    ])
    func categoriesThatAreOneNumber(language: String, category: String, several: Bool) throws {
        let requirement = try #require(PluralCategoryRequirements.shared.requirements(for: language)?
            .first { $0.category == category })
        #expect(requirement.coversSeveralNumbers == several)
    }

    @Test func russianOneIsAlsoTwentyOne() throws {
        let one = try #require(PluralCategoryRequirements.shared.requirements(for: "ru")?.first { $0.category == "one" })
        #expect(one.examples == [1, 21, 31, 41])
        #expect(CatalogAudit.numbers(one) == "1, 21, 31, 41…")
        let fr = try #require(PluralCategoryRequirements.shared.requirements(for: "fr")?.first { $0.category == "one" })
        #expect(CatalogAudit.numbers(fr) == "0 and 1")
    }

    @Test func reportsTheVariantThatDropsTheNumber() {
        let found = findings("ru", ["one": "Одна минута", "few": "%lld минуты", "many": "%lld минут", "other": "%lld минуты"])
        #expect(found.map(\.message) == [
            "the ru plural of \"%lld min\" says \"Одна минута\" for `one` without the number, but ICU's plural rules "
                + "for ru select `one` for 1, 21, 31, 41…: the widget shows this text for each of them. Put the number "
                + "in the variant, as `other` (\"%lld минуты\") has it.",
        ])
    }

    @Test func brazilianOneIsAlsoZero() {
        #expect(findings("pt-BR", ["one": "Um minuto", "other": "%lld minutos"]).map(summary) == ["plural-drops-number %lld min/pt-BR"])
    }

    @Test func oneNumberCategoriesMaySpellItOut() {
        #expect(findings("ar", ["zero": "لا دقائق", "one": "دقيقة واحدة", "two": "دقيقتان", "few": "%lld دقائق",
                                "many": "%lld دقيقة", "other": "%lld دقيقة"]).isEmpty)
        #expect(findings("he", ["one": "דקה אחת", "two": "שתי דקות", "other": "%lld דקות"]).isEmpty)
    }

    @Test func aPluralThatOnlyPicksAWordFormIsLeftAlone() {
        #expect(findings("ru", ["one": "минута", "few": "минуты", "many": "минут", "other": "минуты"]).isEmpty)
    }

    @Test func aFloatingPointOrPositionalNumberCounts() {
        #expect(findings("ru", ["one": "%1$lld минута", "few": "%1$lld минуты", "many": "%1$lld минут", "other": "%.1f минуты"]).isEmpty)
    }

    @Test func aSubstitutionVariantUsesArg() {
        let variants = #"{"one": {"stringUnit": {"state": "translated", "value": "одна минута"}}, "few": {"stringUnit": {"state": "translated", "value": "%arg минуты"}}, "many": {"stringUnit": {"state": "translated", "value": "%arg минут"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg минуты"}}}"#
        let ru = #"{"stringUnit": {"state": "translated", "value": "Осталось %#@m@"}, "substitutions": {"m": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": \#(variants)}}}}"#
        let catalog = makeCatalog(#""Left %lld": {"localizations": {"ru": \#(ru)}}"#)
        let found = CatalogAudit(app: catalog, widget: catalog, appPath: "A.xcstrings", widgetPath: "W.xcstrings").run()
            .findings.filter { $0.rule == .pluralDropsNumber }
        #expect(found.map(\.message).first?.hasPrefix("the ru plural (substitution \"m\") of \"Left %lld\" says \"одна минута\"") == true)
    }
}
