import Foundation
import Testing
import XCStrings

#if canImport(Glibc)
import Glibc
#endif

/// Malformed and hostile inputs given to the built `xcstrings-audit --fix`, on the
/// app side and on the widget side. Each must exit 2 with a precise message on
/// standard error — the same file:line:column and reason the catalog reader gives —
/// print nothing on standard output, finish in bounded time, and leave the widget
/// catalog exactly as it was (no write, no temporary file left behind).
@Suite struct HostileInputTests {
    /// A hostile input: how to put it in place of a catalog.
    struct Hostile: CustomTestStringConvertible, Sendable {
        var name: String
        var make: @Sendable (_ path: URL) throws -> Void
        var testDescription: String { name }
    }

    /// The reader's own invalid fixtures (their exact line and column are asserted in
    /// `XCStringsTests/CatalogErrorTests`), plus inputs made here that are too large
    /// or too odd to keep in the repository.
    static let catalogs: [Hostile] = readerFixtures + generated

    static let readerFixtures: [Hostile] = {
        let directory = repositoryRoot.appendingPathComponent("Tests/XCStringsTests/Fixtures/invalid")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { name in
            Hostile(name: name) { path in
                try FileManager.default.copyItem(at: directory.appendingPathComponent(name), to: path)
            }
        }
    }()

    static let header = #"{"sourceLanguage" : "en", "strings" : {"k" : {"comment" : ""#

