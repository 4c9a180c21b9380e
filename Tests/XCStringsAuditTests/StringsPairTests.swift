import Foundation
import Testing
import XCStrings

/// The meditation timer pair in `Strings/` that the README's transcript audits.
@Suite struct StringsPairTests {
    static let paths = ["Strings/App/Localizable.xcstrings", "Strings/Widget/Localizable.xcstrings"]

    /// Xcode-formatted: Foundation's `JSONSerialization` with
    /// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` gives back the same
    /// bytes, and so does the catalog library's writer.
    @Test(arguments: paths)
    func isXcodeFormatted(path: String) throws {
        let url = repositoryRoot.appendingPathComponent(path)
        let bytes = try Data(contentsOf: url)
        let object = try JSONSerialization.jsonObject(with: bytes)
        let foundation = try JSONSerialization.data(withJSONObject: object,
                                                    options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(foundation == bytes)
        #expect(try StringCatalog(contentsOf: url).encoded() == bytes)
    }

    @Test func theAppCatalogHasWhatTheIssueAsksFor() throws {
        let app = try StringCatalog(contentsOf: repositoryRoot.appendingPathComponent(Self.paths[0]))
        #expect(app.entries.count >= 25)
        #expect(Set(app.languages) == ["ar", "de", "en", "fi", "he", "ja", "ko", "pt-BR", "zh-Hant"])
        let arabic = app["%lld minutes left"]?.localizations["ar"]?.variations?.plural
        #expect(Set(arabic?.keys.map { $0 } ?? []) == ["zero", "one", "two", "few", "many", "other"])
        #expect(app["Completed %lld sessions this week"]?.localizations["en"]?.substitutions?["sessions"]?.argNum == 1)
        #expect(app["Return to your session"]?.localizations["ja"]?.variations?.device?["mac"] != nil)
    }
}
