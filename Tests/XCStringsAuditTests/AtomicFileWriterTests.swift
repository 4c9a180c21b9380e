import Foundation
import Testing
@testable import XCStringsAudit

@Suite struct AtomicFileWriterTests {
    private func scratchFile(_ contents: String, mode: Int = 0o600) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("Widget.xcstrings")
        try Data(contents.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return file
    }

    @Test func replacesTheContentsKeepingThePermissions() throws {
        let file = try scratchFile("old", mode: 0o644)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try AtomicFileWriter.write(Data("new".utf8), to: file.path)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o644)
    }

    @Test func followsASymbolicLinkAndKeepsIt() throws {
        let file = try scratchFile("old")
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("Link.xcstrings")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        try AtomicFileWriter.write(Data("new".utf8), to: link.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == file.path)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    }

    @Test(arguments: AtomicFileWriter.InjectedFailure.allCases)
    func aFailureLeavesTheOriginalAndNoTemporaryFile(failure: AtomicFileWriter.InjectedFailure) throws {
        let file = try scratchFile("original")
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: AuditInputError.self) {
            try AtomicFileWriter.write(Data(String(repeating: "x", count: 10_000).utf8), to: file.path, injecting: failure)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "original")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Widget.xcstrings"])
    }

    @Test func aMissingFileIsAnErrorNotACreation() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("audit-none-\(UUID().uuidString)/W.xcstrings").path
        #expect(throws: AuditInputError.self) { try AtomicFileWriter.write(Data("x".utf8), to: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
