import Foundation
import Testing
@testable import XCStringsAudit

/// A legacy `.strings` file of `key = value` pairs, in order.
func stringsFile(_ pairs: [(String, String)]) -> String {
    pairs.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
}

/// Audits a ``ProjectFixture`` in-process and returns its findings as
/// `target table rule key/language file:line`, the file relative to the fixture.
func projectFindings(_ fixture: ProjectFixture, _ configure: (inout AuditOptions) -> Void = { _ in })
    throws -> (lines: [String], report: ProjectAudit.Report) {
    let root = try fixture.write()
    defer { try? FileManager.default.removeItem(at: root) }
    var options = AuditOptions()
    options.projectPath = root.path
    configure(&options)
    let audit = ProjectAudit(options: options)
    let report = audit.run(try audit.plan())
    let lines = report.groups.flatMap(\.findings).map { finding in
        let file = finding.file.hasPrefix(root.path + "/") ? String(finding.file.dropFirst(root.path.count + 1)) : finding.file
        return "\(finding.target ?? "-") \(finding.table ?? "-") \(summary(finding)) \(file):\(finding.line)"
    }
    return (lines, report)
}

/// What `--why key` prints for a ``ProjectFixture``, audited in-process: one
/// explanation per lookup, its paths relative to the fixture.
func whyExplanations(_ fixture: ProjectFixture, key: String) throws -> [String] {
    let root = try fixture.write()
    defer { try? FileManager.default.removeItem(at: root) }
    var options = AuditOptions()
    options.projectPath = root.path
    options.whyKey = key
    let audit = ProjectAudit(options: options)
    return audit.run(try audit.plan()).explanations.map { $0.replacingOccurrences(of: root.path + "/", with: "") }
}

/// A String Catalog's text: `key → [language: value]`, every unit translated.
func catalogText(_ entries: [(String, [String: String])], sourceLanguage: String = "en") -> String {
    let strings = entries.map { entry($0.0, $0.1) }.joined(separator: ",\n")
    return #"{"sourceLanguage": "\#(sourceLanguage)", "strings": {\#(strings)}, "version": "1.0"}"#
}
