import Foundation
import PropertyList

/// The reader's values below the schema: unknown fields kept as they were
/// written, the warnings it collects, and JSON scalars.
extension CatalogReader {
    // MARK: - Unknown fields

    mutating func readUnknown(_ key: Key, into fields: inout [String: CatalogValue],
                                      locations: inout [String: Location]) throws(CatalogError) {
        let name = string(of: key)
        let mark = warnings.count
        let value: CatalogValue
        do {
            value = try readValue()
        } catch {
            throw error.within(.key(name, bracketed: false))
        }
        if let first = locations.updateValue(key.location, forKey: name) {
            locations[name] = first
            guard fields[name] == value else {
                throw CatalogError(file: file, location: key.location, reason: .duplicateKey(name, first: first))
                    .within(.key(name, bracketed: false))
            }
            warnings.removeSubrange(mark...)
            warnIdenticalDuplicate(name, at: key.location, first: first, bracketed: false)
            return
        }
        if warnings.count != mark { prefixWarnings(from: mark, .key(name, bracketed: false)) }
        fields[name] = value
    }

    // MARK: - Warnings

    /// Records that `name` appeared again at `location` with the value it had at `first`.
    mutating func warnIdenticalDuplicate(_ name: String, at location: Location, first: Location, bracketed: Bool) {
        var warning = CatalogWarning(file: file, location: location, reason: .identicalDuplicateKey(name, first: first))
        warning.pathComponents = [.key(name, bracketed: bracketed)]
        warnings.append(warning)
    }

    /// Puts `component` in front of the paths of the warnings from `mark` on, as
    /// they leave a nested value (the way ``CatalogError/within(_:)`` does for errors).
    mutating func prefixWarnings(from mark: Int, _ component: CatalogError.PathComponent) {
        for index in mark..<warnings.count { warnings[index].pathComponents.insert(component, at: 0) }
    }

    /// Whether the value at `index` is `null`; if so, reads it and records a warning
    /// for the optional field `field`.
    mutating func skipNull(_ field: String) throws(CatalogError) -> Bool {
        guard index < count, base[index] == UInt8(ascii: "n") else { return false }
        let at = location
        try expectLiteral("null")
        warnings.append(CatalogWarning(file: file, location: at, reason: .nullValue(field: field)))
        return true
    }

    /// An optional string field: a string, or `null` (read as absent, with a warning).
    mutating func readOptionalStringValue(_ field: String) throws(CatalogError) -> String? {
        try skipNull(field) ? nil : try readStringValue()
    }

    /// An optional boolean field: `true`, `false`, or `null` (read as absent, with a warning).
    mutating func readOptionalBoolValue(_ field: String) throws(CatalogError) -> Bool? {
        try skipNull(field) ? nil : try readBoolValue()
    }

    /// An optional integer field: an integer, or `null` (read as absent, with a warning).
    mutating func readOptionalIntegerValue(_ field: String) throws(CatalogError) -> Int? {
        try skipNull(field) ? nil : try readIntegerValue()
    }

    /// Any JSON value, for fields this library does not know.
    mutating func readValue() throws(CatalogError) -> CatalogValue {
        guard index < count else { throw failure(.unexpectedEnd(expected: "a value")) }
        switch base[index] {
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "{"):
            var object = [String: CatalogValue]()
            var locations = [String: Location]()
            guard try enterObject() else { return .object(object) }
            repeat {
                let key = try readKey()
                try readUnknown(key, into: &object, locations: &locations)
            } while try nextMember()
            return .object(object)
        case UInt8(ascii: "["):
            var array: [CatalogValue] = []
            guard try enterArray() else { return .array(array) }
            repeat {
                do {
                    array.append(try readValue())
                } catch {
                    throw error.within(.index(array.count))
                }
            } while try nextElement()
            return .array(array)
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            return .bool(try readBoolValue())
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let range = try scanNumber()
            return .number(String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self))
        case let byte:
            throw failure(.unexpectedCharacter(found: describe(byte), expected: "a value"))
        }
    }

    // MARK: - Scalars

    mutating func readStringValue() throws(CatalogError) -> String {
        guard index < count else { throw failure(.unexpectedEnd(expected: "a string")) }
        guard base[index] == UInt8(ascii: "\"") else {
            throw failure(.wrongType(expected: "a string", found: describeValue(at: index)))
        }
        return try readString()
    }

    mutating func readBoolValue() throws(CatalogError) -> Bool {
        guard index < count else { throw failure(.unexpectedEnd(expected: "true or false")) }
        switch base[index] {
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return true
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return false
        default:
            throw failure(.wrongType(expected: "a boolean (true or false)", found: describeValue(at: index)))
        }
    }

    mutating func readIntegerValue() throws(CatalogError) -> Int {
        guard index < count else { throw failure(.unexpectedEnd(expected: "an integer")) }
        let start = location
        let byte = base[index]
        guard byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
            throw failure(.wrongType(expected: "an integer", found: describeValue(at: index)))
        }
        let range = try scanNumber()
        let text = String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
        guard let value = Int(text) else {
            throw CatalogError(file: file, location: start, reason: .wrongType(expected: "an integer", found: "the number \(text)"))
        }
        return value
    }

    mutating func expectLiteral(_ literal: StaticString) throws(CatalogError) {
        let length = literal.utf8CodeUnitCount
        for offset in 0..<length {
            guard index + offset < count else {
                index += offset
                throw failure(.unexpectedEnd(expected: "`\(literal)`"))
            }
            let byte = base[index + offset]
            guard byte == literal.utf8Start[offset] else {
                index += offset
                throw failure(.unexpectedCharacter(found: describe(byte), expected: "`\(literal)`"))
            }
        }
        index += length
    }

    /// Validates a JSON number and returns its byte range.
    mutating func scanNumber() throws(CatalogError) -> Range<Int> {
        let start = index
        func digit(_ at: Int) -> Bool {
            at < count && base[at] >= UInt8(ascii: "0") && base[at] <= UInt8(ascii: "9")
        }
        if base[index] == UInt8(ascii: "-") { index += 1 }
        guard digit(index) else { throw failure(.invalidNumber) }
        if base[index] == UInt8(ascii: "0") {
            index += 1
            if digit(index) {
                index = start
                throw failure(.invalidNumber)
            }
        } else {
            while digit(index) { index += 1 }
        }
        if index < count, base[index] == UInt8(ascii: ".") {
            index += 1
            guard digit(index) else { throw failure(.invalidNumber) }
            while digit(index) { index += 1 }
        }
        if index < count, base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E") {
            index += 1
            if index < count, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") { index += 1 }
            guard digit(index) else { throw failure(.invalidNumber) }
            while digit(index) { index += 1 }
        }
        return start..<index
    }
}
