/// A small JSON reader that keeps each value's line and column, for the files the
/// command reads besides catalogs (`.xcstrings-audit.json`, baselines): their
/// errors must say where, and unknown keys must be pointed at.
///
/// ```swift
/// let value = try PositionedJSON.parse(Array(#"{"disable": ["stale-key"]}"#.utf8), path: "c.json")
/// value.members?.first?.key     // "disable"
/// value.members?.first?.line    // 1
/// ```
///
/// Strict RFC 8259: no comments, no trailing commas, duplicate keys rejected.
struct PositionedJSON: Sendable {
    /// A JSON value.
    indirect enum Value: Sendable {
        case object([Member])
        case array([PositionedJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One `"key": value` of an object, with the key's place.
    struct Member: Sendable {
        var key: String
        var line: Int
        var column: Int
        var value: PositionedJSON
    }

    var value: Value
    /// 1-based line of the value's first byte.
    var line: Int
    /// 1-based column (UTF-8 bytes) of the value's first byte.
    var column: Int

    /// The members, when this is an object.
    var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The string, when this is one.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// What kind of value this is, for messages: `a string`, `an array`.
    var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// Parses a whole document.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes (UTF-8; a byte order mark is skipped).
    ///   - path: The file, for errors.
    /// - Throws: ``AuditInputError`` with the line and column of the problem.
    /// - Complexity: O(*n*) in the number of bytes; nesting is limited to 64 levels.
    static func parse(_ bytes: [UInt8], path: String) throws(AuditInputError) -> PositionedJSON {
        var parser = Parser(bytes: bytes, path: path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < bytes.count else { throw parser.error("the file is empty; write a JSON object") }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected data after the top-level value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        let path: String
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
        }

        var column: Int { index - lineStart + 1 }

        func error(_ message: String) -> AuditInputError {
            AuditInputError(path: path, line: line, column: column, message: message)
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D: index += 1
                case 0x0A:
                    index += 1
                    line += 1
                    lineStart = index
                default: return
                }
            }
        }

        mutating func parseValue(depth: Int) throws(AuditInputError) -> PositionedJSON {
            guard depth < 64 else { throw error("nested deeper than 64 levels") }
            guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
            let (startLine, startColumn) = (line, column)
            func at(_ value: Value) -> PositionedJSON { PositionedJSON(value: value, line: startLine, column: startColumn) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [Member] = []
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return at(.object(members))
                }
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                        throw error(index < bytes.count ? "expected a key in double quotes" : "unexpected end of file, expected a key")
                    }
                    let (keyLine, keyColumn) = (line, column)
                    let key = try parseString()
                    if let first = members.first(where: { $0.key == key }) {
                        throw AuditInputError(path: path, line: keyLine, column: keyColumn,
                                              message: "duplicate key \"\(key)\"; it first appears at \(first.line):\(first.column)")
                    }
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
                    index += 1
                    skipWhitespace()
                    members.append(Member(key: key, line: keyLine, column: keyColumn, value: try parseValue(depth: depth + 1)))
                    skipWhitespace()
                    guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { throw error("trailing comma; remove the comma before '}'") }
                        continue
                    }
                    guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
                    index += 1
                    return at(.object(members))
                }
            case UInt8(ascii: "["):
                index += 1
                var elements: [PositionedJSON] = []
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return at(.array(elements))
                }
                while true {
                    skipWhitespace()
                    elements.append(try parseValue(depth: depth + 1))
                    skipWhitespace()
                    guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw error("trailing comma; remove the comma before ']'") }
                        continue
                    }
                    guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
                    index += 1
                    return at(.array(elements))
                }
            case UInt8(ascii: "\""):
                return at(.string(try parseString()))
            case UInt8(ascii: "t"):
                try expectWord("true")
                return at(.bool(true))
            case UInt8(ascii: "f"):
                try expectWord("false")
                return at(.bool(false))
            case UInt8(ascii: "n"):
                try expectWord("null")
                return at(.null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
                guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                    index = start
                    throw error("malformed number")
                }
                return at(.number(number))
            default:
                throw error("unexpected character, expected a value (an object, array, string, number, true, false or null)")
            }
        }

        mutating func expectWord(_ word: String) throws(AuditInputError) {
            let word = Array(word.utf8)
            guard bytes[index...].starts(with: word) else { throw error("unexpected character, expected a value") }
            index += word.count
        }

        /// A string starting at the opening quote.
        mutating func parseString() throws(AuditInputError) -> String {
            index += 1
            var result: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    guard let text = String(validating: result, as: UTF8.self) else { throw error("invalid UTF-8; save the file as UTF-8") }
                    return text
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { throw error("unexpected end of file in a string") }
                    let escape = bytes[index + 1]
                    index += 2
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
                    case UInt8(ascii: "b"): result.append(0x08)
                    case UInt8(ascii: "f"): result.append(0x0C)
                    case UInt8(ascii: "n"): result.append(0x0A)
                    case UInt8(ascii: "r"): result.append(0x0D)
                    case UInt8(ascii: "t"): result.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalarValue = try hex4()
                        if (0xD800...0xDBFF).contains(scalarValue) {
                            guard bytes[index...].starts(with: "\\u".utf8) else { throw error("lone surrogate escape") }
                            index += 2
                            let low = try hex4()
                            guard (0xDC00...0xDFFF).contains(low) else { throw error("lone surrogate escape") }
                            scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(scalarValue) else { throw error("lone surrogate escape") }
                        result += Array(String(Character(scalar)).utf8)
                    default:
                        index -= 2
                        throw error("invalid escape; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
                    }
                case 0x00..<0x20:
                    throw error("control character in a string; write it as an escape")
                default:
                    result.append(byte)
                    index += 1
                }
            }
            throw error("unexpected end of file in a string")
        }

        mutating func hex4() throws(AuditInputError) -> UInt32 {
            guard index + 4 <= bytes.count,
                  let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                throw error("\\u needs four hexadecimal digits")
            }
            index += 4
            return value
        }
    }
}
