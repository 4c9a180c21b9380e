import Foundation
import PropertyList

/// Finds the `.xcodeproj` that project mode reads from the path given: the
/// `.xcodeproj` itself, its `project.pbxproj`, or a folder that holds exactly one
/// (`--project NAME` picks among several).
enum ProjectLocator {
    /// The `.xcodeproj` folder to read.
    ///
    /// - Parameters:
    ///   - path: The path given on the command line.
    ///   - name: `--project`, with or without `.xcodeproj`.
    /// - Throws: ``AuditInputError`` when there is no project, or several and no
    ///   `--project` (listing them), or `--project` names none of them.
    static func locate(_ path: String, named name: String?) throws(AuditInputError) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed.hasSuffix("/project.pbxproj") || trimmed == "project.pbxproj" {
            return trimmed == "project.pbxproj" ? "." : String(trimmed.dropLast("/project.pbxproj".count))
        }
        var isDirectory = false
        guard FileSystemName.exists(trimmed, isDirectory: &isDirectory) else {
            throw AuditInputError(path: trimmed, message: "no such file or directory; give an .xcodeproj, a folder that "
                + "holds one, or two catalogs (app, then widget)")
        }
        if trimmed.hasSuffix(".xcodeproj") { return trimmed }
        guard isDirectory else {
            throw AuditInputError(path: trimmed, message: "not an .xcodeproj or a folder; give the project, or two catalogs (app, then widget)")
        }
        let entries = (FileSystemName.names(inDirectory: trimmed) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let join = { (entry: String) in trimmed == "." ? entry : trimmed + "/" + entry }
        if let name {
            let wanted = name.hasSuffix(".xcodeproj") ? name : name + ".xcodeproj"
            guard entries.contains(wanted) else {
                let listed = entries.isEmpty ? "none" : entries.joined(separator: ", ")
                throw AuditInputError(path: trimmed, message: "holds no project \(wanted) (given with --project); it holds: \(listed)")
            }
            return join(wanted)
        }
        switch entries.count {
        case 0:
            throw AuditInputError(path: trimmed, message: "holds no .xcodeproj; give the folder that holds the project "
                + "(or the .xcodeproj itself), or two catalogs (app, then widget)")
        case 1:
            return join(entries[0])
        default:
            throw AuditInputError(path: trimmed, message: "holds \(entries.count) Xcode projects: "
                + entries.joined(separator: ", ") + "; pick one with --project NAME")
        }
    }
}
