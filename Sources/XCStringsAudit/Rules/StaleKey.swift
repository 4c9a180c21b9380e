import XCStrings

extension AuditRule {
    /// A widget entry is marked `extractionState: stale`.
    static let staleKey = AuditRule(RuleDescription(
        identifier: "stale-key",
        severity: .warning,
        input: .catalogs,
        fixability: nil,
        summary: "a widget entry is marked stale and the scanned sources do not use it",
        rationale: "A widget catalog entry is marked extractionState stale and the scanned sources do not use it "
            + "either: probably a leftover. It is still compiled into the widget.",
        howToFix: "Delete the entry if nothing builds the key at run time.",
        details: "a widget entry marked `extractionState: stale` that the scanned sources do not use (without "
            + "`--sources`, Xcode's word is taken)",
        triggering: [
            RuleExample(app: ["Start": ["en": "Start"]],
                        widget: ["Start": ["en": "Start"], "Old label": (["en": "Old label"] as ExampleEntry).stale]),
        ],
        nonTriggering: [
            // The sources use it: Xcode's mark is out of date.
            RuleExample(app: ["Start": ["en": "Start"]],
                        widget: ["Start": (["en": "Start"] as ExampleEntry).stale],
                        sources: ["Widget.swift": "import SwiftUI\nlet label = Text(\"Start\")\n"]),
        ]))
}

extension CatalogAudit {
    /// The check, on a widget entry that is marked stale, is not in use and is
    /// translatable.
    func staleKeyFinding(_ entry: StringCatalog.Entry) -> AuditFinding {
        let why = sourcesScanned
            ? "Xcode no longer finds it in the widget's code, and neither do the scanned sources."
            : "Xcode no longer finds it in the widget's code."
        return finding(.staleKey, key: entry.key, language: nil, at: place(entry.location),
            "\(entry.key.quotedForMessage) is marked stale: \(why) Delete it from the widget catalog if nothing "
                + "uses it (a key built at run time is not found by either), or use it again.")
    }
}
