import XCStrings

extension AuditRule {
    /// A widget unit is in state `needs_review`.
    static let needsReview = AuditRule(RuleDescription(
        identifier: "needs-review",
        severity: .warning,
        input: .catalogs,
        fixability: nil,
        summary: "a widget unit is in state needs_review",
        rationale: "A widget string unit is in state needs_review: a translator or Xcode flagged it after the source "
            + "changed. It is still shown as written.",
        howToFix: "Review the translation and mark it translated.",
        details: "a widget unit in use in state `needs_review`",
        triggering: [
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"]],
                        widget: ["Start": ["en": "Start", "ar": .needsReview("ابدأ")]]),
        ],
        nonTriggering: [
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"]],
                        widget: ["Start": ["en": "Start", "ar": "ابدأ"]]),
        ]))
}

extension CatalogAudit {
    /// The check, on the first unit in `needs_review` that the walk found in one
    /// widget localization.
    func needsReviewFinding(_ entry: StringCatalog.Entry, language: String, review: CatalogUnitLeaf,
                            at here: Place) -> AuditFinding {
        finding(.needsReview, key: entry.key, language: language, at: at(review.location, else: here),
            "the \(language) translation of \(entry.key.quotedForMessage) (\(review.value.quotedForMessage)) "
                + "is marked needs_review. Review it and mark it translated.")
    }
}
