import Foundation
import PropertyList

/// A legacy string table — one `.strings` and/or `.stringsdict` file per
/// `.lproj` folder — read into one ``StringCatalog``, so that the rules that
/// check catalogs check it too, with every entry still traced to its file.
///
/// ```swift
/// let table = try LegacyStringTable(name: "Widgets", developmentLanguage: "en", files: [
///     .init(path: "W/en.lproj/Widgets.strings", language: "en"),
///     .init(path: "W/ar.lproj/Widgets.strings", language: "ar"),
/// ])
/// table.catalog["Hold"]?.localizations["ar"]?.stringUnit?.value   // "انتظر"
/// table.file(forKey: "Hold", language: "ar")                      // "W/ar.lproj/Widgets.strings"
/// ```
///
/// In each language a `.stringsdict` entry replaces the `.strings` entry of the
/// same key (as at run time). `Base.lproj` counts as the development language
/// when the table has no file of that language. Every unit is `translated`.
public struct LegacyStringTable: Sendable {
    /// One file of the table.
    public struct File: Sendable, Hashable {
        /// The path, as it is to be shown.
        public var path: String
        /// The language of its `.lproj` folder (`Base` included).
        public var language: String

        /// Creates a file description.
        ///
        /// - Parameters:
        ///   - path: The path.
        ///   - language: The language of its `.lproj` folder.
        public init(path: String, language: String) {
            self.path = path
            self.language = language
        }
    }

    /// The table name (`Localizable`).
    public var name: String
    /// The files read, development language first, then by path.
    public var files: [File]
    /// All files as one catalog whose source language is the development language.
    public var catalog: StringCatalog
    /// What the files' readers read past (a `;` with no key before it), file by
    /// file in the order of ``files``.
    public var warnings: [LegacyTableWarning] = []

    private var fileByKeyAndLanguage: [String: [String: String]] = [:]
    private var fileByKey: [String: String] = [:]

    /// Reads the files of a table.
    ///
    /// - Parameters:
    ///   - name: The table name.
    ///   - developmentLanguage: The project's development language.
    ///   - files: The `.strings` and `.stringsdict` files, with their languages.
    /// - Throws: ``LegacyTableError`` for a file that cannot be read or parsed.
    /// - Complexity: O(*n*) in the total size of the files.
    public init(name: String, developmentLanguage: String, files: [File]) throws(LegacyTableError) {
        self.name = name
        let hasDevelopmentLanguage = files.contains { $0.language == developmentLanguage }
        let ordered = files.sorted { lhs, rhs in
            let left = lhs.language == developmentLanguage, right = rhs.language == developmentLanguage
            if left != right { return left }
            return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
        }
        self.files = ordered
        var catalog = StringCatalog(sourceLanguage: developmentLanguage)
        // `.strings` first, so that a `.stringsdict` entry of the same language replaces it.
        for file in ordered.filter({ $0.path.hasSuffix(".strings") }) + ordered.filter({ !$0.path.hasSuffix(".strings") }) {
            var language = file.language
            if language == "Base" {
                guard !hasDevelopmentLanguage else { continue }
                language = developmentLanguage
            }
            guard let bytes = FileSystemName.contents(of: file.path) else {
                throw LegacyTableError(file: file.path, message: "cannot read the file; check that it exists and is readable")
            }
            let data = Data(bytes)
            var pairs: [(key: String, localization: StringCatalog.Localization)] = []
            if file.path.hasSuffix(".stringsdict") {
                for entry in try StringsDictFile(data: data, file: file.path).entries {
                    pairs.append((entry.key, entry.localization))
                }
            } else {
                let strings = try StringsFile(data: data, file: file.path)
                warnings += strings.warnings
                for entry in strings.entries {
                    var localization = StringCatalog.Localization(stringUnit: .init(state: .translated, value: entry.value))
                    localization.location = entry.location
                    pairs.append((entry.key, localization))
                }
            }
            for (key, localization) in pairs {
                if catalog[key] == nil {
                    var entry = StringCatalog.Entry(key: key)
                    entry.location = localization.location
                    catalog.setEntry(entry)
                    fileByKey[key] = file.path
                }
                catalog.setLocalization(localization, language: language, forKey: key)
                fileByKeyAndLanguage[key, default: [:]][language] = file.path
            }
        }
        self.catalog = catalog
    }

    /// The file that holds `key` in `language`; with no language, or none of
    /// that language, the file where the key first appears.
    ///
    /// - Complexity: O(1) on average.
    public func file(forKey key: String, language: String?) -> String? {
        if let language, let file = fileByKeyAndLanguage[key]?[language] { return file }
        return fileByKey[key]
    }

    /// Where a table's file of `language` belongs: `<folder>/<language>.lproj/<name>.strings`,
    /// next to the table's existing `.lproj` folders.
    ///
    /// ```swift
    /// table.path(forLanguage: "de")   // "W/de.lproj/Widgets.strings"
    /// ```
    public func path(forLanguage language: String, dictionary: Bool = false) -> String {
        if let existing = files.first(where: { $0.language == language && $0.path.hasSuffix(dictionary ? ".stringsdict" : ".strings") }) {
            return existing.path
        }
        let sample = files.first?.path ?? "\(name).strings"
        var components = sample.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fileName = name + (dictionary ? ".stringsdict" : ".strings")
        if components.count >= 2, components[components.count - 2].hasSuffix(".lproj") {
            components[components.count - 2] = language + ".lproj"
            components[components.count - 1] = fileName
            return components.joined(separator: "/")
        }
        return "\(language).lproj/\(fileName)"
    }
}
