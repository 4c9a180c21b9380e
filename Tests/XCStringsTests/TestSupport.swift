import Foundation

/// Paths the tests read, computed from this file's location so that they work from
/// any working directory.
enum TestPaths {
    /// `Tests/XCStringsTests/Fixtures`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The repository root (`Package.swift`'s folder).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shared corpus, `../shared/corpus/xcstrings` beside the repository root
    /// (CI checks `../shared` out beside the clone).
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus/xcstrings")

    static var corpusIsPresent: Bool {
        FileManager.default.fileExists(atPath: corpus.appendingPathComponent("SOURCES.md").path)
    }

    static func corpusFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted()
    }

    static func fixtureFiles(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted()
    }

    /// What Foundation's `JSONSerialization` writes for a file — Xcode's format.
    static func foundationCanonicalForm(of data: Data, endsWithNewline: Bool) throws -> Data {
        let object = try JSONSerialization.jsonObject(with: data)
        var out = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        if endsWithNewline { out.append(0x0A) }
        return out
    }
}

/// The description of the error `body` throws, or `nil` when it throws none.
func thrownDescription<Result>(_ body: () throws -> Result) -> String? {
    do { _ = try body() } catch { return "\(error)" }
    return nil
}
