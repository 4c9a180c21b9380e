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

    /// A hard-linked file is written in place: every name still shows one file,
    /// with the new contents.
    @Test func aHardLinkIsWrittenInPlaceAndStaysOneFile() throws {
        let file = try scratchFile("old contents")
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = directory.appendingPathComponent("Other.xcstrings")
        #expect(link(file.path, other.path) == 0)
        let inode = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? NSNumber)
        #expect(try AtomicFileWriter.write(Data("new".utf8), to: file.path) == .inPlace)
        #expect(try String(contentsOf: other, encoding: .utf8) == "new")
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? NSNumber == inode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Other.xcstrings", "Widget.xcstrings"])
    }

    #if os(Linux)
    /// Renamed over, the new file gets the original's owner, group, mode and
    /// extended attributes (the owner only where this process may give it: root).
    @Test func theOwnerModeAndExtendedAttributesAreKept() throws {
        let file = try scratchFile("old", mode: 0o640)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let attribute = "user.xcstrings-audit-test"
        let value = Array("kept".utf8)
        guard testSetxattr(file.path, attribute, value, value.count, 0) == 0 else {
            Issue.record("this file system has no user extended attributes (errno \(errno))")
            return
        }
        let isRoot = getuid() == 0
        if isRoot { #expect(chown(file.path, 4242, 4343) == 0) }
        #expect(try AtomicFileWriter.write(Data("new".utf8), to: file.path) == .renamed)
        var information = stat()
        #expect(stat(file.path, &information) == 0)
        #expect(information.st_mode & 0o7777 == 0o640)
        if isRoot {
            #expect(information.st_uid == 4242)
            #expect(information.st_gid == 4343)
        }
        var read = [UInt8](repeating: 0, count: 16)
        let count = testGetxattr(file.path, attribute, &read, read.count)
        #expect(count == value.count)
        #expect(Array(read.prefix(max(count, 0))) == value)
    }
    #endif

    /// What the check says stops the write before anything is touched.
    @Test func aCheckThatObjectsStopsTheWrite() throws {
        let file = try scratchFile("original")
        let directory = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try AtomicFileWriter.write(Data("new".utf8), to: file.path) { "it changed" }
            Issue.record("the write went ahead")
        } catch {
            #expect(error.description == "\(file.path): cannot write the fixed catalog: it changed; the widget catalog was left unchanged")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "original")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Widget.xcstrings"])
    }

    @Test(arguments: [(EFBIG, "File too large: a file-size limit (ulimit -f) or the file system's largest file was reached"),
                      (ENOSPC, "No space left on device: free some space on that file system"),
                      (EDQUOT, "Disk quota exceeded: the disk quota is used up")])
    func theErrorsOfAFullDiskSayWhatToDo(code: Int32, text: String) {
        #expect(AtomicFileWriter.describe(code) == text)
    }
}

#if os(Linux)
// <sys/xattr.h> is not in Swift's Glibc module.
@_silgen_name("setxattr")
private func testSetxattr(_ path: UnsafePointer<CChar>, _ name: UnsafePointer<CChar>, _ value: UnsafeRawPointer?,
                          _ size: Int, _ flags: Int32) -> Int32
@_silgen_name("getxattr")
private func testGetxattr(_ path: UnsafePointer<CChar>, _ name: UnsafePointer<CChar>, _ value: UnsafeMutableRawPointer?,
                          _ size: Int) -> Int
#endif
