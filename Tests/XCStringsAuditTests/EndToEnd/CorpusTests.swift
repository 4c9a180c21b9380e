import Foundation
import Testing

/// The three real app + widget pairs in `../shared/corpus/xcstrings`, whose ground
/// truth is written in its `SOURCES.md`. Skipped, with a message, when absent.
@Suite struct CorpusPairTests {
    static let corpus = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/xcstrings")
    /// Users who clone the repository alone do not have `../shared`; CI does.
    static let corpusIsPresent = FileManager.default.fileExists(atPath: corpus.path)

    struct Pair: Sendable, CustomTestStringConvertible {
        var name: String
        var app: String
        var widget: String
        /// `widget-only-key` notes: widget-only keys whose text the app has under
        /// another key (a possible rename); the other widget-only keys are text only
        /// the widget shows, and not findings.
        var renameNotes: Int
        var staleKeys: Int
        var testDescription: String { name }
    }

    @Test(.enabled(if: corpusIsPresent, "../shared/corpus/xcstrings is absent; the corpus pairs are skipped"),
          arguments: [
        // A: 20 widget keys, 3 shared, 17 widget-only, 3 stale; the widget has the
        // app's languages minus en (the source language, which is not coverage).
        Pair(name: "Backyard Birds", app: "apple__sample-backyard-birds__Multiplatform__Localizable.xcstrings",
             widget: "apple__sample-backyard-birds__Widgets__Localizable.xcstrings", renameNotes: 0, staleKeys: 3),
        // B: 11 widget keys, none shared; en only. Three of them ("label.text.today")
        // have the text of an app key ("Today"): the widget's own keys, not renames.
        Pair(name: "NetNewsWire", app: "Ranchero-Software__NetNewsWire__Shared__Localizable.xcstrings",
             widget: "Ranchero-Software__NetNewsWire__Widget__Resources__Localizable.xcstrings", renameNotes: 0, staleKeys: 0),
        // C: 30 widget keys, 6 shared, 24 widget-only; the app's en units are the
        // source language, not a gap. The widget file is not Xcode-formatted.
        Pair(name: "Joodle", app: "xmliszt__joodle__Localizable.xcstrings",
             widget: "xmliszt__joodle__Widgets__Localizable.xcstrings", renameNotes: 0, staleKeys: 0),
    ])
    func auditsWithoutErrorAndAgreesWithTheGroundTruth(pair: Pair) throws {
        let app = Self.corpus.appendingPathComponent(pair.app), widget = Self.corpus.appendingPathComponent(pair.widget)
        guard let output = try CommandRunner.run(["--format", "json", app.path, widget.path], in: repositoryRoot) else { return }
        #expect(output.standardError == "")
        // No shared key lacks a language the app translates, so nothing fails.
        #expect(output.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let rules = findings.compactMap { $0["rule"] as? String }
        #expect(rules.count { $0 == "widget-only-key" } == pair.renameNotes)
        #expect(rules.count { $0 == "stale-key" } == pair.staleKeys)
        #expect(!rules.contains("missing-translation") && !rules.contains("missing-language") && !rules.contains("missing-key"))
        #expect(!findings.contains { $0["language"] as? String == "en" })
        #expect((report["summary"] as? [String: Int])?["errors"] == 0)
    }

    @Test(.enabled(if: corpusIsPresent, "../shared/corpus/xcstrings is absent; skipped"))
    func allKeysMakesEveryUnsharedAppKeyMissing() throws {
        let app = Self.corpus.appendingPathComponent("xmliszt__joodle__Localizable.xcstrings")
        let widget = Self.corpus.appendingPathComponent("xmliszt__joodle__Widgets__Localizable.xcstrings")
        guard let output = try CommandRunner.run(["--all-keys", "--format", "json", app.path, widget.path],
                                                 in: repositoryRoot) else { return }
        #expect(output.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        // 648 app keys − 6 shared − 23 `shouldTranslate: false` = 619.
        #expect(findings.count { $0["rule"] as? String == "missing-key" } == 619)
    }
}

extension CorpusPairTests {
    /// Joodle's widget catalog was written by a tool (`"key": value`): `--fix` keeps
    /// that layout (``FixStyleTests``), so there is nothing to warn about, and a dry
    /// run writes nothing.
    @Test(.enabled(if: corpusIsPresent, "../shared/corpus/xcstrings is absent; skipped"))
    func dryRunOnAFileXcodeDidNotWriteWritesNothing() throws {
        let app = Self.corpus.appendingPathComponent("xmliszt__joodle__Localizable.xcstrings")
        let widget = Self.corpus.appendingPathComponent("xmliszt__joodle__Widgets__Localizable.xcstrings")
        let before = try Data(contentsOf: widget)
        guard let output = try CommandRunner.run(["--all-keys", "--fix", "--dry-run", app.path, widget.path],
                                                 in: repositoryRoot) else { return }
        #expect(output.standardError == "")
        #expect(output.standardOutput.hasPrefix("--fix --dry-run: would copy 619 keys and 0 translations"))
        #expect(try Data(contentsOf: widget) == before)
    }
}
