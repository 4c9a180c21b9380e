import Dispatch
import Foundation
import Testing
import XCStrings
@testable import XCStringsAudit

/// `--fix` never writes a model planned from a file that changed meanwhile, and
/// two fixes of one catalog take turns.
@Suite struct LockedCatalogFileTests {
    private func scratch(_ contents: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("Widget.xcstrings")
        try Data(contents.utf8).write(to: file)
        return file
    }

    private static let catalog = #"{"sourceLanguage" : "en", "strings" : {"A" : {}}, "version" : "1.0"}"#

    @Test func writesWhenTheFileIsStillWhatWasRead() throws {
        let file = try scratch(Self.catalog)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let locked = try LockedCatalogFile.lock(file.path)
        #expect(locked.contents == Data(Self.catalog.utf8))
        #expect(locked.changeSinceRead() == nil)
        try locked.replace(with: Data("new".utf8))
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    }

    /// The three ways an editor saves: in place (same size, other bytes), in place
    /// with another size, and a new file renamed over the old one.
    @Test(arguments: ["same size", "longer", "renamed over"])
    func aChangeWhileLockedIsNeverOverwritten(how: String) throws {
        let file = try scratch(Self.catalog)
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let locked = try LockedCatalogFile.lock(file.path)
        let edited: String
        switch how {
        case "same size":
            edited = Self.catalog.replacingOccurrences(of: "\"A\"", with: "\"B\"")
            let handle = try FileHandle(forWritingTo: file)
            try handle.write(contentsOf: Data(edited.utf8))
            try handle.close()
        case "longer":
            edited = Self.catalog.replacingOccurrences(of: "\"A\" : {}", with: "\"A\" : {}, \"Saved by the editor\" : {}")
            try Data(edited.utf8).write(to: file, options: [])
        default:
            edited = Self.catalog.replacingOccurrences(of: "\"A\" : {}", with: "\"A\" : {}, \"C\" : {}")
            try Data(edited.utf8).write(to: file, options: .atomic)
        }
        let reason = try #require(locked.changeSinceRead())
        #expect(try locked.replace(with: Data("stale model".utf8)) == .changed(reason: reason))
        #expect(try String(contentsOf: file, encoding: .utf8) == edited)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Widget.xcstrings"])
    }

    @Test func theMessageSaysWhatHappenedAndWhatToDo() throws {
        let file = try scratch(Self.catalog)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let locked = try LockedCatalogFile.lock(file.path)
        try Data((Self.catalog + "\n").utf8).write(to: file, options: .atomic)
        do {
            try locked.replaceOrStop(with: Data("stale".utf8))
            Issue.record("the write went ahead")
        } catch {
            #expect(error.description == "\(file.path): cannot write the fixed catalog: it was replaced by another file while "
                + "--fix ran (another program saved it); the fix was planned from what it was before, so nothing was "
                + "written. Run --fix again to plan from its new contents")
        }
    }

    /// Project mode plans from a catalog read before the lock: the model is compared too.
    @Test func aModelThatNoLongerMatchesTheFileIsNotWritten() throws {
        let file = try scratch(Self.catalog)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let audited = try StringCatalog(contentsOf: file)
        try Data(Self.catalog.replacingOccurrences(of: "\"A\"", with: "\"Z\"").utf8).write(to: file, options: .atomic)
        let locked = try LockedCatalogFile.lock(file.path)
        #expect(throws: AuditInputError.self) { try locked.replace(with: Data("stale".utf8), ifItStillReads: audited) }
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"Z\""))
        // The model read from the file as it is now is accepted.
        try locked.replace(with: Data("fixed".utf8), ifItStillReads: try StringCatalog(contentsOf: file))
        #expect(try String(contentsOf: file, encoding: .utf8) == "fixed")
    }

    /// A second lock waits for the first; when the first replaced the file by a
    /// rename, the second locks and reads the new file, not the old inode.
    @Test func aSecondFixWaitsAndReadsTheFirstOnesResult() async throws {
        let file = try scratch(Self.catalog)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        var first: LockedCatalogFile? = try LockedCatalogFile.lock(file.path)
        let path = file.path
        let second = Task.detached { () -> Data? in
            (try? LockedCatalogFile.lock(path))?.contents
        }
        try await Task.sleep(nanoseconds: 200_000_000)
        try first?.replace(with: Data("first fix".utf8))
        first = nil  // releases the lock
        #expect(await second.value == Data("first fix".utf8))
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("Widget.xcstrings").path
        #expect(mkfifo(fifo, 0o600) == 0)
        do {
            _ = try LockedCatalogFile.lock(fifo)
            Issue.record("a FIFO was locked")
        } catch {
            #expect(error.description == "\(fifo): cannot --fix it: it is a FIFO (named pipe), not a regular file")
        }
        // Before the audit reads it, the reader's own error is the one to show.
        #expect(try LockedCatalogFile.lockIfReadable(fifo) == nil)
    }
}

/// Input echoed in a message is cut to a readable length.
@Suite struct EchoedInputTests {
    @Test func anUnknownLanguageCodeIsCutAndAtMostTenAreListed() throws {
        let catalog = StringCatalog(sourceLanguage: "en")
        let long = String(repeating: "x", count: 100_000)
        let problem = try #require(InputGuards.unknownLanguages([long] + (1...11).map { "q\($0)" }, app: catalog, widget: catalog))
        #expect(problem.message == "--languages: '\(String(repeating: "x", count: 40))…', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', "
            + "'q7', 'q8', 'q9' and 2 more are in neither catalog; the catalogs have en")
    }
}
