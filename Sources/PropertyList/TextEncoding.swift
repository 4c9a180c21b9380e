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
            return mark ? Array(body) : bytes
        }
    }

    private static func utf16Text(_ body: ArraySlice<UInt8>, bigEndian: Bool, encoding: TextEncoding,
                                  file: String) throws(PropertyListError) -> [UInt8] {
        guard body.count % 2 == 0 else {
            throw PropertyListError(file: file, message: "the file is \(encoding) but has an odd number of bytes; "
                + "it is cut short, or not UTF-16: save it as UTF-8")
        }
        // Unit by unit, as `transcode(_:from:to:stoppingOnError:into:)` would, without
        // its call per byte (a UTF-16 table is a large one's whole reading time),
        // into a buffer as large as the text can get: three bytes a unit.
        let count = body.count / 2
        var line = 1, lineStart = 0
        var failed = false
        let text = [UInt8](unsafeUninitializedCapacity: count * 3) { output, written in
            body.withUnsafeBufferPointer { input in
                func unit(_ index: Int) -> UInt32 {
                    let first = UInt32(input[2 * index]), second = UInt32(input[2 * index + 1])
                    return bigEndian ? first << 8 | second : second << 8 | first
                }
                var index = 0, end = 0
                defer { written = end }
                while index < count {
                    let value = unit(index)
                    index += 1
                    switch value {
                    case 0..<0x80:
                        if value == 0x0A {
                            line += 1
                            lineStart = end + 1
                        }
                        output[end] = UInt8(value)
                        end += 1
                    case 0x80..<0x800:
                        output[end] = UInt8(0xC0 | value >> 6)
                        output[end + 1] = UInt8(0x80 | value & 0x3F)
                        end += 2
                    case 0xD800..<0xDC00:
                        // A high surrogate: a low one must follow.
                        guard index < count, case let low = unit(index), (0xDC00..<0xE000).contains(low) else {
                            failed = true
                            return
                        }
                        index += 1
                        let scalar = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        output[end] = UInt8(0xF0 | scalar >> 18)
                        output[end + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
                        output[end + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
                        output[end + 3] = UInt8(0x80 | scalar & 0x3F)
                        end += 4
                    case 0xDC00..<0xE000:
                        failed = true  // a low surrogate alone
                        return
                    default:
                        output[end] = UInt8(0xE0 | value >> 12)
                        output[end + 1] = UInt8(0x80 | value >> 6 & 0x3F)
                        output[end + 2] = UInt8(0x80 | value & 0x3F)
                        end += 3
                    }
                }
            }
        }
        if failed {
            throw PropertyListError(file: file, location: TextLocation(line: line, column: text.count - lineStart + 1),
                                    message: "the file is \(encoding) with a lone surrogate here; save it as UTF-8")
        }
        return text
    }

    /// The offset of the first byte that is not part of well-formed UTF-8
    /// (Unicode's table 3-7: no overlong forms, no surrogates, nothing above
    /// U+10FFFF), eight ASCII bytes at a time where it can.
    private static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8(in: $0) }.map { bytes.startIndex + $0 }
    }

    private static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            if bytes[index] < 0x80 {
                // Eight bytes at a time while they are ASCII.
                while index + 8 <= count {
                    let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    guard word & 0x8080_8080_8080_8080 == 0 else { break }
                    index += 8
                }
                while index < count, bytes[index] < 0x80 { index += 1 }
                continue
            }
            func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                index + offset < count && range.contains(bytes[index + offset])
            }
            let length: Int
            switch bytes[index] {
            case 0xC2...0xDF: length = continuation(1) ? 2 : 0
            case 0xE0: length = continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
            case 0xE1...0xEC, 0xEE...0xEF: length = continuation(1) && continuation(2) ? 3 : 0
            case 0xED: length = continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
            case 0xF0: length = continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
            case 0xF1...0xF3: length = continuation(1) && continuation(2) && continuation(3) ? 4 : 0
            case 0xF4: length = continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
            default: length = 0
            }
            guard length > 0 else { return index }
            index += length
        }
        return nil
    }
}
