import Foundation
import PropertyList
import Testing
@testable import XCStringsAudit

/// What messages echo of their input: cut to a readable length, on one line, and
/// never the start of a workflow command.
@Suite struct EchoedTextTests {
    @Test(arguments: [
        ("option '--format' must be one of text, json (got '\(String(repeating: "x", count: 1000))')",
         "option '--format' must be one of text, json (got '\(String(repeating: "x", count: 200))…' (1000 characters))"),
        // 240 characters (a long path, a command to copy) are kept whole; the apostrophe of "app's" opens no quote.
        ("the app's catalog has '\(String(repeating: "y", count: 240))' and the widget's has none",
         "the app's catalog has '\(String(repeating: "y", count: 240))' and the widget's has none"),
        ("option '--languages': 'a\n::error::x' is not a language code",
         "option '--languages': 'a\\n::error::x' is not a language code"),
        ("unknown rule 'a\u{1B}[31m'", "unknown rule 'a\\u{1B}[31m'"),
        ("no quotes at all \(String(repeating: "z", count: 100))", "no quotes at all \(String(repeating: "z", count: 100))"),
    ])
    func quotedValuesAreCutAndKeptOnOneLine(_ message: String, _ expected: String) {
        #expect(message.cuttingLongQuotedValues == expected)
        #expect(AuditUsageError(message: message).message == expected)
    }

    @Test(arguments: [
        ("Widget.xcstrings", "Widget.xcstrings"),
        ("a\n::error::x.swift", "a\\n::error::x.swift"),
        ("::stop-commands::x.xcstrings", "./::stop-commands::x.xcstrings"),
        ("tab\there", "tab\\there"),
        (String(repeating: "d/", count: 200) + "End.swift",
         String(repeating: "d/", count: 100) + "…" + String((String(repeating: "d/", count: 200) + "End.swift").suffix(80))
            + " (409 characters)"),
    ])
    func pathsAreShownEscapedAndCut(_ path: String, _ shown: String) {
        #expect(path.shownAsPath == shown)
    }

    @Test func anInputErrorShowsItsPathEscaped() {
        let error = AuditInputError(path: "a\n::error::x.json", message: "no such baseline")
        #expect(error.description == "a\\n::error::x.json: no such baseline")
    }

    @Test(arguments: [
        ([UInt8]("App.xcstrings".utf8), "App.xcstrings"),
        ([0x57, 0xFF, 0x2E, 0x78], "W\\xFF.x"),
        // Valid multi-byte UTF-8 around the bad byte is kept as it is.
        ([0xC3, 0xA9, 0xC3], "é\\xC3"),
    ] as [([UInt8], String)])
    func argumentsThatAreNotUTF8KeepTheirBytes(_ bytes: [UInt8], _ shown: String) {
        let arguments = commandLineArguments([Array("--app".utf8), bytes])
        #expect(arguments.first == "--app")
        #expect(arguments.last.map { FileSystemName.bytes($0) } == bytes)
        #expect(arguments.last?.shownAsPath == shown)
    }

    @Test func environmentValuesKeepTheirBytesAndTheFirstEntryWins() {
        let variables = environmentVariables([Array("GITHUB_STEP_SUMMARY=s".utf8) + [0xFF], Array("A=1=2".utf8),
                                              Array("A=3".utf8), Array("=x".utf8), Array("NOEQUALS".utf8)])
        #expect(variables.keys.sorted() == ["A", "GITHUB_STEP_SUMMARY"])
        #expect(variables["A"] == "1=2")
        #expect(variables["GITHUB_STEP_SUMMARY"].map { FileSystemName.bytes($0) } == Array("s".utf8) + [0xFF])
    }

    @Test func lineSeparatorsInJSONReportsAreEscaped() {
        #expect(FindingFormatter.escapingLineSeparators("{\"key\": \"a\u{2028}b\u{2029}c\"}") == "{\"key\": \"a\\u2028b\\u2029c\"}")
        #expect(FindingFormatter.escapingLineSeparators("{\"key\": \"→\"}") == "{\"key\": \"→\"}")
    }
}

/// A baseline or configuration that is not a regular UTF-8 file says what it is.
@Suite struct SmallInputFileTests {
    private func scratch() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.path
    }

    private func message(_ path: String) -> String? {
        do throws(AuditInputError) {
            _ = try InputGuards.readRegularFile(path, what: "the baseline", missing: "no such baseline")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aFIFOADirectoryAndADeviceAreNamed() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/bl.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(message(fifo) == "\(fifo): cannot read the baseline: it is a FIFO (named pipe), not a regular file; give the "
            + "path of a JSON file")
        #expect(message(directory) == "\(directory): cannot read the baseline: it is a directory, not a regular file; give "
            + "the path of a JSON file")
        #expect(message("/dev/null") == "/dev/null: cannot read the baseline: it is a character device, not a regular file; "
            + "give the path of a JSON file")
        #expect(message(directory + "/missing.json") == "\(directory)/missing.json: no such baseline")
    }

    @Test(arguments: [
        ("utf-16", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00] as [UInt8], "UTF-16 (little-endian, with a byte order mark)"),
        ("utf-16be", [0x00, 0x7B, 0x00, 0x7D], "UTF-16 (big-endian, without a byte order mark)"),
        ("utf-32", [0xFF, 0xFE, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00], "UTF-32 (little-endian, with a byte order mark)"),
    ])
    func utf16And32AreNamed(_ name: String, _ bytes: [UInt8], _ encoding: String) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/\(name).json"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(message(path) == "\(path):1:1: cannot read the baseline: the file is \(encoding); it is JSON, which is "
            + "UTF-8: save it as UTF-8")
    }

    @Test func aUTF8ByteOrderMarkIsDropped() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bom.json"
        try Data([0xEF, 0xBB, 0xBF] + Array("{}".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(Array(try InputGuards.readRegularFile(path, what: "the baseline", missing: "")) == Array("{}".utf8))
    }
}

/// A folder walk of `--sources` says what it passes over.
@Suite struct SourceWalkNoteTests {
    @Test func aFIFOInAFolderIsSkippedWithANote() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-walk-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: directory + "/A.swift"))
        #expect(mkfifo(directory + "/Pipe.swift", 0o600) == 0)
        #expect(mkfifo(directory + "/Pipe.txt", 0o600) == 0)  // not a Swift name: not mentioned
        let selected = try SourceSelection(excludes: []).swiftFiles(in: [directory])
        #expect(selected.files == [directory + "/A.swift"])
        #expect(selected.warnings == ["\(directory)/Pipe.swift: skipped: it is a FIFO (named pipe), not a regular file; "
            + "no keys are taken from it"])
    }
}
