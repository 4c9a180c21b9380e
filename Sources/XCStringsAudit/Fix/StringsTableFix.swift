import Foundation
import PropertyList
import XCStrings

/// What `--fix` writes into a legacy `.strings` table (project mode): the plain
/// strings a ``CatalogFixPlan`` copies, appended to the table's existing file of
/// their language, and nothing else.
///
/// A file keeps its encoding (UTF-8 or UTF-16 in either byte order, with or
/// without a byte order mark, as found), its line breaks, its comments and the
/// order of its entries: the new entries are added at its end, one per line,
/// after a blank line:
///
/// ```
/// /* Shown while the user breathes out */
/// "Exhale" = "Exhale";
///
/// "Hold" = "Halten";
/// ```
///
/// A copy is only written when appending is all it takes, and otherwise listed
/// for the user to add by hand (``manualLines``):
///
/// - the table has no file of the language (a new `.lproj` folder must also be
///   added to the target in Xcode);
/// - the value has variations (a plural belongs in a `.stringsdict`, which is not written);
/// - the table already has the key in that language (an empty or untranslated
///   value is replaced only in String Catalogs: in a `.strings` file the second
///   entry of a key would be a duplicate);
/// - the table is `InfoPlist` (each bundle names itself);
/// - the file is an XML property list, or its text with the entries appended
///   would not read back as exactly its old entries followed by the new ones.
struct StringsTableFix {
    /// One file and the entries appended to it.
    struct FileChange {
        /// The file, as the table names it.
        var path: String
        /// Its bytes when the plan was made; the write refuses a file that is no longer so.
        var original: Data
        /// The file with the entries appended.
        var fixed: Data
        /// The entries, in order.
        var entries: [(key: String, value: String)]
    }

    /// The files to write, in path order.
    private(set) var changes: [FileChange] = []
    /// `  path: "key" = "value";` lines for what cannot be appended, sorted by file then key.
    private(set) var manualLines: [String] = []
    /// The (key, language) pairs that are written.
    private var written = Set<Pair>()
    /// Every (key, language) pair of the plan.
    private var planned: [Pair] = []

    private struct Pair: Hashable {
        var key: String
        var language: String
    }

