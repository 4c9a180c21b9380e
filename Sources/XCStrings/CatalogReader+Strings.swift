import Foundation

/// JSON strings: finding their end eight bytes at a time, validating UTF-8 and
/// decoding escapes.
extension CatalogReader {
    /// Reads the string at `index` (which is `"`).
    mutating func readString() throws(CatalogError) -> String {
        let (start, end, flags) = try scanString()
        if flags & Self.hasEscape != 0 { return try decodeEscapes(start, end) }
        let bytes = UnsafeBufferPointer(start: base + start, count: end - start)
        if flags & Self.hasNonASCII == 0 { return String(decoding: bytes, as: UTF8.self) }
        return try validatedString(start, end)
    }

    /// The UTF-8 bytes `start..<end` as a string, or the error at the first
    /// ill-formed byte.
    mutating func validatedString(_ start: Int, _ end: Int) throws(CatalogError) -> String {
        let bytes = UnsafeBufferPointer(start: base + start, count: end - start)
        // The standard library validates (vectorised) while it copies; a repair
        // (U+FFFD for an ill-formed sequence) changes the bytes, so comparing them
        // with the input tells whether there was one. Cheaper than
        // `String(validating:as:)`, which is generic and not specialised here.
        var string = String(decoding: bytes, as: UTF8.self)
        let repaired = string.withUTF8 { copy in
            copy.count != bytes.count
                || (bytes.count > 0 && memcmp(copy.baseAddress!, bytes.baseAddress!, bytes.count) != 0)
        }
        if !repaired { return string }
        throw invalidUTF8(in: start, end)
    }

    /// A valid address for empty input (never read: `count` is 0).
    nonisolated(unsafe) static let emptyInput = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)

    static let hasEscape: UInt8 = 1
    static let hasNonASCII: UInt8 = 2

    /// Finds the end of the string at `index`, checking escape letters and control
    /// characters, and moves past its closing quote. Returns the contents' byte
    /// range and whether it has escapes or non-ASCII bytes (validated by the caller).
    ///
    /// Eight bytes at a time: a word with no `"`, `\` or control character is
    /// skipped whole; otherwise the lowest flagged byte is the first such character
    /// (the bit tricks below flag no false positive below the first true one).
    mutating func scanString() throws(CatalogError) -> (start: Int, end: Int, flags: UInt8) {
        let base = self.base
        let count = self.count
        let start = index &+ 1
        var at = start
        var flags: UInt8 = 0
        var highBits: UInt64 = 0
        while true {
            if at &+ 8 <= count {
                let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
                let special = JSONStringLiteral.specialBytes(word)
                if special == 0 {
                    highBits |= word
                    at &+= 8
                    continue
                }
                let offset = special.trailingZeroBitCount &>> 3
                highBits |= word & ((1 &<< UInt64(offset &* 8)) &- 1)
                at &+= offset
            } else {
                guard at < count else {
                    index = count
                    throw failure(.unexpectedEnd(expected: "the closing '\"' of a string"))
                }
                let byte = base[at]
                if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                    highBits |= UInt64(byte)
                    at &+= 1
                    continue
                }
            }
            let byte = base[at]
            if byte == UInt8(ascii: "\"") {
                index = at &+ 1
                if highBits & 0x8080_8080_8080_8080 != 0 { flags |= Self.hasNonASCII }
                return (start, at, flags)
            }
            if byte == UInt8(ascii: "\\") {
                flags |= Self.hasEscape
                guard at &+ 1 < count else {
                    index = count
                    throw failure(.unexpectedEnd(expected: "the closing '\"' of a string"))
                }
                switch base[at &+ 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
                    at &+= 2
                    continue
                default:
                    index = at
                    throw failure(.invalidEscape("\\" + describeRaw(at &+ 1)))
                }
            }
            index = at
            throw failure(.controlCharacterInString(byte))
        }
    }

    /// The error for the first ill-formed UTF-8 sequence in `start..<end`.
    mutating func invalidUTF8(in start: Int, _ end: Int) -> CatalogError {
        var at = start
        while at < end {
            if base[at] < 0x80 {
                at += 1
                continue
            }
            do throws(CatalogError) {
                at = try validateUTF8(at)
            } catch {
                return error
            }
        }
        index = start
        return failure(.invalidUTF8)
    }

    /// Checks one UTF-8 sequence at `at`; returns the index after it.
    mutating func validateUTF8(_ at: Int) throws(CatalogError) -> Int {
        let lead = base[at]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default:
            index = at
            throw failure(.invalidUTF8)
        }
        guard at + length <= count else {
            index = at
            throw failure(.invalidUTF8)
        }
        let second = base[at + 1]
        var valid = second >= low && second <= high
        if length > 2 { valid = valid && base[at + 2] & 0xC0 == 0x80 }
        if length > 3 { valid = valid && base[at + 3] & 0xC0 == 0x80 }
        guard valid else {
            index = at
            throw failure(.invalidUTF8)
        }
        return at + length
    }

    /// Decodes a string with escapes (already scanned, so the escape letters are
    /// known); validates its UTF-8 on the way.
    mutating func decodeEscapes(_ start: Int, _ end: Int) throws(CatalogError) -> String {
        scratch.removeAll(keepingCapacity: true)
        var at = start
        while at < end {
            let byte = base[at]
            if byte >= 0x80 {
                let next = try validateUTF8(at)
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + at, count: next - at))
                at = next
                continue
            }
            guard byte == UInt8(ascii: "\\") else {
                scratch.append(byte)
                at += 1
                continue
            }
            let letter = base[at + 1]
            switch letter {
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hex4(at + 2, end) else {
                    index = at
                    throw failure(.invalidEscape("\\u" + describeRaw(at + 2, length: min(4, end - at - 2))))
                }
                var scalar = UInt32(unit)
                if (0xD800...0xDBFF).contains(unit) {
                    guard at + 11 < end + 1, base[at + 6] == UInt8(ascii: "\\"), base[at + 7] == UInt8(ascii: "u"),
                          let second = hex4(at + 8, end), (0xDC00...0xDFFF).contains(second) else {
                        index = at
                        throw failure(.loneSurrogate("\\u" + describeRaw(at + 2, length: 4)))
                    }
                    scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
                    at += 6
                } else if (0xDC00...0xDFFF).contains(unit) {
                    index = at
                    throw failure(.loneSurrogate("\\u" + describeRaw(at + 2, length: 4)))
                }
                appendUTF8(Unicode.Scalar(scalar)!)
                at += 6
                continue
            default:
                scratch.append(letter)
            }
            at += 2
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    func hex4(_ at: Int, _ end: Int) -> UInt16? {
        guard at + 4 <= end else { return nil }
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = base[at + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        for unit in UTF8.encode(scalar)! { scratch.append(unit) }
    }
}
