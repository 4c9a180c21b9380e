/// The XML syntax (`<plist version="1.0"><dict><key>…</key><string>…</string>…`),
/// element by element. Strings, dictionaries and arrays are read as such;
/// numbers, dates, data and booleans keep their text.
extension PropertyListReader {
    /// The top-level value, inside `<plist>` or not.
    mutating func readXMLDocument() throws(PropertyListError) -> PropertyListNode {
        try skipMisc()
        guard position < bytes.count else {
            throw error("the file is empty; an XML property list is `<plist version=\"1.0\">` and one value, such as `<dict>`")
        }
        var wrapped = false
        if startsWith("<plist") {
            _ = try readTag()
            wrapped = true
            try skipMisc()
        }
        let root = try readXMLValue(depth: 0)
        try skipMisc()
        if wrapped {
            guard startsWith("</plist") else {
                throw position >= bytes.count ? endOfFile(expected: "`</plist>`") : error("expected `</plist>`, found \(describeHere())")
            }
            _ = try readTag()
            try skipMisc()
        }
        guard position >= bytes.count else { throw error("unexpected \(describeHere()) after the end of the property list") }
        return root
    }

    /// Reads an XML property list whose top level is a dictionary.
    ///
    /// - Parameters:
    ///   - bytes: The text, UTF-8.
    ///   - file: The name used in errors.
    /// - Returns: The members of the top-level dictionary, in file order.
    /// - Throws: ``PropertyListError`` for what is not an XML property list, and
    ///   for another top level.
    /// - Complexity: O(*n*) in the size of `bytes`.
    package static func readXMLDictionary(_ bytes: [UInt8], file: String) throws(PropertyListError) -> [PropertyListDictionary.Member] {
        let root = try reading(bytes, file: file) { (reader: inout PropertyListReader) throws(PropertyListError) in
            try reader.readXMLDocument()
        }
        guard let members = root.members else {
            throw PropertyListError(file: file, location: root.location,
                                    message: "expected a dictionary of keys at the top level, found \(root.kindDescription)")
        }
        return members
    }

    // MARK: - Elements

    private struct Tag {
        var name: String
        var isClosing: Bool
        var isEmpty: Bool
        var location: TextLocation
    }

    private mutating func readXMLValue(depth: Int) throws(PropertyListError) -> PropertyListNode {
        guard depth < Self.maximumDepth else {
            throw error("nested deeper than \(Self.maximumDepth) levels; a property list is never this deep")
        }
        guard position < bytes.count else { throw endOfFile(expected: "a value such as `<dict>` or `<string>`") }
        guard bytes[position] == UInt8(ascii: "<") else { throw error("expected an element such as `<string>`, found text") }
        let tag = try readTag()
        guard !tag.isClosing else { throw error("unexpected `</\(tag.name)>`, expected a value", at: tag.location) }
        switch tag.name {
        case "dict":
            var dictionary = PropertyListDictionary()
            if tag.isEmpty { return PropertyListNode(.dictionary(dictionary), at: tag.location) }
            while true {
                try skipMisc()
                guard position < bytes.count else { throw endOfFile(expected: "`</dict>` to close the `<dict>` at \(tag.location)") }
                let keyTag = try readTag()
                if keyTag.isClosing, keyTag.name == "dict" {
                    return PropertyListNode(.dictionary(dictionary), at: tag.location)
                }
                guard keyTag.name == "key", !keyTag.isClosing else {
                    throw error("expected `<key>` or `</dict>`, found `<\(keyTag.isClosing ? "/" : "")\(keyTag.name)>`", at: keyTag.location)
                }
                let key = keyTag.isEmpty ? "" : try readText(closing: "key")
                try skipMisc()
                let value = try readXMLValue(depth: depth + 1)
                if let first = dictionary.insert(value, forKey: key, at: keyTag.location) {
                    try tolerateDuplicate(key, value, at: keyTag.location, first: first, in: &dictionary)
                }
            }
        case "array":
            var elements: [PropertyListNode] = []
            if tag.isEmpty { return PropertyListNode(.array(elements), at: tag.location) }
            while true {
                try skipMisc()
                guard position < bytes.count else { throw endOfFile(expected: "`</array>` to close the `<array>` at \(tag.location)") }
                if startsWith("</") {
                    let closing = try readTag()
                    guard closing.name == "array" else {
                        throw error("expected `</array>`, found `</\(closing.name)>`", at: closing.location)
                    }
                    return PropertyListNode(.array(elements), at: tag.location)
                }
                elements.append(try readXMLValue(depth: depth + 1))
            }
        case "string":
            let text = tag.isEmpty ? "" : try readText(closing: "string")
            return PropertyListNode(.string(text), at: tag.location)
        case "integer", "real", "date", "data":
            let text = tag.isEmpty ? "" : try readText(closing: tag.name)
            return PropertyListNode(.scalar(element: tag.name, text: text), at: tag.location)
        case "true", "false":
            if !tag.isEmpty {
                try skipMisc()
                let closing = try readTag()
                guard closing.isClosing, closing.name == tag.name else {
                    throw error("expected `</\(tag.name)>`", at: closing.location)
                }
            }
            return PropertyListNode(.scalar(element: tag.name, text: tag.name), at: tag.location)
        default:
            throw error("unknown property-list element `<\(tag.name)>`; a property list holds <dict>, <key>, <array>, "
                + "<string>, <integer>, <real>, <true/>, <false/>, <date> and <data>", at: tag.location)
        }
    }