    /// Decides, for each copy of `plan`, whether it is appended or listed.
    ///
    /// - Parameters:
    ///   - plan: What `--fix` would copy from the app's table into this one.
    ///   - app: The app's table (a catalog, or a legacy table read as one).
    ///   - legacy: The extension's legacy table.
    /// - Complexity: O(*n*) in the size of the table's files that get entries.
    init(plan: CatalogFixPlan, app: StringCatalog, legacy: LegacyStringTable) {
        var pairs: [Pair] = []
        for key in plan.addedKeys {
            for language in app[key]?.localizations.keys.sorted() ?? [] { pairs.append(Pair(key: key, language: language)) }
        }
        pairs += plan.copiedLocalizations.map { Pair(key: $0.key, language: $0.language) }
        planned = pairs
        // Each bundle names itself: an InfoPlist table's values are not the app's to copy.
        let appends = legacy.name != "InfoPlist"

        var byFile: [String: [(key: String, value: String, language: String)]] = [:]
        var manual: [(file: String, key: String, text: String)] = []
        for pair in pairs {
            guard let localization = app[pair.key]?.localizations[pair.language] else { continue }
            guard let unit = localization.plainUnit else {
                let file = legacy.path(forLanguage: pair.language, dictionary: true)
                manual.append((file, pair.key, "  \(file): \(pair.key.quotedForMessage) with \(localization.displayValue)\n"))
                continue
            }
            let line = "  %@: \(Self.literal(pair.key)) = \(Self.literal(unit.value));\n"
            guard appends, let file = Self.existingFile(of: pair.language, in: legacy),
                  legacy.catalog[pair.key]?.localizations[pair.language] == nil else {
                let file = legacy.path(forLanguage: pair.language)
                manual.append((file, pair.key, line.replacingOccurrences(of: "%@", with: file)))
                continue
            }
            byFile[file, default: []].append((pair.key, unit.value, pair.language))
        }
        for file in byFile.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            var entries: [(key: String, value: String, language: String)] = []
            for entry in byFile[file]! where !entries.contains(where: { $0.key == entry.key }) { entries.append(entry) }
            entries.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            let original = FileSystemName.contents(of: file).map { Data($0) }
            // The file's own keys, however the table spelled its language: a second entry would be a duplicate.
            let present = Set(original.flatMap { try? StringsFile(data: $0, file: file) }?.entries.map(\.key) ?? [])
            for entry in entries where present.contains(entry.key) {
                manual.append((file, entry.key, "  \(file): \(Self.literal(entry.key)) = \(Self.literal(entry.value));\n"))
            }
            entries.removeAll { present.contains($0.key) }
            if entries.isEmpty { continue }
            let appended = entries.map { ($0.key, $0.value) }
            if let original, let fixed = Self.appending(appended, to: original, file: file) {
                changes.append(FileChange(path: file, original: original, fixed: fixed, entries: appended))
                for entry in entries { written.insert(Pair(key: entry.key, language: entry.language)) }
            } else {
                for entry in entries {
                    manual.append((file, entry.key, "  \(file): \(Self.literal(entry.key)) = \(Self.literal(entry.value));\n"))
                }
            }
        }
        manual.sort {
            $0.file != $1.file ? $0.file.utf8.lexicographicallyPrecedes($1.file.utf8)
                : $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
        }
        manualLines = manual.map(\.text)
    }

    /// Whether `--fix` writes everything a finding about `key` and `language` asks
    /// for (either may be `nil`: a finding about a whole language or a whole key),
    /// so that the finding may say "fixable with --fix".
    ///
    /// - Complexity: O(*k*) in the number of copies in the plan.
    func writesAll(key: String?, language: String?) -> Bool {
        guard key != nil || language != nil else { return false }
        let concerned = planned.filter { pair in
            (key.map { $0 == pair.key } ?? true) && (language.map { LanguageFilter([$0]).contains(pair.language) } ?? true)
        }
        return !concerned.isEmpty && concerned.allSatisfy(written.contains)
    }

    /// The table's `.strings` file of `language` (its `Base.lproj` file for the
    /// development language when it has no file of that language).
    private static func existingFile(of language: String, in legacy: LegacyStringTable) -> String? {
        let strings = legacy.files.filter { $0.path.hasSuffix(".strings") }
        if let file = strings.first(where: { LanguageFilter([language]).contains($0.language) }) { return file.path }
        if language == legacy.catalog.sourceLanguage,
           !legacy.files.contains(where: { $0.language == language }),
           let base = strings.first(where: { $0.language == "Base" }) {
            return base.path
        }
        return nil
    }

    /// `bytes` with `entries` appended in the file's own encoding and line breaks,
    /// or `nil` when the result would not read back as the old entries followed by
    /// the new ones (an XML property list, a text the reader does not take).
    ///
    /// ```swift
    /// StringsTableFix.appending([("Hold", "Halten")], to: Data("\"A\" = \"B\";".utf8), file: "de.strings")
    /// // "\"A\" = \"B\";\n\n\"Hold\" = \"Halten\";\n"
    /// ```
    ///
    /// - Complexity: O(*n*) in the size of the file.
    static func appending(_ entries: [(key: String, value: String)], to data: Data, file: String) -> Data? {
        let bytes = [UInt8](data)
        guard let before = try? StringsFile(data: data, file: file),
              let text = try? PropertyListReader.text(of: bytes, file: file), text.format == .openStep else { return nil }
        let lineBreak = text.text.indices.dropLast().contains { text.text[$0] == 0x0D && text.text[$0 + 1] == 0x0A }
            ? "\r\n" : "\n"
        var addition = ""
        if let last = text.text.last, last != 0x0A, last != 0x0D { addition += lineBreak }
        // A blank line before each entry, as Xcode writes tables, unless the file already ends in one.
        var endsInBlankLine = text.text.isEmpty || String(decoding: text.text.suffix(4), as: UTF8.self)
            .hasSuffix(lineBreak + lineBreak)
        for entry in entries {
            if !endsInBlankLine { addition += lineBreak }
            addition += "\(literal(entry.key)) = \(literal(entry.value));" + lineBreak
            endsInBlankLine = false
        }
        var fixed = data
        switch TextEncoding.detect(bytes) {
        case .utf8:
            fixed.append(contentsOf: Array(addition.utf8))
        case .utf16(let bigEndian, _):
            for unit in addition.utf16 {
                fixed.append(contentsOf: bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)])
            }
        case .utf32:
            return nil
        }
        // Nothing lost: the file must read back as what it had, then exactly the new entries.
        guard let after = try? StringsFile(data: fixed, file: file),
              after.entries.count == before.entries.count + entries.count,
              zip(after.entries, before.entries).allSatisfy({ $0.key == $1.key && $0.value == $1.value && $0.comment == $1.comment }),
              zip(after.entries.suffix(entries.count), entries).allSatisfy({ $0.key == $1.key && $0.value == $1.value })
        else { return nil }
        return fixed
    }

    /// Writes one file's change, under its lock, if it is still what the plan was made from.
    ///
    /// - Throws: ``AuditInputError`` when the file changed since it was read (nothing
    ///   is written then) or cannot be written.
    static func write(_ change: FileChange, injecting injected: AtomicFileWriter.InjectedFailure?) throws(AuditInputError) {
        let locked = try LockedCatalogFile.lock(change.path)
        guard locked.contents == change.original else {
            throw AuditInputError(path: change.path, message: "cannot add the entries: the file was changed after it was "
                + "audited; it was left unchanged. Run --fix again to plan from its new contents")
        }
        try locked.replace(with: change.fixed, injecting: injected)
    }

    /// A `.strings` string literal: `"` and `\` escaped, tabs and line breaks as
    /// `\t`, `\n` and `\r`; everything else as it is.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A finding's remedy for a copy `--fix` does not write: it lists the lines
    /// to add instead (`run with --fix to copy it` → `run with --fix for the line
    /// that adds it`).
    static func listedRemedy(_ message: String) -> String {
        message
            .replacingOccurrences(of: "un with --fix to copy it", with: "un with --fix for the line that adds it")
            .replacingOccurrences(of: "un with --fix to copy them", with: "un with --fix for the lines that add them")
            .replacingOccurrences(of: "--fix copies those", with: "--fix lists the lines that add those")
    }
}
