import Foundation
import Testing
import XCStrings
@testable import XCStringsAudit

/// A large widget catalog is walked in parts on all cores (``AuditSchedule``),
/// and each part's gaps are settled in a second pass once every part has said
/// which languages it has units in. Splitting must change nothing: the same
/// findings, messages, places and fix plan as one serial walk over all entries.
@Suite struct AuditScheduleTests {
    /// 240 keys; the widget has `de` everywhere, `fr` only in its last entry (so
    /// only the merge knows the widget has `fr` at all), `ko` in a middle run,
    /// `ja` nowhere; with reviews, a stale key, widget-only keys, raw keys and drift
    /// spread over the parts.
    private static func catalogs() -> (app: StringCatalog, widget: StringCatalog) {
        var app: [String] = []
        var widget: [String] = []
        for number in 0..<240 {
            let key = number % 37 == 0 ? "widget.item\(number).title" : "Item \(number) is ready"
            let english = "Item \(number) is ready"
            app.append(entry(key, ["en": english, "de": "Punkt \(number)", "fr": "Élément \(number)",
                                   "ja": "項目 \(number)", "ko": "항목 \(number)"]))
            var values = ["de": number % 11 == 0 ? "Anderer Punkt \(number)" : "Punkt \(number)"]
            if number % 37 != 0 { values["en"] = english }
            if number == 239 { values["fr"] = "Élément \(number)" }
            if (100..<140).contains(number) { values["ko"] = "항목 \(number)" }
            let state = number % 13 == 0 ? "needs_review" : "translated"
            let stale = number == 57 ? #""extractionState": "stale", "# : ""
            widget.append(entry(key, values, state: state, extra: stale))
        }
        for number in 0..<5 { widget.append(entry("Only in the widget \(number)", ["de": "Nur hier \(number)"])) }
        return (makeCatalog(app.joined(separator: ", ")), makeCatalog(widget.joined(separator: ", ")))
    }

    private static func described(_ result: CatalogAudit.Result) -> [String] {
        result.findings.map { finding in
            "\(finding.rule.identifier) \(finding.key ?? "-")/\(finding.language ?? "-") \(finding.file):\(finding.line):"
                + "\(finding.column) \(finding.severity) fixable=\(finding.isFixable) \(finding.message)"
        }
    }

    @Test func manyPartsFindWhatOneWalkFinds() {
        let (app, widget) = Self.catalogs()
        let audit = CatalogAudit(app: app, widget: widget, appPath: "App.xcstrings", widgetPath: "Widget.xcstrings",
                                 allKeys: true)
        let whole = audit.run()
        let split = AuditSchedule.run(audit, splitFrom: 0)
        #expect(Self.described(split) == Self.described(whole))
        #expect(split.plan.addedKeys == whole.plan.addedKeys)
        #expect(split.plan.copiedLocalizations.map { "\($0.key)/\($0.language)" }
            == whole.plan.copiedLocalizations.map { "\($0.key)/\($0.language)" })
        #expect(split.widgetOnlyKeys == whole.widgetOnlyKeys)

        // What the pair holds, so that the comparison is not of two empty lists.
        // In use: 239 of the 240 keys (one is stale, without sources to say
        // otherwise) and the 5 widget-only ones. fr is per key, as the widget has
        // it in its last entry only; ko per key outside its run of 40; ja, which
        // the widget has nowhere, is one missing language.
        let rules = whole.findings.map { "\($0.rule.identifier)/\($0.language ?? "-")" }
        #expect(rules.filter { $0 == "missing-translation/fr" }.count == 243)
        #expect(rules.filter { $0 == "missing-translation/ko" }.count == 204)
        #expect(rules.filter { $0 == "missing-language/ja" }.count == 1)
        #expect(whole.findings.first { $0.rule == .missingLanguage }?.message.contains("244 keys") == true)
        #expect(rules.filter { $0 == "stale-key/-" }.count == 1)
        #expect(rules.filter { $0 == "raw-key/en" }.count == 7)
        #expect(rules.contains("needs-review/de"))
        #expect(rules.contains("translation-drift/de"))
    }
}
