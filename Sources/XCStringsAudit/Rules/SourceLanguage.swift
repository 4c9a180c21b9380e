import XCStrings

extension AuditRule {
    /// The widget catalog's `sourceLanguage` differs from the app's.
    static let sourceLanguage = AuditRule(RuleDescription(
        identifier: "source-language",
        severity: .error,
        input: .catalogs,
        fixability: nil,
        summary: "the widget catalog's sourceLanguage differs from the app's",
        rationale: "The widget catalog's sourceLanguage differs from the app's. The two targets fall back to "
            + "different languages, and every comparison between them compares different texts.",
        howToFix: "Give both targets the same development language, and the catalogs the same sourceLanguage.",
        details: "the widget catalog's `sourceLanguage` differs from the app's: the targets fall back to different "
            + "languages",
        triggering: [
            RuleExample(app: ["Start": ["en": "Start"]],
                        widget: ExampleCatalog(sourceLanguage: "de", ["Start": ["de": "Starten"]])),
        ],
        nonTriggering: [
            RuleExample(app: ["Start": ["en": "Start"]], widget: ["Start": ["en": "Start"]]),
        ]))
}

extension CatalogAudit {
    /// The check: one finding at the widget catalog's first line when the two
    /// catalogs' source languages differ.
    func sourceLanguageFinding() -> AuditFinding? {
        guard widget.sourceLanguage != app.sourceLanguage else { return nil }
        return finding(.sourceLanguage, key: nil, language: widget.sourceLanguage,
                       at: Place(file: widgetPath, line: 1, column: 1),
            "the widget catalog's sourceLanguage is \(widget.sourceLanguage) but the app's is "
                + "\(app.sourceLanguage): the two targets fall back to different languages and compare "
                + "different texts. Set the widget's development language (and the catalog's "
                + "sourceLanguage) to \(app.sourceLanguage), or the app's to \(widget.sourceLanguage).")
    }
}
