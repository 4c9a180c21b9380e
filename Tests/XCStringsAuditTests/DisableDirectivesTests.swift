import Foundation
import Testing
@testable import XCStringsAudit

@Suite struct DisableDirectivesTests {
    /// The lines 1...`lines` on which `rule` is silenced.
    private func silencedLines(_ source: String, _ rule: AuditRule = .processLocale, lines: Int) -> [Int] {
        let directives = DisableDirectives(bytes: Array(source.utf8))
        return (1...lines).filter { directives.isDisabled(rule, onLine: $0) }
    }

    private func warnings(_ source: String) -> [String] {
        DisableDirectives(bytes: Array(source.utf8)).warnings.map { "\($0.line):\($0.column): \($0.message)" }
    }

    @Test(arguments: [
        // ignore: its line and the next.
        ("a\n// xcstrings-audit:ignore process-locale\nb\nc", [2, 3]),
        ("a // xcstrings-audit:disable:this process-locale\nb", [1]),
        ("// xcstrings-audit:disable:next process-locale\nb\nc", [2]),
        // disable … enable: from the disable's line to the line before the enable.
        ("a\n// xcstrings-audit:disable process-locale\nb\nc\n// xcstrings-audit:enable process-locale\nd", [2, 3, 4]),
        // A disable without an enable runs to the end of the file.
        ("a\nb // xcstrings-audit:disable process-locale\nc\nd", [2, 3, 4]),
        ("a\nb\nc\n// xcstrings-audit:disable:file process-locale", [1, 2, 3, 4]),
        ("a\n// xcstrings-audit:disable:next all\nc", [3]),
        // A second disable keeps the first one's start; an enable with no disable does nothing.
        ("// xcstrings-audit:enable process-locale\n// xcstrings-audit:disable process-locale\n"
            + "// xcstrings-audit:disable process-locale\nd\n// xcstrings-audit:enable process-locale\nf", [2, 3, 4]),
        // Not a directive: the marker in prose, without `//` before it, and another rule.
        ("// see xcstrings-audit:ignore process-locale\nb", []),
        ("let s = \"xcstrings-audit:ignore process-locale\"\nb", []),
        ("// xcstrings-audit:disable:file timer-direction\nb", []),
    ])
    func silencesTheLinesItSays(source: String, lines: [Int]) {
        #expect(silencedLines(source, lines: source.split(separator: "\n", omittingEmptySubsequences: false).count)
            == lines)
        #expect(warnings(source) == [])
    }

    @Test func severalRulesCommasSpacesAndAReason() {
        let source = "x // xcstrings-audit:disable:this timer-direction,process-locale  paused-shows-zero -- the preview\n"
        for rule in [AuditRule.timerDirection, .processLocale, .pausedShowsZero] {
            #expect(silencedLines(source, rule, lines: 2) == [1])
        }
        #expect(silencedLines(source, .localeDoesNotTranslate, lines: 2) == [])
        #expect(warnings(source) == [])
    }

    @Test func enableAllEndsEveryRegion() {
        let source = "// xcstrings-audit:disable all\nb\n// xcstrings-audit:enable all\nd"
        #expect(silencedLines(source, .timerDirection, lines: 4) == [1, 2])
        #expect(silencedLines(source, .pausedShowsZero, lines: 4) == [1, 2])
    }

    @Test func anUnknownRuleIsAWarningWithItsPlaceTheCodeRulesAndANearMiss() {
        #expect(warnings("let l = Locale.current // xcstrings-audit:ignore process-locales\n") == [
            "1:50: 'xcstrings-audit:ignore' names 'process-locales', which is not a rule (did you mean 'process-locale'?); "
                + "the rules a Swift comment silences are locale-does-not-translate, process-locale, timer-direction, "
                + "paused-shows-zero, unlocalized-text, and all for every one",
        ])
        // Far from every rule: no guess, the list only.
        #expect(warnings("\n  // xcstrings-audit:disable:next frobnicate\n") == [
            "2:35: 'xcstrings-audit:disable:next' names 'frobnicate', which is not a rule; the rules a Swift comment "
                + "silences are locale-does-not-translate, process-locale, timer-direction, paused-shows-zero, unlocalized-text, and all "
                + "for every one",
        ])
    }

    @Test func theRightRuleNextToAWrongOneStillSilences() {
        let source = "// xcstrings-audit:ignore process-locale, timer-drection\nb"
        #expect(silencedLines(source, lines: 2) == [1, 2])
        #expect(warnings(source).map { String($0.prefix(60)) } == [
            "1:43: 'xcstrings-audit:ignore' names 'timer-drection', which",
        ])
    }

    @Test func aCatalogRuleInSwiftIsAWarningThatSaysWhereItGoes() {
        #expect(warnings("Text(\"Start\") // xcstrings-audit:ignore missing-key\n") == [
            "1:41: 'xcstrings-audit:ignore' names 'missing-key', which reads the catalogs: a comment in Swift code does "
                + "not silence it; add [audit-ignore: missing-key] to the entry's comment in the catalog, or turn the rule "
                + "off with --disable missing-key",
        ])
    }

    @Test func anUnknownDirectiveOrOneWithoutRulesIsAWarning() {
        #expect(warnings("// xcstrings-audit:disbale process-locale\n") == [
            "1:4: 'xcstrings-audit:disbale' is not a directive (did you mean 'xcstrings-audit:disable'?); the directives "
                + "are xcstrings-audit:ignore, xcstrings-audit:disable, xcstrings-audit:enable, "
                + "xcstrings-audit:disable:next, xcstrings-audit:disable:this, xcstrings-audit:disable:file; this comment "
                + "silences nothing",
        ])
        #expect(warnings("a\n//xcstrings-audit:ignore\n") == [
            "2:3: 'xcstrings-audit:ignore' names no rule; list the rules after it (locale-does-not-translate, "
                + "process-locale, timer-direction, paused-shows-zero, unlocalized-text) or all for every one",
        ])
    }

    @Test func columnsAreUTF8BytesAfterAByteOrderMark() {
        // "é" is two bytes; the byte order mark is not a column.
        #expect(warnings("\u{FEFF}é // xcstrings-audit:ignore nope").map { String($0.prefix(5)) } == ["1:30:"])
        #expect(warnings("é // xcstrings-audit:ignore nope").map { String($0.prefix(5)) } == ["1:30:"])
    }

    @Test func windowsLineEndsAreNotPartOfTheLastRule() {
        let source = "// xcstrings-audit:disable:next process-locale\r\nb\r\n"
        #expect(silencedLines(source, lines: 3) == [2])
        #expect(warnings(source) == [])
    }
}

