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
        for rule in AuditRule.allCases {
            #expect(help.output.contains("  \(rule.identifier) "), "help lists \(rule.identifier)")
        }
    }

    @Test func usageErrorsPrintTheMessageThenTheUsage() {
        let result = runInProcess(["--format=pdf", "a", "b"])
        #expect(result.status == 2 && result.output.isEmpty)
        #expect(result.error == "xcstrings-audit: error: option '--format' must be one of text, json, xcode, github (got 'pdf')\n"
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

@Suite struct AtomicFileWriterTests {
    private func scratchFile(_ contents: String, mode: Int = 0o600) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("Widget.xcstrings")
        try Data(contents.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return file
    }

    @Test func replacesTheContentsKeepingThePermissions() throws {
        let file = try scratchFile("old", mode: 0o644)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try AtomicFileWriter.write(Data("new".utf8), to: file.path)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o644)
    }

    @Test func followsASymbolicLinkAndKeepsIt() throws {
        let file = try scratchFile("old")
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("Link.xcstrings")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        try AtomicFileWriter.write(Data("new".utf8), to: link.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == file.path)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    }

    @Test(arguments: AtomicFileWriter.InjectedFailure.allCases)
    func aFailureLeavesTheOriginalAndNoTemporaryFile(failure: AtomicFileWriter.InjectedFailure) throws {
        let file = try scratchFile("original")
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: AuditInputError.self) {
            try AtomicFileWriter.write(Data(String(repeating: "x", count: 10_000).utf8), to: file.path, injecting: failure)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "original")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Widget.xcstrings"])
    }

    @Test func aMissingFileIsAnErrorNotACreation() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("audit-none-\(UUID().uuidString)/W.xcstrings").path
        #expect(throws: AuditInputError.self) { try AtomicFileWriter.write(Data("x".utf8), to: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

@Suite struct CatalogKeyMatcherTests {
    private let catalog = makeCatalog([
        entry("Cycle %lld of %lld", [:]), entry("Cycle %1$@ of %2$@", [:]), entry("%@ remaining", [:]),
        entry("Done: %lld%%", [:]), entry("Sessions: %#@n@", [:]), entry("Plain", [:]), entry("50% off", [:]),
    ].joined(separator: ", "))

    private func match(_ source: String) -> String? {
        let literal = SwiftSourceScanner().scan(Array("Text(\(source))".utf8), file: "x").usages.first!.literal
        return CatalogKeyMatcher(catalog).key(for: literal)
    }

    @Test(arguments: [
        (#""Plain""#, "Plain"), (#""50% off""#, "50% off"), (#""\(t) remaining""#, "%@ remaining"),
        (#""Done: \(n)%""#, "Done: %lld%%"), (#""Sessions: \(n)""#, "Sessions: %#@n@"),
        // Two keys share the pattern: the bytewise first is chosen, always.
        (#""Cycle \(a) of \(b)""#, "Cycle %1$@ of %2$@"),
        (#""Missing""#, nil), (#""Cycle \(a)""#, nil), (#""\(t)remaining""#, nil),
    ])
    func matchesLiteralsToKeys(source: String, key: String?) {
        #expect(match(source) == key)
    }

    @Test(arguments: [("Cycle %lld of %lld", "Cycle \u{FFFF} of \u{FFFF}"), ("100%%", nil), ("No args", nil),
                      ("%.1f%% of %@", "\u{FFFF}% of \u{FFFF}")])
    func keyPatterns(key: String, pattern: String?) {
        #expect(CatalogKeyMatcher.pattern(ofKey: key) == pattern)
    }
}
