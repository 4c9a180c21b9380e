import Foundation
import Testing
import XCStrings
@testable import XCStringsAudit

/// What the plan applies is what the spliced file holds: re-read, the widget file
/// written in its own layout is the model `applied(from:to:)` made.
@Suite struct CatalogFixPlanTests {
    static let strings = repositoryRoot.appendingPathComponent("Strings")

    /// Every app key the widget lacks, and every app language a widget entry lacks.
    static func planCopyingEverything(from app: StringCatalog, to widget: StringCatalog) -> CatalogFixPlan {
        var plan = CatalogFixPlan()
        for entry in app.entries {
            guard let existing = widget[entry.key] else {
                plan.addEntry(entry.key)
                continue
            }
            for language in entry.localizations.keys.sorted() where existing.localizations[language] == nil {
                plan.copy(key: entry.key, language: language)
            }
        }
        return plan
    }

    @Test("The spliced file reads back as the applied plan, in each layout", arguments: ["xcode", "jsonencoder", "compact"])
    func splicedFileIsTheAppliedPlan(layout: String) throws {
        let app = try StringCatalog(contentsOf: Self.strings.appendingPathComponent("App/Localizable.xcstrings"))
        var original = try Data(contentsOf: Self.strings.appendingPathComponent("Widget/Localizable.xcstrings"))
        switch layout {
        case "jsonencoder":
            original = Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "\" : ", with: "\": ").utf8)
        case "compact":
            original = try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: original),
                                                  options: [.sortedKeys, .withoutEscapingSlashes])
        default:
            break
        }
        let widget = try StringCatalog(data: original)
        let plan = Self.planCopyingEverything(from: app, to: widget)
        #expect(plan.addedKeys.count > 0 && plan.copiedLocalizations.count > 0)
        let applied = plan.applied(from: app, to: widget)
        let spliced = applied.encoded(keepingStyleOf: original)
        #expect(try StringCatalog(data: spliced).encoded() == applied.encoded())
        if layout == "xcode" { #expect(spliced == applied.encoded()) }
        if layout == "compact" { #expect(!spliced.contains(0x0A)) }
        if layout == "jsonencoder" { #expect(!String(decoding: spliced, as: UTF8.self).contains("\" : ")) }
    }
}
