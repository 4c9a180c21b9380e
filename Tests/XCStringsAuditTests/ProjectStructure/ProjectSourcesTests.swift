import Foundation
import Testing
@testable import XCStringsAudit
import XcodeProject

/// ``ProjectSources`` reads and lexes a file both scanned and lexed once: what the
/// scan and the code rules get must be what each gets reading the file on its own.
@Suite struct ProjectSourcesTests {
    /// Every token of every run, with its place.
    private func tokens(_ file: SwiftCodeFile) -> [String] {
        file.runs.enumerated().flatMap { run, tokens in
            tokens.tokens.map { "\(run) \($0.line):\($0.column) \($0.kind)" }
        }
    }

    /// A watch widget's file with a phone branch (blanked for the scan, read by the
    /// code rules), one without `#if`, and one whose `#if` nothing decides.
    @Test func aFileReadOnceGivesTheScanAndTheCodeRulesWhatTheyGetApart() throws {
        let sources = [
            "Shared/Phone.swift": "#if os(iOS)\nText(\"Phone\")\nlet l = Locale.current\n#endif\nText(\"Both \\(n)\")\n",
            "Shared/Plain.swift": "struct V: View { var body: some View { Text(\"Plain\") } }\n",
            "Shared/Unknown.swift": "#if canImport(ActivityKit)\nText(\"Live\")\n#endif\n",
        ]
        let fixture = ProjectFixture(
            files: sources.merging(["App/Localizable.xcstrings": catalogText([("Plain", ["en": "Plain"])])]) { $1 },
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Watch"]),
                .widget("Watch", sources: sources.keys.sorted(), sdk: "watchos"),
            ])
        let root = try fixture.write()
        defer { try? FileManager.default.removeItem(at: root) }
        var options = AuditOptions()
        options.projectPath = root.path
        let plan = try ProjectAudit(options: options).plan()
        let project = ProjectSources(targets: plan.audited.map(\.target), options: options)
        project.performAll()
        let lexed = project.lexed()
        #expect(project.scans.count == 3 && lexed.count == 3)
        for (index, scan) in project.scans.enumerated() {
            let bytes = try XcodeProject.readFile(scan.file)
            let alone = SwiftSourceScanner().scan(bytes, file: scan.file, conditions: scan.conditions)
            #expect(project.scanResult(index)?.usages == alone.usages, "\(scan.file)")
            let files = try #require(lexed[scan.file])
            #expect(files.count == 1)
            #expect(files.map(tokens) == [tokens(SwiftCodeFile(path: scan.file, bytes: bytes))], "\(scan.file)")
        }
        // The phone branch is out of the scan, not out of the code rules' tokens.
        let phone = try #require(project.scans.firstIndex { $0.file.hasSuffix("Phone.swift") })
        #expect(project.scanResult(phone)?.usages.map(\.line) == [5])
        #expect(lexed[project.scans[phone].file]?.first.map(tokens)?.contains { $0.contains("Locale") } == true)
    }
}
