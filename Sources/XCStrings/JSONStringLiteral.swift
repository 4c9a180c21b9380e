/// JSON string literals as Xcode writes them in a catalog (Foundation's
/// `JSONSerialization` with `.withoutEscapingSlashes`): `"` and `\` escaped,
/// control characters as `\b \f \n \r \t` or `\u00XX`, everything else —
/// `/` and all non-ASCII — as it is. The catalog writer and the audit's JSON
/// report write with it; the reader finds string ends with ``specialBytes(_:)``.
package enum JSONStringLiteral {
    /// High bit set in each byte of `word` that is `"`, `\` or below U+0020; exact
    /// for the lowest such byte (a byte above it may be flagged falsely).
    @inline(__always)
    package static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ 0x2222_2222_2222_2222
        let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        let control = (word &- 0x2020_2020_2020_2020) & ~word
        return (zeroQuote | zeroBackslash | control) & highs
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    /// Appends `text` as a JSON string literal, quotes included.
    ///
    /// - Complexity: O(*n*) in the UTF-8 length of `text`; runs of bytes that need
    ///   no escape are found eight bytes at a time and copied whole.
    package static func append(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var segment = 0
            var position = 0
            while true {
                position = firstSpecialByte(in: bytes, from: position)
                guard position < bytes.count else { break }
                let byte = bytes[position]
                out.append(contentsOf: UnsafeBufferPointer(start: base + segment, count: position - segment))
                position += 1
                segment = position
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                default:
                    out.append(UInt8(ascii: "u"))
                    out.append(UInt8(ascii: "0"))
                    out.append(UInt8(ascii: "0"))
                    out.append(hexDigits.utf8Start[Int(byte >> 4)])
                    out.append(hexDigits.utf8Start[Int(byte & 0xF)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(start: base + segment, count: bytes.count - segment))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The index of the first byte at or after `start` that must be escaped, or `bytes.count`.
    private static func firstSpecialByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        while position + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self))
            let special = specialBytes(word)
            if special != 0 { return position + special.trailingZeroBitCount / 8 }
            position += 8
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return position }
            position += 1
        }
        return position
    }
}
