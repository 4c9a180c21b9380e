/// The encoding of a text file, as far as its first bytes tell: a byte order
/// mark, or the zero bytes that UTF-16 and UTF-32 give ASCII text.
///
/// ```swift
/// TextEncoding.detect([0xFF, 0xFE, 0x7B, 0x00]).description   // "UTF-16 (little-endian, with a byte order mark)"
/// TextEncoding.detect(Array("{".utf8))                          // .utf8(byteOrderMark: false)
/// ```
package enum TextEncoding: Sendable, Equatable, CustomStringConvertible {
    case utf8(byteOrderMark: Bool)
    case utf16(bigEndian: Bool, byteOrderMark: Bool)
    case utf32(bigEndian: Bool, byteOrderMark: Bool)

    /// How many bytes the first sample of a file without a byte order mark spans.
    private static let sample = 64

    /// The encoding `bytes` are in; UTF-8 unless a byte order mark or the zero
    /// bytes of ASCII text in the first 64 bytes say UTF-16 or UTF-32 (a stray
    /// zero byte in UTF-8 text does not).
    ///
    /// - Complexity: O(1).
    package static func detect<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> TextEncoding {
        let head = Array(bytes.prefix(sample))
        if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32(bigEndian: false, byteOrderMark: true) }
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32(bigEndian: true, byteOrderMark: true) }
        if head.starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false, byteOrderMark: true) }
        if head.starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true, byteOrderMark: true) }
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8(byteOrderMark: true) }
        guard head.count >= 2, head.contains(0) else { return .utf8(byteOrderMark: false) }
        // ASCII in UTF-32: three zero bytes in every four (two for the rest of the BMP).
        let quads = stride(from: 0, to: head.count - head.count % 4, by: 4)
        if head.count >= 4, quads.allSatisfy({ head[$0 + 2] == 0 && head[$0 + 3] == 0 }) {
            return .utf32(bigEndian: false, byteOrderMark: false)
        }
        if head.count >= 4, quads.allSatisfy({ head[$0] == 0 && head[$0 + 1] == 0 }) {
            return .utf32(bigEndian: true, byteOrderMark: false)
        }
        // UTF-16: a zero in one byte of each unit of ASCII (and Latin-1) text. A
        // quarter of the units so, and none the other way round, is not chance.
        let units = head.count / 2
        let zeroHigh = stride(from: 1, to: units * 2, by: 2).reduce(0) { head[$1] == 0 ? $0 + 1 : $0 }
        let zeroLow = stride(from: 0, to: units * 2, by: 2).reduce(0) { head[$1] == 0 ? $0 + 1 : $0 }
        if zeroLow == 0, zeroHigh * 4 >= units { return .utf16(bigEndian: false, byteOrderMark: false) }
        if zeroHigh == 0, zeroLow * 4 >= units { return .utf16(bigEndian: true, byteOrderMark: false) }
        return .utf8(byteOrderMark: false)
    }

    /// `UTF-16 (big-endian, without a byte order mark)`, …
    package var description: String {
        func order(_ bigEndian: Bool, _ mark: Bool) -> String {
            "\(bigEndian ? "big" : "little")-endian, \(mark ? "with" : "without") a byte order mark"
        }
        switch self {
        case .utf8(let mark): return "UTF-8 (\(mark ? "with" : "without") a byte order mark)"
        case .utf16(let bigEndian, let mark): return "UTF-16 (\(order(bigEndian, mark)))"
        case .utf32(let bigEndian, let mark): return "UTF-32 (\(order(bigEndian, mark)))"
        }
    }

    /// The text of a property list as UTF-8, without a byte order mark: UTF-8 is
    /// checked, UTF-16 (either byte order, with or without a mark) converted, as
    /// Xcode reads string tables in both.
    ///
    /// ```swift
    /// try TextEncoding.utf8Text(of: [0xFE, 0xFF, 0x00, 0x41], file: "x.strings")   // [0x41]
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The name used in errors.
    /// - Throws: ``PropertyListError`` naming the encoding for UTF-32, and the
    ///   place of the first byte that is not UTF-8 or UTF-16.
    /// - Complexity: O(*n*) in the size of `bytes`.
    package static func utf8Text(of bytes: [UInt8], file: String) throws(PropertyListError) -> [UInt8] {
        let encoding = detect(bytes)
        switch encoding {
        case .utf32:
            throw PropertyListError(file: file, message: "the file is \(encoding), which is not read; save it as UTF-8 (or UTF-16)")
        case .utf16(let bigEndian, let mark):
            return try utf16Text(bytes.dropFirst(mark ? 2 : 0), bigEndian: bigEndian, encoding: encoding, file: file)
        case .utf8(let mark):
            let body = bytes.dropFirst(mark ? 3 : 0)
            if let offset = firstInvalidUTF8(body) {
                let before = body[..<offset]
                let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? body.startIndex
                let location = TextLocation(line: before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }, column: offset - lineStart + 1)
                throw PropertyListError(file: file, location: location, message: "byte 0x"
                    + String(body[offset], radix: 16, uppercase: true) + " is not UTF-8, and the file is not UTF-16 "
                    + "either; save it as UTF-8")
            }
            return Array(body)
        }
    }

    private static func utf16Text(_ body: ArraySlice<UInt8>, bigEndian: Bool, encoding: TextEncoding,
                                  file: String) throws(PropertyListError) -> [UInt8] {
        guard body.count % 2 == 0 else {
            throw PropertyListError(file: file, message: "the file is \(encoding) but has an odd number of bytes; "
                + "it is cut short, or not UTF-16: save it as UTF-8")
        }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index < body.endIndex {
            let first = UInt16(body[index]), second = UInt16(body[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var text: [UInt8] = []
        text.reserveCapacity(units.count)
        var line = 1, lineStart = 0
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) {
            if $0 == 0x0A {
                line += 1
                lineStart = text.count + 1
            }
            text.append($0)
        }
        if failed {
            throw PropertyListError(file: file, location: TextLocation(line: line, column: text.count - lineStart + 1),
                                    message: "the file is \(encoding) with a lone surrogate here; save it as UTF-8")
        }
        return text
    }

    /// The offset of the first byte that is not part of well-formed UTF-8.
    private static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] < 0x80 { index += 1; continue }
            var iterator = bytes[index...].makeIterator()
            var decoder = UTF8()
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                index += scalar.utf8.count
            case .error, .emptyInput:
                return index
            }
        }
        return nil
    }
}