    static let generated: [Hostile] = [
        bytes("50 MB unterminated string") { Array((header + String(repeating: "a", count: 50_000_000)).utf8) },
        bytes("50 MB of spaces, then nothing") { Array(repeating: 0x20, count: 50_000_000) },
        bytes("4 KB of NUL bytes") { Array(repeating: 0, count: 4096) },
        bytes("NUL bytes inside a key") { Array(#"{"sourceLanguage" : "en", "strings" : {"a\#u{0}b" : {}}, "version" : "1.0"}"#.utf8) },
        bytes("random bytes (fixed seed)") {
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            return (0..<65_536).map { _ in
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                return UInt8(truncatingIfNeeded: state)
            }
        },
        bytes("UTF-16 with a byte order mark") {
            [0xFF, 0xFE] + #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf16.flatMap {
                [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)]
            }
        },
        bytes("100 000 nested arrays at the top") { Array(repeating: UInt8(ascii: "["), count: 100_000) },
        bytes("100 000 nested objects in a comment") {
            Array((#"{"sourceLanguage" : "en", "strings" : {"k" : {"comment" : "#
                + String(repeating: #"{"a" : "#, count: 100_000)).utf8)
        },
        bytes("plural variations nested 200 deep") {
            Array((#"{"sourceLanguage" : "en", "strings" : {"k" : {"localizations" : {"ar" : "#
                + String(repeating: #"{"variations" : {"plural" : {"one" : "#, count: 200)).utf8)
        },
        bytes("a number with a million digits") {
            Array((#"{"sourceLanguage" : "en", "strings" : {}, "version" : 1"#
                + String(repeating: "0", count: 1_000_000) + "}").utf8)
        },
        bytes("an exponent of 1e999999") {
            Array(#"{"sourceLanguage" : "en", "strings" : {"k" : {"localizations" : {"en" : {"substitutions" : {"n" : {"argNum" : 1e999999, "formatSpecifier" : "lld"}}}}}}, "version" : "1.0"}"#.utf8)
        },
        bytes("strings is null") { Array(#"{"sourceLanguage" : "en", "strings" : null, "version" : "1.0"}"#.utf8) },
        bytes("a value that is an escaped NUL in sourceLanguage") {
            Array(#"{"sourceLanguage" : "\u0000", "strings" : {}, "version" : "1.0"}"#.utf8)
        },
        bytes("10 MB line of commas") { Array(("{" + String(repeating: ",", count: 10_000_000)).utf8) },
        bytes("a lone continuation byte in a key") { Array(#"{"sourceLanguage" : "en", "strings" : {""#.utf8) + [0x80] + Array(#"" : {}}}"#.utf8) },
    ]

    /// Things that are not readable regular files where a catalog should be.
    static let notFiles: [Hostile] = [
        Hostile(name: "a directory") { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) },
        Hostile(name: "a missing file") { _ in },
        Hostile(name: "a symbolic-link loop") { path in
            let other = path.deletingLastPathComponent().appendingPathComponent("loop-\(UUID().uuidString)")
            try FileManager.default.createSymbolicLink(atPath: other.path, withDestinationPath: path.path)
            try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: other.path)
        },
        Hostile(name: "a dangling symbolic link") {
            try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/nonexistent/Localizable.xcstrings")
        },
        Hostile(name: "a FIFO with no writer") { path in
            #expect(mkfifo(path.path, 0o644) == 0)
        },
        Hostile(name: "a character device") {
            try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/dev/zero")
        },
        Hostile(name: "an unreadable file") { path in
            // As root (as CI runs) permissions do not stop reading, so use a file
            // whose read fails: /proc/self/mem of the reading process.
            if geteuid() == 0 {
                try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: "/proc/self/mem")
            } else {
                try Data(#"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#.utf8).write(to: path)
                #expect(chmod(path.path, 0) == 0)
            }
        },
        Hostile(name: "a pseudo-file of unknown size") {
            try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/proc/self/status")
        },
    ]

    static func bytes(_ name: String, _ make: @escaping @Sendable () -> [UInt8]) -> Hostile {
        Hostile(name: name) { try Data(make()).write(to: $0) }
    }

    enum Side: String, CaseIterable, Sendable { case app = "App.xcstrings", widget = "Widget.xcstrings" }

    @Test func thereAreEnoughHostileCatalogs() {
        #expect(Self.readerFixtures.count >= 40, "the reader's invalid fixtures were not found")
        #expect(Self.catalogs.count + Self.notFiles.count >= 60)
    }

    @Test(arguments: catalogs, Side.allCases)
    func malformedCatalogIsRefusedAtItsPlace(hostile: Hostile, side: Side) throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let target = workspace.appendingPathComponent(side.rawValue)
        try FileManager.default.removeItem(at: target)
        try hostile.make(target)

        // What the library says about this file: the CLI must say the same.
        let error = try #require(throws: CatalogError.self) { try StringCatalog(contentsOf: target) }
        let reason = String(error.description.drop { $0 != " " }.dropFirst())   // after "path:line:column:"
            .replacingOccurrences(of: "error: ", with: "", options: .anchored)
            .replacingOccurrences(of: target.path, with: side.rawValue)
        let expectedPrefix = "xcstrings-audit: error: \(side.rawValue):\(error.line):\(error.column): "

        try expectRefused(in: workspace, side: side) { output in
            #expect(output.standardError.hasPrefix(expectedPrefix), "\(output.standardError.prefix(300))")
            #expect(output.standardError.contains(reason), "\(output.standardError.prefix(300))")
        }
    }

    @Test(arguments: notFiles, Side.allCases)
    func somethingThatIsNotACatalogFileIsRefused(hostile: Hostile, side: Side) throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let target = workspace.appendingPathComponent(side.rawValue)
        try FileManager.default.removeItem(at: target)
        try hostile.make(target)
        try expectRefused(in: workspace, side: side) { output in
            #expect(output.standardError.hasPrefix("xcstrings-audit: error: \(side.rawValue): cannot read the catalog: "),
                    "\(output.standardError)")
        }
    }

    /// A hostile but valid catalog: one 50 MB value. It is read and audited (exit 0
    /// or 1), within the same bounds.
    @Test func fiftyMegabyteValueIsAudited() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let huge = #"{"sourceLanguage" : "en", "strings" : {"Huge" : {"localizations" : {"ar" : {"stringUnit" : {"state" : "translated", "value" : ""#
            + String(repeating: "ع", count: 25_000_000) + #""}}}}}, "version" : "1.0"}"#
        try Data(huge.utf8).write(to: workspace.appendingPathComponent("App.xcstrings"))
        let started = Date()
        let output = try #require(try CommandRunner.run(["--all-keys", "--format", "json", "--app", "App.xcstrings",
                                                                   "--widget", "Widget.xcstrings"],
                                                        in: workspace))
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(output.status == 1)
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput.contains(#""rule": "missing-key", "severity": "error", "key": "Huge""#))
    }

    /// Runs `--fix` on the workspace and checks the refusal: exit 2, nothing on
    /// standard output, bounded time, and the widget catalog (and directory) as before.
    private func expectRefused(in workspace: URL, side: Side, sourceLocation: SourceLocation = #_sourceLocation,
                               _ check: (CommandRunner.Output) -> Void) throws {
        let widget = workspace.appendingPathComponent("Widget.xcstrings")
        let widgetBefore = side == .widget ? nil : try Data(contentsOf: widget)
        let listingBefore = try FileManager.default.contentsOfDirectory(atPath: workspace.path).sorted()
        let started = Date()
        let output = try #require(try CommandRunner.run(
            ["--fix", "--sources", "WidgetSources", "App.xcstrings", "Widget.xcstrings"], in: workspace),
            sourceLocation: sourceLocation)
        #expect(Date().timeIntervalSince(started) < 60, "took too long", sourceLocation: sourceLocation)
        #expect(output.status == 2, sourceLocation: sourceLocation)
        #expect(output.standardOutput.isEmpty, sourceLocation: sourceLocation)
        check(output)
        if let widgetBefore {
            #expect(try Data(contentsOf: widget) == widgetBefore, "the widget catalog changed", sourceLocation: sourceLocation)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path).sorted() == listingBefore,
                "files appeared or vanished", sourceLocation: sourceLocation)
    }
}
