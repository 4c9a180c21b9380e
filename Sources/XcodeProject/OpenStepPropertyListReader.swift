/// Reads an old-style (OpenStep) property list, the format of `project.pbxproj`:
/// dictionaries `{ key = value; }`, arrays `( a, b, )`, quoted strings with
/// backslash escapes, bare strings, `<hex data>`, and `/* … */` and `// …`
/// comments anywhere white space may be.
///
/// ```swift
/// let root = try OpenStepPropertyListReader.read(bytes, file: "App.xcodeproj/project.pbxproj")
/// root["objectVersion"]?.string   // "77"
/// ```
///
/// Every error names the file, line and column. Nothing in the input can crash
/// the reader or make it loop: nesting is limited to ``maximumDepth`` and every
/// step consumes at least one byte.
package struct OpenStepPropertyListReader {
    /// Deeper nesting than this is refused (Xcode writes at most about 6 levels).
    package static let maximumDepth = 128

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var position = 0
    private var line = 1
    private var lineStart = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Reads a whole property list.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents, UTF-8 (a byte order mark is skipped).
    ///   - file: The name used in errors.
    /// - Returns: The top-level value.
    /// - Throws: ``XcodeProjectError`` at the first place that is not a property list.
    /// - Complexity: O(*n*) in the size of `bytes`.
    package static func read(_ bytes: [UInt8], file: String) throws(XcodeProjectError) -> PropertyListNode {
        let result: Result<PropertyListNode, XcodeProjectError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = OpenStepPropertyListReader(bytes: buffer, file: file)
            do throws(XcodeProjectError) {
                return .success(try reader.readDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private mutating func readDocument() throws(XcodeProjectError) -> PropertyListNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
        }
        try skipTrivia()
        guard position < bytes.count else {
            throw error("the file is empty; a project.pbxproj starts with `// !$*UTF8*$!` and a `{`")
        }
        let root = try readValue(depth: 0)
        try skipTrivia()
        guard position >= bytes.count else {
            throw error("unexpected \(describeHere()) after the end of the top-level value; the file has more closing braces than opening ones, or text after its end")
        }
        return root
    }

    // MARK: - Values

    private mutating func readValue(depth: Int) throws(XcodeProjectError) -> PropertyListNode {
        guard depth < Self.maximumDepth else {
            throw error("nested deeper than \(Self.maximumDepth) levels; a project file is never this deep")
        }
        let start = here
        guard position < bytes.count else { throw endOfFile(expected: "a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            return PropertyListNode(.dictionary(try readDictionaryBody(depth: depth, start: start)), at: start)
        case UInt8(ascii: "("):
            position += 1
            return PropertyListNode(.array(try readArrayBody(depth: depth, start: start)), at: start)
        case UInt8(ascii: "<"):
            position += 1
            return PropertyListNode(.data(try readDataBody(start: start)), at: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return PropertyListNode(.string(try readQuotedString()), at: start)
        default:
            guard let text = readBareString() else {
                throw error("unexpected \(describeHere()), expected a value (a string, `{`, `(` or `<`)")
            }
            return PropertyListNode(.string(text), at: start)
        }
    }

    private mutating func readDictionaryBody(depth: Int, start: ProjectSourceLocation) throws(XcodeProjectError) -> PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        while true {
            try skipTrivia()
            guard position < bytes.count else {
                throw endOfFile(expected: "`}` to close the dictionary opened at \(start)")
            }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return dictionary
            }
            let keyStart = here
            let key: String
            if bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
                key = try readQuotedString()
            } else if let bare = readBareString() {
                key = bare
            } else {
                throw error("unexpected \(describeHere()), expected a key or `}` to close the dictionary opened at \(start)")
            }
            try skipTrivia()
            try expect(UInt8(ascii: "="), "`=` after the key \(quoted(key))")
            try skipTrivia()
            let value = try readValue(depth: depth + 1)
            try skipTrivia()
            try expect(UInt8(ascii: ";"), "`;` after the value of \(quoted(key))")
            if let first = dictionary.insert(value, forKey: key, at: keyStart) {
                throw XcodeProjectError(file: file, location: keyStart,
                    message: "duplicate key \(quoted(key)); it first appears at \(file):\(first.line):\(first.column). Keep one of them")
            }
        }
    }

    private mutating func readArrayBody(depth: Int, start: ProjectSourceLocation) throws(XcodeProjectError) -> [PropertyListNode] {
        var elements: [PropertyListNode] = []
        while true {
            try skipTrivia()
            guard position < bytes.count else {
                throw endOfFile(expected: "`)` to close the array opened at \(start)")
            }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return elements
            }
            elements.append(try readValue(depth: depth + 1))
            try skipTrivia()
            guard position < bytes.count else {
                throw endOfFile(expected: "`,` or `)` to close the array opened at \(start)")
            }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != UInt8(ascii: ")") {
                throw error("unexpected \(describeHere()), expected `,` or `)` to close the array opened at \(start)")
            }
        }
    }

    private mutating func readDataBody(start: ProjectSourceLocation) throws(XcodeProjectError) -> [UInt8] {
        var data: [UInt8] = []
        var high: UInt8?
        while true {
            try skipTrivia()
            guard position < bytes.count else { throw endOfFile(expected: "`>` to close the data opened at \(start)") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("odd number of hexadecimal digits in the data opened at \(start)") }
                position += 1
                return data
            }
            guard let nibble = Self.hexValue(byte) else {
                throw error("unexpected \(describeHere()) in data; data is hexadecimal digits between `<` and `>`")
            }
            position += 1
            if let first = high {
                data.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
    }

    /// Characters Xcode writes unquoted: letters, digits and `_$+/:.-`; also any
    /// non-ASCII byte, which older tools left unquoted.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return byte >= 0x80
        }
    }

    private mutating func readBareString() -> String? {
        let start = position
        while position < bytes.count, Self.isBare(bytes[position]) {
            // `//` and `/*` start comments even right after a bare string.
            if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count,
               bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*") { break }
            position += 1
        }
        guard position > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private mutating func readQuotedString() throws(XcodeProjectError) -> String {
        let quote = bytes[position]
        let start = here
        position += 1
        let contentStart = position
        // The common case: no escape, one line.
        while position < bytes.count, bytes[position] != quote, bytes[position] != UInt8(ascii: "\\"),
              bytes[position] != 0x0A {
            position += 1
        }
        if position < bytes.count, bytes[position] == quote {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]), as: UTF8.self)
            position += 1
            return text
        }
        var scalars: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<position]))
        while true {
            guard position < bytes.count else {
                throw XcodeProjectError(file: file, location: start,
                    message: "unexpected end of file inside the string that starts here; close it with \(Character(Unicode.Scalar(quote)))")
            }
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            if byte == 0x0A {
                position += 1
                line += 1
                lineStart = position
                scalars.append(byte)
                continue
            }
            guard byte == UInt8(ascii: "\\") else {
                scalars.append(byte)
                position += 1
                continue
            }
            let escapeStart = here
            position += 1
            guard position < bytes.count else { continue }  // reported as the unclosed string
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "a"): scalars.append(0x07)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "v"): scalars.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, position < bytes.count, let nibble = Self.hexValue(bytes[position]) {
                    value = value << 4 | UInt32(nibble)
                    position += 1
                    digits += 1
                }
                guard digits == 4 else {
                    throw XcodeProjectError(file: file, location: escapeStart,
                        message: "`\\U` needs four hexadecimal digits, such as `\\U00e9`")
                }
                // A surrogate pair is written as two escapes.
                if (0xD800...0xDBFF).contains(value), position + 5 < bytes.count,
                   bytes[position] == UInt8(ascii: "\\"),
                   bytes[position + 1] == UInt8(ascii: "U") || bytes[position + 1] == UInt8(ascii: "u") {
                    var low: UInt32 = 0
                    var ok = true
                    for offset in 2..<6 {
                        guard let nibble = Self.hexValue(bytes[position + offset]) else { ok = false; break }
                        low = low << 4 | UInt32(nibble)
                    }
                    if ok, (0xDC00...0xDFFF).contains(low) {
                        position += 6
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                }
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                scalars += Array(String(Character(scalar)).utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, position < bytes.count,
                      (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                    value = value << 3 | UInt32(bytes[position] - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                // NeXTSTEP encoding for octal escapes; its ASCII half is all that appears in projects.
                scalars += Array(String(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))).utf8)
            case 0x0A:
                line += 1
                lineStart = position
                scalars.append(0x0A)
            default:
                // `\"`, `\\`, `\'` and any other character stand for themselves.
                scalars.append(escaped)
            }
        }
    }

    // MARK: - Trivia and places

    private mutating func skipTrivia() throws(XcodeProjectError) {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                position += 1
                line += 1
                lineStart = position
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                let start = here
                position += 2
                while true {
                    guard position + 1 < bytes.count else {
                        throw XcodeProjectError(file: file, location: start,
                            message: "unexpected end of file inside the comment that starts here; close it with `*/`")
                    }
                    if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                        position += 2
                        break
                    }
                    if bytes[position] == 0x0A {
                        line += 1
                        lineStart = position + 1
                    }
                    position += 1
                }
            default:
                return
            }
        }
    }

    private var here: ProjectSourceLocation {
        ProjectSourceLocation(line: line, column: position - lineStart + 1)
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(XcodeProjectError) {
        guard position < bytes.count else { throw endOfFile(expected: what) }
        guard bytes[position] == byte else {
            throw error("unexpected \(describeHere()), expected \(what)")
        }
        position += 1
    }

    private func describeHere() -> String {
        guard position < bytes.count else { return "end of file" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "`\(Character(Unicode.Scalar(byte)))`" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private func error(_ message: String) -> XcodeProjectError {
        XcodeProjectError(file: file, location: here, message: message)
    }

    private func endOfFile(expected: String) -> XcodeProjectError {
        XcodeProjectError(file: file, location: here,
                          message: "unexpected end of file, expected \(expected); the file looks truncated")
    }

    private func quoted(_ text: String) -> String {
        "\"" + String(text.prefix(80)) + (text.count > 80 ? "…" : "") + "\""
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
