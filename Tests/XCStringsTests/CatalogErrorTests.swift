import Foundation
import Testing
@testable import XCStrings

/// Every way a catalog can be unreadable gives an error naming the file, the exact
/// line and column, the JSON path and what was expected.
@Suite struct CatalogErrorTests {
    typealias Reason = CatalogError.Reason
    typealias Location = StringCatalog.SourceLocation

    static let cases: [(file: String, line: Int, column: Int, path: String, reason: Reason)] = [
        ("empty-file", 1, 1, "", .emptyFile),
        ("source-language-empty", 2, 22, "sourceLanguage", .invalidSourceLanguage("")),
        ("source-language-with-nul", 2, 22, "sourceLanguage", .invalidSourceLanguage("en\u{0}")),
        ("only-whitespace", 4, 1, "", .emptyFile),
        ("top-level-array", 1, 1, "", .notAnObject(found: "an array")),
        ("top-level-string", 1, 1, "", .notAnObject(found: "a string")),
        ("truncated-in-string", 5, 25, #"strings["Hello"].comment"#, .unexpectedEnd(expected: "the closing '\"' of a string")),
        ("truncated-after-colon", 4, 15, #"strings["Hello"]"#, .unexpectedEnd(expected: "an object (the entry)")),
        ("truncated-in-object", 8, 35, #"strings["Hello"].localizations.ar.stringUnit"#, .unexpectedEnd(expected: "',' or '}'")),
        ("trailing-comma-in-object", 5, 23, #"strings["Hello"]"#, .trailingComma),
        ("trailing-comma-in-array", 10, 18, #"strings["Hello"].localizations.en.stringSet.values"#, .trailingComma),
        ("state-is-a-number", 8, 23, #"strings["Hello"].localizations.ar.stringUnit.state"#, .wrongType(expected: "a string", found: "a number")),
        ("localizations-is-an-array", 5, 25, #"strings["Hello"].localizations"#,
         .wrongType(expected: "an object of localizations by language", found: "an array")),
        ("should-translate-is-a-string", 5, 27, #"strings["Hello"].shouldTranslate"#,
         .wrongType(expected: "a boolean (true or false)", found: "a string")),
        ("arg-num-is-a-string", 9, 26, #"strings["Hello %#@n@"].localizations.en.substitutions.n.argNum"#,
         .wrongType(expected: "an integer", found: "a string")),
        ("arg-num-is-a-fraction", 9, 26, #"strings["Hello %#@n@"].localizations.en.substitutions.n.argNum"#,
         .wrongType(expected: "an integer", found: "the number 1.5")),
        ("version-is-a-number", 6, 15, "version", .wrongType(expected: "a string", found: "a number")),
        ("invalid-utf8-byte", 9, 27, #"strings["Hello"].localizations.ar.stringUnit.value"#, .invalidUTF8),
        ("overlong-utf8", 5, 22, #"strings["Hello"].comment"#, .invalidUTF8),
        ("utf8-encoded-surrogate", 5, 20, #"strings["Hello"].comment"#, .invalidUTF8),
        ("lone-high-surrogate", 5, 21, #"strings["Hello"].comment"#, .loneSurrogate(#"\ud800"#)),
        ("lone-low-surrogate", 5, 20, #"strings["Hello"].comment"#, .loneSurrogate(#"\udc00"#)),
        ("high-surrogate-then-letter", 5, 20, #"strings["Hello"].comment"#, .loneSurrogate(#"\ud83d"#)),
        ("duplicate-key", 10, 5, #"strings["Hello"]"#, .duplicateKey("Hello", first: Location(line: 4, column: 5))),
        ("duplicate-language", 9, 9, #"strings["Hello"].localizations.ar"#, .duplicateKey("ar", first: Location(line: 6, column: 9))),
        ("duplicate-field", 6, 7, #"strings["Hello"].comment"#, .duplicateKey("comment", first: Location(line: 5, column: 7))),
        ("duplicate-unknown-field", 6, 7, #"strings["Hello"].x-owner"#, .duplicateKey("x-owner", first: Location(line: 5, column: 7))),
        ("duplicate-plural-category", 12, 15, #"strings["%lld"].localizations.ar.variations.plural.few"#,
         .duplicateKey("few", first: Location(line: 9, column: 15))),
        ("nul-byte-in-string", 4, 9, "strings", .controlCharacterInString(0)),
        ("nul-byte-between-tokens", 4, 15, #"strings["Hello"]"#, .wrongType(expected: "an object (the entry)", found: "a NUL byte")),
        ("raw-line-feed-in-string", 5, 23, #"strings["Hello"].comment"#, .controlCharacterInString(0x0A)),
        ("missing-source-language", 1, 1, "", .missingField("sourceLanguage")),
        ("missing-strings", 1, 1, "", .missingField("strings")),
        ("missing-value", 7, 26, #"strings["Hello"].localizations.ar.stringUnit"#, .missingField("value")),
        ("invalid-escape", 4, 11, "strings", .invalidEscape(#"\x"#)),
        ("data-after-object", 7, 1, "", .trailingData),
        ("unquoted-key", 4, 5, "strings", .unexpectedCharacter(found: "'H'", expected: "a key in double quotes or '}'")),
        ("single-quoted-string", 4, 5, "strings", .unexpectedCharacter(found: "'''", expected: "a key in double quotes or '}'")),
        ("missing-comma", 6, 7, #"strings["Hello"]"#, .unexpectedCharacter(found: "'\"'", expected: "',' or '}'")),
        ("malformed-number", 6, 15, "x-count", .invalidNumber),
        ("misspelled-literal", 5, 31, #"strings["Hello"].shouldTranslate"#, .unexpectedCharacter(found: "a line break", expected: "`false`")),
        // A UTF-8 byte order mark is accepted and not counted in columns.
        ("bom-then-wrong-type", 1, 22, "sourceLanguage", .wrongType(expected: "a string", found: "a number")),
        ("crlf-line-endings", 5, 19, #"strings["Hello"].comment"#, .wrongType(expected: "a string", found: "a number")),
    ]

    @Test("Invalid fixture gives the expected error at the expected place", arguments: cases)
    func invalidFixture(file: String, line: Int, column: Int, path: String, reason: Reason) throws {
        let url = TestPaths.fixtures.appendingPathComponent("invalid/\(file).xcstrings")
        let error = try #require(throws: CatalogError.self) { try StringCatalog(contentsOf: url) }
        #expect(error.file == url.path)
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.jsonPath == path)
        #expect(error.reason == reason)
        #expect(error.description.hasPrefix("\(url.path):\(line):\(column): error: " + (path.isEmpty ? "" : path + ": ")))
    }

    @Test("Every invalid fixture has an expectation")
    func everyFixtureIsChecked() {
        #expect(Set(TestPaths.fixtureFiles("invalid")) == Set(Self.cases.map { "\($0.file).xcstrings" } + ["nested-100000-deep.xcstrings"]))
        #expect(Self.cases.count >= 25)
    }

    @Test("100 000 nested arrays stop at the depth limit without exhausting the stack")
    func deepNesting() throws {
        let url = TestPaths.fixtures.appendingPathComponent("invalid/nested-100000-deep.xcstrings")
        let error = try #require(throws: CatalogError.self) { try StringCatalog(contentsOf: url) }
        #expect(error.reason == .tooDeep(limit: CatalogReader.maximumDepth))
        // The object is level 1, so the 128th `[` (column 9 + 127) is the 129th level,
        // reached as element 0 of each of the 127 arrays around it.
        #expect(error.location == Location(line: 2, column: 136))
        #expect(error.jsonPath == "x" + String(repeating: "[0]", count: 127))
    }

    @Test("Deep nesting on a secondary thread's small stack is refused, not a crash")
    func deepNestingOnAThread() async throws {
        let data = Data(("{\"x\":" + String(repeating: "{\"a\":", count: 100_000)).utf8)
        let reason = await Task.detached { () -> CatalogError.Reason? in
            do throws(CatalogError) {
                _ = try StringCatalog(data: data)
                return nil
            } catch {
                return error.reason
            }
        }.value
        #expect(reason == .tooDeep(limit: CatalogReader.maximumDepth))
    }

    @Test func missingFile() throws {
        let path = TestPaths.fixtures.appendingPathComponent("invalid/no-such-file.xcstrings").path
        let error = try #require(throws: CatalogError.self) { try StringCatalog(contentsOf: URL(fileURLWithPath: path)) }
        #expect(error.location == nil)
        #expect(error.description == "\(path): error: cannot read the catalog: no such file; check the path")
    }

    @Test func directory() throws {
        let path = TestPaths.fixtures.appendingPathComponent("invalid").path
        let error = try #require(throws: CatalogError.self) { try StringCatalog(contentsOf: URL(fileURLWithPath: path)) }
        #expect(error.description == "\(path): error: cannot read the catalog: it is a directory, not a .xcstrings file")
    }

    @Test func unreadableFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-unreadable-\(UUID()).xcstrings")
        try Data("{}".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
        // Root reads any file; the check only means something for other users.
        try #require(!FileManager.default.isReadableFile(atPath: url.path) || getuid() == 0)
        if getuid() != 0 {
            let error = try #require(throws: CatalogError.self) { try StringCatalog(contentsOf: url) }
            #expect(error.reason == .unreadable("permission denied; check the file's permissions"))
        } else {
            let error = try #require(throws: CatalogError.self) { try StringCatalog(contentsOf: url) }
            #expect(error.reason == .missingField("sourceLanguage"))
        }
    }

    @Test("A byte order mark before a valid catalog is accepted")
    func byteOrderMark() throws {
        let catalog = try StringCatalog(data: Data([0xEF, 0xBB, 0xBF] + Array(#"{"sourceLanguage":"en","strings":{"a":{}},"version":"1.0"}"#.utf8)))
        #expect(catalog.keys == ["a"])
        #expect(catalog["a"]?.location == StringCatalog.SourceLocation(line: 1, column: 35))
    }

    @Test("Arbitrary prefixes of a valid file never trap")
    func everyTruncation() throws {
        let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("valid/Escapes.xcstrings"))
        for length in 0..<data.count {
            #expect(throws: CatalogError.self) { try StringCatalog(data: data.prefix(length)) }
        }
    }

    @Test("Paths quote keys that are not plain names, and the description reads like a compiler's")
    func pathQuoting() throws {
        let json = #"{"sourceLanguage":"en","strings":{"say \"hi\"\n":{"localizations":{"zh-Hans":{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":7}}}}}}}}}"#
        let error = try #require(throws: CatalogError.self) { try StringCatalog(data: Data(json.utf8), file: "A.xcstrings") }
        #expect(error.jsonPath == #"strings["say \"hi\"\n"].localizations.zh-Hans.variations.plural.one.stringUnit.value"#)
        #expect(error.description == #"A.xcstrings:1:146: error: strings["say \"hi\"\n"].localizations.zh-Hans.variations.plural.one.stringUnit.value: expected a string, found a number"#)
    }
}

/// `CatalogError` is a `LocalizedError`: whatever shows an `Error` to a person
/// (`localizedDescription`, SwiftUI alerts) gets the place and the message, not
/// Foundation's "The operation could not be completed".
@Suite struct CatalogErrorDescriptionTests {
    @Test func localizedDescriptionIsTheDescription() {
        do {
            _ = try StringCatalog(data: Data("{\"sourceLanguage\": 1}".utf8), file: "A.xcstrings")
            Issue.record("a number as sourceLanguage parsed")
        } catch {
            #expect(error.localizedDescription == error.description)
            #expect((error as Error).localizedDescription.hasPrefix("A.xcstrings:1:20: error: sourceLanguage: expected a string"))
            #expect(error.errorDescription == error.description)
        }
    }
}
