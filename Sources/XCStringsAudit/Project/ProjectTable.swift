import XCStrings
import XcodeProject

/// One string table of a target as the audit reads it: a String Catalog, or a
/// legacy table of `.strings`/`.stringsdict` files read into a catalog.
struct ProjectTable: Sendable {
    /// The table name (`Localizable`).
    var name: String
    /// The table's contents.
    var catalog: StringCatalog
    /// The legacy files, when it is not a String Catalog.
    var legacy: LegacyStringTable?
    /// The file findings about the whole table point at: the catalog, or the
    /// legacy table's development-language file.
    var path: String
    /// The same for two targets exactly when they copy the same files.
    var identity: String

    /// Whether `--fix` can write it.
    var isCatalog: Bool { legacy == nil }

    /// `Localizable.xcstrings`, or `Widgets (.strings, .stringsdict)`.
    var summary: String {
        guard let legacy else { return ProjectPath.fileName(path) }
        var kinds: [String] = []
        if legacy.files.contains(where: { $0.path.hasSuffix(".strings") }) { kinds.append(".strings") }
        if legacy.files.contains(where: { $0.path.hasSuffix(".stringsdict") }) { kinds.append(".stringsdict") }
        return "\(name) (\(kinds.joined(separator: ", ")))"
    }

    /// The file a finding of this table belongs in: for a legacy table, the file
    /// of the finding's key and language.
    func file(for finding: AuditFinding) -> String {
        guard let legacy, finding.file == path, let key = finding.key else { return finding.file }
        return legacy.file(forKey: key, language: finding.language) ?? finding.file
    }
}

extension ProjectPath {
    /// The last path component.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// A namespace for lexical path helpers used by project mode.
enum ProjectPath {}