/// The warnings reach the report, in both input modes, each once.
@Suite struct DisableDirectiveReportTests {
    private func runInProcess(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        var output = "", error = ""
        let status = run(arguments: arguments, standardOutput: { output += $0 }, standardError: { error += $0 })
        return (status, output, error)
    }

    @Test func pairModePrintsTheWarningBesideTheFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("directives-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Clock.swift")
        try Data(("struct A: ActivityAttributes { var languageCode: String }\n"
            + "let l = Locale.current // xcstrings-audit:ignore process-locales\n"
            + "let m = Locale.current // xcstrings-audit:ignore process-locale\n").utf8).write(to: source)
        let clean = repositoryRoot.appendingPathComponent("Tests/XCStringsAuditTests/Fixtures/clean").path
        let result = runInProcess(["--format", "xcode", "--sources", source.path, "\(clean)/App.xcstrings",
                                   "\(clean)/Widget.xcstrings"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("\(source.path):2:9: warning: [process-locale] "))
        #expect(result.output.split(separator: "\n").count == 1, "the second read is silenced")
        #expect(result.error == "\(source.path):2:50: warning: 'xcstrings-audit:ignore' names 'process-locales', which "
            + "is not a rule (did you mean 'process-locale'?); the rules a Swift comment silences are "
            + "locale-does-not-translate, process-locale, timer-direction, paused-shows-zero, unlocalized-text, and all for every one\n")
    }

    @Test func projectModePrintsItOnceForAFileOfOneTarget() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("directives-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Tests/XcodeProjectTests/Fixtures/Breathe"),
                                         to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let file = copy.appendingPathComponent("BreatheWidget/BreatheWidget.swift")
        var text = try String(contentsOf: file, encoding: .utf8)
        text += "// xcstrings-audit:disable:next timer-directoin\n"
        try Data(text.utf8).write(to: file)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let result = runInProcess(["--format", "xcode", copy.path])
        let warnings = result.error.split(separator: "\n").filter { $0.contains("timer-directoin") }
        #expect(warnings == ["\(file.path):\(line):33: warning: 'xcstrings-audit:disable:next' names 'timer-directoin', "
            + "which is not a rule (did you mean 'timer-direction'?); the rules a Swift comment silences are "
            + "locale-does-not-translate, process-locale, timer-direction, paused-shows-zero, unlocalized-text, and all for every one"])
    }
}
