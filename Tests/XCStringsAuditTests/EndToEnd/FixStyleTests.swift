import Foundation
import Testing
import XCStrings

/// `--fix` writes only what it copies, in the widget catalog's own layout, and
/// catalogs that are valid JSON but not as Xcode writes them are read, with warnings.
@Suite struct FixStyleTests {
    private let arguments = ["--sources", "WidgetSources", "--fix", "App.xcstrings", "Widget.xcstrings"]

    /// The built binary's status, output and error (`nil` when it was not built; the
    /// runner has recorded that).
    private func execute(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String, error: String)? {
        guard let result = try CommandRunner.run(arguments, in: directory) else { return nil }
        return (result.status, result.standardOutput, result.standardError)
    }

    /// Runs `--fix` on the example pair twice — on the widget as Xcode wrote it and on
    /// the widget rewritten by `restyle` — and returns both fixed files.
    private func fixBothWays(_ restyle: (Data) throws -> Data) throws -> (xcode: Data, restyled: Data, restyledOriginal: Data) {
        let xcode = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: xcode) }
        let restyled = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: restyled) }
        let widget = restyled.appendingPathComponent("Widget.xcstrings")
        let restyledOriginal = try restyle(try Data(contentsOf: widget))
        try restyledOriginal.write(to: widget)
        let first = try #require(try execute(arguments, in: xcode)), second = try #require(try execute(arguments, in: restyled))
        #expect(first.status == second.status)
        #expect(first.error == "" && second.error == "")
        return (try Data(contentsOf: xcode.appendingPathComponent("Widget.xcstrings")), try Data(contentsOf: widget), restyledOriginal)
    }

    /// `"key" : value` → `"key": value` (no value in the example pair contains `" : `).
    private func jsonEncoderStyle(_ data: Data) -> Data {
        Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\" : ", with: "\": ").utf8)
    }

    /// One line, as `JSONSerialization` writes without `.prettyPrinted` (keys in Xcode's order).
    private func compactStyle(_ data: Data) throws -> Data {
        try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: data),
                                   options: [.sortedKeys, .withoutEscapingSlashes])
    }

    @Test("A JSONEncoder-style widget is fixed in its style: exactly the Xcode fix, restyled")
    func jsonEncoderStyleWidget() throws {
        let (xcode, restyled, original) = try fixBothWays(jsonEncoderStyle)
        #expect(String(decoding: restyled, as: UTF8.self) == String(decoding: jsonEncoderStyle(xcode), as: UTF8.self))
        // Re-read, the fixed file is the model the plan made.
        #expect(try StringCatalog(data: restyled).encoded() == (try StringCatalog(data: xcode).encoded()))
        #expect(restyled != original)
    }

    @Test("A one-line widget stays one line: exactly the Xcode fix on one line")
    func compactWidget() throws {
        let (xcode, restyled, _) = try fixBothWays(compactStyle)
        #expect(!restyled.contains(0x0A))
        #expect(String(decoding: restyled, as: UTF8.self) == String(decoding: try compactStyle(xcode), as: UTF8.self))
    }

    @Test("A null comment and an identical duplicate are warnings on standard error, not exit 2")
    func readerWarningsArePrinted() throws {
        let fixtures = repositoryRoot.appendingPathComponent("Tests/XCStringsAuditTests/Fixtures")
        let app = "Tests/XCStringsAuditTests/Fixtures/clean/App.xcstrings"
        let widget = "Tests/XCStringsAuditTests/Fixtures/readable/Widget.xcstrings"
        guard let result = try execute([app, widget], in: repositoryRoot) else { return }
        #expect(result.status == 0)
        #expect(result.error == """
            xcstrings-audit: warning: \(widget):5:18: strings["Breathe in"].comment: `comment` is null; read as if \
            it were absent. Remove the field, or give it a value
            xcstrings-audit: warning: \(widget):49:5: strings["Breathe out"]: duplicate key "Breathe out" with the \
            same value as at \(widget):27:5; read once. Remove one of them

            """)
        // The same catalog, audited as the clean pair's widget: the same findings.
        let clean = try execute([app, fixtures.appendingPathComponent("clean/Widget.xcstrings").path], in: repositoryRoot)
        #expect(result.output == clean?.output)
    }

    @Test("--fix on Joodle's JSONEncoder-style widget adds 619 entries and changes no line",
          .enabled(if: CorpusPairTests.corpusIsPresent, "../shared/corpus/xcstrings is absent; skipped"))
    func corpusWidgetKeepsItsStyle() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-joodle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, file) in [("App", "xmliszt__joodle__Localizable.xcstrings"), ("Widget", "xmliszt__joodle__Widgets__Localizable.xcstrings")] {
            try FileManager.default.copyItem(at: CorpusPairTests.corpus.appendingPathComponent(file),
                                             to: directory.appendingPathComponent("\(name).xcstrings"))
        }
        let widget = directory.appendingPathComponent("Widget.xcstrings")
        let before = try Data(contentsOf: widget)
        guard let result = try execute(["--all-keys", "--fix", "App.xcstrings", "Widget.xcstrings"], in: directory) else { return }
        #expect(result.error == "")
        #expect(result.output.hasPrefix("--fix: copied 619 keys and 0 translations"))
        let after = try Data(contentsOf: widget)
        func lines(_ data: Data) -> [Substring] { String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) }
        let removed = lines(after).difference(from: lines(before)).removals
        #expect(removed.isEmpty, "\(removed.count) original lines changed")
        #expect(!String(decoding: after, as: UTF8.self).contains("\" : "))
        #expect(try StringCatalog(data: after).entries.count == 30 + 619)
    }
}
