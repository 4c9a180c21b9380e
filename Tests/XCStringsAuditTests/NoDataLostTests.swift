import Foundation
import Testing
import XCStrings

/// `--fix` loses nothing: for every fixture and corpus pair, the fixed widget
/// catalog parses, keeps every entry and unit of the original unchanged, and adds
/// or replaces only what a fixable finding named — each with the app's own units —
/// after which no fixable finding is left.
@Suite struct NoDataLostTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        var name: String
        var app: URL
        var widget: URL
        var sources: URL? = nil
        var testDescription: String { name }
    }

    static let corpus = CorpusPairTests.corpus
    static let corpusIsPresent = CorpusPairTests.corpusIsPresent

    static let fixturePairs: [Pair] = {
        let fixtures = repositoryRoot.appendingPathComponent("Tests/XCStringsAuditTests/Fixtures")
        let strings = repositoryRoot.appendingPathComponent("Strings")
        return [
            Pair(name: "Strings/ (meditation timer)", app: strings.appendingPathComponent("App/Localizable.xcstrings"),
                 widget: strings.appendingPathComponent("Widget/Localizable.xcstrings"),
                 sources: strings.appendingPathComponent("WidgetSources")),
            Pair(name: "Strings/, widget as app", app: strings.appendingPathComponent("Widget/Localizable.xcstrings"),
                 widget: strings.appendingPathComponent("App/Localizable.xcstrings")),
        ] + ["clean", "warnings"].map {
            Pair(name: "fixtures/\($0)", app: fixtures.appendingPathComponent("\($0)/App.xcstrings"),
                 widget: fixtures.appendingPathComponent("\($0)/Widget.xcstrings"))
        }
    }()

    /// The three real pairs (see SOURCES.md), each also with the roles swapped, and
    /// cross pairs that make `--fix` copy many keys and whole languages.
    static let corpusPairs: [Pair] = {
        let files: [(String, String, String)] = [
            ("A Backyard Birds", "apple__sample-backyard-birds__Multiplatform__Localizable.xcstrings",
             "apple__sample-backyard-birds__Widgets__Localizable.xcstrings"),
            ("B NetNewsWire", "Ranchero-Software__NetNewsWire__Shared__Localizable.xcstrings",
             "Ranchero-Software__NetNewsWire__Widget__Resources__Localizable.xcstrings"),
            ("C Joodle", "xmliszt__joodle__Localizable.xcstrings", "xmliszt__joodle__Widgets__Localizable.xcstrings"),
            ("Xcodes → Backyard widget", "XcodesOrg__XcodesApp__Xcodes__Resources__Localizable.xcstrings",
             "apple__sample-backyard-birds__Widgets__Localizable.xcstrings"),
            ("Test8 → Substitution", "lexrus__xcstrings.schema.json__examples__Test8.xcstrings",
             "liamnichols__xcstrings-tool__Tests__XCStringsToolTests____Fixtures____Substitution.xcstrings"),
            ("CSE → DefaultAccountNames", "Cizzuk__CSE__Localizable.xcstrings",
             "Ranchero-Software__NetNewsWire__Shared__DefaultAccountNames.xcstrings"),
        ]
        return files.flatMap { name, app, widget in
            [Pair(name: name, app: corpus.appendingPathComponent(app), widget: corpus.appendingPathComponent(widget)),
             Pair(name: name + ", swapped", app: corpus.appendingPathComponent(widget), widget: corpus.appendingPathComponent(app))]
        }
    }()

    @Test(arguments: fixturePairs, [false, true])
    func fixingAFixturePairLosesNothing(pair: Pair, allKeys: Bool) throws {
        try checkFix(pair, allKeys: allKeys)
    }

    @Test(.enabled(if: corpusIsPresent, "../shared/corpus/xcstrings is absent; the corpus pairs are skipped"),
          arguments: corpusPairs, [false, true])
    func fixingACorpusPairLosesNothing(pair: Pair, allKeys: Bool) throws {
        try checkFix(pair, allKeys: allKeys)
    }

    struct Finding: Hashable {
        var rule: String
        var key: String?
        var language: String?
    }

    private func checkFix(_ pair: Pair, allKeys: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("no-data-lost-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.copyItem(at: pair.app, to: workspace.appendingPathComponent("App.xcstrings"))
        try FileManager.default.copyItem(at: pair.widget, to: workspace.appendingPathComponent("Widget.xcstrings"))
        var options: [String] = allKeys ? ["--all-keys"] : []
        if let sources = pair.sources {
            try FileManager.default.copyItem(at: sources, to: workspace.appendingPathComponent("Sources"))
            options += ["--sources", "Sources"]
        }
        // Some pairs are swapped on purpose: the roles are named, so --fix does not refuse.
        let files = ["--app", "App.xcstrings", "--widget", "Widget.xcstrings"]

        let before = try #require(try CommandRunner.run(["--format", "json"] + options + files, in: workspace))
        #expect(before.status != 2, "\(before.standardError)", sourceLocation: sourceLocation)
        let fixable = try Self.fixableFindings(before.standardOutput)
        if pair.sources != nil || allKeys {
            // These pairs have something to fix; a vacuous pass would prove nothing.
            #expect(!fixable.isEmpty, "nothing to fix in \(pair.name)", sourceLocation: sourceLocation)
        }

        let original = try StringCatalog(contentsOf: workspace.appendingPathComponent("Widget.xcstrings"))
        let originalBytes = try Data(contentsOf: workspace.appendingPathComponent("Widget.xcstrings"))
        let app = try StringCatalog(contentsOf: workspace.appendingPathComponent("App.xcstrings"))
        let fix = try #require(try CommandRunner.run(["--fix"] + options + files, in: workspace))
        #expect(fix.status != 2, "\(fix.standardError)", sourceLocation: sourceLocation)
        let fixed = try StringCatalog(contentsOf: workspace.appendingPathComponent("Widget.xcstrings"))
        // The copies are spliced into the file; one in Xcode's form stays exactly in it.
        if originalBytes == original.encoded() {
            #expect(try Data(contentsOf: workspace.appendingPathComponent("Widget.xcstrings")) == fixed.encoded(),
                    "the fixed file is not in Xcode's form", sourceLocation: sourceLocation)
        }

        #expect(fixed.sourceLanguage == original.sourceLanguage, sourceLocation: sourceLocation)
        #expect(fixed.version == original.version, sourceLocation: sourceLocation)
        #expect(fixed.unknownFields == original.unknownFields, sourceLocation: sourceLocation)

        let addedKeys = Set(fixed.keys).subtracting(original.keys)
        let namedKeys = Set(fixable.filter { $0.rule == "missing-key" }.compactMap(\.key))
        #expect(addedKeys == namedKeys, "keys added without a finding, or findings not fixed", sourceLocation: sourceLocation)
        for key in addedKeys {
            let added = try #require(fixed[key]), source = try #require(app[key])
            #expect(added.comment == source.comment && added.shouldTranslate == source.shouldTranslate,
                    "\(key)", sourceLocation: sourceLocation)
            for (language, localization) in added.localizations {
                let theirs = try #require(source.localizations[language], "\(key)/\(language) is not the app's")
                #expect(localization.representsSameUnits(as: theirs), "\(key)/\(language)", sourceLocation: sourceLocation)
            }
        }

        let missingLanguages = Set(fixable.filter { $0.rule == "missing-language" }.compactMap(\.language))
        // A raw key's fix copies the app's source-language text: one translation.
        let missingTranslations = Set(fixable.filter { $0.rule == "missing-translation" || $0.rule == "raw-key" }
            .map { "\($0.key ?? "")\u{0}\($0.language ?? "")" })
        for entry in original.entries {
            let now = try #require(fixed[entry.key], "\(entry.key) was removed", sourceLocation: sourceLocation)
            #expect(now.comment == entry.comment && now.extractionState == entry.extractionState
                    && now.isCommentAutoGenerated == entry.isCommentAutoGenerated
                    && now.shouldTranslate == entry.shouldTranslate && now.unknownFields == entry.unknownFields,
                    "the fields of \(entry.key) changed", sourceLocation: sourceLocation)
            for (language, localization) in entry.localizations {
                let kept = try #require(now.localizations[language], "\(entry.key)/\(language) was removed",
                                        sourceLocation: sourceLocation)
                if !kept.representsSameUnits(as: localization) {
                    #expect(missingTranslations.contains("\(entry.key)\u{0}\(language)") || missingLanguages.contains(language),
                            "\(entry.key)/\(language) changed without a finding", sourceLocation: sourceLocation)
                    #expect(kept.representsSameUnits(as: app[entry.key]?.localizations[language] ?? kept),
                            "\(entry.key)/\(language) is not the app's", sourceLocation: sourceLocation)
                }
            }
            for language in Set(now.localizations.keys).subtracting(entry.localizations.keys) {
                #expect(missingTranslations.contains("\(entry.key)\u{0}\(language)") || missingLanguages.contains(language),
                        "\(entry.key)/\(language) added without a finding", sourceLocation: sourceLocation)
                let added = try #require(now.localizations[language])
                let theirs = try #require(app[entry.key]?.localizations[language])
                #expect(added.representsSameUnits(as: theirs), "\(entry.key)/\(language)", sourceLocation: sourceLocation)
            }
        }

        let after = try #require(try CommandRunner.run(["--format", "json"] + options + files, in: workspace))
        #expect(try Self.fixableFindings(after.standardOutput).isEmpty, "fixable findings remain after --fix",
                sourceLocation: sourceLocation)
    }

    static func fixableFindings(_ json: String) throws -> [Finding] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        return findings.filter { $0["fixable"] as? Bool == true }.map {
            Finding(rule: $0["rule"] as? String ?? "", key: $0["key"] as? String, language: $0["language"] as? String)
        }
    }
}
