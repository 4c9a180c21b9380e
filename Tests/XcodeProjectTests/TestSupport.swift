import Foundation
@testable import PropertyList
@testable import XcodeProject

/// The repository root, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `Tests/XcodeProjectTests/Fixtures`, as an absolute path (tests run in
/// parallel, so none changes the current directory).
let fixtures = repositoryRoot.path + "/Tests/XcodeProjectTests/Fixtures"

/// Reads a property list from text.
func readPropertyList(_ text: String) throws(PropertyListError) -> PropertyListNode {
    try PropertyListReader.read(Array(text.utf8), file: "test.pbxproj")
}


/// The description of the error `body` throws, or `nil` when it throws none.
func thrownDescription<Result>(_ body: () throws -> Result) -> String? {
    do { _ = try body() } catch { return "\(error)" }
    return nil
}
