import Foundation

/// Why a catalog could not be read: what was wrong, in which file, at which line
/// and column, and at which JSON path.
///
/// ```swift
/// do { _ = try StringCatalog(contentsOf: url) } catch { print(error) }
/// // App/Localizable.xcstrings:7:21: error: strings["Hello"].localizations.ar.stringUnit.state:
/// //   expected a string, found a number
/// ```
public struct CatalogError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The file as given (a path, or `<data>`).
    public var file: String
    /// Where the problem is; `nil` when the file itself could not be read.
    public var location: StringCatalog.SourceLocation?
    /// What is wrong.
    public var reason: Reason
    var pathComponents: [PathComponent]

    /// The 1-based line, or 0 when the file could not be read.
    public var line: Int { location?.line ?? 0 }
    /// The 1-based column in UTF-8 bytes, or 0 when the file could not be read.
    public var column: Int { location?.column ?? 0 }

    init(file: String, location: StringCatalog.SourceLocation? = nil, reason: Reason) {
        self.file = file
        self.location = location
        self.reason = reason
        self.pathComponents = []
    }

    /// What is wrong with a catalog.
    public enum Reason: Sendable, Equatable {
        /// The file could not be opened or read; the text says why.
        case unreadable(String)
        /// The file is empty (or only white space).
        case emptyFile
        /// The top-level value is not an object.
        case notAnObject(found: String)
        /// The input ended while `expected` was still expected (a truncated file).
        case unexpectedEnd(expected: String)
        /// A character that cannot appear here.
        case unexpectedCharacter(found: String, expected: String)
        /// A comma before `}` or `]`.
        case trailingComma
        /// Bytes that are not well-formed UTF-8.
        case invalidUTF8
        /// The file is in another encoding than UTF-8, such as
        /// `UTF-16 (little-endian, with a byte order mark)`.
        case notUTF8(encoding: String)
        /// A `\u` escape of half a surrogate pair.
        case loneSurrogate(String)
        /// A backslash escape JSON does not have.
        case invalidEscape(String)
        /// A raw control character (U+0000–U+001F) inside a string.
        case controlCharacterInString(UInt8)
        /// A malformed number.
        case invalidNumber
        /// A value of the wrong JSON type for its field.
        case wrongType(expected: String, found: String)
        /// A required field is missing.
        case missingField(String)
        /// The same key twice in one object; `first` is where it first appeared.
        case duplicateKey(String, first: StringCatalog.SourceLocation)
        /// Objects and arrays nested deeper than `limit`.
        case tooDeep(limit: Int)
        /// Something other than white space after the top-level object.
        case trailingData
        /// `sourceLanguage` is not a language tag (empty, or with characters no tag has).
        case invalidSourceLanguage(String)
    }

    /// The JSON path of the value at fault, such as
    /// `strings["Hello"].localizations.ar.stringUnit.state`; empty at the top level.
    public var jsonPath: String {
        var text = ""
        for component in pathComponents {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key, let bracketed):
                if bracketed || !Self.isPlainName(key) {
                    text += "[" + key.quotedForMessage + "]"
                } else {
                    text += text.isEmpty ? key : "." + key
                }
            }
        }
        return text
    }

    /// What is wrong and what to do, without the location.
    public var message: String {
        switch reason {
        case .unreadable(let why):
            return "cannot read the catalog: \(why)"
        case .emptyFile:
            return "the file is empty; a catalog is a JSON object with `sourceLanguage`, `strings` and `version`"
        case .notAnObject(let found):
            return "expected a JSON object at the top level, found \(found)"
        case .unexpectedEnd(let expected):
            return "unexpected end of file, expected \(expected); the file looks truncated"
        case .unexpectedCharacter(let found, let expected):
            return "unexpected \(found), expected \(expected)"
        case .trailingComma:
            return "trailing comma; remove the comma before the closing bracket"
        case .invalidUTF8:
            return "invalid UTF-8; save the file as UTF-8"
        case .notUTF8(let encoding):
            return "the file is \(encoding); a String Catalog is UTF-8, as Xcode writes it: save it as UTF-8"
        case .loneSurrogate(let escape):
            return "lone surrogate \(escape); a \\ud800–\\udbff escape must be followed by a \\udc00–\\udfff escape"
        case .invalidEscape(let escape):
            return "invalid escape \(escape); JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        case .controlCharacterInString(let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) in a string; write it as an escape"
        case .invalidNumber:
            return "malformed number; JSON numbers have no leading zeros, and need digits after '-', '.' and 'e'"
        case .wrongType(let expected, let found):
            return "expected \(expected), found \(found)"
        case .missingField(let name):
            return "missing required field `\(name)`"
        case .duplicateKey(let key, let first):
            return "duplicate key \(key.quotedForMessage); it first appears at \(file):\(first.line):\(first.column). Keep one of them"
        case .tooDeep(let limit):
            return "nested deeper than \(limit) levels; a catalog is never this deep"
        case .trailingData:
            return "unexpected data after the top-level object"
        case .invalidSourceLanguage(let value):
            return "`sourceLanguage` is \(value.quotedForMessage), which is not a language tag; write the development language, such as \"en\""
        }
    }

    /// The ``description``, so that `localizedDescription` (and anything that
    /// shows an `Error` to a person) gives the place and the message, not
    /// "The operation could not be completed".
    public var errorDescription: String? { description }

    /// `file:line:column: error: path: message`, as compilers print it.
    public var description: String {
        let path = jsonPath
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): error: " + (path.isEmpty ? "" : path + ": ") + message
    }

    enum PathComponent: Sendable, Equatable {
        case key(String, bracketed: Bool)
        case index(Int)
    }

    /// Prepends a path component as the error leaves a nested value.
    func within(_ component: PathComponent) -> CatalogError {
        var copy = self
        copy.pathComponents.insert(component, at: 0)
        return copy
    }

    private static func isPlainName(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }
    }
}
