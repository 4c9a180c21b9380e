import Testing
@testable import XCStringsAudit

/// No finding, however its file is named, can make the GitHub runner read a
/// workflow command out of `--format github` (issue 23, point 6).
@Suite struct FindingFormatterGitHubTests {
    /// A file name that tries both command syntaxes, with a line feed, a carriage
    /// return and a `%` to be escaped.
    static let hostileFile = "W.xcstrings\n::error file=x::injected\r##[warning]legacy %0A"

    private func findings(_ count: Int) -> [AuditFinding] {
        (0..<count).map { index in
            AuditFinding(rule: .missingKey, key: "K\(index)", language: nil, file: Self.hostileFile, line: index + 1, column: 1,
                         message: "line one\n::error::two", isFixable: false)
        }
    }

    /// What the runner would take for commands: every line that is a command
    /// (after leading spaces), outside `::stop-commands::` … `::token::`.
    private func commands(_ output: String) -> [String] {
        var result: [String] = []
        var stopToken: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let token = stopToken {
                if line.lowercased() == "::\(token.lowercased())::" { stopToken = nil }
                continue
            }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("::stop-commands::") {
                stopToken = String(trimmed.dropFirst("::stop-commands::".count))
                continue
            }
            if trimmed.hasPrefix("::") || line.contains("##[") { result.append(line) }
        }
        return result
    }

    @Test func findingsBeyondTheCapAreFoldedWithCommandsStopped() {
        let output = FindingFormatter.githubAnnotations(findings(13))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        // 10 annotations, the group (its title, stop, 3 lines, resume, end), the count, the final empty piece.
        #expect(lines.count == 10 + 7 + 1 + 1)
        let seen = commands(output)
        #expect(seen.count == 12)
        #expect(seen.filter { $0.hasPrefix("::error file=W.xcstrings%0A%3A%3Aerror file=x%3A%3Ainjected%0D##[warning]legacy %250A,line=") }.count == 10)
        #expect(seen[10] == "::group::xcstrings-audit: the findings not annotated")
        #expect(seen[11] == "::endgroup::")
        // Inside the group, one line per finding, escaped as a command's value.
        #expect(lines[12] == "W.xcstrings%0A::error file=x::injected%0D##[warning]legacy %250A:11:1: error: [missing-key] line one%0A::error::two")
    }

    @Test func theStopTokenIsNeverInTheText() {
        let plain = FindingFormatter.githubVerbatim("a line\n")
        let token = String(plain.split(separator: "\n")[0].dropFirst("::stop-commands::".count))
        #expect(plain == "::stop-commands::\(token)\na line\n::\(token)::\n")
        // A text that holds that very token (in capitals) gets another one.
        let hostile = "a line\n::\(token.uppercased())::\n"
        let wrapped = FindingFormatter.githubVerbatim(hostile)
        let other = String(wrapped.split(separator: "\n")[0].dropFirst("::stop-commands::".count))
        #expect(other != token)
        #expect(wrapped == "::stop-commands::\(other)\n\(hostile)::\(other)::\n")
        // The same text gives the same output.
        #expect(FindingFormatter.githubVerbatim(hostile) == wrapped)
    }

    @Test func theStepSummaryKeepsALineBreakOutOfItsTable() {
        let summary = FindingFormatter.githubStepSummary(findings(1), widgetPath: "W\r\n| x |")
        #expect(summary.hasPrefix("### xcstrings-audit: W \\| x \\|\n\n"))
    }
}
