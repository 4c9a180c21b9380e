import Foundation
import Testing
@testable import XCStringsAudit

/// `timer-direction` on the Live Activities of `Fixtures/timer-direction`: a lone
/// system timer in every Dynamic Island region and on the Lock Screen, without
/// `.environment(\.layoutDirection, .leftToRight)` and with it at each level.
@Suite struct TimerDirectionFixtureTests {
    /// The findings of the Swift files of one fixture folder as
    /// `severity file:line:column what` (the message up to what it says of the timer),
    /// in output order.
    private func findings(in fixture: String, languages: [String] = ["en", "ar", "he"]) throws -> [String] {
        let folder = repositoryRoot.appendingPathComponent("Tests/XCStringsAuditTests/Fixtures/timer-direction/\(fixture)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let files = try names.map { name in
            SwiftCodeFile(path: name, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
        return AuditFinding.sorted(WidgetCodeRules(shippedLanguages: languages).findings(in: files)).map { finding in
            let what = finding.message.components(separatedBy: " is a system timer view").first!
                .components(separatedBy: " shares its line").first!
            return "\(finding.severity.rawValue) \(finding.file):\(finding.line):\(finding.column) \(what)"
        }
    }

    @Test func everyLoneTimerIsAWarningThatNamesItsRegion() throws {
        #expect(try findings(in: "unprotected") == [
            "warning SessionLiveActivity.swift:12:17 Text(timerInterval:) (the Lock Screen)",
            "error SessionLiveActivity.swift:13:25 Text(timerInterval:) (the Lock Screen)",
            "warning SessionLiveActivity.swift:18:21 Text(_:style: .timer) (DynamicIslandExpandedRegion(.leading))",
            "warning SessionLiveActivity.swift:21:21 Text(_:format: .timer…) (DynamicIslandExpandedRegion(.trailing))",
            "warning SessionLiveActivity.swift:24:21 Text(_:format: .stopwatch…) (DynamicIslandExpandedRegion(.center))",
            "warning SessionLiveActivity.swift:27:21 ProgressView(timerInterval:) (DynamicIslandExpandedRegion(.bottom))",
            "warning SessionLiveActivity.swift:30:17 Text(_:style: .timer) (the Dynamic Island's compactLeading)",
            "warning SessionLiveActivity.swift:32:17 Text(timerInterval:) (the Dynamic Island's compactTrailing)",
            "warning SessionLiveActivity.swift:35:17 Text(timerInterval:) (the Dynamic Island's minimal)",
        ])
    }

    @Test func theWholeMessageOfALoneTimer() throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/XCStringsAuditTests/Fixtures/timer-direction/unprotected")
        let file = SwiftCodeFile(path: "SessionLiveActivity.swift",
                                 bytes: Array(try Data(contentsOf: folder.appendingPathComponent("SessionLiveActivity.swift"))))
        let found = WidgetCodeRules(shippedLanguages: ["en", "ar"]).findings(in: [file])
        let compactTrailing = try #require(found.first { $0.line == 32 })
        #expect(compactTrailing.rule == .timerDirection)
        #expect(compactTrailing.severity == .warning)
        #expect(compactTrailing.message == #"""
            Text(timerInterval:) (the Dynamic Island's compactTrailing) is a system timer view, and the catalogs ship \#
            ar, written right to left: WidgetKit draws it live, outside the app's strings, in the layout direction it \#
            inherits, and a lone timer like it was shown reversed to Arabic and Hebrew users ("5:23" as "23:5") until \#
            `.environment(\.layoutDirection, .leftToRight)` was put on it. Put that modifier on the timer's own view \#
            (the labels around it keep their direction); the Unicode Bidirectional Algorithm keeps "5:23" in order \#
            only in a string the app lays out itself, such as CountdownFormatter's.
            """#)
    }

    /// On the timer, on a stack around it in the same body, on the view that shows
    /// it in another file: each silences it.
    @Test(arguments: ["on-the-timer", "on-a-stack", "on-an-ancestor"])
    func leftToRightAtAnyLevelSilencesIt(fixture: String) throws {
        #expect(try findings(in: fixture) == [])
    }

    /// Three places lose the override; the views they show are reported in their own
    /// file, naming the places, and a view still left to right everywhere is not.
    @Test func aViewShownOnceWithoutTheOverrideIsReportedWithThatPlace() throws {
        #expect(try findings(in: "ancestor-missing-some") == [
            "warning TimerViews.swift:13:13 Text(timerInterval:) (the Lock Screen)",
            "warning TimerViews.swift:22:9 Text(_:style: .timer) (the Dynamic Island's compactLeading)",
            "warning TimerViews.swift:48:9 Text(timerInterval:) (the Dynamic Island's compactTrailing)",
        ])
    }

    /// A project that ships no right-to-left language: nothing, whatever its timers.
    @Test(arguments: [["en"], ["en", "de", "ja", "az", "pt-BR"], ["ar-Latn", "en"]])
    func withoutARightToLeftLanguageNothingIsReported(languages: [String]) throws {
        #expect(try findings(in: "unprotected", languages: languages) == [])
        #expect(try findings(in: "ancestor-missing-some", languages: languages) == [])
    }
}
