import Foundation
import PropertyList
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

    /// The storyboard or XIB in `Base.lproj` whose strings this legacy table
    /// translates (`Base.lproj/Interface.storyboard` for `ar.lproj/Interface.strings`),
    /// or `nil`. Its keys are object IDs (`Xk2-pQ-9Lm.text`) and its source text is
    /// in that document, so a key without a source-language value is not shown raw.
    var interfaceBuilderDocument: String?

    /// The base storyboard or XIB beside a legacy table's files, if there is one.
    static func interfaceBuilderDocument(name: String, files: [String]) -> String? {
        for file in files {
            // `<folder>/xx.lproj/Name.strings` → `<folder>/Base.lproj/Name.storyboard`.
            var components = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { continue }
            components[components.count - 2] = "Base.lproj"
            for document in [name + ".storyboard", name + ".xib"] {
                components[components.count - 1] = document
                let path = components.joined(separator: "/")
                var isDirectory = false
                if FileSystemName.exists(path, isDirectory: &isDirectory), !isDirectory { return path }
            }
        }
        return nil
    }

    /// Whether an `InfoPlist.strings` key is text the system shows: the bundle's
    /// names, a permission prompt (`NS…UsageDescription`), a copyright line, an
    /// alternative name Siri answers to.
    ///
    /// ```swift
    /// ProjectTable.isUserVisibleInfoPlistKey("NSCameraUsageDescription")  // true
    /// ProjectTable.isUserVisibleInfoPlistKey("CFBundleIdentifier")        // false
    /// ```
    static func isUserVisibleInfoPlistKey(_ key: String) -> Bool {
        // `NFCReaderUsageDescription` has no `NS`: the suffix is what names a prompt.
        userVisibleInfoPlistKeys.contains(key) || key.hasSuffix("UsageDescription")
    }

    private static let userVisibleInfoPlistKeys: Set<String> = [
        "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "NSHumanReadableCopyright", "INAlternativeAppNames",
    ]

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
