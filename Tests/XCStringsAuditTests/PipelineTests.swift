import Foundation
import Testing
@testable import XCStringsAudit

/// Pair mode and project mode share one pipeline after the audit: every option
/// works in both, and an unreadable input is reported in the chosen format in both.
@Suite struct PipelineTests {
    private struct Captured {
        var status: Int32
        var output: String
        var error: String
    }

    private func runInProcess(_ arguments: [String], environment: [String: String] = [:]) -> Captured {
        var output = "", error = ""
        let status = run(arguments: arguments, environment: environment, standardOutputIsTerminal: false,
                         standardOutput: { output += $0 }, standardError: { error += $0 })
        return Captured(status: status, output: output, error: error)
    }

    private let project = repositoryRoot.appendingPathComponent("Tests/XcodeProjectTests/Fixtures/Breathe").path

    /// A folder with an unreadable catalog pair and an unreadable project, both
    /// broken at line 1, column 9 of a file named `broken`.
    private func brokenInputs() throws -> (folder: URL, pair: [String], project: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString)")
        let projectFolder = folder.appendingPathComponent("P/X.xcodeproj")
        try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
        let broken = Data("garbage {\n".utf8)
        try broken.write(to: folder.appendingPathComponent("broken.xcstrings"))
        try Data(#"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#.utf8)
            .write(to: folder.appendingPathComponent("App.xcstrings"))
        try broken.write(to: projectFolder.appendingPathComponent("project.pbxproj"))
        return (folder, [folder.appendingPathComponent("App.xcstrings").path,
                         folder.appendingPathComponent("broken.xcstrings").path], projectFolder.path)
    }

    /// The document with its one error's file and message replaced, so that two
    /// documents about different files can be compared for their shape.
    private func shape(_ text: String, file: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(line).replacingOccurrences(of: file, with: "FILE")
            // Where in the file each reader stopped is its own business.
            for pattern in [#"("line": |"column": |"startLine": |"startColumn": |line=|col=)[0-9]+"#] {
                line = line.replacingOccurrences(of: pattern, with: "$1N", options: .regularExpression)
            }
            for marker in [#""message": "#, #""text": ""#, "::"] {
                // Everything after the message's start is the message.
                if let range = line.range(of: marker, options: .backwards), marker != #""text": ""# || line.contains("level") {
                    line = String(line[..<range.upperBound]) + "MESSAGE"
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: ["json", "sarif", "github"])
    func anUnreadableInputIsTheSameDocumentInBothModes(format: String) throws {
        let inputs = try brokenInputs()
        defer { try? FileManager.default.removeItem(at: inputs.folder) }
        let pair = runInProcess(["--format", format] + inputs.pair)
        let project = runInProcess(["--format", format, inputs.project])
        #expect(pair.status == 2 && project.status == 2)
        #expect(!pair.output.isEmpty)
        #expect(shape(pair.output, file: inputs.pair[1]) == shape(project.output, file: inputs.project + "/project.pbxproj"),
                "pair:\n\(pair.output)\nproject:\n\(project.output)")
    }

    @Test func projectModeWritesItsReportWithOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.json").path
        let direct = runInProcess(["--format", "json", project])
        let written = runInProcess(["--format", "json", "--output", report, project])
        #expect(direct.status == 1 && written.status == 1)
        #expect(written.output.isEmpty)
        #expect(try String(contentsOfFile: report, encoding: .utf8) == direct.output)
    }

    @Test func projectModeKeepsABaseline() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let recorded = runInProcess(["--write-baseline", baseline, project])
        #expect(recorded.status == 0)
        #expect(recorded.error.hasPrefix("xcstrings-audit: wrote 9 findings ("))
        let known = runInProcess(["--format", "json", "--baseline", baseline, project])
        #expect(known.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(known.output.utf8)) as? [String: Any])
        #expect((document["findings"] as? [Any])?.isEmpty == true)
        let counts = try #require(document["baseline"] as? [String: Any])
        #expect(counts["known"] as? Int == 9 && counts["gone"] as? Int == 0)
        // In the text report every target is still listed, with no findings of its own.
        let text = runInProcess(["--baseline", baseline, project])
        #expect(text.status == 0)
        #expect(text.output.contains("BreatheWidgetExtension (widget)"))
        #expect(!text.output.contains(": error: ["))
    }

    @Test func aStrayEmptyStatementInAStringsTableIsAWarningAndTheAuditGoesOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: project, toPath: folder.path)
        let table = folder.appendingPathComponent("BreatheWidget/en.lproj/Widgets.strings")
        let handle = try FileHandle(forWritingTo: table)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n\"extra\" = \"x\";;\n".utf8))
        try handle.close()
        let clean = runInProcess(["--format", "json", project])
        let tolerated = runInProcess(["--format", "json", folder.path])
        #expect(tolerated.status == clean.status)
        #expect(tolerated.error.contains("xcstrings-audit: warning: \(table.path):7:15: `;` with no key before it "
            + "(an empty statement); read as if it were not there. Remove it\n"))
    }
}
