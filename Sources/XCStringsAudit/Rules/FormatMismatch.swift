import XCStrings

extension AuditRule {
    /// A widget translation's format specifiers differ from the key's.
    static let formatMismatch = AuditRule(RuleDescription(
        identifier: "format-mismatch",
        severity: .error,
        input: .catalogs,
        fixability: nil,
        summary: "a widget translation's format specifiers differ from its source text's (or its key's, where the "
            + "source text drops one)",
        rationale: "A widget translation's format specifiers (%@, %lld, positional %1$@ …) differ from its source "
            + "text's (or its key's, where the source text leaves an argument out) by position or type; formatting it "
            + "can print garbage or crash.",
        howToFix: "Make the translation use the same specifiers, in the same order and of the same types, as the "
            + "source text.",
        details: "a widget translation's specifiers differ from the source text's by position and type (integer, "
            + "floating, object, char, C string; positional `%2$@` and substitutions resolved; a plural variant may "
            + "omit its count). Where the source text drops an argument of the key (\"Streak\" for `%lld day "
            + "streak`), the key is the reference. An empty value is never a format problem",
        triggering: [
            RuleExample(app: ["%lld min left": ["en": "%lld min left", "ar": "بقي %lld د"]],
                        widget: ["%lld min left": ["en": "%lld min left", "ar": "بقي %@ د"]]),
        ],
        nonTriggering: [
            RuleExample(app: ["%lld min left": ["en": "%lld min left", "ar": "بقي %lld د"]],
                        widget: ["%lld min left": ["en": "%lld min left", "ar": "بقي %lld د"]]),
            // Positional specifiers in another order are the same arguments.
            RuleExample(app: ["%1$@ of %2$@": ["en": "%1$@ of %2$@"]],
                        widget: ["%1$@ of %2$@": ["en": "%1$@ of %2$@", "ar": "%2$@ من %1$@"]]),
        ]))
}

extension CatalogAudit {
    /// The check, on the first unit whose specifiers the walk found to differ from
    /// `reference`. Where the key is the reference because the source text drops
    /// an argument ("Streak" for `%lld day streak`), the drop is the author's
    /// choice: the source language itself is not reported then.
    func formatMismatchFinding(_ entry: StringCatalog.Entry, language: String, value: String, problem: String,
                               location: StringCatalog.SourceLocation?, sourceValue: String?,
                               reference: FormatReference, at here: Place) -> AuditFinding? {
        guard language != widget.sourceLanguage || sourceValue == reference.text else { return nil }
        return finding(.formatMismatch, key: entry.key, language: language, at: at(location, else: here),
            "the \(language) translation \(value.quotedForMessage) does not match the format "
                + "specifiers of \(reference.text.quotedForMessage): \(problem). Fix the "
                + "translation; a wrong type prints garbage or crashes the widget.")
    }
}
