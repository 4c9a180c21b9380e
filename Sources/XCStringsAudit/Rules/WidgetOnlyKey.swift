import XCStrings

extension AuditRule {
    /// A key in the widget catalog that the app catalog lacks, with evidence of a rename.
    static let widgetOnlyKey = AuditRule(RuleDescription(
        identifier: "widget-only-key",
        severity: .note,
        input: .catalogs,
        fixability: nil,
        summary: "a widget identifier the app lacks where the app has the same one but for case and punctuation (a rename)",
        rationale: "A widget key the app lacks, where the app has the same key but for case and punctuation: "
            + "often a key renamed in the app and not in the widget.",
        howToFix: "If the app renamed the key, rename it in the widget's code and catalog too.",
        details: "a widget key the app lacks, with evidence of a rename: both are identifiers (see `raw-key`) and "
            + "the app's is the same but for case and punctuation (`widget.title` / `widgetTitle`). The same text "
            + "under another key, or a text that differs only in case, is not evidence: on the real projects all 38 "
            + "such notes were the widget's own keys or deliberate variants. Other widget-only keys are text only the "
            + "widget shows, and not findings",
        triggering: [
            RuleExample(app: ["widgetTitle": ["en": "Timer"]], widget: ["widget.title": ["en": "Timer"]]),
        ],
        nonTriggering: [
            // Two texts that differ in case are two texts, not a renamed key.
            RuleExample(app: ["Net Income": ["en": "Net Income"]], widget: ["Net income": ["en": "Net income"]]),
        ]))
}

extension CatalogAudit {
    /// The check, on the widget entries in use whose keys the app lacks: a note
    /// for each with evidence of a rename in the app — an app key the widget lacks
    /// that is the same identifier but for case and punctuation (`widget.title` /
    /// `widgetTitle`). The same text under another key is not evidence: on real
    /// projects every such pair was the widget's own key (`pause` beside the
    /// app's `playback.pause`, `label.text.unread` beside `Unread`).
    ///
    /// - Complexity: O(*n*) in the number of app entries.
    func renamedKeyFindings(_ entries: [StringCatalog.Entry]) -> [AuditFinding] {
        var byFolded: [String: Int] = [:]
        // Identifiers only: two texts that differ in case or punctuation ("Net
        // Income" / "Net income") are two texts, not a renamed key.
        for (position, entry) in entries.enumerated() where Self.isIdentifierLike(entry.key) {
            // A key of few letters is near-identical to too much.
            let folded = Self.folded(entry.key)
            if folded.utf8.count >= 4 { byFolded[folded] = byFolded[folded] ?? position }
        }
        guard !byFolded.isEmpty else { return [] }
        var renamed: [Int: String] = [:]
        for appEntry in app.entries where appEntry.shouldTranslate != false && widget[appEntry.key] == nil
            && Self.isIdentifierLike(appEntry.key) {
            if let position = byFolded[Self.folded(appEntry.key)], renamed[position] == nil {
                renamed[position] = appEntry.key
            }
        }
        return renamed.sorted { $0.key < $1.key }.map { position, appKey in
            let entry = entries[position]
            return finding(.widgetOnlyKey, key: entry.key, language: nil, at: place(entry.location),
                "\(entry.key.quotedForMessage) is in the widget catalog but not in the app's, which has "
                    + "\(appKey.quotedForMessage): if the app renamed the key, rename it in the widget's code and "
                    + "catalog too, so both stay translated alike.")
        }
    }
}
