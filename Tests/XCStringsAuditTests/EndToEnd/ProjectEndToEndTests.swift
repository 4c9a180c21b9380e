import Foundation
import Testing
import XCStrings

private let breathe = "Tests/XcodeProjectTests/Fixtures/Breathe"
private let invalid = "Tests/XcodeProjectTests/Fixtures/invalid"

/// Project mode through the built binary: every format, the filters, damaged
/// projects and usage errors, each compared with its snapshot.
@Suite struct ProjectEndToEndTests {
    @Test(arguments: [
        SnapshotCase(name: "project-text", arguments: [breathe]),
        SnapshotCase(name: "project-json", arguments: ["--format", "json", breathe]),
        SnapshotCase(name: "project-xcode", arguments: ["--format", "xcode", "\(breathe)/Breathe.xcodeproj"]),
        SnapshotCase(name: "project-github", arguments: ["--format=github", "\(breathe)/Breathe.xcodeproj/project.pbxproj"]),
        SnapshotCase(name: "project-target", arguments: ["--target", "BreatheIntents", "--languages", "de", breathe]),
        SnapshotCase(name: "project-fix-dry-run", arguments: ["--fix", "--dry-run", breathe]),
        SnapshotCase(name: "project-several", arguments: ["Tests/XcodeProjectTests/Fixtures/Several"]),
        SnapshotCase(name: "project-pick-one", arguments: ["--project", "Second", "Tests/XcodeProjectTests/Fixtures/Several"]),
        SnapshotCase(name: "project-truncated", arguments: ["\(invalid)/Truncated"]),
        SnapshotCase(name: "project-unbalanced-braces", arguments: ["\(invalid)/UnbalancedBraces"]),
        SnapshotCase(name: "project-dangling-id", arguments: ["\(invalid)/DanglingID"]),
        SnapshotCase(name: "project-missing-file", arguments: ["\(invalid)/MissingFile"]),
        SnapshotCase(name: "project-group-cycle", arguments: ["\(invalid)/GroupCycle"]),
        SnapshotCase(name: "project-no-project", arguments: ["Strings"]),
        SnapshotCase(name: "sources-without-swift-files",
                     arguments: ["--sources", "Strings/App", "--sources", "Strings/WidgetSources", "--exclude", "SessionLiveActivity.swift",
                                 "--format", "xcode", "Strings/App/Localizable.xcstrings", "Strings/Widget/Localizable.xcstrings"]),
        SnapshotCase(name: "project-usage-target-with-catalogs",
                     arguments: ["--target", "W", "Strings/App/Localizable.xcstrings", "Strings/Widget/Localizable.xcstrings"]),
    ])
    func snapshot(_ run: SnapshotCase) throws {
        guard let output = try CommandRunner.run(run.arguments, in: repositoryRoot, environment: run.environment) else { return }
        try CommandRunner.assertSnapshot(run.name, run.arguments, output)
    }

    /// `.xcstrings-audit.json` is found from the project upwards: here it skips a
    /// target, and project-mode options that only a two-catalog run can honour
    /// are refused rather than ignored.
    @Test func theConfigurationFileBesideTheProjectIsApplied() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("project-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(breathe), to: copy)
        try Data(#"{"skipTargets": ["BreatheIntents"]}"#.utf8).write(to: copy.appendingPathComponent(".xcstrings-audit.json"))
        guard let output = try CommandRunner.run(["--format", "json", copy.path], in: repositoryRoot) else { return }
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        let targets = Set((object?["findings"] as? [[String: Any]] ?? []).compactMap { $0["target"] as? String })
        #expect(targets == ["BreatheWidgetExtension"])

        // A baseline that does not exist is the same error in project mode as with two catalogs.
        guard let refused = try CommandRunner.run(["--baseline", "b.json", copy.path], in: repositoryRoot) else { return }
        #expect(refused.status == 2)
        #expect(refused.standardError == "xcstrings-audit: error: b.json: no such baseline; create it with "
            + "--write-baseline b.json\n")
    }

    @Test func theJSONReportParsesAndCarriesTargetAndTable() throws {
        guard let output = try CommandRunner.run(["--format", "json", breathe], in: repositoryRoot) else { return }
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        #expect(findings.count == 9)
        #expect(Set(findings.compactMap { $0["target"] as? String }) == ["BreatheWidgetExtension", "BreatheIntents"])
        #expect(Set(findings.compactMap { $0["table"] as? String }) == ["Localizable", "Widgets", "AppShortcuts"])
        #expect(object?["app"] as? String == "Breathe")
    }

    @Test func aFailedWriteLeavesEveryFileAsItWas() throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("project-fail-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(breathe), to: workspace)
        let catalog = workspace.appendingPathComponent("BreatheWidget/Localizable.xcstrings")
        let before = try Data(contentsOf: catalog)
        guard let output = try CommandRunner.run(["--fix", "."], in: workspace,
                                                 environment: ["XCSTRINGS_AUDIT_INJECT_WRITE_FAILURE": "before-rename"]) else { return }
        #expect(output.status == 2)
        #expect(output.standardError.contains("the widget catalog was left unchanged"))
        #expect(try Data(contentsOf: catalog) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: catalog.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// The catalog gets its copies, the UTF-16 `.strings` file its one plain
    /// string at its end (its byte order mark, comment and entry kept), and what
    /// no file can take (de has no file; a plural) is listed.
    @Test func fixWritesTheCatalogAndAppendsToTheStringsFileItHas() throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("project-fix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(breathe), to: workspace)
        func contents() throws -> [String: Data] {
            var result: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: workspace.path)
            while let path = enumerator?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let full = workspace.appendingPathComponent(path).path
                if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                    result[path] = try Data(contentsOf: URL(fileURLWithPath: full))
                }
            }
            return result
        }
        let before = try contents()
        guard let output = try CommandRunner.run(["--fix", "."], in: workspace) else { return }
        try CommandRunner.assertSnapshot("project-fix", ["--fix", "."], output)
        let after = try contents()
        #expect(Set(after.keys) == Set(before.keys))
        #expect(after.keys.filter { after[$0] != before[$0] }.sorted()
            == ["BreatheWidget/Localizable.xcstrings", "BreatheWidget/ar.lproj/Widgets.strings"])
        let table = "BreatheWidget/ar.lproj/Widgets.strings"
        let added = "\n\"Exhale\" = \"\u{627}\u{632}\u{641}\u{631}\";\n"
        let utf16LE = added.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try #require(after[table]) == before[table]! + Data(utf16LE))
        #expect(try #require(after[table]).starts(with: [0xFF, 0xFE]))
        let fixed = try StringCatalog(contentsOf: workspace.appendingPathComponent("BreatheWidget/Localizable.xcstrings"))
        #expect(fixed["Start session"]?.localizations.keys.sorted() == ["ar", "de"])
        #expect(fixed["Breathe out"]?.localizations["ar"]?.stringUnit?.value == "زفير")
    }
}
