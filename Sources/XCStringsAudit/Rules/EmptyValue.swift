import XCStrings

extension AuditRule {
    /// A unit marked translated has an empty value.
    static let emptyValue = AuditRule(RuleDescription(
        identifier: "empty-value",
        severity: .warning,
        input: .catalogs,
        fixability: nil,
        summary: "a widget translation is empty while its source text is not: nothing is shown",
        rationale: "A widget translation is empty while the source text is not, so that language shows nothing "
            + "where the others show text.",
        howToFix: "Translate it, or delete the empty unit so that the language falls back to the source text.",
        details: "a widget translation is empty while its source text is not (not for the key `\"\"`)",
        triggering: [
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"]],
                        widget: ["Start": ["en": "Start", "ar": ""]]),
        ],
        nonTriggering: [
            // The source text is empty too: the emptiness is deliberate.
            RuleExample(app: ["Spacer": ["en": "", "ar": ""]], widget: ["Spacer": ["en": "", "ar": ""]]),
        ]))
}

extension CatalogAudit {
    /// The check, on the first empty unit the walk found in one widget
    /// localization: an empty translation of a text is reported, an empty value
    /// where the source-language text is empty too (and for the key `""`) is not.
    func emptyValueFinding(_ entry: StringCatalog.Entry, language: String, empty: CatalogUnitLeaf,
                           sourceValue: String?, at here: Place) -> AuditFinding? {
        guard !entry.key.isEmpty, language != widget.sourceLanguage, sourceValue.map({ !$0.isEmpty }) ?? true
        else { return nil }
        let which = empty.path.description.isEmpty ? "" : " (variant \(empty.path.description))"
        let source = sourceValue.map { "the \(widget.sourceLanguage) text \($0.quotedForMessage)" }
            ?? "the key's own text"
        return finding(.emptyValue, key: entry.key, language: language, at: at(empty.location, else: here),
            "the \(language) translation of \(entry.key.quotedForMessage)\(which) is empty, so the widget shows "
                + "nothing where \(widget.sourceLanguage) shows \(source). Translate it, or delete the empty "
                + "unit to fall back to \(widget.sourceLanguage).")
    }
}
