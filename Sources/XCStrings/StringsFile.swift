import Foundation

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
/// recognised by its zero bytes. Keys and values may be quoted (with `\n`, `\t`,
/// `\"`, `\\`, `\U00e9` and octal escapes) or bare (`Title = Hello;`); a key
/// alone (`"OK";`) is its own value; the whole may be wrapped in `{ }`. When a
/// key appears twice the last value wins, as at run time. A table written as an
/// XML property list (a `<dict>` of `<key>` → `<string>`, which Xcode accepts
/// too) is read as well; a binary one is an error that says how to convert it.
/// Columns count UTF-8 bytes of the decoded text.
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

    /// Reads a `.strings` file.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The name used in errors.
    /// - Throws: ``LegacyTableError`` with the line and column of the first mistake.
    /// - Complexity: O(*n*) in the size of `data`.
    public init(data: Data, file: String) throws(LegacyTableError) {
        try XMLPropertyListReader.rejectBinary(data, file: file)
        let text = try Self.decode(data, file: file)
        let bytes = Array(text.utf8)
        // Xcode also takes a table written as an XML property list: a dictionary
        // of key → string (Pocket Casts' tables are).
        if Self.isXMLPropertyList(bytes) {
            entries = try Self.entries(ofXMLPropertyList: bytes, file: file)
            return
        }
        var parser = StringsParser(bytes: bytes, file: file)
        entries = try parser.parse()
    }

    /// Whether the text starts, after white space, with `<?xml`, `<!DOCTYPE` or `<plist`.
    private static func isXMLPropertyList(_ bytes: [UInt8]) -> Bool {
        let body = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return ["<?xml", "<!DOCTYPE", "<plist"].contains { body.starts(with: Array($0.utf8)) }
    }

    /// The entries of a table written as an XML property list, in file order.
    private static func entries(ofXMLPropertyList bytes: [UInt8], file: String) throws(LegacyTableError) -> [Entry] {
        let members = try XMLPropertyListReader.topLevelMembers(of: bytes, file: file)
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

    /// The text of a `.strings` file, whatever its encoding.
    static func decode(_ data: Data, file: String) throws(LegacyTableError) -> String {
        let bytes = [UInt8](data)
        func utf16(_ body: ArraySlice<UInt8>, bigEndian: Bool) throws(LegacyTableError) -> String {
            guard body.count % 2 == 0 else {
                throw LegacyTableError(file: file, message: "UTF-16 text with an odd number of bytes; the file is cut short")
            }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let first = UInt16(body[index]), second = UInt16(body[index + 1])
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
                index += 2
            }
            var text = ""
            let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF32.self, stoppingOnError: true) {
                text.unicodeScalars.append(Unicode.Scalar($0) ?? "\u{FFFD}")
            }
            if failed {
                throw LegacyTableError(file: file, message: "invalid UTF-16 (a lone surrogate); save the file as UTF-8")
            }
            return text
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes[2...], bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes[2...], bigEndian: true) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        // UTF-16 without a byte order mark: ASCII text with every other byte zero.
        if body.count >= 2, body.count % 2 == 0, body.prefix(64).contains(0) {
            let evenZeros = stride(from: body.startIndex, to: min(body.endIndex, body.startIndex + 64), by: 2).allSatisfy { body[$0] == 0 }
            return try utf16(body, bigEndian: evenZeros)
        }
        guard let text = String(data: Data(body), encoding: .utf8) else {
            throw LegacyTableError(file: file, message: "neither UTF-8 nor UTF-16 with a byte order mark; save the file as UTF-8")
        }
        return text
    }
}

/// The grammar of a `.strings` file over its UTF-8 bytes.
private struct StringsParser {
    let bytes: [UInt8]
    let file: String
    var position = 0
    var line = 1
    var lineStart = 0
    var lastComment: String?

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    var here: StringCatalog.SourceLocation { .init(line: line, column: position - lineStart + 1) }

