import Foundation
import Testing
@testable import XCStringsAudit

private struct Captured {
    var status: Int32
    var output: String
    var error: String
}

private func runInProcess(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false) -> Captured {
    var output = "", error = ""
    let status = run(arguments: arguments, environment: environment, standardOutputIsTerminal: terminal,
                     standardOutput: { output += $0 }, standardError: { error += $0 })
    return Captured(status: status, output: output, error: error)
}

private let pair = ["Tests/XCStringsAuditTests/Fixtures/warnings/App.xcstrings",
                    "Tests/XCStringsAuditTests/Fixtures/warnings/Widget.xcstrings"].map {
    repositoryRoot.appendingPathComponent($0).path
}

@Suite struct RunTests {
    @Test func colourOnlyOnATerminalAndNeverWithNoColor() {
        #expect(runInProcess(pair, terminal: true).output.contains("\u{1B}[1;33mwarning:"))
        #expect(!runInProcess(pair, terminal: false).output.contains("\u{1B}["))
        #expect(!runInProcess(pair, environment: ["NO_COLOR": "1"], terminal: true).output.contains("\u{1B}["))
        #expect(!runInProcess(["--format", "xcode"] + pair, terminal: true).output.contains("\u{1B}["))
    }

    @Test func strictTurnsWarningsIntoFailure() {
        #expect(runInProcess(pair).status == 0)
        #expect(runInProcess(["--strict"] + pair).status == 1)
    }

    @Test func versionAndHelpGoToStandardOutput() {
        let version = runInProcess(["--version"])
        #expect(version.status == 0 && version.output == "xcstrings-audit 0.1.0\n" && version.error.isEmpty)
        let help = runInProcess(["-h"])
        #expect(help.status == 0 && help.error.isEmpty)
        for rule in AuditRule.all {
            #expect(help.output.contains("  \(rule.identifier) "), "help lists \(rule.identifier)")
        }
    }

    @Test func usageErrorsPrintTheMessageThenTheUsage() {
        let result = runInProcess(["--format=pdf", "a", "b"])
        #expect(result.status == 2 && result.output.isEmpty)
        #expect(result.error == "xcstrings-audit: error: option '--format' must be one of text, json, xcode, github, sarif, junit, checkstyle, "
            + "codeclimate, markdown, html (got 'pdf')\n"
            + AuditOptions.usage)
    }

    @Test func fixWithNothingToCopySaysSoAndWritesNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-nofix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let widget = directory.appendingPathComponent("Widget.xcstrings")
        try FileManager.default.copyItem(atPath: pair[1], toPath: widget.path)
        let before = try Data(contentsOf: widget)
        let result = runInProcess(["--fix", pair[0], widget.path])
        #expect(result.output.hasPrefix("--fix: nothing to copy; \(widget.path) is unchanged.\n"))
        #expect(try Data(contentsOf: widget) == before)
    }
}
