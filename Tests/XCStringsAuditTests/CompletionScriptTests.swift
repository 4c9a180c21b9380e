import Foundation
import Testing
@testable import XCStringsAudit

/// Runs `program` with `arguments` in `directory`; `nil` when the program is not installed.
private func execute(_ program: String, _ arguments: [String], in directory: URL? = nil) throws
    -> (status: Int32, output: String, error: String)? {
    guard let path = ["/usr/bin/", "/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map({ $0 + program })
        .first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path]
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

/// A scratch folder with the script for `shell` in it.
private func scriptFolder(_ shell: CompletionScript.Shell) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(CompletionScript.script(for: shell).utf8).write(to: folder.appendingPathComponent("script"))
    return folder
}

private let everyName: [String] = (AuditOptions.declarations + AuditOptions.subcommands.flatMap(\.declarations))
    .flatMap(\.names)

@Suite struct CompletionScriptTests {
    @Test func everyPlaceholderHasAKnownCompletion() {
        for declaration in AuditOptions.declarations + AuditOptions.subcommands.flatMap(\.declarations)
        where declaration.takesValue {
            #expect(CompletionScript.valueCompletion(declaration) != nil,
                    "\(declaration.names) has a placeholder the completion scripts do not know: add it to valueCompletion")
        }
    }

    @Test(arguments: CompletionScript.Shell.allCases)
    func everyOptionAndSubcommandIsInTheScript(shell: CompletionScript.Shell) {
        let script = CompletionScript.script(for: shell)
        for name in everyName {
            let spelled = shell == .fish ? (name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())") : name
            #expect(script.contains(spelled), "the \(shell) script completes \(name)")
        }
        for subcommand in AuditOptions.subcommands { #expect(script.contains(subcommand.name)) }
        for rule in AuditRule.all { #expect(script.contains(rule.identifier)) }
    }

    @Test(arguments: CompletionScript.Shell.allCases)
    func theScriptParses(shell: CompletionScript.Shell) throws {
        let folder = try scriptFolder(shell)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try execute(shell.rawValue, ["-n", "script"], in: folder) else {
            // zsh and fish may be missing (apt-get install zsh fish); bash never is.
            #expect(shell != .bash, "bash is not installed")
            return
        }
        #expect(result.status == 0, "\(shell) -n: \(result.error)")
    }

    /// The words bash offers for a command line ending at the cursor.
    private func bashCompletions(_ words: [String], in folder: URL) throws -> [String]? {
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let program = "source ./script; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _xcstrings_audit; "
            + "printf '%s\\n' \"${COMPREPLY[@]}\""
        guard let result = try execute("bash", ["-c", program], in: folder) else { return nil }
        #expect(result.status == 0 && result.error.isEmpty, "bash: \(result.error)")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesOptionsValuesRulesAndFiles() throws {
        let folder = try scriptFolder(.bash)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("App.xcstrings"))
        #expect(try bashCompletions(["xcstrings-audit", "--for"], in: folder) == ["--format"])
        #expect(try bashCompletions(["xcstrings-audit", "--rep"], in: folder) == ["--reporter"])
        #expect(try bashCompletions(["xcstrings-audit", "--format", ""], in: folder)
            == ["text", "json", "xcode", "github", "sarif", "junit", "checkstyle", "codeclimate", "markdown", "html"])
        // `--format=j`: bash splits the word at `=`.
        #expect(try bashCompletions(["xcstrings-audit", "--format", "=", "j"], in: folder) == ["json", "junit"])
        #expect(try bashCompletions(["xcstrings-audit", "--disable", "stale-key,widget"], in: folder)
            == ["stale-key,widget-only-key"])
        #expect(try bashCompletions(["xcstrings-audit", "--severity", "timer-d"], in: folder) == ["timer-direction="])
        #expect(try bashCompletions(["xcstrings-audit", "--severity", "timer-direction", "=", "w"], in: folder) == ["warning"])
        #expect(try bashCompletions(["xcstrings-audit", "--generate-completion-script", "f"], in: folder) == ["fish"])
        #expect(try bashCompletions(["xcstrings-audit", "Ap"], in: folder) == ["App.xcstrings"])
        #expect(try bashCompletions(["xcstrings-audit", "ru"], in: folder) == ["rules"])
        #expect(try bashCompletions(["xcstrings-audit", "rules", "--"], in: folder) == ["--format", "--help"])
        #expect(try bashCompletions(["xcstrings-audit", "rules", "--format", ""], in: folder) == ["text", "json"])
        #expect(try bashCompletions(["xcstrings-audit", "init", "--f"], in: folder) == ["--force"])
        // A name is the user's to type.
        #expect(try bashCompletions(["xcstrings-audit", "--target", ""], in: folder) == [])
    }

    @Test func fishCompletesOptionsValuesAndSubcommands() throws {
        let folder = try scriptFolder(.fish)
        defer { try? FileManager.default.removeItem(at: folder) }
        func complete(_ line: String) throws -> [String]? {
            guard let result = try execute("fish", ["--no-config", "-c", "source ./script; complete -C '\(line)'"],
                                           in: folder) else { return nil }
            #expect(result.status == 0, "fish: \(result.error)")
            return result.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        guard let formats = try complete("xcstrings-audit --format ") else { return }
        #expect(formats == ["checkstyle", "codeclimate", "github", "html", "json", "junit", "markdown", "sarif", "text", "xcode"])
        #expect(try complete("xcstrings-audit rules --format ") == ["json", "text"])
        #expect(try complete("xcstrings-audit --disable stale-key,wid") == ["stale-key,widget-only-key"])
        #expect(try complete("xcstrings-audit ini") == ["init"])
        #expect(try complete("xcstrings-audit init --fo") == ["--force"])
    }
}

