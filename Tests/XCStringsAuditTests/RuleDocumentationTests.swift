import Foundation
import Testing
@testable import XCStringsAudit

/// The README's rules table and `Documentation/Rules.md` are what the rules'
/// descriptions make. `XCSTRINGS_AUDIT_RECORD_DOCS=1` rewrites them, and that run
/// fails, so that a recording is never mistaken for a pass.
@Suite struct RuleDocumentationTests {
    private static let record = ProcessInfo.processInfo.environment["XCSTRINGS_AUDIT_RECORD_DOCS"] == "1"
    private static let begin = "<!-- rules table: generated from the rules' descriptions; do not edit -->\n"
    private static let end = "<!-- end of rules table -->\n"

    @Test func theReadmeTableIsGenerated() throws {
        let url = repositoryRoot.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(readme.range(of: Self.begin), "README.md has no rules table marker")
        let stop = try #require(readme.range(of: Self.end, range: start.upperBound..<readme.endIndex))
        let current = String(readme[start.upperBound..<stop.lowerBound])
        if Self.record {
            try Data((readme[..<start.upperBound] + RuleDocumentation.readmeTable + readme[stop.lowerBound...]).utf8)
                .write(to: url)
            Issue.record("re-recorded the README's rules table")
        }
        #expect(current == RuleDocumentation.readmeTable,
                "the README's rules table is stale: run the tests with XCSTRINGS_AUDIT_RECORD_DOCS=1")
    }

    @Test func theReferencePageIsGenerated() throws {
        let url = repositoryRoot.appendingPathComponent("Documentation/Rules.md")
        if Self.record {
            try Data(RuleDocumentation.referencePage.utf8).write(to: url)
            Issue.record("re-recorded Documentation/Rules.md")
        }
        let current = try String(contentsOf: url, encoding: .utf8)
        #expect(current == RuleDocumentation.referencePage,
                "Documentation/Rules.md is stale: run the tests with XCSTRINGS_AUDIT_RECORD_DOCS=1")
    }

    @Test func everyRuleHasARowAndASection() {
        for rule in AuditRule.all {
            let severity = rule.definition.severityDescription ?? rule.severity.rawValue
            #expect(RuleDocumentation.readmeTable.contains(
                "| [`\(rule.identifier)`](Documentation/Rules.md#\(rule.identifier)) | \(severity) | \(rule.definition.summary.prefix(1).uppercased())"))
            #expect(RuleDocumentation.referencePage.contains("## `\(rule.identifier)`\n"))
        }
    }
}
