/// A value of an XML property list (the format of `.stringsdict`), with where
/// it starts. Only what `.stringsdict` files hold is kept as such: strings,
/// dictionaries and arrays; numbers, dates, data and booleans keep their text.
struct XMLPropertyListNode: Sendable {
    /// The kinds of value.
    enum Value: Sendable {
        case string(String)
        /// `<integer>`, `<real>`, `<date>`, `<data>`, `<true/>`, `<false/>`: the element name and its text.
        case scalar(element: String, text: String)
        case array([XMLPropertyListNode])
        /// Members in file order.
        case dictionary([(key: String, keyLocation: StringCatalog.SourceLocation, value: XMLPropertyListNode)])
    }

    /// The value.
    var value: Value
    /// Where its element starts.
    var location: StringCatalog.SourceLocation

    /// The text of a `<string>`, else `nil`.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The members of a `<dict>`, else `nil`.
    var members: [(key: String, keyLocation: StringCatalog.SourceLocation, value: XMLPropertyListNode)]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }

    /// The value for `key` in a `<dict>`.
    subscript(key: String) -> XMLPropertyListNode? {
        members?.first { $0.key == key }?.value
    }

    /// The kind of value, for messages.
    var kindDescription: String {
        switch value {
        case .string: "a string"
        case .scalar(let element, _): "<\(element)>"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// Reads an XML property list, element by element, with line and column for
/// every value and every error. Nesting is limited; nothing in the input can
/// crash the reader or make it loop.
struct XMLPropertyListReader {
    /// Deeper nesting is refused (a `.stringsdict` has 4 levels).
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private let file: String
    private var position = 0
    private var line = 1
    private var lineStart = 0

    /// A reader of `bytes`; `file` names it in errors.
    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The top-level value inside `<plist>`.
    mutating func read() throws(LegacyTableError) -> XMLPropertyListNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
            lineStart = 3
        }
        try skipMisc()
        guard position < bytes.count else {
            throw error("the file is empty; a .stringsdict is an XML property list (`<plist version=\"1.0\"><dict>…`)")
        }
        var wrapped = false
        if startsWith("<plist") {
            _ = try readTag()
            wrapped = true
            try skipMisc()
        }
        let root = try readValue(depth: 0)
        try skipMisc()
        if wrapped {
            guard startsWith("</plist") else {
                throw position >= bytes.count ? endOfFile("`</plist>`") : error("expected `</plist>`, found \(describeHere())")
            }
            _ = try readTag()
            try skipMisc()
        }
        guard position >= bytes.count else { throw error("unexpected \(describeHere()) after the end of the property list") }
        return root
    }

    // MARK: - Elements

    private struct Tag {
        var name: String
        var isClosing: Bool
        var isEmpty: Bool
        var location: StringCatalog.SourceLocation
    }

    private mutating func readValue(depth: Int) throws(LegacyTableError) -> XMLPropertyListNode {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        guard position < bytes.count else { throw endOfFile("a value such as `<dict>` or `<string>`") }
        guard bytes[position] == UInt8(ascii: "<") else { throw error("expected an element such as `<string>`, found text") }
        let tag = try readTag()
        guard !tag.isClosing else { throw error("unexpected `</\(tag.name)>`, expected a value", at: tag.location) }
        switch tag.name {
        case "dict":
            var members: [(key: String, keyLocation: StringCatalog.SourceLocation, value: XMLPropertyListNode)] = []
            if tag.isEmpty { return XMLPropertyListNode(value: .dictionary(members), location: tag.location) }
            var keys = Set<String>()
            while true {
                try skipMisc()
                guard position < bytes.count else { throw endOfFile("`</dict>` to close the `<dict>` at \(tag.location)") }
                let keyTag = try readTag()
                if keyTag.isClosing, keyTag.name == "dict" {
                    return XMLPropertyListNode(value: .dictionary(members), location: tag.location)
                }
                guard keyTag.name == "key", !keyTag.isClosing else {
                    throw error("expected `<key>` or `</dict>`, found `<\(keyTag.isClosing ? "/" : "")\(keyTag.name)>`", at: keyTag.location)
                }
                let key = keyTag.isEmpty ? "" : try readText(closing: "key")
                guard keys.insert(key).inserted else {
                    throw error("duplicate key \"\(key)\" in this dictionary; keep one of them", at: keyTag.location)
                }
                try skipMisc()
                let value = try readValue(depth: depth + 1)
                members.append((key, keyTag.location, value))
            }
        case "array":
            var elements: [XMLPropertyListNode] = []
            if tag.isEmpty { return XMLPropertyListNode(value: .array(elements), location: tag.location) }
            while true {
                try skipMisc()
                guard position < bytes.count else { throw endOfFile("`</array>` to close the `<array>` at \(tag.location)") }
                if startsWith("</") {
                    let closing = try readTag()
                    guard closing.name == "array" else {
                        throw error("expected `</array>`, found `</\(closing.name)>`", at: closing.location)
                    }
                    return XMLPropertyListNode(value: .array(elements), location: tag.location)
                }
                elements.append(try readValue(depth: depth + 1))
            }
        case "string":
            let text = tag.isEmpty ? "" : try readText(closing: "string")
            return XMLPropertyListNode(value: .string(text), location: tag.location)
        case "integer", "real", "date", "data":
            let text = tag.isEmpty ? "" : try readText(closing: tag.name)
            return XMLPropertyListNode(value: .scalar(element: tag.name, text: text), location: tag.location)
        case "true", "false":
            if !tag.isEmpty {
                try skipMisc()
                let closing = try readTag()
                guard closing.isClosing, closing.name == tag.name else {
                    throw error("expected `</\(tag.name)>`", at: closing.location)
                }
            }
            return XMLPropertyListNode(value: .scalar(element: tag.name, text: tag.name), location: tag.location)
        default:
            throw error("unknown property-list element `<\(tag.name)>`; a .stringsdict holds <dict>, <key>, <string>, <array> and numbers", at: tag.location)
        }
    }

    /// The text up to `</closing>`, with entities and CDATA sections decoded.
    private mutating func readText(closing: String) throws(LegacyTableError) -> String {
        let start = here
        var output: [UInt8] = []
        while true {
            guard position < bytes.count else { throw endOfFile("`</\(closing)>` to close the element at \(start)") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                if startsWith("<![CDATA[") {
                    position += 9
                    while true {
                        guard position < bytes.count else { throw endOfFile("`]]>` to close a CDATA section") }
                        if startsWith("]]>") { position += 3; break }
                        advance(into: &output)
                    }
                    continue
                }
                if startsWith("<!--") { try skipComment(); continue }
                let tag = try readTag()
                guard tag.isClosing, tag.name == closing else {
                    throw error("expected `</\(closing)>`, found `<\(tag.isClosing ? "/" : "")\(tag.name)>`; text elements hold no elements", at: tag.location)
                }
                return String(decoding: output, as: UTF8.self)
            }
            if byte == UInt8(ascii: "&") {
                let entityStart = here
                guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                    throw error("`&` must start an entity such as `&amp;` or `&#x2066;`", at: entityStart)
                }
                let name = String(decoding: bytes[(position + 1)..<semicolon], as: UTF8.self)
                let scalar: Unicode.Scalar?
                switch name {
                case "amp": scalar = "&"
                case "lt": scalar = "<"
                case "gt": scalar = ">"
                case "quot": scalar = "\""
                case "apos": scalar = "'"
                default:
                    if name.hasPrefix("#x") || name.hasPrefix("#X") {
                        scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                    } else if name.hasPrefix("#") {
                        scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
                    } else {
                        scalar = nil
                    }
                }
                guard let scalar else { throw error("unknown entity `&\(name);`", at: entityStart) }
                output += Array(String(Character(scalar)).utf8)
                position = semicolon + 1
                continue
            }
            advance(into: &output)
        }
    }

    private mutating func advance(into output: inout [UInt8]) {
        let byte = bytes[position]
        output.append(byte)
        position += 1
        if byte == 0x0A {
            line += 1
            lineStart = position
        }
    }

    /// `<name attributes…>`, `</name>` or `<name/>`.
    private mutating func readTag() throws(LegacyTableError) -> Tag {
        let start = here
        position += 1  // <
        var isClosing = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "/") {
            isClosing = true
            position += 1
        }
        let nameStart = position
        while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        guard !name.isEmpty else { throw error("expected an element name after `<`", at: start) }
        var quote: UInt8?
        while true {
            guard position < bytes.count else { throw endOfFile("`>` to close the tag `<\(name)` at \(start)") }
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                position += 1
                let isEmpty = position >= 2 && bytes[position - 2] == UInt8(ascii: "/")
                return Tag(name: name, isClosing: isClosing, isEmpty: isEmpty, location: start)
            } else if byte == UInt8(ascii: "<") {
                throw error("expected `>` to close the tag `<\(name)` at \(start)")
            }
            if byte == 0x0A {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    /// White space, comments, the XML declaration and the document type.
    private mutating func skipMisc() throws(LegacyTableError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A {
                position += 1
                line += 1
                lineStart = position
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                position += 1
            } else if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<?") || startsWith("<!DOCTYPE") {
                let start = here
                while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
                    if bytes[position] == 0x0A { line += 1; lineStart = position + 1 }
                    position += 1
                }
                guard position < bytes.count else { throw endOfFile("`>` to close the declaration at \(start)") }
                position += 1
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(LegacyTableError) {
        let start = here
        position += 4
        while true {
            guard position < bytes.count else { throw endOfFile("`-->` to close the comment at \(start)") }
            if startsWith("-->") { position += 3; return }
            if bytes[position] == 0x0A { line += 1; lineStart = position + 1 }
            position += 1
        }
    }

    private func startsWith(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in
            for offset in 0..<count where bytes[position + offset] != prefix[offset] { return false }
            return true
        }
    }

    private var here: StringCatalog.SourceLocation { .init(line: line, column: position - lineStart + 1) }

    private func describeHere() -> String {
        guard position < bytes.count else { return "end of file" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "`\(Character(Unicode.Scalar(byte)))`" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private func error(_ message: String, at location: StringCatalog.SourceLocation? = nil) -> LegacyTableError {
        LegacyTableError(file: file, location: location ?? here, message: message)
    }

    private func endOfFile(_ expected: String) -> LegacyTableError {
        LegacyTableError(file: file, location: here, message: "unexpected end of file, expected \(expected); the file looks truncated")
    }
}

extension XMLPropertyListReader {
    /// The members of the dictionary at the top of a legacy table written as a
    /// property list (`.stringsdict`, or `.strings` in XML), in file order.
    ///
    /// - Throws: ``LegacyTableError`` for a binary property list (with how to
    ///   convert it), for what the XML reader rejects, and for another top level.
    static func topLevelMembers(of bytes: [UInt8], file: String) throws(LegacyTableError)
        -> [(key: String, keyLocation: StringCatalog.SourceLocation, value: XMLPropertyListNode)] {
        try rejectBinary(bytes, file: file)
        var reader = XMLPropertyListReader(bytes: bytes, file: file)
        let root = try reader.read()
        guard let members = root.members else {
            throw LegacyTableError(file: file, location: root.location,
                                   message: "expected a dictionary of keys at the top level, found \(root.kindDescription)")
        }
        return members
    }

    /// Throws for a binary property list, which only `plutil` turns into text: the
    /// one error for it, whichever legacy table it was given as.
    static func rejectBinary<Bytes: Sequence<UInt8>>(_ bytes: Bytes, file: String) throws(LegacyTableError) {
        guard bytes.starts(with: "bplist".utf8) else { return }
        throw LegacyTableError(file: file, message: "a binary property list; convert it with `plutil -convert xml1` to audit it")
    }
}
