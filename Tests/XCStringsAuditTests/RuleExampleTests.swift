import Foundation
import Testing
@testable import XCStringsAudit

/// Every rule's examples, run through the whole command as a user would: the
/// triggering ones must make the rule report, the others must not.
@Suite struct RuleExampleTests {
    /// Each example, named by its rule, kind and position.
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: AuditRule
        var example: RuleExample
        var triggers: Bool
        var index: Int
        var testDescription: String { "\(rule.identifier) \(triggers ? "triggering" : "non-triggering") #\(index + 1)" }
    }

    static let cases: [Case] = AuditRule.all.flatMap { rule in
        rule.definition.triggering.enumerated().map { Case(rule: rule, example: $1, triggers: true, index: $0) }
            + rule.definition.nonTriggering.enumerated().map { Case(rule: rule, example: $1, triggers: false, index: $0) }
    }

    @Test(arguments: cases)
    func theExampleDoesWhatItsRuleSays(_ test: Case) throws {
        let reported = try Self.rulesReported(by: test.example)
        if test.triggers {
            #expect(reported.contains(test.rule.identifier), "reported: \(reported)")
        } else {
            #expect(!reported.contains(test.rule.identifier), "reported: \(reported)")
        }
    }

    @Test func everyRuleHasBothKindsOfExampleAndAUniqueKebabCaseIdentifier() {
        var seen = Set<String>()
        for rule in AuditRule.all {
            let definition = rule.definition
            #expect(seen.insert(definition.identifier).inserted, "\(definition.identifier) is listed twice")
            #expect(definition.identifier.allSatisfy { $0.isLowercase || $0 == "-" }, "\(definition.identifier)")
            #expect(!definition.triggering.isEmpty, "\(definition.identifier) has no triggering example")
            #expect(!definition.nonTriggering.isEmpty, "\(definition.identifier) has no non-triggering example")
            for text in [definition.summary, definition.rationale, definition.howToFix, definition.details] {
                #expect(!text.isEmpty && !text.hasSuffix(" "), "\(definition.identifier): \(text)")
            }
            // The summary is one line of `--help`, lowercase as its table reads.
            #expect(!definition.summary.contains("\n") && definition.summary.first?.isLowercase == true)
        }
    }

    @Test func theListDecidesTheOrderOfTies() {
        let sorted = AuditRule.all.shuffled().sorted()
        #expect(sorted.map(\.identifier) == AuditRule.all.map(\.identifier))
        #expect(AuditRule(identifier: "needs-review") == .needsReview)
        #expect(AuditRule(identifier: "needs_review") == nil)
    }

    /// The rule identifiers the command reports (errors, warnings and notes) on
    /// the example's files, written to a fresh folder.
    static func rulesReported(by example: RuleExample) throws -> Set<String> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rule-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App/Localizable.xcstrings")
        let widget = folder.appendingPathComponent("Widget/Localizable.xcstrings")
        for (url, catalog) in [(app, example.app), (widget, example.widget)] {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(catalog.json.utf8).write(to: url)
        }
        var arguments = ["--format", "json"] + example.arguments
        if !example.sources.isEmpty {
            let sources = folder.appendingPathComponent("WidgetSources")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            for (name, text) in example.sources {
                try Data(text.utf8).write(to: sources.appendingPathComponent(name))
            }
            arguments += ["--sources", sources.path]
        }
        arguments += [app.path, widget.path]
        var output = "", errors = ""
        let status = run(arguments: arguments, environment: [:], standardOutputIsTerminal: false,
                         standardOutput: { output += $0 }, standardError: { errors += $0 })
        guard status == 0 || status == 1 else {
            Issue.record("the example could not be audited (exit \(status)): \(errors)")
            return []
        }
        let document = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let findings = document?["findings"] as? [[String: Any]] ?? []
        return Set(findings.compactMap { $0["rule"] as? String })
    }
}
