/// Everything a ``CountdownFormatter`` needs to format without ICU: the language's
/// two compiled patterns, its digit table and the isolation bytes.
struct CompiledCountdown: Sendable {
    let digits: DigitTable
    /// `ms`: used under one hour with the automatic layout.
    let short: DurationPattern
    /// `hms`.
    let long: DurationPattern
    let alwaysHours: Bool
    /// UTF-8 written before the value, before the sign, after the sign, and after
    /// the value.
    let opening: [UInt8]
    let sign: [UInt8]
    let closing: [UInt8]
    /// Enough bytes for any value.
    let capacity: Int

    private struct Key: Hashable, Sendable {
        var localeID: String
        var options: CountdownFormatter.Options
    }

    private static let cache = LockedCache<Key, CompiledCountdown>()

    /// The compiled formatter for a locale and options, built on first use.
    static func cached(localeID: String, options: CountdownFormatter.Options) -> CompiledCountdown {
        cache.value(for: Key(localeID: localeID, options: options)) {
            CompiledCountdown(localeID: localeID, options: options)
        }
    }

    /// - Parameter backend: The implementation that reads the patterns and digits
    ///   (the parity tool compares them).
    init(localeID: String, options: CountdownFormatter.Options, backend: Backend = .current) {
        digits = DigitTable.table(localeID: localeID, digits: options.digits, backend: backend)
        short = DurationPattern(localeID: localeID, key: .minutesSeconds, backend: backend) ?? .rootMinutesSeconds
        long = DurationPattern(localeID: localeID, key: .hoursMinutesSeconds, backend: backend) ?? .rootHoursMinutesSeconds
        alwaysHours = options.layout == .hoursMinutesSeconds
        let lri: [UInt8] = [0xE2, 0x81, 0xA6]   // U+2066 LEFT-TO-RIGHT ISOLATE
        let pdi: [UInt8] = [0xE2, 0x81, 0xA9]   // U+2069 POP DIRECTIONAL ISOLATE
        let lrm: [UInt8] = [0xE2, 0x80, 0x8E]   // U+200E LEFT-TO-RIGHT MARK
        let minus = UInt8(ascii: "-")
        switch options.isolation {
        case .isolate: (opening, sign, closing) = (lri, [minus], pdi)
        case .marks: (opening, sign, closing) = (lrm, [minus] + lrm, lrm)
        case .none: (opening, sign, closing) = ([], [minus], [])
        }
        capacity = opening.count + sign.count + closing.count
            + max(short.maximumUTF8Count(digits: digits), long.maximumUTF8Count(digits: digits))
    }

    @inline(__always)
    private static func append(_ bytes: [UInt8], into buffer: UnsafeMutableBufferPointer<UInt8>,
                               at index: inout Int) {
        for byte in bytes {
            buffer[index] = byte
            index += 1
        }
    }

    func string(seconds: Int) -> String {
        let magnitude = seconds.magnitude
        let pattern = alwaysHours || magnitude >= 3600 ? long : short
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var index = 0
            Self.append(opening, into: buffer, at: &index)
            if seconds < 0 { Self.append(sign, into: buffer, at: &index) }
            pattern.write(totalSeconds: magnitude, digits: digits, into: buffer, at: &index)
            Self.append(closing, into: buffer, at: &index)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<index]), as: UTF8.self)
        }
    }

    func widthTemplate(for range: ClosedRange<Int>) -> String {
        let largest = max(range.lowerBound.magnitude, range.upperBound.magnitude)
        // The hms pattern has every field of the ms pattern and more, so once the
        // range reaches an hour it is the wider of the two.
        let pattern = alwaysHours || largest >= 3600 ? long : short
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var index = 0
            Self.append(opening, into: buffer, at: &index)
            if range.lowerBound < 0 { Self.append(sign, into: buffer, at: &index) }
            pattern.writeWidest(maximumSeconds: largest, zero: digits, into: buffer, at: &index)
            Self.append(closing, into: buffer, at: &index)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<index]), as: UTF8.self)
        }
    }
}
