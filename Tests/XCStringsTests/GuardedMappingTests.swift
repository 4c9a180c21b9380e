import Foundation
import Testing
@testable import XCStrings

/// `xcstrings-audit` maps its catalogs instead of reading them. A mapped file that
/// another program truncates meanwhile must give an error, never SIGBUS.
///
/// Serialized: one test holds more mappings than the guard has slots, and the
/// others need a slot to test a real mapping.
@Suite(.serialized) struct GuardedMappingTests {
    @Test("A mapped file reads the same catalog as a read one", arguments: TestPaths.fixtureFiles("valid"))
    func mappedEqualsRead(name: String) throws {
        let url = TestPaths.fixtures.appendingPathComponent("valid/\(name)")
        let read = try StringCatalog(contentsOf: url)
        let mapped = try StringCatalog(contentsOf: url, mappingFile: true)
        #expect(mapped == read)
    }

    /// A catalog of many pages, so that the cut below leaves mapped pages with no
    /// file behind them.
    private static func largeCatalog() -> Data {
        var catalog = StringCatalog(sourceLanguage: "en")
        for number in 0..<3000 {
            catalog.setLocalization(.init(stringUnit: .init(state: .translated, value: "مرحبا \(number)")),
                                    language: "ar", forKey: "Hello \(number)")
        }
        return catalog.encoded()
    }

    private static func temporaryFile(_ data: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-mapped-\(UUID()).xcstrings")
        try data.write(to: url)
        return url
    }

    @Test("A file cut short after mapping gives an error saying so, not SIGBUS")
    func truncatedWhileMapped() throws {
        let data = Self.largeCatalog()
        try #require(data.count > 8 * 4096)
        let url = try Self.temporaryFile(data)
        defer { try? FileManager.default.removeItem(at: url) }

        let file = try CatalogFileBuffer(path: url.path, mode: .guardedMapping)
        try #require(file.isGuardedMapping)
        #expect(!file.changedWhileMapped)
        #expect(truncate(url.path, 100) == 0)
        // The pages past the cut now read as zeros instead of raising SIGBUS.
        #expect(file.bytes[file.bytes.count - 1] == 0)
        #expect(file.changedWhileMapped)

        let error = try #require(throws: CatalogError.self) { try StringCatalog(reading: file, path: url.path) }
        #expect(error.reason == .unreadable(
            "it became shorter while it was read (another program is writing it); run again when it is written"))
        #expect(error.description == "\(url.path): error: cannot read the catalog: it became shorter while it was "
            + "read (another program is writing it); run again when it is written")
    }

    /// Cut in the middle of a page, inside a string: the rest of that page reads as
    /// zeros without a fault, and the reader stops at the first zero, before any
    /// page past the end. The error says what happened, not "control character U+0000".
    @Test("A file cut inside its last page gives the same error, not a control character")
    func truncatedInsideAPage() throws {
        let data = Self.largeCatalog()
        let url = try Self.temporaryFile(data)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try CatalogFileBuffer(path: url.path, mode: .guardedMapping)
        try #require(file.isGuardedMapping)
        // Inside the value of the key "Hello 10", well inside the first page.
        let cut = try #require(data.range(of: Data("مرحبا 10\"".utf8))).lowerBound + 3
        try #require(cut < 4096)
        #expect(truncate(url.path, off_t(cut)) == 0)
        #expect(file.bytes[cut] == 0)
        #expect(file.changedWhileMapped)
        let error = try #require(throws: CatalogError.self) { try StringCatalog(reading: file, path: url.path) }
        #expect(error.description == "\(url.path): error: cannot read the catalog: it became shorter while it was "
            + "read (another program is writing it); run again when it is written")
    }

    @Test("Each mapping keeps its own cut: a cut file does not mark another one")
    func cutIsPerMapping() throws {
        let data = Self.largeCatalog()
        let cut = try Self.temporaryFile(data), whole = try Self.temporaryFile(data)
        defer {
            try? FileManager.default.removeItem(at: cut)
            try? FileManager.default.removeItem(at: whole)
        }
        let cutFile = try CatalogFileBuffer(path: cut.path, mode: .guardedMapping)
        let wholeFile = try CatalogFileBuffer(path: whole.path, mode: .guardedMapping)
        try #require(cutFile.isGuardedMapping && wholeFile.isGuardedMapping)
        #expect(truncate(cut.path, 0) == 0)
        #expect(cutFile.bytes[cutFile.bytes.count / 2] == 0)
        #expect(cutFile.changedWhileMapped)
        #expect(!wholeFile.changedWhileMapped)
        let catalog = try StringCatalog(reading: wholeFile, path: whole.path)
        #expect(catalog.entries.count == 3000)
        #expect(catalog["Hello 2999"]?.localizations["ar"]?.stringUnit?.value == "مرحبا 2999")
    }

    @Test("More mappings at once than the guard has slots fall back to reading")
    func manyMappingsAtOnce() throws {
        let url = TestPaths.fixtures.appendingPathComponent("valid/BirdFeeder.xcstrings")
        let expected = try StringCatalog(contentsOf: url)
        // 64 slots; other tests may hold a few at the same time.
        let files = try (0..<100).map { _ in try CatalogFileBuffer(path: url.path, mode: .guardedMapping) }
        #expect(files.contains { !$0.isGuardedMapping })
        for file in files {
            #expect(try StringCatalog(reading: file, path: url.path) == expected)
        }
    }
}