@Suite struct ManualPageTests {
    private static let record = ProcessInfo.processInfo.environment["XCSTRINGS_AUDIT_RECORD_DOCS"] == "1"

    @Test func theCommittedPageIsCurrent() throws {
        let url = repositoryRoot.appendingPathComponent("Documentation/xcstrings-audit.1")
        if Self.record {
            try Data(ManualPage.roff.utf8).write(to: url)
            Issue.record("re-recorded Documentation/xcstrings-audit.1")
        }
        let current = try String(contentsOf: url, encoding: .utf8)
        #expect(current == ManualPage.roff,
                "Documentation/xcstrings-audit.1 is stale: run the tests with XCSTRINGS_AUDIT_RECORD_DOCS=1")
    }

    @Test func everyOptionSubcommandAndRuleIsOnThePage() {
        let page = ManualPage.roff
        for name in everyName { #expect(page.contains("\\fB" + ManualPage.escaped(name) + "\\fR"), "the page has \(name)") }
        for subcommand in AuditOptions.subcommands { #expect(page.contains(".SS \(subcommand.name)\n")) }
        for rule in AuditRule.all { #expect(page.contains(".B " + ManualPage.escaped(rule.identifier) + "\n")) }
    }

    @Test func groffReadsThePageWithoutAWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manual-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(ManualPage.roff.utf8).write(to: folder.appendingPathComponent("xcstrings-audit.1"))
        guard let result = try execute("groff", ["-man", "-Tutf8", "-ww", "-z", "xcstrings-audit.1"], in: folder) else { return }
        #expect(result.status == 0 && result.error.isEmpty, "groff: \(result.error)")
        // Plain ASCII text, lines long enough for no option to wrap, no hyphenation.
        guard let text = try execute("groff", ["-man", "-Tascii", "-P-cbou", "-rLL=300n", "-rHY=0", "xcstrings-audit.1"],
                                     in: folder) else { return }
        #expect(text.output.contains("\n       --generate-completion-script bash|zsh|fish\n"))
        #expect(text.output.contains("\n       xcstrings-audit - find what a widget's String Catalog is missing from "
            + "the app's, and fix it\n"))
        #expect(text.output.contains("xcstrings-audit init [options] [<project.xcodeproj | folder>]"))
    }

    @Test func escapesHyphensBackslashesAndALeadingDot() {
        #expect(ManualPage.escaped(#"--x \d"#) == #"\-\-x \ed"#)
        #expect(ManualPage.escaped(".xcstrings-audit.json") == #"\&.xcstrings\-audit.json"#)
        #expect(ManualPage.escaped("a \u{2014} b \u{2026} \u{1F600}") == #"a \[u2014] b \[u2026] \[u1F600]"#)
    }
}