    /// The text up to `</closing>`, with entities and CDATA sections decoded.
    private mutating func readText(closing: String) throws(PropertyListError) -> String {
        let start = here
        var output: [UInt8] = []
        while true {
            guard position < bytes.count else { throw endOfFile(expected: "`</\(closing)>` to close the element at \(start)") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                if startsWith("<![CDATA[") {
                    position += 9
                    while true {
                        guard position < bytes.count else { throw endOfFile(expected: "`]]>` to close a CDATA section") }
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
                try readEntity(into: &output)
                continue
            }
            advance(into: &output)
        }
    }

    /// `&amp;`, `&#x2066;`, … decoded into `output`.
    private mutating func readEntity(into output: inout [UInt8]) throws(PropertyListError) {
        let entityStart = here
        guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw error("`&` must start an entity such as `&amp;` or `&#x2066;`", at: entityStart)
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)..<semicolon]), as: UTF8.self)
        guard let scalar = XMLEntity.scalar(named: name) else { throw error("unknown entity `&\(name);`", at: entityStart) }
        output += Array(String(Character(scalar)).utf8)
        position = semicolon + 1
    }

    private mutating func advance(into output: inout [UInt8]) {
        let byte = bytes[position]
        output.append(byte)
        if byte == 0x0A { lineBreak(at: position) }
        position += 1
    }

    /// `<name attributes…>`, `</name>` or `<name/>`.
    private mutating func readTag() throws(PropertyListError) -> Tag {
        let start = here
        position += 1  // <
        var isClosing = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "/") {
            isClosing = true
            position += 1
        }
        let nameStart = position
        while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<position]), as: UTF8.self)
        guard !name.isEmpty else { throw error("expected an element name after `<`", at: start) }
        var quote: UInt8?
        while true {
            guard position < bytes.count else { throw endOfFile(expected: "`>` to close the tag `<\(name)` at \(start)") }
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
            if byte == 0x0A { lineBreak(at: position) }
            position += 1
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    /// White space, comments, the XML declaration and the document type.
    private mutating func skipMisc() throws(PropertyListError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A {
                lineBreak(at: position)
                position += 1
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                position += 1
            } else if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<?") || startsWith("<!DOCTYPE") {
                let start = here
                while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
                    if bytes[position] == 0x0A { lineBreak(at: position) }
                    position += 1
                }
                guard position < bytes.count else { throw endOfFile(expected: "`>` to close the declaration at \(start)") }
                position += 1
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(PropertyListError) {
        let start = here
        position += 4
        while true {
            guard position < bytes.count else { throw endOfFile(expected: "`-->` to close the comment at \(start)") }
            if startsWith("-->") { position += 3; return }
            if bytes[position] == 0x0A { lineBreak(at: position) }
            position += 1
        }
    }
}

/// XML's entities.
package enum XMLEntity {
    /// The character an entity names, by what is between its `&` and `;`: the
    /// five predefined ones (`amp`, `lt`, `gt`, `quot`, `apos`) and character
    /// references (`#10`, `#x2066`); `nil` for any other name.
    package static func scalar(named name: some StringProtocol) -> Unicode.Scalar? {
        switch name {
        case "amp": "&"
        case "lt": "<"
        case "gt": ">"
        case "quot": "\""
        case "apos": "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                nil
            }
        }
    }
}
