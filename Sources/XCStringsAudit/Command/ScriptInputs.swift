import Foundation
import PropertyList

/// The input files of the Xcode Run Script phase the tool runs in: the inputs of
/// a run given no catalogs and no project.
///
/// Xcode sets `SCRIPT_INPUT_FILE_COUNT` and `SCRIPT_INPUT_FILE_0` … for the
/// phase's Input Files, and `SCRIPT_INPUT_FILE_LIST_COUNT` and
/// `SCRIPT_INPUT_FILE_LIST_0` … for its Input File Lists (`.xcfilelist`, one path
/// a line, `#` comments; Xcode hands over a copy with the build settings
/// expanded). Swift files and folders (other than an `.xcodeproj`) are
/// `--sources`; the rest, in order, are what the command line's arguments would
/// be: the app and widget catalogs, or the project.
///
/// ```swift
/// try ScriptInputs.paths(in: ["SCRIPT_INPUT_FILE_COUNT": "2",
///                             "SCRIPT_INPUT_FILE_0": "App/Localizable.xcstrings",
///                             "SCRIPT_INPUT_FILE_1": "Widget/Localizable.xcstrings"])
/// // ["App/Localizable.xcstrings", "Widget/Localizable.xcstrings"]
/// ```
enum ScriptInputs {
    /// The paths, files first, then each list's; `nil` outside a Run Script phase
    /// (neither count is set).
    ///
    /// - Throws: ``AuditUsageError`` for a count that is not a number, a file
    ///   variable that is missing or empty, or a list that cannot be read.
    static func paths(in environment: [String: String]) throws(AuditUsageError) -> [String]? {
        let files = environment["SCRIPT_INPUT_FILE_COUNT"], lists = environment["SCRIPT_INPUT_FILE_LIST_COUNT"]
        guard files != nil || lists != nil else { return nil }
        var paths: [String] = []
        for index in 0..<(try count(files, name: "SCRIPT_INPUT_FILE_COUNT")) {
            paths.append(try variable("SCRIPT_INPUT_FILE_\(index)", in: environment))
        }
        for index in 0..<(try count(lists, name: "SCRIPT_INPUT_FILE_LIST_COUNT")) {
            let list = try variable("SCRIPT_INPUT_FILE_LIST_\(index)", in: environment)
            guard let data = FileSystemName.contents(of: list) else {
                throw AuditUsageError(message: "cannot read the input file list \(list) (SCRIPT_INPUT_FILE_LIST_\(index))")
            }
            for line in FileSystemName.decoding(data).split(whereSeparator: \.isNewline) {
                let path = line.trimmingCharacters(in: .whitespaces)
                if !path.isEmpty, !path.hasPrefix("#") { paths.append(path) }
            }
        }
        return paths
    }

    /// Whether a Run Script input is a Swift source for `--sources`: a `.swift`
    /// file, or a folder that is not an `.xcodeproj`.
    static func isSource(_ path: String) -> Bool {
        if path.hasSuffix(".swift") { return true }
        var isDirectory = false
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return !trimmed.hasSuffix(".xcodeproj") && !trimmed.hasSuffix(".xcstrings")
            && FileSystemName.exists(trimmed, isDirectory: &isDirectory) && isDirectory
    }

    private static func count(_ value: String?, name: String) throws(AuditUsageError) -> Int {
        guard let value else { return 0 }
        // More inputs than any phase has would be a corrupt environment, not a project.
        guard let count = Int(value), (0...100_000).contains(count) else {
            throw AuditUsageError(message: "\(name) must be a number of inputs (got '\(value)')")
        }
        return count
    }

    private static func variable(_ name: String, in environment: [String: String]) throws(AuditUsageError) -> String {
        guard let value = environment[name], !value.isEmpty else {
            throw AuditUsageError(message: "\(name) is not set, though the count says it is; run the tool from the "
                + "Run Script phase that lists it, or give the inputs as arguments")
        }
        return value
    }
}
