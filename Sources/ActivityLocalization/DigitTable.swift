/// The UTF-8 bytes of the ten digits of one digit set, for writing numbers without
/// calling ICU or `String(format:)`.
///
/// Built once per (locale, ``DigitSet``) from CLDR's numbering system data (through
/// ``Backend``) and cached.
struct DigitTable: Sendable, Hashable {
    /// Four bytes per digit (the most UTF-8 needs), digit zero first.
    private let bytes: [UInt8]
    /// How many of each digit's four bytes are used.
    private let lengths: [UInt8]
    /// The longest digit in bytes.
    let maximumLength: Int

    /// 0–9.
    static let latin = DigitTable(scalars: (0..<10).map { Unicode.Scalar(UInt8(ascii: "0") + UInt8($0)) })!

    /// A table for ten scalars, zero first; `nil` unless there are exactly ten.
    init?(scalars: [Unicode.Scalar]) {
        guard scalars.count == 10 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 40)
        var lengths = [UInt8](repeating: 0, count: 10)
        for (digit, scalar) in scalars.enumerated() {
            let encoded = Array(String(scalar).utf8)
            for (offset, byte) in encoded.enumerated() { bytes[digit * 4 + offset] = byte }
            lengths[digit] = UInt8(encoded.count)
        }
        self.bytes = bytes
        self.lengths = lengths
        self.maximumLength = Int(lengths.max()!)
    }

    /// A locale ID and the backend that read its digits.
    private struct CacheKey: Hashable, Sendable {
        var localeID: String
        var backend: Backend
    }

    private static let cache = LockedCache<CacheKey, DigitTable>()

    /// The table for a language's digits: Latin, or the default numbering system of
    /// `localeID` (Latin when that system is algorithmic or unreadable).
    ///
    /// - Complexity: One numbering-system lookup per locale ID for the life of the process;
    ///   a dictionary lookup afterwards.
    static func table(localeID: String, digits: DigitSet, backend: Backend = .current) -> DigitTable {
        switch digits {
        case .latin:
            return .latin
        case .native:
            return cache.value(for: CacheKey(localeID: localeID, backend: backend)) {
                backend.digits(localeID: localeID).flatMap(DigitTable.init(scalars:)) ?? .latin
            }
        }
    }

    /// The maximum number of decimal digits of a `UInt`.
    static let maximumDigitCount = 20

    /// Writes `value` in decimal, left-padded with zeros to `minimumDigits`, at
    /// `buffer[index...]` and advances `index`. `buffer` must have room for
    /// `max(minimumDigits, 20) * maximumLength` bytes.
    @inline(__always)
    func write(_ value: UInt, minimumDigits: Int, into buffer: UnsafeMutableBufferPointer<UInt8>,
               at index: inout Int) {
        // Fast path for the values a clock shows in a field: 0...99.
        if value < 100 {
            if value >= 10 || minimumDigits >= 2 {
                var pad = minimumDigits - 2
                while pad > 0 { writeDigit(0, into: buffer, at: &index); pad -= 1 }
                writeDigit(Int(value / 10), into: buffer, at: &index)
            } else {
                var pad = minimumDigits - 1
                while pad > 0 { writeDigit(0, into: buffer, at: &index); pad -= 1 }
            }
            writeDigit(Int(value % 10), into: buffer, at: &index)
            return
        }
        var reversed: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                       UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &reversed) { digits in
            repeat {
                digits[count] = UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            var pad = minimumDigits - count
            while pad > 0 { writeDigit(0, into: buffer, at: &index); pad -= 1 }
            while count > 0 {
                count -= 1
                writeDigit(Int(digits[count]), into: buffer, at: &index)
            }
        }
    }

    @inline(__always)
    private func writeDigit(_ digit: Int, into buffer: UnsafeMutableBufferPointer<UInt8>,
                            at index: inout Int) {
        let length = Int(lengths[digit])
        var offset = 0
        while offset < length {
            buffer[index] = bytes[digit * 4 + offset]
            index += 1
            offset += 1
        }
    }

    /// `value` in these digits, with a leading `-` (U+002D) when negative and no
    /// grouping: `-12` → `-١٢` for Arabic-Indic digits.
    func string(_ value: Int) -> String {
        let capacity = 1 + Self.maximumDigitCount * maximumLength
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var index = 0
            if value < 0 {
                buffer[index] = UInt8(ascii: "-")
                index += 1
            }
            write(value.magnitude, minimumDigits: 1, into: buffer, at: &index)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<index]), as: UTF8.self)
        }
    }
}
