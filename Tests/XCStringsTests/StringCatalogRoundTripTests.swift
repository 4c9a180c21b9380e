import Foundation
import Testing
@testable import XCStrings

/// Reading then writing gives back Xcode's bytes.
@Suite struct StringCatalogRoundTripTests {
    /// The one corpus file that Xcode did not write (`"key": value` style).
    static let toolWritten = "xmliszt__joodle__Widgets__Localizable.xcstrings"

    // The corpus lives in ../shared beside the repository (CI checks it out there).
    // Without it these tests are skipped: the package's own fixtures below still run.
    @Test("Xcode-formatted corpus files round-trip byte for byte",
          .enabled(if: TestPaths.corpusIsPresent, "../shared/corpus/xcstrings is absent; corpus round-trip skipped"),
          arguments: TestPaths.corpusFiles().filter { $0 != toolWritten })
    func corpusRoundTrip(name: String) throws {
        let url = TestPaths.corpus.appendingPathComponent(name)
        let original = try Data(contentsOf: url)
        let catalog = try StringCatalog(contentsOf: url)
        let encoded = catalog.encoded()
        #expect(encoded == original, "first difference at byte \(firstDifference(encoded, original))")
    }

    @Test("Eleven Xcode-formatted corpus files and one tool-written one",
          .enabled(if: TestPaths.corpusIsPresent, "../shared/corpus/xcstrings is absent; corpus check skipped"))
    func corpusShape() {
        #expect(TestPaths.corpusFiles().count == 12)
        #expect(TestPaths.corpusFiles().contains(Self.toolWritten))
    }

    @Test("A tool-written file reads, and writes in Xcode's form (as JSONSerialization does)",
          .enabled(if: TestPaths.corpusIsPresent, "../shared/corpus/xcstrings is absent; corpus check skipped"))
    func toolWrittenFileIsRewrittenInXcodeForm() throws {
        let url = TestPaths.corpus.appendingPathComponent(Self.toolWritten)
        let original = try Data(contentsOf: url)
        let catalog = try StringCatalog(contentsOf: url)
        #expect(catalog.entries.count == 30)
        let expected = try TestPaths.foundationCanonicalForm(of: original, endsWithNewline: true)
        #expect(catalog.encoded() != original)
        #expect(catalog.encoded() == expected, "first difference at byte \(firstDifference(catalog.encoded(), expected))")
    }

    @Test("Every corpus file's writing equals Foundation's JSONSerialization output",
          .enabled(if: TestPaths.corpusIsPresent, "../shared/corpus/xcstrings is absent; corpus check skipped"),
          arguments: TestPaths.corpusFiles())
    func corpusMatchesFoundation(name: String) throws {
        let url = TestPaths.corpus.appendingPathComponent(name)
        let original = try Data(contentsOf: url)
        let catalog = try StringCatalog(contentsOf: url)
        let expected = try TestPaths.foundationCanonicalForm(of: original, endsWithNewline: catalog.endsWithNewline)
        #expect(catalog.encoded() == expected)
    }

    @Test("Package fixtures round-trip byte for byte", arguments: TestPaths.fixtureFiles("valid"))
    func fixtureRoundTrip(name: String) throws {
        let url = TestPaths.fixtures.appendingPathComponent("valid").appendingPathComponent(name)
        let original = try Data(contentsOf: url)
        let catalog = try StringCatalog(contentsOf: url)
        #expect(catalog.encoded() == original, "first difference at byte \(firstDifference(catalog.encoded(), original))")
        let expected = try TestPaths.foundationCanonicalForm(of: original, endsWithNewline: catalog.endsWithNewline)
        #expect(original == expected, "the fixture itself is not in Xcode's form")
    }

    @Test func packageHasValidFixtures() {
        #expect(TestPaths.fixtureFiles("valid").count >= 4)
    }

    private func firstDifference(_ a: Data, _ b: Data) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }
}
