import XCStrings

extension AuditRule {
    /// A widget plural variation lacks a category the language needs.
    static let pluralCategories = AuditRule(RuleDescription(
        identifier: "plural-categories",
        severity: .error,
        input: .catalogs,
        fixability: nil,
        summary: "a widget plural lacks `other` or a category ICU's plural rules need for 0…1000",
        rationale: "A widget plural variation lacks `other`, or a category the language's CLDR plural rules need "
            + "for counts from 0 to 1000; such counts fall back to another form or to the key.",
        howToFix: "Add the missing plural categories to the widget's plural variation.",
        details: "a widget plural for L lacks `other`, or a category ICU's plural rules select for some integer "
            + "0…1000 (Arabic: all six; Hebrew: one, two, other; French: one, other). Not where L's `other` is "
            + "selected by no whole number (Russian, Ukrainian, Belarusian, Polish: it is the fractions' form) and the "
            + "plural lacks one category only, with an `other` text of its own — no other variant's, not the source "
            + "language's: translators who work with one form fewer write there the form the missing numbers need "
            + "(Polish `one` \"%lld post\", `few` \"%lld posty\", `other` \"%lld postów\", shown for 5), and those "
            + "numbers fall back to `other`",
        triggering: [
            RuleExample(app: ["%lld min": ["en": .plural(["one": "%lld min", "other": "%lld min"])]],
                        widget: ["%lld min": ["en": .plural(["one": "%lld min", "other": "%lld min"]),
                                              "he": .plural(["one": "דקה", "other": "%lld דקות"])]]),
        ],
        nonTriggering: [
            RuleExample(app: ["%lld min": ["en": .plural(["one": "%lld min", "other": "%lld min"])]],
                        widget: ["%lld min": ["en": .plural(["one": "%lld min", "other": "%lld min"]),
                                              "he": .plural(["one": "דקה", "two": "שתי דקות", "other": "%lld דקות"])]]),
        ]))
}

extension CatalogAudit {
    /// The check, on a widget localization the walk found to lack a category in
    /// some plural: one finding per plural (substitution, device), in place order.
    func pluralCategoryFindings(_ entry: StringCatalog.Entry, language: String,
                                localization: StringCatalog.Localization,
                                requirements: [PluralCategoryRequirements.Requirement]?, at here: Place,
                                into findings: inout [AuditFinding]) {
        var found: [(place: String, finding: AuditFinding)] = []
        // The key alone, not the entry: a closure that reads `entry.key` copies the
        // whole entry at each call.
        let key = entry.key
        let sourceTexts = language == widget.sourceLanguage ? [] : Self.texts(of: entry.localizations[widget.sourceLanguage])
        localization.forEachPlural { substitution, within, cases in
            if cases["other"] != nil, requirements?.allSatisfy({ cases[$0.category] != nil }) ?? true { return }
            if let requirements, Self.otherStandsIn(requirements: requirements, cases: cases, sourceTexts: sourceTexts) {
                return
            }
            var missing: [String] = []
            for requirement in requirements ?? [] where cases[requirement.category] == nil {
                missing.append("\(requirement.category) (e.g. \(requirement.example))")
            }
            if cases["other"] == nil && !missing.contains(where: { $0.hasPrefix("other ") }) {
                missing.append("other")
            }
            guard !missing.isEmpty else { return }
            let placeParts = [substitution.map { "substitution \($0.quotedForMessage)" }, within].compactMap { $0 }
            let place = placeParts.joined(separator: ", ")
            let which = place.isEmpty ? "plural" : "plural (\(place))"
            let order = ["zero", "one", "two", "few", "many", "other"]
            let needed = (requirements ?? []).map(\.category)
                .sorted { (order.firstIndex(of: $0) ?? 6, $0) < (order.firstIndex(of: $1) ?? 6, $1) }
                .joined(separator: ", ")
            let rules = requirements == nil
                ? "every plural needs `other`"
                : "ICU's plural rules for \(language) use \(needed)"
            found.append((place, finding(.pluralCategories, key: key, language: language, at: here,
                "the \(language) \(which) of \(key.quotedForMessage) lacks \(missing.joined(separator: ", ")); "
                    + "\(rules). Add the missing variants in the widget catalog.")))
        }
        found.sort { $0.place.utf8.lexicographicallyPrecedes($1.place.utf8) }
        findings += found.map(\.finding)
    }

    /// Whether a plural's `other` stands in for the one category it lacks: in a
    /// language whose `other` no whole number selects (Russian, Ukrainian,
    /// Belarusian, Polish: it is the fractions' form), a plural that lacks one of
    /// the categories whole numbers need and gives `other` a text of its own — no
    /// other variant's, not the source language's — has there the form the
    /// missing numbers need: translators who work with one form fewer write it
    /// there (Polish `one` "%lld post", `few` "%lld posty", `other` "%lld postów"
    /// for 5), and those numbers fall back to `other`.
    static func otherStandsIn(requirements: [PluralCategoryRequirements.Requirement],
                              cases: [String: StringCatalog.Variation], sourceTexts: Set<String>) -> Bool {
        guard !requirements.contains(where: { $0.category == "other" }),
              let other = cases["other"]?.stringUnit?.value, !other.isEmpty, !sourceTexts.contains(other),
              requirements.count(where: { cases[$0.category] == nil }) == 1 else { return false }
        return !cases.contains { $0.key != "other" && $0.value.stringUnit?.value == other }
    }

    /// Every text of a localization: each of its units' values.
    private static func texts(of localization: StringCatalog.Localization?) -> Set<String> {
        var texts: Set<String> = []
        localization?.forEachUnit { texts.insert($0.value) }
        return texts
    }
}
