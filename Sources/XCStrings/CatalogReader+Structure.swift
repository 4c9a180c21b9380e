import Foundation

/// Objects, arrays, keys, white space and diagnostics.
extension CatalogReader {
    /// A key read from an object, before it is needed as a `String`.
    struct Key {
        var start: Int
        var length: Int
        var decoded: String?
        var location: Location
    }

    mutating func readKey() throws(CatalogError) -> Key {
        let keyLocation = location
        let (start, end, flags) = try scanString()
        var decoded: String?
        if flags & Self.hasEscape != 0 {
            decoded = try decodeEscapes(start, end)
        } else if flags & Self.hasNonASCII != 0 {
            decoded = try validatedString(start, end)
        }
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd(expected: "':' after a key")) }
        guard base[index] == UInt8(ascii: ":") else {
            throw failure(.unexpectedCharacter(found: describe(base[index]), expected: "':' after a key"))
        }
        index += 1
        skipWhitespace()
        return Key(start: start, length: end - start, decoded: decoded, location: keyLocation)
    }

    @inline(__always)
    func matches(_ key: Key, _ name: StaticString) -> Bool {
        if let decoded = key.decoded {
            return decoded.utf8.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        }
        return key.length == name.utf8CodeUnitCount && memcmp(base + key.start, name.utf8Start, key.length) == 0
    }

    func string(of key: Key) -> String {
        key.decoded ?? String(decoding: UnsafeBufferPointer(start: base + key.start, count: key.length), as: UTF8.self)
    }

    /// Reads the value of a known field seen a second time (`key`), compares it with
    /// the first one (its value at byte `firstValue`) and records a warning when they
    /// are equal; throws the duplicate-key error when they differ or when `allowed`
    /// is `false`.
    mutating func readDuplicate(_ key: Key, first: Location, firstValue: Int, allowed: Bool) throws(CatalogError) {
        let name = string(of: key)
        let duplicate = CatalogError(file: file, location: key.location, reason: .duplicateKey(name, first: first))
            .within(.key(name, bracketed: false))
        guard allowed else { throw duplicate }
        let second: CatalogValue
        let mark = warnings.count
        do {
            second = try readValue()
        } catch {
            throw error.within(.key(name, bracketed: false))
        }
        // What is inside the second copy was reported in the first.
        warnings.removeSubrange(mark...)
        // The first value was read before, so it reads again; a copy of the reader
        // leaves this one's position, line and warnings alone.
        var earlier = self
        earlier.index = firstValue
        earlier.warnings = []  // so that its own warnings never copy this reader's
        guard let firstValue = try? earlier.readValue(), firstValue == second else { throw duplicate }
        warnIdenticalDuplicate(name, at: key.location, first: first, bracketed: false)
    }

    /// Reads the members of the object at `index` (already checked to be one).
    ///
    /// A member named in `fields` is read by `readField` with its position in
    /// `fields`, once: a second one with an equal value is a warning (when its bit
    /// is set in `identicalDuplicatesAllowed`), with another value a duplicate-key
    /// error naming the first; an error inside it gets the member's name in its
    /// path. Any other member is kept in `unknown`. `fields` has at most six names
    /// (``SeenFields``).
    @inline(__always)
    mutating func readMembers(
        _ fields: [StaticString], unknown: inout [String: CatalogValue], identicalDuplicatesAllowed: UInt8 = 0x3F,
        _ readField: (inout CatalogReader, Int) throws(CatalogError) -> Void
    ) throws(CatalogError) {
        guard try enterObject() else { return }
        var seen = SeenFields()
        var unknownLocations = [String: Location]()
        repeat {
            let key = try readKey()
            // A plain loop: `firstIndex(where:)` made the whole reader 3% slower.
            var field = 0
            while field < fields.count, !matches(key, fields[field]) { field += 1 }
            if field < fields.count {
                if let first = seen.first(field, key.location, valueAt: index) {
                    try readDuplicate(key, first: first.location, firstValue: first.value,
                                      allowed: identicalDuplicatesAllowed & (1 << field) != 0)
                    continue
                }
                let mark = warnings.count
                do {
                    try readField(&self, field)
                } catch {
                    throw error.within(.key(string(of: key), bracketed: false))
                }
                if warnings.count != mark { prefixWarnings(from: mark, .key(string(of: key), bracketed: false)) }
            } else {
                try readUnknown(key, into: &unknown, locations: &unknownLocations)
            }
        } while try nextMember()
    }

    func expectObject(_ expected: String) throws(CatalogError) {
        guard index < count else { throw failure(.unexpectedEnd(expected: expected)) }
        guard base[index] == UInt8(ascii: "{") else {
            throw failure(.wrongType(expected: expected, found: describeValue(at: index)))
        }
    }

    /// Consumes `{`; returns `true` when a key follows, `false` after an empty object.
    mutating func enterObject() throws(CatalogError) -> Bool {
        depth += 1
        guard Int(depth) <= Self.maximumDepth else { throw failure(.tooDeep(limit: Self.maximumDepth)) }
        index += 1
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd(expected: "a key in double quotes or '}'")) }
        switch base[index] {
        case UInt8(ascii: "\""):
            return true
        case UInt8(ascii: "}"):
            index += 1
            depth -= 1
            return false
        case let byte:
            throw failure(.unexpectedCharacter(found: describe(byte), expected: "a key in double quotes or '}'"))
        }
    }

    /// After a member: `true` at the next key, `false` after the closing `}`.
    mutating func nextMember() throws(CatalogError) -> Bool {
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd(expected: "',' or '}'")) }
        switch base[index] {
        case UInt8(ascii: ","):
            let comma = location
            index += 1
            skipWhitespace()
            guard index < count else { throw failure(.unexpectedEnd(expected: "a key in double quotes")) }
            switch base[index] {
            case UInt8(ascii: "\""):
                return true
            case UInt8(ascii: "}"):
                throw CatalogError(file: file, location: comma, reason: .trailingComma)
            case let byte:
                throw failure(.unexpectedCharacter(found: describe(byte), expected: "a key in double quotes"))
            }
        case UInt8(ascii: "}"):
            index += 1
            depth -= 1
            return false
        case let byte:
            throw failure(.unexpectedCharacter(found: describe(byte), expected: "',' or '}'"))
        }
    }

    /// Consumes `[`; returns `true` when a value follows, `false` after an empty array.
    mutating func enterArray() throws(CatalogError) -> Bool {
        depth += 1
        guard Int(depth) <= Self.maximumDepth else { throw failure(.tooDeep(limit: Self.maximumDepth)) }
        index += 1
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd(expected: "a value or ']'")) }
        if base[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return false
        }
        return true
    }

    /// After an element: `true` at the next value, `false` after the closing `]`.
    mutating func nextElement() throws(CatalogError) -> Bool {
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd(expected: "',' or ']'")) }
        switch base[index] {
        case UInt8(ascii: ","):
            let comma = location
            index += 1
            skipWhitespace()
            guard index < count else { throw failure(.unexpectedEnd(expected: "a value")) }
            if base[index] == UInt8(ascii: "]") {
                throw CatalogError(file: file, location: comma, reason: .trailingComma)
            }
            return true
        case UInt8(ascii: "]"):
            index += 1
            depth -= 1
            return false
        case let byte:
            throw failure(.unexpectedCharacter(found: describe(byte), expected: "',' or ']'"))
        }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        let base = self.base
        let count = self.count
        var at = index
        while at < count {
            let byte = base[at]
            if byte > 0x20 { break }
            if byte == 0x0A {
                at &+= 1
                line &+= 1
                lineStart = at
                // Indentation: eight spaces at a time.
                while at &+ 8 <= count,
                      UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                    at &+= 8
                }
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                at &+= 1
            } else {
                break
            }
        }
        index = at
    }

    // MARK: - Diagnostics

    var location: Location { Location(line: line, column: index - lineStart + 1) }

    func failure(_ reason: CatalogError.Reason) -> CatalogError {
        CatalogError(file: file, location: location, reason: reason)
    }

    func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0: return "a NUL byte"
        case 0x0A: return "a line break"
        case 0x01..<0x20, 0x7F:
            let hex = String(byte, radix: 16, uppercase: true)
            return "control character U+\(hex.count == 1 ? "000" : "00")\(hex)"
        case 0x80...: return "byte 0x\(String(byte, radix: 16, uppercase: true)) (not ASCII)"
        default: return "'\(Character(Unicode.Scalar(byte)))'"
        }
    }

    func describeValue(at position: Int) -> String {
        switch base[position] {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case let byte: return describe(byte)
        }
    }

    func describeRaw(_ at: Int, length: Int = 1) -> String {
        guard at < count, length > 0 else { return "" }
        let bytes = UnsafeBufferPointer(start: base + at, count: min(length, count - at))
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Which known fields of one object have been seen, where, and at which byte their
/// value starts, to report a duplicate at both places (or compare the two values)
/// without allocating.
struct SeenFields {
    private var mask: UInt8 = 0
    private var slots = (StringCatalog.SourceLocation(line: 0, column: 0), StringCatalog.SourceLocation(line: 0, column: 0),
                         StringCatalog.SourceLocation(line: 0, column: 0), StringCatalog.SourceLocation(line: 0, column: 0),
                         StringCatalog.SourceLocation(line: 0, column: 0), StringCatalog.SourceLocation(line: 0, column: 0))
    private var values = (0, 0, 0, 0, 0, 0)

    func contains(_ field: Int) -> Bool { mask & (1 << field) != 0 }

    /// Marks `field` seen at `location` with its value at byte `value`; returns the
    /// earlier location and value offset when it was seen before.
    mutating func first(_ field: Int, _ location: StringCatalog.SourceLocation,
                        valueAt value: Int) -> (location: StringCatalog.SourceLocation, value: Int)? {
        precondition(field < 6)
        let stride = MemoryLayout<StringCatalog.SourceLocation>.stride
        let intStride = MemoryLayout<Int>.stride
        if contains(field) {
            return (withUnsafeBytes(of: slots) { $0.load(fromByteOffset: field * stride, as: StringCatalog.SourceLocation.self) },
                    withUnsafeBytes(of: values) { $0.load(fromByteOffset: field * intStride, as: Int.self) })
        }
        mask |= 1 << field
        withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: location, toByteOffset: field * stride, as: StringCatalog.SourceLocation.self) }
        withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: value, toByteOffset: field * intStride, as: Int.self) }
        return nil
    }
}
