import XCStrings

extension AuditRule {
    /// A widget unit in use is in state `machine_translated`: shown, never reviewed.
    static let machineTranslated: AuditRule = AuditRule(RuleDescription(
        identifier: "machine-translated",
        // A reminder: the text is shown, and is often right.
        severity: .note,
        input: .catalogs,
        fixability: nil,
        summary: "a widget unit is in state machine_translated: shown to users, never reviewed",
        rationale: "A widget string unit is in state machine_translated: a translation service wrote it and no "
            + "translator has reviewed it. It is shown as written, on the Lock Screen, in words a person of that "
            + "language may not use.",
        howToFix: "Have the translation reviewed and mark it translated.",
        details: "a widget unit in use in state `machine_translated` (also inside plural and device variations), "
            + "once per localization. A note: a reminder to review, not a defect",
        triggering: [
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"]],
                        widget: ["Start": ["en": "Start", "ar": .machineTranslated("ابدأ")]]),
        ],
        nonTriggering: [
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"]],
                        widget: ["Start": ["en": "Start", "ar": "ابدأ"]]),
        ],
        localizationCheck: { input in
            // The first machine-translated unit in path order, if any.
            var first: CatalogUnitLeaf?
            if let unit = input.localization.plainUnit {
                guard unit.isMachineTranslated else { return [] }
                first = CatalogUnitLeaf(path: CatalogLeafPath(), state: unit.state, value: unit.value,
                                        isEmpty: unit.value.isEmpty)
            } else {
                // Variants are read in no fixed order: the first is chosen by path.
                input.localization.forEachUnit { leaf in
                    guard leaf.state == .machineTranslated else { return }
                    if first.map({ CatalogLeafPath.precedes(leaf.path, $0.path) }) ?? true { first = leaf }
                }
            }
            guard let first else { return [] }
            let audit = input.audit, key = input.entry.key
            let here = audit.place(input.localization.location ?? input.entry.location)
            let which = first.path.description.isEmpty ? "" : " (variant \(first.path.description))"
            return [audit.finding(.machineTranslated, key: key, language: input.language,
                                  at: audit.at(first.location, else: here),
                "the \(input.language) translation of \(key.quotedForMessage)\(which) (\(first.value.quotedForMessage)) "
                    + "is marked machine_translated: users see it, but no translator has reviewed it. Have it "
                    + "reviewed and mark it translated.")]
        }))
}
