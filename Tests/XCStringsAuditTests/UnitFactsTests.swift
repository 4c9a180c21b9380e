import Foundation
import Testing
import XCStrings
@testable import XCStringsAudit

/// The audit settles most localizations with one walk (`unitFacts`) and walks
/// leaf by leaf only what it flags. The one walk must never miss what the leaf
/// walks (`forEachUnit`, `forEachPlural`) find, or a finding would be lost.
@Suite struct UnitFactsTests {
    /// What the leaf-by-leaf walks say, computed the slow way.
    private struct Expected: Equatable {
        var hasUnits = false
        var allUsable = true
        var anyUsable = false
        var reviewOrEmpty = false
        var lacksPluralCategory = false
    }

    private static func expected(_ localization: StringCatalog.Localization, required: Set<String>) -> Expected {
        var result = Expected()
        localization.forEachUnit { leaf in
            result.hasUnits = true
            if leaf.isEmpty || leaf.state == .new { result.allUsable = false } else { result.anyUsable = true }
            if leaf.state == .needsReview || (leaf.state == .translated && leaf.isEmpty) { result.reviewOrEmpty = true }
        }
        localization.forEachPlural { _, _, cases in
            if !required.allSatisfy({ cases[$0] != nil }) { result.lacksPluralCategory = true }
        }
        return result
    }

    private static func check(_ catalog: StringCatalog, file: String) {
        let plurals = PluralCategoryRequirements.shared
        for entry in catalog.entries {
            for (language, localization) in entry.localizations {
                let requirements = plurals.requirements(for: language)
                let required = Set((requirements ?? []).map(\.category) + ["other"])
                var mask = PluralCategorySet()
                for category in required { mask.insert(PluralCategorySet(category: category)) }
                // No format check here: it only ever adds a closer look.
                let facts = localization.unitFacts(requiredPlurals: mask) { _, _ in true }
                let want = expected(localization, required: required)
                let got = Expected(hasUnits: facts.hasUnits, allUsable: facts.allUsable, anyUsable: facts.anyUsable,
                                   reviewOrEmpty: facts.needsCloserLook, lacksPluralCategory: facts.lacksPluralCategory)
                #expect(got == want, "\(file): \(entry.key.quotedForMessage) \(language)")

                // The format check sees the values the leaf walk checks, each with
                // the same "selected by a plural" as its path says (a unit already
                // flagged for review or as empty needs no format check).
                var asked: [String] = []
                _ = localization.unitFacts(requiredPlurals: mask) { value, inPlural in
                    asked.append("\(inPlural) \(value)")
                    return true
                }
                var checked: [String] = []
                localization.forEachUnit { leaf in
                    guard leaf.path.substitution == nil, leaf.path.outerKind != .stringSet, !leaf.isEmpty,
                          leaf.state != .needsReview else { return }
                    checked.append("\(leaf.path.isInPlural) \(leaf.value)")
                }
                #expect(asked.sorted() == checked.sorted(), "\(file): \(entry.key.quotedForMessage) \(language)")
            }
        }
    }

    static var catalogFiles: [URL] {
        var files = ["Strings/App/Localizable.xcstrings", "Strings/Widget/Localizable.xcstrings"]
            .map { repositoryRoot.appendingPathComponent($0) }
        for folder in ["Tests/XCStringsAuditTests/Fixtures", "Tests/XCStringsTests/Fixtures/valid"] {
            let directory = repositoryRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "xcstrings" { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test("One walk agrees with the leaf walks on the repository's catalogs")
    func agreesOnFixtures() throws {
        for url in Self.catalogFiles {
            guard let catalog = try? StringCatalog(contentsOf: url) else { continue }
            Self.check(catalog, file: url.lastPathComponent)
        }
    }

    @Test("One walk agrees with the leaf walks on the shared corpus",
          .enabled(if: CorpusPairTests.corpusIsPresent, "../shared/corpus/xcstrings is absent; skipped"))
    func agreesOnCorpus() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: CorpusPairTests.corpus.path)
        for name in names.sorted() where name.hasSuffix(".xcstrings") {
            Self.check(try StringCatalog(contentsOf: CorpusPairTests.corpus.appendingPathComponent(name)), file: name)
        }
    }

    @Test("Nesting, substitutions and string sets: what each walk must notice")
    func agreesOnShapes() {
        func unit(_ state: String, _ value: String) -> String { #"{"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}"# }
        let shapes: [String] = [
            // Arabic plural without `few` under a device variant (depth 1).
            #"{"variations": {"device": {"iphone": {"variations": {"plural": {"one": \#(unit("translated", "a")), "other": \#(unit("translated", "b"))}}}, "other": \#(unit("translated", "c"))}}}"#,
            // A substitution's plural with every Arabic category, one needing review.
            #"{"stringUnit": {"state": "translated", "value": "%#@n@"}, "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"zero": \#(unit("translated", "0")), "one": \#(unit("translated", "1")), "two": \#(unit("translated", "2")), "few": \#(unit("translated", "3")), "many": \#(unit("needs_review", "11")), "other": \#(unit("translated", "100"))}}}}}"#,
            // An empty translated variant, and one in state new.
            #"{"variations": {"plural": {"zero": \#(unit("translated", "")), "one": \#(unit("new", "x")), "two": \#(unit("translated", "2")), "few": \#(unit("translated", "3")), "many": \#(unit("translated", "11")), "other": \#(unit("translated", "100"))}}}"#,
            // A string set with an empty value; a plural with no `other`.
            #"{"stringSet": {"state": "translated", "values": ["a", ""]}}"#,
            #"{"variations": {"plural": {"one": \#(unit("translated", "1"))}}}"#,
            // Plural inside device inside plural: selected by a plural at every level.
            #"{"variations": {"device": {"mac": {"variations": {"plural": {"other": {"variations": {"device": {"other": \#(unit("translated", "%lld deep"))}}}}}}}}}"#,
            // Device inside device inside plural (depth 2): the path records only two levels.
            #"{"variations": {"device": {"mac": {"variations": {"device": {"ipad": {"variations": {"plural": {"other": \#(unit("translated", "%lld d2"))}}}}}}}}}"#,
            // Nine levels of plural: the ninth is beyond what forEachPlural checks.
            String(repeating: #"{"variations": {"plural": {"other": "#, count: 9) + unit("translated", "deep")
                + String(repeating: "}}}", count: 9),
        ]
        let strings = shapes.enumerated().map { index, shape in #""k\#(index)": {"localizations": {"ar": \#(shape)}}"# }
        Self.check(makeCatalog(strings.joined(separator: ", ")), file: "shapes")
    }
}

/// States are read from a unit's packed storage; a unit with fields this library
/// does not know keeps its state in a box, and the audit must see it the same.
@Suite struct PackedStateAuditTests {
    @Test func unitsWithUnknownFieldsAreAuditedByTheirState() {
        let app = makeCatalog(#"""
        "Hold": {"localizations": {"ar": {"stringUnit": {"state": "translated", "value": "انتظر"}},
                                   "he": {"stringUnit": {"state": "translated", "value": "המתן"}}}}
        """#)
        let widget = makeCatalog(#"""
        "Hold": {"localizations": {"ar": {"stringUnit": {"state": "needs_review", "value": "انتظر", "reviewer": "Dana"}},
                                   "he": {"stringUnit": {"state": "new", "value": "המתן", "x-origin": 1}}}}
        """#)
        #expect(audit(app: app, widget: widget).findings.map(summary) == [
            "needs-review Hold/ar", "missing-translation Hold/he",
        ])
    }
}
