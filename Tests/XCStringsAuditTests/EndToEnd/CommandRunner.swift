import Foundation
import Testing

/// Runs the built `xcstrings-audit` binary and compares what it printed with a
/// golden file under `Snapshots/`.
///
/// Snapshots are re-recorded only when `RECORD_SNAPSHOTS=1` is set, and a
/// recording run fails, so that a recorded file is always looked at.
enum CommandRunner {
    struct Output: Equatable {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The built binary: next to the test bundle in the build products directory.
    static let binary: URL? = {
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        // macOS: …/debug/XPackageTests.xctest/Contents/MacOS/XPackageTests
        for url in candidates where url.path.contains(".xctest") {
            var directory = url
            while directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
            candidates.append(directory)
        }
        for directory in candidates {
            let binary = directory.appendingPathComponent("xcstrings-audit")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        return nil
    }()

    static let snapshots = repositoryRoot.appendingPathComponent("Tests/XCStringsAuditTests/Snapshots")
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/XCStringsAuditTests/Fixtures")

    /// Runs the binary in `directory` with `arguments` and an environment holding
    /// only `PATH` plus `environment`.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                    executable: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> Output? {
        guard let binary = executable ?? binary else {
            Issue.record("xcstrings-audit was not built next to the test bundle", sourceLocation: sourceLocation)
            return nil
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("audit-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Output(status: process.terminationStatus,
                      standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// The snapshot text: the command, its exit status, standard output and error.
    static func render(_ arguments: [String], _ output: Output) -> String {
        """
        $ xcstrings-audit \(arguments.map(quoteForShell).joined(separator: " "))
        --- exit status
        \(output.status)
        --- standard output
        \(output.standardOutput)--- standard error
        \(output.standardError)
        """
    }

    /// Compares `output` with `Snapshots/<name>.txt` (or records it).
    static func assertSnapshot(_ name: String, _ arguments: [String], _ output: Output,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = render(arguments, output)
        let file = snapshots.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            Issue.record("recorded \(file.lastPathComponent); run again without RECORD_SNAPSHOTS=1",
                         sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot \(file.lastPathComponent); record it with RECORD_SNAPSHOTS=1",
                         sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
    }

    private static func quoteForShell(_ argument: String) -> String {
        let safe = argument.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "-_=./,:@%+".unicodeScalars.contains($0)
        }
        return safe && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A fresh directory with a copy of the `Strings/` pair and widget sources:
    /// `App.xcstrings`, `Widget.xcstrings`, `WidgetSources/`.
    static func stringsWorkspace() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-ws-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let strings = repositoryRoot.appendingPathComponent("Strings")
        try FileManager.default.copyItem(at: strings.appendingPathComponent("App/Localizable.xcstrings"),
                                         to: directory.appendingPathComponent("App.xcstrings"))
        try FileManager.default.copyItem(at: strings.appendingPathComponent("Widget/Localizable.xcstrings"),
                                         to: directory.appendingPathComponent("Widget.xcstrings"))
        try FileManager.default.copyItem(at: strings.appendingPathComponent("WidgetSources"),
                                         to: directory.appendingPathComponent("WidgetSources"))
        return directory
    }
}

extension CommandRunner {
    /// Runs `script` with bash in `directory`, `$AUDIT` set to the built binary, and
    /// an environment holding only `PATH` plus `environment` — for what `Process`
    /// cannot set up: `> /dev/full`, a closed standard output, a pipe whose reader
    /// goes away, an ignored SIGPIPE.
    static func shell(_ script: String, in directory: URL, environment: [String: String] = [:],
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> Output? {
        guard let binary else {
            Issue.record("xcstrings-audit was not built next to the test bundle", sourceLocation: sourceLocation)
            return nil
        }
        return try run(["-c", script], in: directory, environment: ["AUDIT": binary.path].merging(environment) { $1 },
                       executable: URL(fileURLWithPath: "/bin/bash"), sourceLocation: sourceLocation)
    }

    /// A fresh directory with a generated pair: `App.xcstrings` with `keys` keys
    /// translated into German, and `Widget.xcstrings` with the first `reviewed` of
    /// them in state `needs_review` (one warning each); with `--all-keys` every
    /// other app key is a missing key (one error each).
    static func generatedWorkspace(keys: Int, reviewed: Int) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-big-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        func catalog(_ count: Int, state: String) -> String {
            let entries = (0..<count).map { index in
                #""Key \#(index)" : {"localizations" : {"de" : {"stringUnit" : {"state" : "\#(state)", "value" : "Schlüssel \#(index)"}}}}"#
            }
            return #"{"sourceLanguage" : "en", "strings" : {"# + entries.joined(separator: ",\n") + #"}, "version" : "1.0"}"#
        }
        try Data(catalog(keys, state: "translated").utf8).write(to: directory.appendingPathComponent("App.xcstrings"))
        try Data(catalog(reviewed, state: "needs_review").utf8).write(to: directory.appendingPathComponent("Widget.xcstrings"))
        return directory
    }
}
