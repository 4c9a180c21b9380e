import Foundation
import Testing
@testable import XCStringsAudit

@Suite struct WrittenKeysTests {
    /// A key's pieces are its text between specifiers, cut where a source literal
    /// escapes a character or may spell it another way, trimmed; short ones say
    /// nothing of where the key is written.
    @Test(arguments: [
        ("%@ Channels?", ["Channels?"]),
        ("Retrying (attempt %@)", ["Retrying (attempt"]),
        ("status_%@_title", ["status_", "_title"]),
        ("%lld%% done", ["done"]),
        ("%1$@ of %2$@", []),
        ("Say \"%@\"\nto start", ["Say", "to start"]),
        ("Caf\u{E9} menu %@", ["Caf", "menu"]),
        ("%#@nodes@ online", ["online"]),
        ("SEAFILE_LOC_KEY_FORMAT", ["SEAFILE_LOC_KEY_FORMAT"]),
    ])
    func piecesOfAKey(key: String, expected: [String]) {
        #expect(WrittenKeys.pieces(of: key).map { String(decoding: $0, as: UTF8.self) } == expected.filter { $0.utf8.count > 3 })
    }

    /// A key is written when every piece is somewhere in the files, as a whole, with
    /// interpolations for its specifiers, or assembled; not when one piece is nowhere.
    /// A piece does not run from one file into the next.
    @Test func aKeyIsWrittenWhenEveryPieceIsInAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("WrittenKeys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = folder.appendingPathComponent("View.swift"), objectiveC = folder.appendingPathComponent("Alert.m")
        try Data(#"Text("\(count) nodes"); Text(NSLocalizedString("status_\(name)_title", comment: "")); let a = "Chan""#.utf8)
            .write(to: swift)
        try Data(#"NSLocalizedString(@"Retrying (attempt %@)", nil); @"nels?""#.utf8).write(to: objectiveC)
        let written = WrittenKeys(files: [swift.path, objectiveC.path, folder.appendingPathComponent("Gone.swift").path])
        let keys = ["%lld nodes", "status_%@_title", "Retrying (attempt %@)", "%@ Channels?", "%@ Channels", "%@ nodes left",
                    "%1$@ of %2$@"]
        #expect(written.writes(keys) == ["%lld nodes", "status_%@_title", "Retrying (attempt %@)", "%1$@ of %2$@"])
        #expect(WrittenKeys(files: []).writes(keys) == ["%1$@ of %2$@"])
    }
}
