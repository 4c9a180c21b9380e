import Foundation
import Testing

private let strings = ["--sources", "Strings/WidgetSources", "Strings/App/Localizable.xcstrings",
                       "Strings/Widget/Localizable.xcstrings"]
private let stringsArguments = strings.map { "'\($0)'" }.joined(separator: " ")

/// Standard output that cannot be written never crashes the command: a full disk
/// and a closed descriptor give one line and exit status 2, a reader that went
/// away (with SIGPIPE ignored, as many CI runners and Python's subprocess leave
/// it) ends quietly with the audit's own status.
@Suite struct OutputFailureTests {
    @Test(arguments: ["text", "json", "sarif", "github", "xcode"])
    func aFullDiskIsOneLineAndStatusTwo(format: String) throws {
        let output = try #require(try CommandRunner.shell(#""$AUDIT" --format \#(format) \#(stringsArguments) > /dev/full"#,
                                                          in: repositoryRoot))
        #expect(output.status == 2)
        #expect(output.standardError == "xcstrings-audit: error: cannot write standard output: No space left on device\n")
    }

    @Test func aClosedStandardOutputIsOneLineAndStatusTwo() throws {
        let output = try #require(try CommandRunner.shell(#""$AUDIT" \#(stringsArguments) >&-"#, in: repositoryRoot))
        #expect(output.status == 2)
        #expect(output.standardError == "xcstrings-audit: error: cannot write standard output: it is closed\n")
    }

    /// `--help` has nothing to find, so a closed output is its only failure.
    @Test func helpIntoAFullDiskFails() throws {
        let output = try #require(try CommandRunner.shell(#""$AUDIT" --help > /dev/full"#, in: repositoryRoot))
        #expect(output.status == 2)
        #expect(output.standardError == "xcstrings-audit: error: cannot write standard output: No space left on device\n")
    }

    /// Hundreds of kilobytes into `head -1`: the pipe fills, `head` exits, the next
    /// write fails with EPIPE. The first line arrives; the status is the audit's (1).
    @Test func aReaderThatGoesAwayEndsQuietlyWithTheUsualStatus() throws {
        let workspace = try CommandRunner.generatedWorkspace(keys: 3000, reviewed: 1)
        defer { try? FileManager.default.removeItem(at: workspace) }
        let script = #"trap '' PIPE; "$AUDIT" --all-keys App.xcstrings Widget.xcstrings | head -1; echo "status ${PIPESTATUS[0]}""#
        let output = try #require(try CommandRunner.shell(script, in: workspace))
        #expect(output.standardError == "")
        #expect(output.standardOutput.hasPrefix("Widget.xcstrings:1:1: error: [missing-key] \"Key 1\" is an app key (--all-keys)"),
                "\(output.standardOutput.prefix(300))")
        #expect(output.standardOutput.hasSuffix("\nstatus 1\n"))
        #expect(output.standardOutput.split(separator: "\n").count == 2)
    }

    /// The same with the default SIGPIPE: the shell reports the signal, and nothing
    /// is printed on standard error (no "Fatal error", no stack trace).
    @Test func aReaderThatGoesAwayWithTheDefaultSignalPrintsNothing() throws {
        let workspace = try CommandRunner.generatedWorkspace(keys: 3000, reviewed: 1)
        defer { try? FileManager.default.removeItem(at: workspace) }
        let script = #""$AUDIT" --all-keys --format json App.xcstrings Widget.xcstrings | head -1; echo "status ${PIPESTATUS[0]}""#
        let output = try #require(try CommandRunner.shell(script, in: workspace))
        #expect(output.standardError == "")
        #expect(output.standardOutput == "{\nstatus 141\n")
    }

    @Test func anOutputFileThatCannotBeWrittenIsOneLineAndStatusTwo() throws {
        let output = try #require(try CommandRunner.run(["--output", "/nonexistent-directory/report.txt"] + strings,
                                                        in: repositoryRoot))
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "xcstrings-audit: error: /nonexistent-directory/report.txt: cannot write the report: "
            + "cannot create a temporary file in /nonexistent-directory (No such file or directory); nothing was written\n")
    }
}
