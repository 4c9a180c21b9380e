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

    /// The path of each file of ``files``, by position (`files` is the caller's to change).
    private var paths: [String] = []
    /// The position of each key's entry in ``catalog``'s entries, when the table was read.
    private var indexByKey: [String: Int] = [:]
    /// The file (a position in ``paths``) where each entry first appears.
    private var firstFile: [Int32] = []
    /// The slot of each language a file gave units in.
    private var languageSlots: [String: Int] = [:]
    /// By language slot, then entry: the file that holds the entry in that language, or -1.
    private var fileByLanguage: [[Int32]] = []

    /// One file of a table, read: what it gives each key, in file order (a key a
    /// `.strings` file gives twice, twice), and what its reader read past.
    public struct FileContents: Sendable {
        var pairs: [(key: String, localization: StringCatalog.Localization)]
        var warnings: [LegacyTableWarning]

        /// How many keys the file gives a value (a measure of the work of making a table of it).
        public var count: Int { pairs.count }
    }

    /// Reads one file of a table: the step ``init(name:developmentLanguage:files:)``
    /// takes for each file, for a caller that reads many tables' files at once
    /// (``init(name:developmentLanguage:files:contents:)``).
    ///
    /// - Throws: ``LegacyTableError`` for a file that cannot be read or parsed.
    /// - Complexity: O(*n*) in the size of the file.
    public static func contents(of file: File) throws(LegacyTableError) -> FileContents {
        guard let bytes = FileSystemName.contents(of: file.path) else {
            throw LegacyTableError(file: file.path, message: "cannot read the file; check that it exists and is readable")
        }
        var pairs: [(key: String, localization: StringCatalog.Localization)] = []
        if file.path.hasSuffix(".stringsdict") {
            let entries = try StringsDictFile(data: Data(bytes), file: file.path).entries
            pairs.reserveCapacity(entries.count)
            for entry in entries { pairs.append((entry.key, entry.localization)) }
            return FileContents(pairs: pairs, warnings: [])
        }
        // The statements as they are: a key given twice is settled as the table is
        // made (``init(name:developmentLanguage:files:contents:)``), with no hashing here.
        let strings = try StringsFile.statements(of: bytes, file: file.path)
        pairs.reserveCapacity(strings.pairs.count)
        for entry in strings.pairs {
            var localization = StringCatalog.Localization(stringUnit: .init(state: .translated, value: entry.value))
            localization.location = entry.location
            pairs.append((entry.key, localization))
        }
        return FileContents(pairs: pairs, warnings: strings.warnings)
    }

    /// Reads the files of a table.
    ///
    /// - Parameters:
    ///   - name: The table name.
    ///   - developmentLanguage: The project's development language.
    ///   - files: The `.strings` and `.stringsdict` files, with their languages.
    /// - Throws: ``LegacyTableError`` for a file that cannot be read or parsed.
    /// - Complexity: O(*n*) in the total size of the files.
    public init(name: String, developmentLanguage: String, files: [File]) throws(LegacyTableError) {
        try self.init(name: name, developmentLanguage: developmentLanguage, files: files) {
            (file: File) throws(LegacyTableError) -> FileContents in try Self.contents(of: file)
        }
    }

    /// Makes a table of its files' contents, which `contents` gives (read with
    /// ``contents(of:)``, perhaps before and elsewhere): the same table, and the
    /// same error, as ``init(name:developmentLanguage:files:)`` reading them itself.
    /// `contents` is asked for the files the table reads, in the order it reads
    /// them, and the first error it throws is the table's.
    ///
    /// - Complexity: O(*n*) in the total number of keys of the files.
    public init(name: String, developmentLanguage: String, files: [File],
                contents: (File) throws(LegacyTableError) -> FileContents) throws(LegacyTableError) {
        self.name = name
        let hasDevelopmentLanguage = files.contains { $0.language == developmentLanguage }
        let ordered = files.sorted { lhs, rhs in
            let left = lhs.language == developmentLanguage, right = rhs.language == developmentLanguage
            if left != right { return left }
            return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
        }
        self.files = ordered
        paths = ordered.map(\.path)
        var entries: [StringCatalog.Entry] = []
        // Each entry's localizations get room for every language at once (the
        // dictionary would grow and rehash five or six times for thirty languages).
        let languageCount = Set(ordered.map { $0.language == "Base" ? developmentLanguage : $0.language }).count
        // `.strings` first, so that a `.stringsdict` entry of the same language replaces it.
        let reading = ordered.indices.filter { ordered[$0].path.hasSuffix(".strings") }
            + ordered.indices.filter { !ordered[$0].path.hasSuffix(".strings") }
        for fileIndex in reading {
            let file = ordered[fileIndex]
            var language = file.language
            if language == "Base" {
                guard !hasDevelopmentLanguage else { continue }
                language = developmentLanguage
            }
            let read = try contents(file)
            warnings += read.warnings
            guard !read.pairs.isEmpty else { continue }
            if indexByKey.isEmpty { indexByKey.reserveCapacity(read.pairs.count) }
            let slot: Int
            if let known = languageSlots[language] {
                slot = known
            } else {
                slot = fileByLanguage.count
                languageSlots[language] = slot
                fileByLanguage.append([])
            }
            let position = Int32(fileIndex)
            // The files of a table mostly list its keys in one order: the entry after the
            // previous pair's is tried before the key is hashed.
            var expected = 0
            for (key, localization) in read.pairs {
                // One lookup of the key: its entry's position, or the next one for a new key.
                let next = entries.count
                let index = expected < next && entries[expected].key == key
                    ? expected : Self.position(of: key, in: &indexByKey, next: next)
                expected = index + 1
                if index == next {
                    var entry = StringCatalog.Entry(key: key)
                    entry.localizations.reserveCapacity(languageCount)
                    entry.location = localization.location
                    entries.append(entry)
                    firstFile.append(position)
                }
                if index < fileByLanguage[slot].count, fileByLanguage[slot][index] == position {
                    // A key this file gave already: its last value, at its first place (as
                    // ``StringsFile/entries`` keeps it).
                    var repeated = localization
                    repeated.location = entries[index].localizations[language]?.location
                    entries[index].localizations[language] = repeated
                    continue
                }
                entries[index].localizations[language] = localization
                if fileByLanguage[slot].count <= index {
                    fileByLanguage[slot].append(contentsOf: repeatElement(-1, count: index + 1 - fileByLanguage[slot].count))
                }
                fileByLanguage[slot][index] = position
            }
        }
        self.catalog = StringCatalog(sourceLanguage: developmentLanguage, version: "1.0", unknownFields: [:],
                                     endsWithNewline: false, entries: entries, indexByKey: indexByKey)
    }

    /// The value `indexByKey` has for `key`, set to `next` first when it has none.
    private static func position(of key: String, in indexByKey: inout [String: Int], next: Int) -> Int {
        func settle(_ slot: inout Int) -> Int {
            if slot < 0 { slot = next }
            return slot
        }
        return settle(&indexByKey[key, default: -1])
    }

    /// The file that holds `key` in `language`; with no language, or none of
    /// that language, the file where the key first appears.
    ///
    /// - Complexity: O(1) on average.
    public func file(forKey key: String, language: String?) -> String? {
        guard let index = indexByKey[key] else { return nil }
        if let language, let slot = languageSlots[language], index < fileByLanguage[slot].count, fileByLanguage[slot][index] >= 0 {
            return paths[Int(fileByLanguage[slot][index])]
        }
        return paths[Int(firstFile[index])]
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
