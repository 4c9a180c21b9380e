import Foundation
import PropertyList

/// A legacy `.strings` table of one language: `"key" = "value";` pairs with
/// `/* comments */`, as `genstrings` and translators write them.
///
/// ```swift
/// let file = try StringsFile(data: Data(#"/* Title */ "Hold" = "انتظر";"#.utf8), file: "ar.lproj/Widgets.strings")
/// file.entries[0].key        // "Hold"
/// file.entries[0].value      // "انتظر"
/// file.entries[0].comment    // "Title"
/// file.entries[0].location   // 1:13
/// ```
///
/// The text may be UTF-8 (with or without a byte order mark) or UTF-16 with a
/// byte order mark (what Xcode wrote for years); UTF-16 without a mark is
/// recognised by its zero bytes; UTF-32 is an error that says so. Keys and values may be quoted (with `\n`, `\t`,
/// `\"`, `\\`, `\U00e9` and octal escapes) or bare (`Title = Hello;`); a key
/// alone (`"OK";`) is its own value; the whole may be wrapped in `{ }`. When a
/// key appears twice the last value wins, as at run time. A table written as an
/// XML property list (a `<dict>` of `<key>` → `<string>`, which Xcode accepts
/// too) is read as well; a binary or JSON one is an error that says how to convert
/// it. A `;` with no key before it (`"a" = "1";;`) is read past with a warning
/// (``warnings``). Columns count UTF-8 bytes of the decoded text.
public struct StringsFile: Sendable, Equatable {
    /// One `key = value;` pair.
    public struct Entry: Sendable, Equatable {
        /// The key.
        public var key: String
        /// The value.
        public var value: String
        /// The comment just before the pair, without its delimiters and outer spaces.
        public var comment: String?
        /// Where the key starts.
        public var location: StringCatalog.SourceLocation
    }

    /// The pairs in file order; a key given twice is kept once, where it first
    /// appeared, with its last value.
    public var entries: [Entry]

    /// What was read past, in file order: each `;` with no key before it.
    public var warnings: [LegacyTableWarning] = []

    /// Reads a `.strings` file.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The name used in errors.
    /// - Throws: ``LegacyTableError`` with the line and column of the first mistake.
    /// - Complexity: O(*n*) in the size of `data`.
    public init(data: Data, file: String) throws(LegacyTableError) {
        let (text, format) = try PropertyListReader.text(of: [UInt8](data), file: file)
        // Xcode also takes a table written as an XML property list: a dictionary
        // of key → string (Pocket Casts' tables are).
        if format == .xml {
            entries = try Self.entries(ofXMLPropertyList: text, file: file)
        } else {
            let table = try PropertyListReader.readStringsTable(text, file: file)
            entries = try Self.entries(of: table.statements, file: file)
            warnings = table.warnings
        }
    }

    /// What a legacy table reads of a `.strings` file: each statement's key, value
    /// and place in file order, a key given twice twice (``entries`` keeps it once,
    /// where it first is, with its last value: the table does the same), without
    /// comments; and the reader's warnings.
    ///
    /// - Throws: ``LegacyTableError`` as ``init(data:file:)`` does.
    static func statements(of bytes: [UInt8], file: String) throws(LegacyTableError)
        -> (pairs: [(key: String, value: String, location: StringCatalog.SourceLocation)], warnings: [LegacyTableWarning]) {
        let (text, format) = try PropertyListReader.text(of: bytes, file: file)
        if format == .xml {
            return (try entries(ofXMLPropertyList: text, file: file).map { ($0.key, $0.value, $0.location) }, [])
        }
        let table = try PropertyListReader.readStringsTable(text, file: file, keepingComments: false)
        var pairs: [(key: String, value: String, location: StringCatalog.SourceLocation)] = []
        pairs.reserveCapacity(table.statements.count)
        for statement in table.statements {
            guard let value = statement.value.string else {
                throw LegacyTableError(file: file, location: statement.value.location,
                                       message: "the value of \(statement.key.quotedForMessage) is \(statement.value.kindDescription); "
                                           + "a strings table maps each key to a string")
            }
            pairs.append((statement.key, value, statement.keyLocation))
        }
        return (pairs, table.warnings)
    }

    /// The entries of a table written as an XML property list, in file order.
    private static func entries(ofXMLPropertyList bytes: [UInt8], file: String) throws(LegacyTableError) -> [Entry] {
        let members = try PropertyListReader.readXMLDictionary(bytes, file: file)
        // A key given twice is the XML reader's error, at the second.
        var entries: [Entry] = []
        for member in members {
            guard let value = member.value.string else {
                throw LegacyTableError(file: file, location: member.value.location,
                                       message: "the value of \(member.key.quotedForMessage) is \(member.value.kindDescription); "
                                           + "a strings table maps each key to a <string>")
            }
            entries.append(Entry(key: member.key, value: value, comment: nil, location: member.keyLocation))
        }
        return entries
    }

    /// The entries of a table in the old-style syntax: the last value of a key
    /// at its first place, as at run time.
    private static func entries(of statements: [StringsTableStatement], file: String) throws(LegacyTableError) -> [Entry] {
        var entries: [Entry] = []
        var indexByKey: [String: Int] = [:]
        entries.reserveCapacity(statements.count)
        indexByKey.reserveCapacity(statements.count)
        for statement in statements {
            guard let value = statement.value.string else {
                throw LegacyTableError(file: file, location: statement.value.location,
                                       message: "the value of \(statement.key.quotedForMessage) is \(statement.value.kindDescription); "
                                           + "a strings table maps each key to a string")
            }
            if let index = indexByKey[statement.key] {
                entries[index].value = value
            } else {
                indexByKey[statement.key] = entries.count
                let comment = statement.comment.map { Self.trimmed($0.text, newlines: !$0.isLineComment) }
                entries.append(Entry(key: statement.key, value: value, comment: comment, location: statement.keyLocation))
            }
        }
        return entries
    }

    /// A comment's text without its outer white space (and line breaks, for a
    /// `/* */` comment), as `trimmingCharacters(in: .whitespaces)` (or
    /// `.whitespacesAndNewlines`) gives it. Comments are ASCII at both ends but
    /// for a rare few: those ends are trimmed here byte by byte, and only a
    /// comment with a non-ASCII byte at an end is left to Foundation, which
    /// bridges every comment to UTF-16 and back otherwise (most of a large
    /// table's reading time).
    static func trimmed(_ text: String, newlines: Bool) -> String {
        // Foundation's sets, as far as ASCII goes: `.whitespaces` is the space and
        // the tab, `.whitespacesAndNewlines` also U+000A to U+000D.
        func isTrimmed(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || (newlines && byte >= 0x0A && byte <= 0x0D)
        }
        let utf8 = text.utf8
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, isTrimmed(utf8[start]) { start = utf8.index(after: start) }
        while end > start, isTrimmed(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        guard start == end || (utf8[start] < 0x80 && utf8[utf8.index(before: end)] < 0x80) else {
            return text.trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
        }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}