    mutating func parse() throws(LegacyTableError) -> [StringsFile.Entry] {
        var entries: [StringsFile.Entry] = []
        var indexByKey: [String: Int] = [:]
        try skipTrivia()
        var braced = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "{") {
            braced = true
            position += 1
        }
        while true {
            try skipTrivia()
            guard position < bytes.count else {
                if braced { throw error("unexpected end of file, expected `}` to close the `{` at the start") }
                return entries
            }
            if braced, bytes[position] == UInt8(ascii: "}") {
                position += 1
                try skipTrivia()
                guard position >= bytes.count else { throw error("unexpected text after the closing `}`") }
                return entries
            }
            let comment = lastComment
            let start = here
            let key = try readString(what: "a key (a quoted string)")
            try skipTrivia()
            var value = key
            if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                position += 1
                try skipTrivia()
                value = try readString(what: "the value of \(quote(key))")
                try skipTrivia()
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
                if position >= bytes.count {
                    throw error("unexpected end of file, expected `;` after the value of \(quote(key)); the file looks truncated")
                }
                throw error("expected `;` after the value of \(quote(key)), found \(describeHere())")
            }
            position += 1
            lastComment = nil
            if let index = indexByKey[key] {
                entries[index].value = value
            } else {
                indexByKey[key] = entries.count
                entries.append(.init(key: key, value: value, comment: comment, location: start))
            }
        }
    }

    func describeHere() -> String {
        guard position < bytes.count else { return "end of file" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "`\(Character(Unicode.Scalar(byte)))`" }
        return byte == 0x0A ? "a line break" : "a space or other character"
    }

    func error(_ message: String, at location: StringCatalog.SourceLocation? = nil) -> LegacyTableError {
        LegacyTableError(file: file, location: location ?? here, message: message)
    }

    func quote(_ text: String) -> String { "\"" + String(text.prefix(60)) + (text.count > 60 ? "…" : "") + "\"" }

    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
             UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return byte >= 0x80
        }
    }

    mutating func readString(what: String) throws(LegacyTableError) -> String {
        guard position < bytes.count else {
            throw error("unexpected end of file, expected \(what); the file looks truncated")
        }
        let quoteByte = bytes[position]
        guard quoteByte == UInt8(ascii: "\"") || quoteByte == UInt8(ascii: "'") else {
            let start = position
            while position < bytes.count, Self.isBare(bytes[position]) {
                if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count,
                   bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*") { break }
                position += 1
            }
            guard position > start else { throw error("expected \(what), found \(describeHere())") }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        let start = here
        position += 1
        var output: [UInt8] = []
        while true {
            guard position < bytes.count else {
                throw error("unexpected end of file inside the string that starts here; close it with \(Character(Unicode.Scalar(quoteByte)))", at: start)
            }
            let byte = bytes[position]
            position += 1
            if byte == quoteByte { return String(decoding: output, as: UTF8.self) }
            if byte == 0x0A {
                line += 1
                lineStart = position
                output.append(byte)
                continue
            }
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                continue
            }
            guard position < bytes.count else { continue }
            let escapeStart = StringCatalog.SourceLocation(line: line, column: position - lineStart)
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, position < bytes.count, let nibble = Self.hex(bytes[position]) {
                    value = value << 4 | UInt32(nibble)
                    position += 1
                    digits += 1
                }
                guard digits == 4 else {
                    throw error("`\\U` needs four hexadecimal digits, such as `\\U00e9`", at: escapeStart)
                }
                if (0xD800...0xDBFF).contains(value), position + 5 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                   bytes[position + 1] == UInt8(ascii: "U") || bytes[position + 1] == UInt8(ascii: "u") {
                    var low: UInt32 = 0
                    var ok = true
                    for offset in 2..<6 {
                        guard let nibble = Self.hex(bytes[position + offset]) else { ok = false; break }
                        low = low << 4 | UInt32(nibble)
                    }
                    if ok, (0xDC00...0xDFFF).contains(low) {
                        position += 6
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                }
                output += Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                    value = value << 3 | UInt32(bytes[position] - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                output += Array(String(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))).utf8)
            case 0x0A:
                line += 1
                lineStart = position
                output.append(0x0A)
            default:
                output.append(escaped)
            }
        }
    }

    mutating func skipTrivia() throws(LegacyTableError) {
        while position < bytes.count {
            switch bytes[position] {
            case 0x0A:
                position += 1
                line += 1
                lineStart = position
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                let start = position + 2
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                lastComment = String(decoding: bytes[start..<position], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                let start = here
                position += 2
                let contentStart = position
                while true {
                    guard position + 1 < bytes.count else {
                        throw error("unexpected end of file inside the comment that starts here; close it with `*/`", at: start)
                    }
                    if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") { break }
                    if bytes[position] == 0x0A {
                        line += 1
                        lineStart = position + 1
                    }
                    position += 1
                }
                lastComment = String(decoding: bytes[contentStart..<position], as: UTF8.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                position += 2
            default:
                return
            }
        }
    }

    static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
