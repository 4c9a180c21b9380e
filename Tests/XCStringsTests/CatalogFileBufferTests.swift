import Foundation
import Testing
@testable import XCStrings

/// Catalog files are read with `read(2)` into a buffer of their own. A file that
/// another program cuts short while it is read must give an error saying so, never
/// a partial catalog or a crash; once read, nothing done to the file reaches the bytes.
@Suite struct CatalogFileBufferTests {
    @Test("A file read from disk is the catalog its bytes hold", arguments: TestPaths.fixtureFiles("valid"))
    func readEqualsBytes(name: String) throws {
        let url = TestPaths.fixtures.appendingPathComponent("valid/\(name)")
        let read = try StringCatalog(contentsOf: url)
        let fromData = try StringCatalog(data: try Data(contentsOf: url), file: url.path)
        #expect(read == fromData)
    }

    /// A catalog of many pages, so that a cut leaves most of it unread.
    private static func largeCatalog() -> Data {
        var catalog = StringCatalog(sourceLanguage: "en")
        for number in 0..<3000 {
            catalog.setLocalization(.init(stringUnit: .init(state: .translated, value: "مرحبا \(number)")),
                                    language: "ar", forKey: "Hello \(number)")
        }
        return catalog.encoded()
    }

    private static func temporaryFile(_ data: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-read-\(UUID()).xcstrings")
        try data.write(to: url)
        return url
    }

    private static let becameShorter = "it became shorter while it was read (another program is writing it); "
        + "run again when it is written"

    /// Cut between sizing and reading: `read(2)` ends early, and the file's new size
    /// says why. Cut inside a string (a prefix that is itself the start of valid
    /// JSON) and at nothing, both the same error.
    @Test("A file cut short while it is read gives an error saying so", arguments: [100, 0, 9000])
    func cutWhileRead(keeping cut: Int) throws {
        let data = Self.largeCatalog()
        try #require(data.count > 8 * 4096 && cut < data.count)
        let url = try Self.temporaryFile(data)
        defer { try? FileManager.default.removeItem(at: url) }

        var cutDone = false
        let error = try #require(throws: CatalogError.self) {
            _ = try CatalogFileBuffer(path: url.path) {
                cutDone = truncate(url.path, off_t(cut)) == 0
            }
        }
        #expect(cutDone)
        #expect(error.reason == .unreadable(Self.becameShorter))
        #expect(error.description == "\(url.path): error: cannot read the catalog: " + Self.becameShorter)
    }

    @Test("A file cut after it was read does not change the bytes read")
    func cutAfterRead() throws {
        let data = Self.largeCatalog()
        let url = try Self.temporaryFile(data)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try CatalogFileBuffer(path: url.path)
        #expect(truncate(url.path, 0) == 0)
        #expect(file.bytes.count == data.count)
        #expect(Data(file.bytes) == data)
        let catalog = try StringCatalog(reading: file, path: url.path)
        #expect(catalog.entries.count == 3000)
        #expect(catalog["Hello 2999"]?.localizations["ar"]?.stringUnit?.value == "مرحبا 2999")
    }

    @Test("A file that grows while it is read gives the bytes it had when sized")
    func grownWhileRead() throws {
        let data = Self.largeCatalog()
        let url = try Self.temporaryFile(data)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try CatalogFileBuffer(path: url.path) {
            guard let handle = FileHandle(forWritingAtPath: url.path) else { return }
            handle.seekToEndOfFile()
            handle.write(Data("trailing garbage".utf8))
            handle.closeFile()
        }
        #expect(Data(file.bytes) == data)
    }
}
